import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { APP_ROUTES, type AppRoute, isSignedInRoute, matchRoute } from '#common/routes.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { getSessionUser } from '#web/lib/session.ts';
import { AppShell } from './app-shell.tsx';
import { lazyPage } from './lazy-page.ts';
import { MemberLayout } from './member-layout.tsx';
import { readPageFirst } from './page-data.ts';

/**
 * Every route but `/`, inside the `AppShell` (query client, member extras), built from the route
 * table (`common/routes.ts`). The root router loads this module on the first visit to any other page
 * (see `router.tsx`), which keeps the app's providers out of the landing page's initial
 * JavaScript. One lazy module per page; the signed-in pages sit in one member layout route.
 */

type PageModule = Record<string, unknown>;
const PAGE_MODULES = import.meta.glob<PageModule>('../features/*/pages/*-page.tsx');

function loaderOf(route: AppRoute): () => Promise<PageModule> {
  const load = PAGE_MODULES[`../${route.page}`];
  if (!load) throw new Error(`The route table names a page that is not there: ${route.page}`);
  return load;
}

function pageOf(route: AppRoute): ComponentType {
  const load = loaderOf(route);
  return lazyPage(() =>
    load().then((module) => {
      const Page = module[route.component];
      if (typeof Page !== 'function') {
        throw new Error(`${route.page} does not export ${route.component}`);
      }
      return Page as ComponentType;
    }),
  );
}

/**
 * Loads the module of the page at `location` (a path with its query string, if a route matches), so
 * it renders without waiting, and the reads of its first screen (`page-data.ts`).
 */
export async function preloadPage(location: string): Promise<void> {
  const { pathname, searchParams } = new URL(location, 'http://localhost');
  const route = matchRoute(pathname, APP_ROUTES);
  if (!route) return;
  const start = { user: getSessionUser(), search: searchParams };
  await readPageFirst(await loaderOf(route)(), queryClient, start);
}

export const appRoutes = APP_ROUTES.map((route) => ({ ...route, Page: pageOf(route) }));

const member = appRoutes.filter(isSignedInRoute);
const open = appRoutes.filter((route) => !isSignedInRoute(route));

export function AppRoutes() {
  return (
    <AppShell>
      <Routes>
        <Route element={<MemberLayout />}>
          {member.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        {open.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </AppShell>
  );
}
