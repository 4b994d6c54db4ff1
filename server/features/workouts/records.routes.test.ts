import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { addDays, utcToday } from '#common/streaks.ts';
import type { LogWorkoutInput, WorkoutExercise } from '#common/schemas/workouts.ts';
import {
  type RecordsSummary,
  recordsSummary,
  recordsSummaryIn,
} from '#common/training/session-records.ts';
import type { Units } from '#common/units.ts';
import { memberRecords, workouts } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import { rebuildRecords } from '../exercises/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bench = (weights: number[], reps = 8): WorkoutExercise => ({
  name: 'Barbell Bench Press',
  exerciseId: 'Barbell_Bench_Press',
  loadType: 'barbell',
  sets: weights.length,
  reps: '6-10',
  rest: '120',
  performedSets: weights.map((weight) => ({ weight, reps })),
});
const pushUps = (reps: number[]): WorkoutExercise => ({
  name: 'Push-ups',
  sets: reps.length,
  reps: '8-15',
  rest: '60',
  performedSets: reps.map((r) => ({ reps: r })),
});

async function log(member: Member, daysAgo: number, exercises: WorkoutExercise[]) {
  const payload: LogWorkoutInput = {
    title: 'Upper',
    exercises,
    duration: 2400,
    completed: true,
    date: addDays(utcToday(), -daysAgo),
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/workouts',
    headers: { cookie: member.cookie },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
}

async function records(member: Member): Promise<RecordsSummary> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/records/${member.user.id}`,
    headers: { cookie: member.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** The summary recomputed from the member's rows as stored, in their unit. */
async function recomputed(member: Member, units: Units = 'imperial') {
  const rows = await t.database.db
    .select()
    .from(workouts)
    .where(eq(workouts.userId, member.user.id))
    .orderBy(asc(workouts.date), asc(workouts.createdAt));
  return recordsSummaryIn(
    recordsSummary(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))),
    units,
  );
}

async function storedRow(member: Member) {
  const [row] = await t.database.db
    .select()
    .from(memberRecords)
    .where(eq(memberRecords.userId, member.user.id));
  return row;
}

describe('GET /api/records/:userId (the records summary)', () => {
  it('equals a recomputation from the rows after every kind of change to the history', async () => {
    const member = await registerMember(t.app);
    expect(await records(member)).toEqual({
      recordsSet: 0,
      bests: [],
      byExercise: {},
      recordDates: {},
      lastLogged: {},
      latestLoggedAt: null,
    });

    await log(member, 9, [bench([135, 135, 135]), pushUps([12, 10])]);
    await log(member, 6, [bench([145, 145, 140]), pushUps([14, 12])]);
    const first = await records(member);
    expect(first).toEqual(await recomputed(member));
    expect(first.recordsSet).toBe(2); // the heavier bench, the push-ups' reps
    expect(first.bests[0]!.records.heaviestWeight).toBe(145);
    // Stored: the next read is one row.
    expect((await storedRow(member))!.summary).toEqual(await recomputed(member));

    // Logged in the app: the stored summary is for the old history, and is not used.
    const typo = await log(member, 3, [bench([1450, 145])]);
    expect((await storedRow(member))!.summary).toBeNull();
    expect((await records(member)).bests[0]!.records.heaviestWeight).toBe(1450);
    expect(await records(member)).toEqual(await recomputed(member));

    // Corrected.
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/workouts/${typo}`,
      headers: { cookie: member.cookie },
      payload: {
        title: 'Upper',
        date: addDays(utcToday(), -3),
        exercises: [bench([150, 145])],
      },
    });
    expect(corrected.statusCode).toBe(200);
    const afterEdit = await records(member);
    expect(afterEdit.bests[0]!.records.heaviestWeight).toBe(150);
    expect(afterEdit).toEqual(await recomputed(member));

    // Deleted.
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/workouts/${typo}`,
      headers: { cookie: member.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const afterDelete = await records(member);
    expect(afterDelete.bests[0]!.records.heaviestWeight).toBe(145);
    expect(afterDelete).toEqual(await recomputed(member));

    // Written outside the routes (an import, a script): the triggers still clear it.
    const { version } = (await storedRow(member))!;
    await t.database.db.insert(workouts).values({
      userId: member.user.id,
      title: 'Imported',
      exercises: [bench([160])],
      duration: 1800,
      completed: true,
      date: addDays(utcToday(), -1),
    });
    const row = (await storedRow(member))!;
    expect(row.summary).toBeNull();
    expect(row.version).toBe(version + 1);
    const afterInsert = await records(member);
    expect(afterInsert.bests[0]!.records.heaviestWeight).toBe(160);
    expect(afterInsert).toEqual(await recomputed(member));
  });

  it("answers in the member's unit", async () => {
    const member = await registerMember(t.app, { units: 'metric' });
    await log(member, 4, [bench([60, 60])]);
    await log(member, 2, [bench([62.5, 62.5])]);
    const summary = await records(member);
    expect(summary.bests[0]!.records.heaviestWeight).toBe(62.5);
    expect(summary.byExercise['id:Barbell_Bench_Press']!.heaviestWeight).toBe(62.5);
    expect(summary).toEqual(await recomputed(member, 'metric'));
  });

  it('rebuilds every summary from the rows (npm run records:rebuild)', async () => {
    const member = await registerMember(t.app);
    await log(member, 5, [bench([100])]);
    await log(member, 2, [bench([110])]);
    await records(member);
    // A summary counted by an older rule (or damaged): the rebuild replaces it.
    await t.database.db
      .update(memberRecords)
      .set({
        summary: {
          recordsSet: 99,
          bests: [],
          byExercise: {},
          recordDates: {},
          lastLogged: {},
          latestLoggedAt: null,
        },
      })
      .where(eq(memberRecords.userId, member.user.id));
    expect((await records(member)).recordsSet).toBe(99);
    const progress: number[] = [];
    const rebuilt = await rebuildRecords(t.database.db, (done) => progress.push(done));
    expect(rebuilt).toBeGreaterThanOrEqual(1);
    expect(progress.at(-1)).toBe(rebuilt);
    expect(await records(member)).toEqual(await recomputed(member));
    expect((await records(member)).recordsSet).toBe(1);
  });

  it("refuses another member's records and a signed-out read", async () => {
    const [alice, bob] = [await registerMember(t.app), await registerMember(t.app)];
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/records/${bob.user.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(other.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/records/${bob.user.id}` });
    expect(signedOut.statusCode).toBe(401);
  });
});
