import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, utcToday } from '#common/streaks.ts';
import { createTestApp, registerMember, type TestContext } from '../../test/helpers.ts';
import { listWorkouts, recentWorkoutRows } from './workouts.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('the prepared read of the recent workouts answers the rows of the history’s first page, in its order', async () => {
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

  for (const limit of [2, 10]) {
    const prepared = await recentWorkoutRows(t.database.prepare, member.user.id, limit);
    const page = await listWorkouts(t.database.db, member.user.id, { limit });
    expect(prepared).toEqual(page);
  }
  const rows = await recentWorkoutRows(t.database.prepare, member.user.id, 10);
  expect(rows.map((row) => row.title)).toEqual([
    'Upper B',
    'Upper A',
    'Skipped',
    'Lower A',
    'Offline',
  ]);
  expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  expect(rows[4]!.clientId).toMatch(/^[0-9a-f-]{36}$/);
});
