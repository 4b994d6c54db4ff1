import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError, RouteHydrateFallback } from './route-error.tsx';

/**
 * The spec's route table, in two parts so the landing page ships little JavaScript:
 * - here, the root layout and `/` (its page is a lazy module);
 * - `app-routes.tsx`, every other route (one lazy module per page), patched in by
 *   `patchRoutesOnNavigation` the first time a URL matches nothing here (on start-up too).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteHydrateFallback,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('#web/features/landing/pages/landing-page.tsx')).LandingPage,
        }),
      },
    ],
  },
];

let appRoutesPatched: Promise<void> | null = null;

export const router = createBrowserRouter(routes, {
  patchRoutesOnNavigation: ({ patch }) => {
    appRoutesPatched ??= import('./app-routes.tsx').then(
      ({ appRoutes }) => patch('root', appRoutes),
      (error: unknown) => {
        appRoutesPatched = null; // let the next navigation retry (e.g. after a network blip)
        throw error;
      },
    );
    return appRoutesPatched;
  },
});
