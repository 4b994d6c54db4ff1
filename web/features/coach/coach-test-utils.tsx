import { vi } from 'vitest';
import { setSessionUser } from '#web/lib/session.ts';
import { jsonResponse } from '#web/test/render.tsx';

/* Test helpers of the coach feature (not a test file itself). */

export const USER_ID = 'u-1';

export const member = {
  id: USER_ID,
  email: 'sam@example.com',
  firstName: 'Sam',
  isAdmin: false,
  goals: ['build-muscle'],
};

export function signIn(overrides: Partial<typeof member> = {}) {
  setSessionUser({ ...member, ...overrides });
}

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export type Handler = (
  call: Call,
) => Response | Promise<Response> | Promise<Response | undefined> | undefined;

export const stats = (overrides: Record<string, unknown> = {}) => ({
  currentStreak: 4,
  longestStreak: 9,
  totalWorkouts: 12,
  weekly: [],
  lastWorkoutDate: null,
  ...overrides,
});

/** Stubs `fetch`: the subscription status (tier/credits), stats and conversation, plus `handler`. */
export function stubApi(
  options: {
    tier?: string;
    flexCredits?: number;
    conversation?: unknown[];
    handler?: Handler;
  } = {},
) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const custom = await options.handler?.(call);
    if (custom) return custom;
    const key = `${call.method} ${url}`;
    if (key === `GET /api/subscriptions/status/${USER_ID}`) {
      return jsonResponse(200, {
        tier: options.tier ?? 'free',
        flexCredits: options.flexCredits ?? 0,
      });
    }
    if (key === `GET /api/stats/${USER_ID}`) return jsonResponse(200, stats());
    if (key === 'GET /api/flex/conversation') {
      return jsonResponse(200, { messages: options.conversation ?? [] });
    }
    return jsonResponse(404, { code: 'NOT_FOUND', message: `no stub for ${key}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const chatCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/flex/chat');
