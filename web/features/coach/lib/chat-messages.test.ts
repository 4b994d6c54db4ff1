import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_CONTENT_MAX_CHARS } from '#common/schemas/coach.ts';
import { flexMessage, toConversationHistory, userMessage } from './chat-messages.ts';

describe('toConversationHistory', () => {
  it('sends the last 5 messages as user/assistant, without error notices, within the cap', () => {
    const messages = [
      flexMessage('greeting', 'greeting'),
      userMessage('one'),
      flexMessage('two'),
      userMessage('three'),
      flexMessage('Sorry...', 'error'),
      flexMessage('x'.repeat(CHAT_HISTORY_CONTENT_MAX_CHARS + 50)),
      userMessage('five'),
      flexMessage('six'),
    ];
    const history = toConversationHistory(messages);
    expect(history).toHaveLength(5);
    expect(history.map((h) => h.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(history[0]!.content).toBe('two');
    expect(history[2]!.content).toHaveLength(CHAT_HISTORY_CONTENT_MAX_CHARS);
    expect(history.some((h) => h.content === 'Sorry...')).toBe(false);
  });
});
