import { Route, Routes } from 'react-router';
import { lazyPage } from './lazy-page.ts';
import { RootLayout } from './root-layout.tsx';

/*
 * The spec's route table, in two parts so the landing page ships little JavaScript:
 * - here, the root layout and `/` (its page is a lazy module);
 * - `app-routes.tsx`, every other route (one lazy module per page), loaded the first time a URL
 *   is not `/` (on start-up too).
 * Declarative routing (`<BrowserRouter>` in main.tsx): about 17 kB gzipped less than the data
 * router on every page's first load (decision 023).
 */

const LandingPage = lazyPage(() =>
  import('#web/features/landing/pages/landing-page.tsx').then((m) => m.LandingPage),
);
const AppRoutes = lazyPage(() => import('./app-routes.tsx').then((m) => m.AppRoutes));

export function AppRouter() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="*" element={<AppRoutes />} />
      </Route>
    </Routes>
  );
}
