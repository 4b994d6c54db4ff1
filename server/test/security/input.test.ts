import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyLogs,
  measurements,
  notes,
  savedWorkouts,
  users,
  workouts,
} from '../../db/schema/index.ts';
import { type Member, registerMember, uniqueIp } from '../helpers.ts';
import { ROUTE_SAMPLES } from './route-samples.ts';
import {
  createSecurityApp,
  fillPath,
  makeAdmin,
  type SecurityContext,
  setTier,
} from './security-helpers.ts';

// Also covered elsewhere: 413 and malformed JSON on the login route, and a body that is an
// array (http/security.test.ts); text/plain, form and multipart bodies (sessions-csrf-headers).

let t: SecurityContext;
let member: Member;
let admin: Member;

beforeAll(async () => {
  t = await createSecurityApp();
  member = await registerMember(t.app);
  await setTier(t, member, 'pro');
  admin = await registerMember(t.app, { firstName: 'Ada' });
  await makeAdmin(t, admin);
});
afterAll(async () => {
  await t.close();
});

/** The member's rows in every table a member route writes to (only theirs: the database may be shared). */
async function rowCounts() {
  const { db } = t.database;
  const of = async (
    table:
      | typeof notes
      | typeof measurements
      | typeof dailyLogs
      | typeof workouts
      | typeof savedWorkouts,
  ) => (await db.select({ n: count() }).from(table).where(eq(table.userId, member.user.id)))[0]!.n;
  return {
    notes: await of(notes),
    measurements: await of(measurements),
    dailyLogs: await of(dailyLogs),
    workouts: await of(workouts),
    savedWorkouts: await of(savedWorkouts),
  };
}

const send = (
  method: string,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: method as 'POST',
    url,
    headers: { cookie: member.cookie, 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress: uniqueIp(),
  });

function expectClear4xx(res: { statusCode: number; body: string; json(): unknown }, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  const body = res.json() as { code: string; message: string };
  expect(body.code, what).toMatch(/^[A-Z_]+$/);
  expect(body.message.length, what).toBeGreaterThan(5);
  expect(body.message, what).not.toMatch(/syntax error|relation|column|pg_|stack|at .*\.ts/i);
}

describe('malformed bodies', { timeout: 60_000 }, () => {
  it('refuses malformed JSON, empty bodies, non-objects and deep nesting on member routes', async () => {
    const before = await rowCounts();
    const bad: [string, string][] = [
      ['{"title": "x", "content": ', 'Request body is not valid JSON'],
      ['{"title": "x",}', 'Request body is not valid JSON'],
      ["{'title': 'x'}", 'Request body is not valid JSON'],
      ['', 'Request body is empty; send a JSON object'],
      ['null', ''],
      ['"a string"', ''],
      ['42', ''],
      [`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`, ''],
    ];
    for (const url of ['/api/notes', '/api/measurements', '/api/daily-logs', '/api/workouts']) {
      for (const [payload, message] of bad) {
        const res = await send('POST', url, payload);
        expectClear4xx(res, `${url} ${payload.slice(0, 20)}`);
        expect(res.statusCode).toBe(400);
        if (message) expect(res.json().message).toBe(message);
      }
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 413 for an oversized member body and saves nothing', async () => {
    const before = await rowCounts();
    const res = await send('POST', '/api/notes', {
      title: 'Big',
      content: 'x'.repeat(150 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('prototype pollution', () => {
  it('refuses __proto__ and constructor.prototype keys, and pollutes nothing', async () => {
    const before = await rowCounts();
    const payloads = [
      '{"title":"P","content":"P","__proto__":{"isAdmin":true,"polluted":"yes"}}',
      '{"title":"P","content":"P","constructor":{"prototype":{"isAdmin":true,"polluted":"yes"}}}',
      '{"title":"P","content":"P","nested":{"__proto__":{"polluted":"yes"}}}',
    ];
    for (const payload of payloads) {
      for (const [method, url] of [
        ['POST', '/api/notes'],
        ['PUT', `/api/user/${member.user.id}`],
      ] as const) {
        const res = await send(method, url, payload);
        expectClear4xx(res, `${url} ${payload}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(
          'Request body must not contain "__proto__" or "constructor.prototype" keys',
        );
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: member.cookie },
    });
    expect(me.json().isAdmin).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });

  it('ignores __proto__ in the query string, and mass-assigned fields in a valid body', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: `/api/measurements/${member.user.id}?__proto__[isAdmin]=true&constructor[prototype][x]=1`,
      headers: { cookie: member.cookie },
    });
    expect(query.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    const update = await send('PUT', `/api/user/${member.user.id}`, {
      firstName: 'Massy',
      isAdmin: true,
      tier: 'premium',
      flexCredits: 999,
      email: 'taken@example.com',
      passwordHash: 'x',
    });
    expect(update.statusCode).toBeLessThan(500);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.isAdmin).toBe(false);
    expect(row!.email).toBe(member.email);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/status/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(status.json()).toMatchObject({ tier: 'pro', flexCredits: 0 });
  });
});

describe('field values', () => {
  const day = '2026-11-20';
  const exercises = [{ name: 'Push-ups', reps: '10', rest: '30', sets: 3 }];
  const cases: [string, string, Record<string, unknown>, string][] = [
    // Numbers out of range, not whole, not numbers, overflowing.
    ['POST', '/api/daily-logs', { date: day, calories: -1 }, 'calories'],
    ['POST', '/api/daily-logs', { date: day, calories: 1e9 }, 'calories'],
    ['POST', '/api/daily-logs', { date: day, protein: 1.5 }, 'protein'],
    ['POST', '/api/daily-logs', { date: day, fats: 'abc' }, 'fats'],
    ['POST', '/api/daily-logs', { date: day, carbs: '1e999' }, 'carbs'],
    ['POST', '/api/daily-logs', { date: day, waterIntake: [1] }, 'waterIntake'],
    ['POST', '/api/measurements', { type: 'weight', value: 'NaN', date: day }, 'value'],
    ['POST', '/api/measurements', { type: 'weight', value: 'Infinity', date: day }, 'value'],
    ['POST', '/api/measurements', { type: 'weight', value: 1e308, date: day }, 'value'],
    ['POST', '/api/measurements', { type: 'weight', value: '0x10', date: day }, 'value'],
    ['POST', '/api/measurements', { type: 'height', value: '70', date: day }, 'type'],
    [
      'POST',
      '/api/workouts',
      { title: 'W', exercises, duration: -5, completed: true, date: day },
      'duration',
    ],
    [
      'POST',
      '/api/workouts',
      { title: 'W', exercises, duration: 2 ** 53, completed: true, date: day },
      'duration',
    ],
    [
      'POST',
      '/api/workouts',
      { title: 'W', exercises: [{ name: 'X', sets: 11 }], duration: 5, completed: true, date: day },
      'exercises.0.sets',
    ],
    ['POST', '/api/saved-workouts', { name: 'S', exercises, timeEstimate: '30' }, 'timeEstimate'],
    // Impossible and malformed dates.
    ['POST', '/api/measurements', { type: 'weight', value: '180', date: '2026-02-30' }, 'date'],
    ['POST', '/api/daily-logs', { date: '2025-02-29' }, 'date'],
    ['POST', '/api/daily-logs', { date: '2026-13-01' }, 'date'],
    [
      'POST',
      '/api/workouts',
      { title: 'W', exercises, duration: 5, completed: true, date: '2026-04-31' },
      'date',
    ],
    [
      'POST',
      '/api/workouts',
      { title: 'W', exercises, duration: 5, completed: true, date: '20-11-2026' },
      'date',
    ],
    [
      'POST',
      '/api/measurements',
      { type: 'weight', value: '180', date: "2026-01-01' OR '1'='1" },
      'date',
    ],
    // NUL bytes, in values and in keys.
    ['POST', '/api/notes', { title: 'a\u0000b', content: 'c' }, 'title'],
    ['POST', '/api/notes', { title: 'a', content: 'c\u0000' }, 'content'],
    [
      'POST',
      '/api/workouts',
      {
        title: 'W',
        exercises: [{ name: 'Push\u0000ups' }],
        duration: 5,
        completed: true,
        date: day,
      },
      'exercises.0.name',
    ],
    ['PUT', '/api/user/:self', { firstName: 'Nul\u0000' }, 'firstName'],
    ['POST', '/api/daily-logs', { date: day, notes: '\u0000' }, 'notes'],
    // Very long strings.
    ['POST', '/api/notes', { title: 't'.repeat(10_000), content: 'c' }, 'title'],
    ['POST', '/api/notes', { title: 't', content: 'c'.repeat(90_000) }, 'content'],
    [
      'POST',
      '/api/workouts',
      { title: 'W'.repeat(5000), exercises, duration: 5, completed: true, date: day },
      'title',
    ],
    ['POST', '/api/flex/chat', { userId: ':self', message: 'm'.repeat(50_000) }, 'message'],
    ['PUT', '/api/user/:self', { firstName: 'F'.repeat(5000) }, 'firstName'],
  ];

  it('answers each bad value with a 400 naming the field, and saves nothing', async () => {
    const before = await rowCounts();
    for (const [method, rawUrl, rawBody, field] of cases) {
      const url = rawUrl.replace(':self', member.user.id);
      const body = JSON.parse(JSON.stringify(rawBody).replaceAll(':self', member.user.id));
      const res = await send(method, url, body);
      const what = `${method} ${rawUrl} ${field}`;
      expectClear4xx(res, what);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      const named = (res.json().fields ?? []).map((f: { field: string }) => f.field);
      expect(named, `${what}: ${res.body}`).toContain(field);
    }
    expect(await rowCounts()).toEqual(before);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.firstName).toBe('Alex');
  });

  it('refuses NUL bytes in paths and query strings with a 400', async () => {
    for (const url of [
      `/api/measurements/${member.user.id}?type=weight%00`,
      '/api/exercises/info/Push%00ups',
      '/api/blog/a%00b',
      '/api/exercises/search?q=%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
      expectClear4xx(res, url);
      expect(res.statusCode, url).toBe(400);
    }
  });
});

describe('SQL-looking and malformed ids and slugs in every path', { timeout: 60_000 }, () => {
  const values = [
    "' OR '1'='1",
    '1; DROP TABLE users; --',
    '00000000-0000-0000-0000-00000000000g',
    '../../../etc/passwd',
    '%27%3B--',
    'null',
    '-1',
    '1e309',
    'ü'.repeat(40),
    'x'.repeat(101),
  ];

  it('answers 4xx, never 500, on every route with a path parameter, and changes nothing', async () => {
    const before = await rowCounts();
    const routes = t.routes.filter((r) => r.url.startsWith('/api/') && r.params.length > 0);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const route of routes) {
      const caller = route.url.startsWith('/api/admin/') ? admin : member;
      const sample = ROUTE_SAMPLES[route.key];
      for (const value of values) {
        const url = fillPath(route.url, () => value);
        const body = sample?.body?.(caller.user.id);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          query: sample?.query,
          headers: { cookie: caller.cookie },
          remoteAddress: uniqueIp(),
          ...(body !== undefined ? { payload: body } : {}),
        });
        expect(res.statusCode, `${route.key} ${value}: ${res.body}`).toBeLessThan(500);
        if (route.key === 'GET /api/exercises/info/:name' && res.statusCode === 200) {
          // Any name gets the generic guide, with the name only echoed back as JSON text.
          expect(res.json().source).toBe('generic');
          continue;
        }
        expect(res.statusCode, `${route.key} ${value}: ${res.body}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await rowCounts()).toEqual(before);
  });
});
