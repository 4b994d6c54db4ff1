import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIG_PASSWORD, bigEmail, seedBigData, type BigSeedFigures } from '../../bench/big-data.ts';
import { getTrainingPool } from '../features/exercises/guides.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/*
 * The big-data bench's seed (bench/big-data.ts) at a small scale: the rows it promises, members
 * who sign in with the shared password, and workouts the app reads as its own (library names,
 * loads per set, every date before today).
 */

let t: TestContext;
let figures: BigSeedFigures;
const SCALE = { members: 5, heavy: 2, heavyWeeks: 3, lightWeeks: 1, batch: 2 };

beforeAll(async () => {
  t = await createTestApp();
  const lines: string[] = [];
  figures = await seedBigData(t.database, SCALE, (line) => lines.push(line));
  // One line of progress per batch of members.
  expect(lines).toHaveLength(3);
  expect(lines[2]).toMatch(/^seeded members 5-5 of 5 \(\d+ ms\)$/);
});
afterAll(async () => {
  await t.close();
});

describe('the big-data seed', () => {
  it('writes the members, two years (here three weeks) of training for the heavy ones, and their logs', () => {
    expect(figures).toMatchObject({
      members: 5,
      heavy: 2,
      // Heavy: 3 weeks × 4 sessions each; the others: 1 week × 3 sessions.
      workouts: 2 * 12 + 3 * 3,
      sets: (2 * 12 + 3 * 3) * 20,
      // A weigh-in a week; the waist once a month (none in three weeks).
      measurements: 2 * 3,
      dailyLogs: 2 * 21,
      notes: 2 * 30,
      chatMessages: 2 * 60,
    });
  });

  it('a heavy member signs in and reads their history: library names, loads per set, dates before today', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: bigEmail(1), password: BIG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'fc_session')!;
    const me = login.json<{ id: string }>();
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/workouts/${me.id}`,
      cookies: { fc_session: cookie.value },
    });
    expect(history.statusCode).toBe(200);
    const workouts = history.json<
      {
        date: string;
        title: string;
        exercises: { name: string; performedSets?: { reps?: number; weight?: number }[] }[];
      }[]
    >();
    expect(workouts).toHaveLength(12);
    const today = new Date().toISOString().slice(0, 10);
    expect(workouts.every((w) => w.date < today)).toBe(true);
    const library = new Set(getTrainingPool().map((e) => e.name));
    for (const exercise of workouts.flatMap((w) => w.exercises)) {
      expect(library, exercise.name).toContain(exercise.name);
    }
    // The bench press rises with the weeks: 135 lbs in the first two, 140 in the third.
    const bench = workouts
      .filter((w) => w.title === 'Upper A')
      .map((w) => w.exercises[0]!.performedSets![0]!.weight);
    expect(bench).toEqual([140, 135, 135]);
  });
});
