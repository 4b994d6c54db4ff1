import { useSyncExternalStore } from 'react';
import type { CoachMessage } from './chat-messages.ts';

/** The chat window's states (spec part 1 section 4): closed, open, minimised. */
export type ChatView = 'closed' | 'open' | 'minimised';

export interface ChatState {
  /** Whose conversation this is (a different sign-in starts afresh). */
  userId: string | null;
  messages: CoachMessage[];
  /** A typed message is waiting for Flex's answer. */
  pending: boolean;
  /** The greeting of the current opening (or of the `/flex` visit) has been added. */
  greeted: boolean;
  view: ChatView;
  /** Something new for the member while the window is not open (the bubble's red "!" on free). */
  unread: boolean;
  /** Bumped when the conversation is cleared, so a late answer cannot land in a new one. */
  epoch: number;
}

export interface ChatStore {
  getState: () => ChatState;
  setState: (update: (state: ChatState) => ChatState) => void;
  subscribe: (listener: () => void) => () => void;
  /** Adds a message; a Flex message arriving while the window is not open is unread. */
  addMessage: (message: CoachMessage) => void;
  reset: (userId?: string | null) => void;
}

export const initialChatState = (userId: string | null = null, epoch = 0): ChatState => ({
  userId,
  epoch,
  messages: [],
  pending: false,
  greeted: false,
  view: 'closed',
  // A fresh session has a greeting waiting for the member.
  unread: true,
});

/** A small external store: survives page changes when module-level (the bubble). */
export function createChatStore(initial: ChatState = initialChatState()): ChatStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: ChatStore = {
    getState: () => state,
    setState: (update) => {
      const next = update(state);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addMessage: (message) =>
      store.setState((s) => ({
        ...s,
        messages: [...s.messages, message],
        unread: s.unread || (message.type === 'flex' && s.view !== 'open'),
      })),
    reset: (userId = null) => store.setState((s) => initialChatState(userId, s.epoch + 1)),
  };
  return store;
}

export function useChatState(store: ChatStore): ChatState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
