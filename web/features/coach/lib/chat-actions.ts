import type { QueryClient } from '@tanstack/react-query';
import type { FlexChatResponse } from '#common/schemas/coach.ts';
import { ApiError, apiRequest } from '#web/lib/api-client.ts';
import { clearSession, getSessionUser } from '#web/lib/session.ts';
import { statsQueryOptions } from '#web/api/stats.ts';
import { subscriptionStatusQueryOptions } from '#web/api/subscription-status.ts';
import { conversationQueryOptions } from '../api/use-coach.ts';
import { chatErrorReply } from './chat-errors.ts';
import { flexMessage, userMessage } from './chat-messages.ts';
import type { ChatStore } from './chat-store.ts';
import {
  QUICK_ACTION_INFO,
  QUICK_REPLY_DELAY_MS,
  quickReply,
  type ProgressFacts,
  type QuickAction,
} from './quick-replies.ts';

/*
 * Sending to Flex. Plain functions on a chat store (not component callbacks), so an answer that
 * arrives after the member changed page still lands in the bubble's conversation.
 */

/**
 * `POST /api/flex/chat { userId, message, conversationHistory }` (the last 5 messages). The answer,
 * or the spec's error text, is added as a Flex message; the credits shown follow the response.
 * Returns false when nothing was sent (blank message, no user, or an answer still pending).
 */
export function sendChatMessage(
  store: ChatStore,
  queryClient: QueryClient,
  input: { userId: string | null | undefined; text: string },
): boolean {
  const message = input.text.trim();
  const { userId } = input;
  const state = store.getState();
  if (!message || !userId || state.pending) return false;

  const epoch = state.epoch;
  store.addMessage(userMessage(message));
  store.setState((s) => ({ ...s, pending: true }));
  const current = () => store.getState().epoch === epoch;

  // The message alone: the server answers from the conversation it stored (coach.service.ts).
  void apiRequest<FlexChatResponse>('POST', '/api/flex/chat', { userId, message }).then(
    (response) => {
      const statusKey = subscriptionStatusQueryOptions(userId).queryKey;
      if (queryClient.getQueryData(statusKey)) {
        queryClient.setQueryData(statusKey, (previous) =>
          previous
            ? { ...previous, tier: response.tier, flexCredits: response.flexCredits }
            : previous,
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: statusKey });
      }
      // The stored conversation now holds this exchange: `/flex` reads it afresh next time.
      void queryClient.invalidateQueries({
        queryKey: conversationQueryOptions().queryKey,
        refetchType: 'none',
      });
      if (!current()) return;
      store.setState((s) => ({ ...s, pending: false }));
      store.addMessage(flexMessage(response.message, 'chat'));
    },
    (error: unknown) => {
      const status = error instanceof ApiError ? error.status : null;
      if (status === 403 || status === 429) {
        void queryClient.invalidateQueries({
          queryKey: subscriptionStatusQueryOptions(userId).queryKey,
        });
      }
      if (status === 401 && getSessionUser()) clearSession();
      if (!current()) return;
      const reply = chatErrorReply(error);
      store.setState((s) => ({ ...s, pending: false }));
      store.addMessage(flexMessage(reply.content, 'error', reply.action));
    },
  );
  return true;
}

/**
 * A free-tier quick action: the member's line now, Flex's canned reply after 500 ms. Local only:
 * no request, no credit. Progress reads the stats the app already holds.
 */
export function runQuickAction(
  store: ChatStore,
  queryClient: QueryClient,
  input: { userId: string | null | undefined; action: QuickAction },
): () => void {
  const epoch = store.getState().epoch;
  store.addMessage(userMessage(QUICK_ACTION_INFO[input.action].prompt, 'quick-reply'));
  const timer = setTimeout(() => {
    if (store.getState().epoch !== epoch) return;
    const stats = input.userId
      ? queryClient.getQueryData<ProgressFacts>(statsQueryOptions(input.userId).queryKey)
      : undefined;
    store.addMessage(flexMessage(quickReply(input.action, stats), 'quick-reply'));
  }, QUICK_REPLY_DELAY_MS);
  return () => clearTimeout(timer);
}
