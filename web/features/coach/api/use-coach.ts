import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '#common/schemas/coach.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * `GET /api/flex/conversation`: the member's recent conversation, oldest first. Read afresh on
 * every visit of `/flex` (nothing is kept once the page is left).
 */
export const conversationQueryOptions = () =>
  queryOptions<{ messages: ChatMessage[] }>({
    queryKey: ['/api/flex/conversation'],
    queryFn: ({ signal }) => apiGet<{ messages: ChatMessage[] }>('/api/flex/conversation', signal),
    gcTime: 0,
    staleTime: 0,
  });

export function useConversation(enabled: boolean) {
  return useQuery({ ...conversationQueryOptions(), enabled });
}
