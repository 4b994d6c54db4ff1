import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { isValidElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { APP_ROUTES, isSignedInRoute } from '#common/routes.ts';
import { MemberLayout } from '#web/app/member-layout.tsx';
import { ROUTER_LINKS } from '#web/app/router-links.ts';
import { LinksProvider } from '#web/components/links.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { TooltipProvider } from '#web/components/ui/tooltip.tsx';

/** A fresh query client with the app's defaults: no retries, never stale. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders `element` at `path` inside a memory router, with the query client, tooltips and the
 * toaster. `routes` adds destination pages (e.g. `{ path: '/', element: <p>Home</p> }`). A signed-in
 * page of the route table (`common/routes.ts`) at its own path is rendered inside the member
 * layout, as the app renders it (session guard, site header, back link). `queryClient` gives the
 * page a cache filled beforehand.
 */
export function renderRoute(
  element: ReactNode,
  options: {
    path?: string;
    initialEntry?: string;
    routes?: RouteObject[];
    queryClient?: QueryClient;
  } = {},
) {
  const { path = '/', routes = [] } = options;
  const initialEntry = options.initialEntry ?? path;
  const route = APP_ROUTES.find((candidate) => candidate.path === path);
  // The route's own page (not a component rendered at its path) gets the layout it has in the app.
  const isPage =
    isValidElement(element) &&
    typeof element.type === 'function' &&
    element.type.name === route?.component;
  const page: RouteObject =
    route && isPage && isSignedInRoute(route)
      ? { element: <MemberLayout />, children: [{ path, element }] }
      : { path, element };
  const router = createMemoryRouter([page, ...routes, { path: '*', element: <p>Other page</p> }], {
    initialEntries: [initialEntry],
  });
  const queryClient = options.queryClient ?? createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <LinksProvider value={ROUTER_LINKS}>
          <RouterProvider router={router} />
        </LinksProvider>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A `fetch` stub answering with `status` and a JSON (or text) body. */
export function jsonResponse(status: number, body?: unknown, statusText = ''): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text === '' ? null : text, {
    status,
    statusText,
    headers: text ? { 'Content-Type': 'application/json' } : undefined,
  });
}
