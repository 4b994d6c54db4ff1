import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExerciseDetail, ExerciseHistory } from '#common/schemas/exercises.ts';
import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import { addDays, utcToday } from '#common/streaks.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (member: Member | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: member ? { cookie: member.cookie } : {} });

const bench = (sets: { reps: number; weight: number }[]): WorkoutExercise => ({
  name: 'Dumbbell Bench Press',
  exerciseId: 'Dumbbell_Bench_Press',
  reps: '8-12',
  rest: '30',
  sets: 3,
  loadType: 'dumbbell',
  completedSets: sets.length,
  performedSets: sets,
});

async function logBench(member: Member, date: string, sets: { reps: number; weight: number }[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/workouts',
    headers: { cookie: member.cookie },
    payload: { title: 'Push', exercises: [bench(sets)], duration: 1800, completed: true, date },
  });
  expect(response.statusCode).toBe(201);
}

describe('GET /api/exercises/:id', () => {
  it('returns the guide, muscles and alternatives on the same primary muscle, to anyone', async () => {
    const response = await get(undefined, '/api/exercises/Dumbbell_Bench_Press');
    expect(response.statusCode).toBe(200);
    const detail = response.json() as ExerciseDetail;
    expect(detail.exercise.name).toBe('Dumbbell Bench Press');
    expect(detail.exercise.primaryMuscles).toContain('chest');
    expect(detail.exercise.instructions.length).toBeGreaterThan(0);
    expect(detail.alternatives.length).toBeGreaterThan(2);
    for (const alternative of detail.alternatives) {
      expect(alternative.primaryMuscles[0]).toBe('chest');
      expect(alternative.id).not.toBe('Dumbbell_Bench_Press');
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get(undefined, '/api/exercises/No_Such_Lift');
    expect(missing.statusCode).toBe(404);
    const bad = await get(undefined, `/api/exercises/${encodeURIComponent('a b;')}`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/exercises/:id/history', () => {
  it("returns the member's sessions and records in their unit, newest first", async () => {
    const member = await registerMember(t.app, {
      units: 'metric',
      currentWeight: 80,
      targetWeight: 75,
    });
    const today = utcToday();
    await logBench(member, addDays(today, -6), [
      { reps: 12, weight: 20 },
      { reps: 12, weight: 20 },
    ]);
    await logBench(member, addDays(today, -3), [
      { reps: 8, weight: 22.5 },
      { reps: 7, weight: 22.5 },
    ]);
    const response = await get(member, '/api/exercises/Dumbbell_Bench_Press/history');
    expect(response.statusCode).toBe(200);
    const history = response.json() as ExerciseHistory;
    expect(history.units).toBe('metric');
    expect(history.sessions.map((s) => s.date)).toEqual([addDays(today, -3), addDays(today, -6)]);
    // Stored in pounds, read back in kg exactly.
    expect(history.sessions[0]!.sets[0]).toEqual({ reps: 8, weight: 22.5 });
    expect(history.records).toEqual({
      heaviestWeight: 22.5,
      bestEstimatedOneRepMax: 28.5, // 22.5 × (1 + 8/30)
      mostReps: 12,
    });
    expect(history.recordDates.heaviestWeight).toBe(addDays(today, -3));
    expect(history.recordDates.mostReps).toBe(addDays(today, -6));
    expect(history.sessions[0]!.estimatedOneRepMax).toBe(28.5);
  });

  it('pages the sessions by keyset, with the records of the whole history on every page', async () => {
    const member = await registerMember(t.app);
    const today = utcToday();
    // 35 sessions, the heaviest the oldest: the first page does not hold it, the records do.
    for (let i = 0; i < 35; i++) {
      await logBench(member, addDays(today, -70 + i * 2), [{ reps: 8, weight: i === 0 ? 90 : 50 }]);
    }
    const url = '/api/exercises/Dumbbell_Bench_Press/history';
    const first = (await get(member, url)).json() as ExerciseHistory;
    expect(first.sessions).toHaveLength(30);
    expect(first.sessions[0]!.date).toBe(addDays(today, -2));
    expect(first.records.heaviestWeight).toBe(90);
    expect(first.recordDates.heaviestWeight).toBe(addDays(today, -70));
    expect(first.nextBefore).toBe(first.sessions.at(-1)!.workoutId);

    const second = (
      await get(member, `${url}?before=${first.nextBefore}`)
    ).json() as ExerciseHistory;
    expect(second.sessions.map((s) => s.date)).toEqual(
      [8, 6, 4, 2, 0].map((i) => addDays(today, -70 + i)),
    );
    expect(second.nextBefore).toBeNull();
    expect(second.records).toEqual(first.records);
    const ids = [...first.sessions, ...second.sessions].map((s) => s.workoutId);
    expect(new Set(ids).size).toBe(35);

    const small = (await get(member, `${url}?limit=2`)).json() as ExerciseHistory;
    expect(small.sessions).toHaveLength(2);
    const bad = await get(member, `${url}?limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('querystring.limit must be a whole number from 1 to 100');
    const foreign = await get(member, `${url}?before=${crypto.randomUUID()}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain(
      'querystring.before must be the id of one of your workouts',
    );
  });

  it('is empty for an exercise never done, and needs a session', async () => {
    const member = await registerMember(t.app);
    const empty = await get(member, '/api/exercises/Barbell_Squat/history');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      sessions: [],
      records: { heaviestWeight: null, bestEstimatedOneRepMax: null, mostReps: null },
    });
    expect((await get(undefined, '/api/exercises/Barbell_Squat/history')).statusCode).toBe(401);
  });

  it("refuses another member's history and never mixes it into one's own", async () => {
    const owner = await registerMember(t.app);
    const stranger = await registerMember(t.app);
    await logBench(owner, utcToday(), [{ reps: 10, weight: 50 }]);
    const refused = await get(
      stranger,
      `/api/exercises/Dumbbell_Bench_Press/history?userId=${owner.user.id}`,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('50');
    const own = (await get(stranger, '/api/exercises/Dumbbell_Bench_Press/history')).json();
    expect(own.sessions).toEqual([]);
  });
});

describe('POST /api/workouts/swap', () => {
  it('offers exercises on the same primary muscle with the member equipment, never one excluded', async () => {
    const member = await registerMember(t.app, { equipment: ['dumbbells', 'bench'] });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/workouts/swap',
      headers: { cookie: member.cookie },
      payload: {
        exercise: {
          name: 'Dumbbell Bench Press',
          exerciseId: 'Dumbbell_Bench_Press',
          reps: '8-12',
        },
        exclude: ['Dumbbell_Flyes'],
      },
    });
    expect(response.statusCode).toBe(200);
    const { alternatives } = response.json() as { alternatives: WorkoutExercise[] };
    expect(alternatives.length).toBeGreaterThan(0);
    for (const alternative of alternatives) {
      expect(alternative.primaryMuscles?.[0]).toBe('chest');
      expect(['Dumbbell_Bench_Press', 'Dumbbell_Flyes']).not.toContain(alternative.exerciseId);
      expect(['dumbbells', 'bench', 'no-equipment']).toContain(alternative.equipment);
      expect(alternative.sets).toBe(3);
    }
  });

  it('answers 404 for an exercise not in the library and 400 for a bad body', async () => {
    const member = await registerMember(t.app);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/workouts/swap',
      headers: { cookie: member.cookie },
      payload: { exercise: { name: 'Moon Jumps' } },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/workouts/swap',
      headers: { cookie: member.cookie },
      payload: { exercise: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/name/);
  });
});
