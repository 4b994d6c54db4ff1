import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { TooltipProvider } from '#web/components/ui/tooltip.tsx';
import { getQueryFn } from '#web/lib/api-client.ts';

/** A fresh query client with the app's defaults: no retries, and the default GET query function. */
export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), retry: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders `element` at `path` inside a memory router, with the query client, tooltips and the
 * toaster. `routes` adds destination pages (e.g. `{ path: '/', element: <p>Home</p> }`).
 */
export function renderRoute(
  element: ReactNode,
  options: { path?: string; initialEntry?: string; routes?: RouteObject[] } = {},
) {
  const { path = '/', routes = [] } = options;
  const initialEntry = options.initialEntry ?? path;
  const router = createMemoryRouter(
    [{ path, element }, ...routes, { path: '*', element: <p>Other page</p> }],
    { initialEntries: [initialEntry] },
  );
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <RouterProvider router={router} />
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
