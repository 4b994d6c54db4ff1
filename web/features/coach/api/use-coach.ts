import { useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '#common/schemas/coach.ts';
import type { SubscriptionStatus } from '#common/schemas/users.ts';
import type { UserStats } from '#common/schemas/workouts.ts';
import { CONVERSATION_KEY, statsKey, subscriptionStatusKey } from './query-keys.ts';

/** `GET /api/subscriptions/status/{userId}`: tier and Flex Credits (shared with the dashboard). */
export function useSubscriptionStatus(userId: string | undefined) {
  return useQuery<SubscriptionStatus>({
    queryKey: subscriptionStatusKey(userId ?? ''),
    enabled: Boolean(userId),
  });
}

/** `GET /api/stats/{userId}`: the streak and totals the Progress quick action reports. */
export function useUserStats(userId: string | undefined) {
  return useQuery<UserStats>({ queryKey: statsKey(userId ?? ''), enabled: Boolean(userId) });
}

/**
 * `GET /api/flex/conversation`: the member's recent conversation, oldest first. Read afresh on
 * every visit of `/flex` (nothing is kept once the page is left).
 */
export function useConversation(enabled: boolean) {
  return useQuery<{ messages: ChatMessage[] }>({
    queryKey: CONVERSATION_KEY,
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}
