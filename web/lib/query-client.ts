import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS } from '#common/constants.ts';
import { ApiError, getQueryFn } from './api-client.ts';
import { clearSession, getSessionUser, onSessionCleared } from './session.ts';

/**
 * A 401 while the tab believes it is signed in means the server session ended (expiry, a password
 * reset elsewhere): forget the user so the pages' auth guards send them to sign in again.
 */
function handleSessionLoss(error: unknown): void {
  if (error instanceof ApiError && error.status === 401 && getSessionUser()) {
    clearSession();
  }
}

/** Data-fetching defaults of spec part 1 section 7: never stale, no refetch on focus, no polling, no retries. */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleSessionLoss }),
  mutationCache: new MutationCache({ onError: handleSessionLoss }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      gcTime: QUERY_GC_TIME_MS,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});

// Logout (manual or idle) clears the data cache. The session module does not import this file so
// that the landing page, which has no queries, does not ship the query client.
onSessionCleared(() => queryClient.clear());
