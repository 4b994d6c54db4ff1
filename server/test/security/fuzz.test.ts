import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, registerMember, uniqueIp } from '../helpers.ts';
import { ROUTE_SAMPLES } from './route-samples.ts';
import {
  createSecurityApp,
  fillPath,
  type RegisteredRoute,
  type SecurityContext,
  setTier,
} from './security-helpers.ts';

/**
 * Property: whatever body a member sends to a member route (valid, half valid or garbage), the
 * answer is never a 5xx. The bodies start from each route's valid sample and from the keys of its
 * zod schema, then drop, replace and add fields with arbitrary JSON values.
 */

const RUNS_PER_ROUTE = 40;
/** Sign-up and sign-in hash passwords (about 20 ms each) and are fuzzed through their schema tests. */
const SKIP = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/reset-password',
]);

let t: SecurityContext;
let member: Member;
const own: Record<string, string> = {};

beforeAll(async () => {
  t = await createSecurityApp();
  member = await registerMember(t.app);
  await setTier(t, member, 'premium');
  const create = async (url: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: member.cookie },
      payload,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return (res.json() as { id: string }).id;
  };
  own.note = await create('/api/notes', { title: 'Fuzz', content: 'Fuzz' });
  own.dailyLog = await create('/api/daily-logs', { date: '2026-11-01', calories: 1 });
});
afterAll(async () => {
  await t.close();
});

/** The top-level keys of a zod object schema, also behind a transform or a pipe. */
function schemaKeys(schema: unknown): string[] {
  let current = schema as
    { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } } | undefined;
  for (let i = 0; i < 5 && current; i++) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    const def = current._zod?.def;
    current = (def?.in ?? def?.innerType ?? def?.schema) as typeof current;
  }
  return [];
}

const weirdString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '2026-02-30',
    '9999-99-99',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '1e999',
    '-0',
    'NaN',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(5000),
    '\u202e\ud83d\ude00',
  ),
);
const weirdNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1e21, Number.MAX_SAFE_INTEGER + 2, -1e-300),
);
const anyValue = fc.oneof(
  { depthSize: 'small' },
  weirdString,
  weirdNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Bodies derived from a valid sample: each field kept, dropped or replaced; extra fields added. */
function bodyArbitrary(route: RegisteredRoute): fc.Arbitrary<unknown> {
  const sample = ROUTE_SAMPLES[route.key]?.body?.(member.user.id) ?? {};
  const keys = [...new Set([...Object.keys(sample), ...schemaKeys(route.bodySchema)])];
  const field = (key: string) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant({ keep: true as const }) },
        { weight: 1, arbitrary: fc.constant({ drop: true as const }) },
        { weight: 3, arbitrary: anyValue.map((value) => ({ value })) },
      )
      .map((choice) => [key, choice] as const);
  const mutated = fc
    .tuple(
      fc.tuple(...keys.map(field)),
      fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 }),
    )
    .map(([choices, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      for (const [key, choice] of choices) {
        if ('keep' in choice) {
          if (key in sample) body[key] = sample[key];
        } else if ('value' in choice) body[key] = choice.value;
      }
      return body;
    });
  return fc.oneof(
    { weight: 4, arbitrary: keys.length ? mutated : fc.constant(sample) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

function ownParam(route: RegisteredRoute, param: string): string {
  if (param === 'userId' || route.url.startsWith('/api/user/')) return member.user.id;
  if (route.url.startsWith('/api/notes/')) return own.note!;
  if (route.url.startsWith('/api/daily-logs/')) return own.dailyLog!;
  return member.user.id;
}

describe('property: random member bodies never produce a 5xx', () => {
  it('holds for every POST/PUT/PATCH member route that takes a body', async () => {
    const routes = t.routes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/admin/') &&
        ['POST', 'PUT', 'PATCH'].includes(r.method) &&
        r.bodySchema !== undefined &&
        !SKIP.has(r.key),
    );
    expect(routes.length).toBeGreaterThanOrEqual(18);
    const statuses = new Map<number, number>();
    for (const route of routes) {
      const url = fillPath(route.url, (param) => ownParam(route, param));
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(route), async (body) => {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            headers: { cookie: member.cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
            remoteAddress: uniqueIp(),
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            throw new Error(
              `${route.key} answered ${res.statusCode} to ${JSON.stringify(body).slice(0, 500)}`,
            );
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
    // The generators reach both the handlers (2xx) and the validators (400).
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    expect([...statuses.keys()].some((s) => s >= 200 && s < 300)).toBe(true);
    // The account survived the storm: still signed in, still the same member.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: member.cookie },
    });
    expect(me.json().id).toBe(member.user.id);
  }, 90_000);
});
