import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/helpers.ts';
import {
  addressKey,
  giveBackAttempt,
  returnQuotas,
  takeBackoffAttempt,
  takeQuotas,
  type Quota,
} from './throttle.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

let database: Database;
/** A second pool on the same PostgreSQL server, as a second app instance has (PGlite: the same). */
let second: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  second = process.env.TEST_DB_KIND === 'postgres' ? await openTestDatabase() : database;
});
afterAll(async () => {
  if (second !== database) await second.close();
  await database.close();
});

const quotasFor = (hourly: number, daily: number): Quota[] => {
  const id = randomUUID();
  return [
    { key: `test:hour:${id}`, windowMs: HOUR_MS, limit: hourly },
    { key: `test:day:${id}`, windowMs: DAY_MS, limit: daily },
  ];
};

const countsOf = async (quotas: Quota[]) => {
  const rows = await database.db
    .select({ key: rateLimitCounters.key, count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(
      inArray(
        rateLimitCounters.key,
        quotas.map((q) => q.key),
      ),
    );
  return quotas.map((q) => rows.find((row) => row.key === q.key)?.count);
};

describe('takeQuotas', () => {
  it('takes from every quota until one is at its limit, then from none', async () => {
    const quotas = quotasFor(2, 3);
    const first = await takeQuotas(database, quotas);
    expect(first).toMatchObject({ taken: true, states: [{ count: 1 }, { count: 1 }] });
    expect(first.states[0]!.resetInMs).toBeGreaterThan(HOUR_MS - 60_000);
    expect(first.states[1]!.resetInMs).toBeGreaterThan(DAY_MS - 60_000);
    expect((await takeQuotas(database, quotas)).taken).toBe(true);
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await takeQuotas(database, quotas);
      expect(refused).toMatchObject({ taken: false, states: [{ count: 2 }, { count: 2 }] });
    }
    expect(await countsOf(quotas)).toEqual([2, 2]);
  });

  it('gives a take back', async () => {
    const quotas = quotasFor(1, 5);
    expect((await takeQuotas(database, quotas)).taken).toBe(true);
    expect((await takeQuotas(database, quotas)).taken).toBe(false);
    await returnQuotas(database.db, quotas);
    expect(await countsOf(quotas)).toEqual([0, 0]);
    expect((await takeQuotas(database, quotas)).taken).toBe(true);
  });

  it('starts a new window once the old one has expired', async () => {
    const quotas = quotasFor(1, 5);
    expect((await takeQuotas(database, quotas)).taken).toBe(true);
    expect((await takeQuotas(database, quotas)).taken).toBe(false);
    await database.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`now() - interval '61 minutes'` })
      .where(inArray(rateLimitCounters.key, [quotas[0]!.key]));
    const next = await takeQuotas(database, quotas);
    expect(next).toMatchObject({ taken: true, states: [{ count: 1 }, { count: 2 }] });
    expect(next.states[0]!.resetInMs).toBeGreaterThan(HOUR_MS - 60_000);
  });

  it('lets exactly the limit through under concurrency, whichever quota binds', async () => {
    // Two limits close together: a refused attempt must never use up room another one needed.
    const limitPairs = [
      [5, 10],
      [5, 5],
      [8, 6],
    ] as const;
    // Each pair twice: a race that loses only now and then still gets two chances to show.
    for (const [hourly, daily] of [...limitPairs, ...limitPairs]) {
      const quotas = quotasFor(hourly, daily);
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          takeQuotas(i % 2 ? second : database, i % 3 ? quotas : [...quotas].reverse()),
        ),
      );
      const limit = Math.min(hourly, daily);
      expect(results.filter((r) => r.taken)).toHaveLength(limit);
      expect(await countsOf(quotas)).toEqual([limit, limit]);
    }
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:a:b:1:2:3:4', '2001:db8:a:b::/64'],
    ['2001:0db8:000a:000b::1', '2001:db8:a:b::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s is counted as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('takeBackoffAttempt', () => {
  const policy = { free: 2, baseMs: 10_000, capMs: 40_000, quietMs: 3_600_000 };
  it('lets the free attempts through together and then one per doubling wait, up to the cap', async () => {
    const key = `test:backoff:${randomUUID()}`;
    const first = await Promise.all(
      Array.from({ length: 6 }, () => takeBackoffAttempt(second.db, key, policy)),
    );
    expect(first.filter((state) => state.allowed)).toHaveLength(2);
    const refused = first.find((state) => !state.allowed)!;
    expect(refused.retryInMs).toBeGreaterThan(9_000);
    expect(refused.retryInMs).toBeLessThanOrEqual(10_000);
    const rewind = (ms: number) =>
      database.db
        .update(rateLimitCounters)
        .set({ windowStart: sql`window_start - ${ms}::integer * interval '1 millisecond'` })
        .where(inArray(rateLimitCounters.key, [key]));
    const waits: number[] = [];
    for (const passed of [10_000, 20_000, 40_000, 40_000]) {
      await rewind(passed + 500);
      expect((await takeBackoffAttempt(database.db, key, policy)).allowed).toBe(true);
      const next = await takeBackoffAttempt(database.db, key, policy);
      expect(next.allowed).toBe(false);
      waits.push(Math.round(next.retryInMs / 1000));
    }
    expect(waits).toEqual([20, 40, 40, 40]);
    // An hour without an attempt forgets them.
    await rewind(3_600_000);
    const fresh = await takeBackoffAttempt(database.db, key, policy);
    expect(fresh).toMatchObject({ allowed: true, attempts: 1 });
  });

  it('gives an attempt back as if it had never been made', async () => {
    const key = `test:backoff:${randomUUID()}`;
    await takeBackoffAttempt(database.db, key, policy);
    await database.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`window_start - interval '1 minute'` })
      .where(inArray(rateLimitCounters.key, [key]));
    const read = () =>
      database.db
        .select({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart })
        .from(rateLimitCounters)
        .where(inArray(rateLimitCounters.key, [key]));
    const before = await read();
    const taken = await takeBackoffAttempt(database.db, key, policy);
    expect(taken.allowed).toBe(true);
    await giveBackAttempt(database.db, key, taken);
    expect(await read()).toEqual(before);
  });
});
