import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionStatus } from '#common/schemas/users.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/subscriptions/status/{userId}`: the member's tier and Flex Credits. */
export const subscriptionStatusQueryOptions = (userId: string) =>
  queryOptions<SubscriptionStatus>({
    queryKey: ['/api/subscriptions/status', userId],
    queryFn: ({ signal }) =>
      apiGet<SubscriptionStatus>(`/api/subscriptions/status/${encodeURIComponent(userId)}`, signal),
  });

/** Waits (disabled) while there is no user id yet. */
export function useSubscriptionStatus(userId: string | undefined) {
  return useQuery({ ...subscriptionStatusQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** Reads the member's plan and credits again (after a payment, a checkout's return). */
export function useRefreshSubscriptionStatus(userId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: subscriptionStatusQueryOptions(userId).queryKey });
}
