import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, utcToday } from '#common/streaks.ts';
import { createTestApp, registerMember, type TestContext } from '../../test/helpers.ts';
import { desc, eq } from 'drizzle-orm';
import { workouts } from '../../db/schema/index.ts';
import { listWorkouts } from './workouts.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('the prepared pages of the history answer its rows in order, each page after the last workout of the one before', async () => {
  const member = await registerMember(t.app);
  const other = await registerMember(t.app);
  const today = utcToday();
  const log = (who: typeof member, date: string, title: string, extra = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/workouts',
      headers: { cookie: who.cookie },
      payload: {
        userId: who.user.id,
        title,
        exercises: [{ name: 'Squat', sets: 3, reps: '5', rest: '180', weight: '225' }],
        duration: 3600,
        completed: title !== 'Skipped',
        date,
        ...extra,
      },
    });
  for (const [day, title] of [
    [-3, 'Lower A'],
    [0, 'Upper A'],
    [0, 'Upper B'],
    [-1, 'Skipped'],
  ] as const) {
    expect((await log(member, addDays(today, day), title)).statusCode).toBe(201);
  }
  await log(member, addDays(today, -7), 'Offline', { clientId: randomUUID() });
  await log(other, today, 'Not mine');

  // The history recomputed from the rows, in its order (date, time logged, id; newest first).
  const all = await t.database.db
    .select()
    .from(workouts)
    .where(eq(workouts.userId, member.user.id))
    .orderBy(desc(workouts.date), desc(workouts.createdAt), desc(workouts.id));
  const read = (limit: number, before?: string) =>
    listWorkouts(t.database.prepare, member.user.id, { limit, before });
  for (const limit of [1, 2, 10]) {
    expect(await read(limit)).toEqual(all.slice(0, limit));
    // Each page after a workout: the rows after it, whichever it is (the last: an empty page).
    for (const [i, cursor] of all.entries()) {
      expect(await read(limit, cursor.id)).toEqual(all.slice(i + 1, i + 1 + limit));
    }
  }
  expect(all.map((row) => row.title)).toEqual([
    'Upper B',
    'Upper A',
    'Skipped',
    'Lower A',
    'Offline',
  ]);
  expect(all[0]!.createdAt).toBeInstanceOf(Date);
  expect(all[4]!.clientId).toMatch(/^[0-9a-f-]{36}$/);
  // Another member's workout, or no workout at all, is no place to start a page.
  const [theirs] = await listWorkouts(t.database.prepare, other.user.id, { limit: 1 });
  for (const cursor of [theirs!.id, randomUUID(), 'not-a-uuid']) {
    await expect(read(10, cursor)).rejects.toMatchObject({ statusCode: 400 });
  }
});
