import {
  CHAT_HISTORY_CONTENT_MAX_CHARS,
  CHAT_HISTORY_MAX,
  type ChatHistoryItem,
  type ChatMessage,
} from '#common/schemas/coach.ts';

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

/**
 * `conversationHistory` of `POST /api/flex/chat`: the last 5 messages before the new one, as
 * user/assistant roles, each within the server's length cap. Error notices are not conversation.
 */
export function toConversationHistory(messages: readonly CoachMessage[]): ChatHistoryItem[] {
  return messages
    .filter((message) => message.kind !== 'error' && message.content.trim() !== '')
    .slice(-CHAT_HISTORY_MAX)
    .map((message) => ({
      role: message.type === 'user' ? 'user' : 'assistant',
      content: message.content.slice(0, CHAT_HISTORY_CONTENT_MAX_CHARS),
    }));
}
