import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, TIERS } from '#common/constants.ts';
import { ApiError } from './api-client.ts';
import type { SubscriptionStatus } from '#common/schemas/users.ts';
import { clearSession, getSessionUser, onSessionCleared, onSessionRestored } from './session.ts';

/**
 * A 401 while the tab believes it is signed in means the server session ended (expiry, a password
 * reset elsewhere): forget the user so the pages' auth guards send them to sign in again.
 */
function handleSessionLoss(error: unknown): void {
  if (error instanceof ApiError && error.status === 401 && getSessionUser()) {
    clearSession();
  }
}

/**
 * Data-fetching defaults of spec part 1 section 7: never stale, no refetch on focus, no polling,
 * no retries. There is no default query function: every read is a `queryOptions` of a feature's
 * `api/` folder with its own `queryFn` (decision 031), so a key is a name, never a URL.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleSessionLoss }),
  mutationCache: new MutationCache({ onError: handleSessionLoss }),
  defaultOptions: {
    queries: {
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

/** A hand check, not the zod schema: zod is not among the modules a member page needs first. */
function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  const status = value as Partial<SubscriptionStatus> | null;
  return (
    typeof status === 'object' &&
    status !== null &&
    (TIERS as readonly unknown[]).includes(status.tier) &&
    Number.isInteger(status.flexCredits) &&
    typeof status.cancelAtPeriodEnd === 'boolean' &&
    (status.currentPeriodEnd === null || typeof status.currentPeriodEnd === 'string')
  );
}

// The start-up `/api/auth/me` answer carries the member's plan and credits: seeded here, the
// member pages show them (and lay out around them) in their first frame, with no request of their
// own. Every change of plan or credits refetches the status as before.
onSessionRestored((me) => {
  const { id, subscription } = me as { id?: unknown; subscription?: unknown };
  if (typeof id === 'string' && isSubscriptionStatus(subscription)) {
    // The key of `subscriptionStatusQueryOptions` (web/api sits above this module).
    queryClient.setQueryData(['/api/subscriptions/status', id], subscription);
  }
});
