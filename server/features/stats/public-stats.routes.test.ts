import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { utcToday } from '#common/streaks.ts';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { users, workouts } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import { getCatalogue } from '../exercises/catalogue.ts';
import { cachedFor, countPublicStats, type PublicStats } from './public-stats.service.ts';

/*
 * The answer is cached for 60 s per app instance, so a count taken after a change is read from a
 * new app instance on the same database. On PGlite the database is this file's own copy and the
 * HTTP figures are exact; on a shared PostgreSQL server other files add and delete accounts at the
 * same time, so there the counting rules are checked inside one repeatable-read transaction.
 */
const ownDatabase = process.env.TEST_DB_KIND !== 'postgres';

let t: TestContext;
const instances: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await t.close();
});

/** Another app instance on the same database (an empty cache). */
async function newInstance(): Promise<FastifyInstance> {
  const app = await buildApp({
    env: t.env,
    database: t.database,
    mailer: t.mailer,
    webDir: null,
  });
  await app.ready();
  instances.push(app);
  return app;
}

async function getStats(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/public/stats' });
  expect(res.statusCode).toBe(200);
  return { res, body: res.json<PublicStats>() };
}

async function logWorkout(member: Member, completed: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/workouts',
    headers: { cookie: member.cookie, 'x-user-id': member.user.id },
    payload: {
      userId: member.user.id,
      title: `Stats check ${randomUUID().slice(0, 8)}`,
      exercises: [{ name: 'Push-ups', reps: '12', rest: '30' }],
      duration: 600,
      completed,
      date: utcToday(),
    },
  });
  expect(res.statusCode).toBe(201);
}

describe('GET /api/public/stats', () => {
  it('answers without a session, with the catalogue size and a one-minute public cache', async () => {
    const { res, body } = await getStats(await newInstance());
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(body).toEqual({
      members: expect.any(Number),
      workoutsCompleted: expect.any(Number),
      exercises: getCatalogue().length,
    });
    expect(body.exercises).toBeGreaterThan(0);
    expect(Number.isInteger(body.members)).toBe(true);
    expect(Number.isInteger(body.workoutsCompleted)).toBe(true);
  });

  it('carries an ETag and answers 304 while the figures hold; /api/config too', async () => {
    const app = await newInstance();
    const first = await getStats(app);
    const etag = first.res.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await app.inject({
      method: 'GET',
      url: '/api/public/stats',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ paymentsMode: expect.any(String) });
    expect(config.headers['cache-control']).toBe('public, no-cache');
    const configAgain = await t.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'if-none-match': config.headers.etag as string },
    });
    expect(configAgain.statusCode).toBe(304);
  });

  it('keeps every other API answer private', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/exercises/search?q=squat' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.runIf(ownDatabase)(
    'counts a new member and their completed workouts, not unfinished ones',
    async () => {
      const before = (await getStats(await newInstance())).body;
      const member = await registerMember(t.app);
      await logWorkout(member, true);
      await logWorkout(member, true);
      await logWorkout(member, false);

      const after = (await getStats(await newInstance())).body;
      expect(after).toEqual({
        members: before.members + 1,
        workoutsCompleted: before.workoutsCompleted + 2,
        exercises: before.exercises,
      });
    },
  );

  it.runIf(ownDatabase)('does not count admins', async () => {
    const member = await registerMember(t.app);
    const withMember = (await getStats(await newInstance())).body;
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, member.user.id));
    const promoted = (await getStats(await newInstance())).body;
    expect(promoted.members).toBe(withMember.members - 1);
  });

  it.runIf(ownDatabase)('serves one count for 60 s, then counts again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const app = await newInstance();
    const first = (await getStats(app)).body;
    await registerMember(t.app);
    vi.setSystemTime(Date.now() + 59_000);
    expect((await getStats(app)).body).toEqual(first);

    vi.setSystemTime(Date.now() + 2_000);
    expect((await getStats(app)).body.members).toBe(first.members + 1);
  });
});

describe('countPublicStats', () => {
  /** Runs `check` in a repeatable-read snapshot (no other writer shows up), then rolls back. */
  async function inSnapshot(check: (tx: Db) => Promise<void>) {
    await expect(
      t.database.db.transaction(
        async (tx) => {
          await check(tx);
          tx.rollback();
        },
        { isolationLevel: 'repeatable read' },
      ),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
  }

  const newUser = (isAdmin: boolean) => ({
    email: `stats-${randomUUID().slice(0, 8)}@example.com`,
    passwordHash: 'not-a-real-hash',
    firstName: 'Stats',
    isAdmin,
  });

  it('counts members but not admins, and completed workouts only', async () => {
    await inSnapshot(async (tx) => {
      const before = await countPublicStats(tx);
      const [member] = await tx
        .insert(users)
        .values([newUser(false), newUser(true), newUser(true)])
        .returning({ id: users.id, isAdmin: users.isAdmin })
        .then((rows) => rows.filter((row) => !row.isAdmin));
      const workout = {
        userId: member!.id,
        title: 'Stats check',
        exercises: [],
        duration: 600,
        date: utcToday(),
      };
      await tx.insert(workouts).values([
        { ...workout, completed: true },
        { ...workout, completed: true },
        { ...workout, completed: false },
      ]);
      expect(await countPublicStats(tx)).toEqual({
        members: before.members + 1,
        workoutsCompleted: before.workoutsCompleted + 2,
        exercises: getCatalogue().length,
      });
    });
  });
});

describe('cachedFor', () => {
  it('loads once for concurrent callers and again after the time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let loads = 0;
    const get = cachedFor(60_000, async () => ++loads);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    vi.setSystemTime(Date.now() + 59_999);
    expect(await get()).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    expect(await get()).toBe(2);
    expect(loads).toBe(2);
  });

  it('does not remember a failure', async () => {
    let calls = 0;
    const get = cachedFor(60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return calls;
    });
    await expect(get()).rejects.toThrow('database down');
    expect(await get()).toBe(2);
  });
});
