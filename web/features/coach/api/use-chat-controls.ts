import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { sendChatMessage, runQuickAction } from '../lib/chat-actions.ts';
import { flexMessage } from '../lib/chat-messages.ts';
import type { ChatStore } from '../lib/chat-store.ts';
import type { QuickAction } from '../lib/quick-replies.ts';

/** Send and quick-action handlers bound to a chat store and the signed-in member. */
export function useChatControls(store: ChatStore, userId: string | undefined) {
  const queryClient = useQueryClient();
  const send = useCallback(
    (text: string) => sendChatMessage(store, queryClient, { userId, text }),
    [store, queryClient, userId],
  );
  const quickAction = useCallback(
    (action: QuickAction) => {
      runQuickAction(store, queryClient, { userId, action });
    },
    [store, queryClient, userId],
  );
  return { send, quickAction };
}

/**
 * Adds the greeting once: when `greeting` is ready (user and tier loaded) and the store has not
 * greeted yet. The flag lives in the store, so re-renders, refetches and StrictMode's double
 * effects never add a second one; `seed` (e.g. the restored conversation) goes before it.
 */
export function useGreetingOnce(
  store: ChatStore,
  greeting: string | null,
  seed?: () => ReturnType<ChatStore['getState']>['messages'],
) {
  const seedRef = useRef(seed);
  useEffect(() => {
    seedRef.current = seed;
  });
  useEffect(() => {
    if (!greeting) return;
    store.setState((s) => {
      if (s.greeted) return s;
      const restored = seedRef.current?.() ?? [];
      return {
        ...s,
        greeted: true,
        messages: [...restored, ...s.messages, flexMessage(greeting, 'greeting')],
      };
    });
  }, [store, greeting]);
}
