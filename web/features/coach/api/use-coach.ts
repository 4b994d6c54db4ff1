import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '#common/schemas/coach.ts';

/**
 * `GET /api/flex/conversation`: the member's recent conversation, oldest first. Read afresh on
 * every visit of `/flex` (nothing is kept once the page is left).
 */
export const conversationQueryOptions = () =>
  queryOptions<{ messages: ChatMessage[] }>({
    queryKey: ['/api/flex/conversation'],
    gcTime: 0,
    staleTime: 0,
  });

export function useConversation(enabled: boolean) {
  return useQuery({ ...conversationQueryOptions(), enabled });
}
