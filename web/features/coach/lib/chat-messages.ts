import type { ChatMessage } from '#common/schemas/coach.ts';

/** Where a message came from: only `chat` (and the member's own lines) are real conversation. */
export type CoachMessageKind = 'chat' | 'greeting' | 'quick-reply' | 'phase' | 'error';

/** A message on screen: the spec's chat message (id, type, content, timestamp) plus UI details. */
export interface CoachMessage extends ChatMessage {
  kind: CoachMessageKind;
  /** A link under the message (e.g. Buy Flex Credits). */
  action?: { label: string; to: string };
}

let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
};

export function userMessage(content: string, kind: CoachMessageKind = 'chat'): CoachMessage {
  return {
    id: nextId('user'),
    type: 'user',
    content,
    timestamp: new Date().toISOString(),
    kind,
  };
}

export function flexMessage(
  content: string,
  kind: CoachMessageKind = 'chat',
  action?: CoachMessage['action'],
): CoachMessage {
  return {
    id: nextId('flex'),
    type: 'flex',
    content,
    timestamp: new Date().toISOString(),
    kind,
    ...(action ? { action } : {}),
  };
}

/** A stored message of `GET /api/flex/conversation`. */
export function fromStoredMessage(message: ChatMessage): CoachMessage {
  return { ...message, kind: 'chat' };
}
