import { getSession } from '#web/lib/session.ts';
import { createChatStore, type ChatStore } from './chat-store.ts';

/*
 * The floating bubble's conversation. Module-level so it survives page changes (every member page
 * mounts its own bubble): minimising keeps the conversation, closing clears it.
 */
export const bubbleStore: ChatStore = createChatStore();

/**
 * Opens the bubble's chat window (the dashboard widget and the workout panel use this). The store
 * is first made the signed-in member's, as the bubble does when it mounts: a press before the
 * bubble has mounted (the first moments of a page) is then kept, not reset by its mount.
 */
export function openFlexChat(): void {
  ensureBubbleUser(getSession().user?.id ?? null);
  bubbleStore.setState((s) => ({ ...s, view: 'open', unread: false }));
}

/** Collapses the window to the bubble and keeps the conversation. */
export function minimiseFlexChat(): void {
  bubbleStore.setState((s) => (s.view === 'open' ? { ...s, view: 'minimised' } : s));
}

/** Closes the window: the conversation and the greeting state are cleared. */
export function closeFlexChat(): void {
  bubbleStore.setState((s) => ({
    ...s,
    view: 'closed',
    messages: [],
    greeted: false,
    pending: false,
    unread: false,
    epoch: s.epoch + 1,
  }));
}

/** Starts afresh for `userId` when someone else signs in (or on sign-out). */
export function ensureBubbleUser(userId: string | null): void {
  if (bubbleStore.getState().userId !== userId) bubbleStore.reset(userId);
}
