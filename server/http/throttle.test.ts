import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { openTestDatabase } from '../test/helpers.ts';
import { returnQuotas, takeQuotas, type Quota } from './throttle.ts';

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
    const first = await takeQuotas(database.db, quotas);
    expect(first).toMatchObject({ taken: true, states: [{ count: 1 }, { count: 1 }] });
    expect(first.states[0]!.resetInMs).toBeGreaterThan(HOUR_MS - 60_000);
    expect(first.states[1]!.resetInMs).toBeGreaterThan(DAY_MS - 60_000);
    expect((await takeQuotas(database.db, quotas)).taken).toBe(true);
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await takeQuotas(database.db, quotas);
      expect(refused).toMatchObject({ taken: false, states: [{ count: 2 }, { count: 2 }] });
    }
    expect(await countsOf(quotas)).toEqual([2, 2]);
  });

  it('gives a take back', async () => {
    const quotas = quotasFor(1, 5);
    expect((await takeQuotas(database.db, quotas)).taken).toBe(true);
    expect((await takeQuotas(database.db, quotas)).taken).toBe(false);
    await returnQuotas(database.db, quotas);
    expect(await countsOf(quotas)).toEqual([0, 0]);
    expect((await takeQuotas(database.db, quotas)).taken).toBe(true);
  });

  it('starts a new window once the old one has expired', async () => {
    const quotas = quotasFor(1, 5);
    expect((await takeQuotas(database.db, quotas)).taken).toBe(true);
    expect((await takeQuotas(database.db, quotas)).taken).toBe(false);
    await database.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`now() - interval '61 minutes'` })
      .where(inArray(rateLimitCounters.key, [quotas[0]!.key]));
    const next = await takeQuotas(database.db, quotas);
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
          takeQuotas((i % 2 ? second : database).db, i % 3 ? quotas : [...quotas].reverse()),
        ),
      );
      const limit = Math.min(hourly, daily);
      expect(results.filter((r) => r.taken)).toHaveLength(limit);
      expect(await countsOf(quotas)).toEqual([limit, limit]);
    }
  });
});
