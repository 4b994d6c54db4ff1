import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import {
  CHAT_CONNECTION_ERROR,
  CHAT_EXCEPTION_ERROR,
  chatErrorReply,
  formatWait,
} from './chat-errors.ts';

/** What `apiRequest` throws for a non-2xx answer. */
const httpError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body));

describe('chatErrorReply', () => {
  it('403: the server error, the credits needed and where to buy more', () => {
    const reply = chatErrorReply(
      httpError(403, {
        code: 'INSUFFICIENT_CREDITS',
        error: 'You are out of Flex Credits.',
        message: 'You are out of Flex Credits.',
        creditsNeeded: 1,
      }),
    );
    expect(reply.content).toContain('You are out of Flex Credits.');
    expect(reply.content).toContain('You need 1 Flex Credits to continue chatting');
    expect(reply.content).toContain('dashboard');
    expect(reply.action).toEqual({ label: 'Buy Flex Credits', to: '/buy-credits' });
  });

  it('403: creditsNeeded from the body, 1 by default', () => {
    expect(chatErrorReply(httpError(403, { error: 'No', creditsNeeded: 3 })).content).toContain(
      'You need 3 Flex Credits to continue chatting',
    );
    expect(chatErrorReply(httpError(403, { error: 'No' })).content).toContain(
      'You need 1 Flex Credits to continue chatting',
    );
  });

  it('429: the error, the wait in seconds, the remaining messages and the automatic reset', () => {
    const { content } = chatErrorReply(
      httpError(429, {
        code: 'TOO_MANY_REQUESTS',
        error: 'Hourly message limit reached.',
        waitSeconds: 45,
        remainingHourly: 0,
        remainingDaily: 12,
      }),
    );
    expect(content).toContain('Hourly message limit reached.');
    expect(content).toContain('Please wait 45 seconds');
    expect(content).toContain('Remaining this hour: 0 messages');
    expect(content).toContain('Remaining today: 12 messages');
    expect(content).toContain('Limits reset automatically.');
  });

  it('429: minutes above 60 seconds', () => {
    const { content } = chatErrorReply(
      httpError(429, {
        error: 'Slow down',
        waitSeconds: 1500,
        remainingHourly: 0,
        remainingDaily: 3,
      }),
    );
    expect(content).toContain('Please wait 25 minutes');
  });

  it('503: the error and the details', () => {
    const { content, action } = chatErrorReply(
      httpError(503, {
        code: 'SERVICE_UNAVAILABLE',
        error: 'Flex is temporarily unavailable.',
        details: 'The model did not answer in time.',
      }),
    );
    expect(content).toBe('Flex is temporarily unavailable.\n\nThe model did not answer in time.');
    expect(action).toBeUndefined();
  });

  it('any other status: the connection message', () => {
    for (const status of [400, 401, 404, 500, 502]) {
      expect(chatErrorReply(httpError(status, { error: 'x' })).content).toBe(
        "Sorry, I'm having trouble connecting right now. Please try again!",
      );
    }
    expect(CHAT_CONNECTION_ERROR).toBe(
      "Sorry, I'm having trouble connecting right now. Please try again!",
    );
  });

  it('an exception (network failure): the oops message', () => {
    expect(chatErrorReply(new TypeError('Failed to fetch')).content).toBe(
      'Oops! Something went wrong. Please try again!',
    );
    expect(chatErrorReply(undefined).content).toBe(CHAT_EXCEPTION_ERROR);
  });
});

describe('formatWait', () => {
  it('uses seconds up to 60 and whole minutes above', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(60)).toBe('60 seconds');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(120)).toBe('2 minutes');
    expect(formatWait(3600)).toBe('60 minutes');
  });
});
