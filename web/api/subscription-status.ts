import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatus } from '#common/schemas/users.ts';

/** `GET /api/subscriptions/status/{userId}`: the member's tier and Flex Credits. */
export const subscriptionStatusQueryOptions = (userId: string) =>
  queryOptions<SubscriptionStatus>({ queryKey: ['/api/subscriptions/status', userId] });

/** Waits (disabled) while there is no user id yet. */
export function useSubscriptionStatus(userId: string | undefined) {
  return useQuery({ ...subscriptionStatusQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
