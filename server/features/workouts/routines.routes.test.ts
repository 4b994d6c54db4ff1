import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaveRoutineInput } from '#common/schemas/routines.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  setTier,
  type TestContext,
} from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FREE_MESSAGE = 'Custom workouts are available on the Basic plan and above.';
const BASIC_MESSAGE =
  'You can keep up to 5 routines on the Basic plan. Delete one or upgrade to Pro for unlimited custom workouts.';

/** Two days: 5 × 5 squat, a bench top set with back-off sets, and a curl + pushdown superset. */
function buildRoutine(overrides: Partial<SaveRoutineInput> = {}): SaveRoutineInput {
  return {
    name: 'My 5 × 5',
    days: [
      {
        name: 'Day A',
        exercises: [
          { exerciseId: 'Barbell_Squat', sets: 5, reps: { min: 5, max: 5 }, restSeconds: 180 },
          {
            exerciseId: 'Barbell_Bench_Press_-_Medium_Grip',
            sets: 4,
            reps: { min: 6, max: 8 },
            scheme: 'top-set',
            restSeconds: 150,
          },
          {
            exerciseId: 'Dumbbell_Bicep_Curl',
            sets: 3,
            reps: { min: 10, max: 12 },
            restSeconds: 90,
            superset: 'A',
          },
          {
            exerciseId: 'Triceps_Pushdown',
            sets: 3,
            reps: { min: 10, max: 12 },
            restSeconds: 90,
            superset: 'A',
          },
        ],
      },
      {
        name: 'Day B',
        exercises: [
          { exerciseId: 'Barbell_Deadlift', sets: 1, reps: { min: 5, max: 5 }, restSeconds: 240 },
          { exerciseId: 'Plank', sets: 3, seconds: 45, restSeconds: 60 },
        ],
      },
    ],
    ...overrides,
  };
}

async function memberOn(tier: 'free' | 'basic' | 'pro' | 'premium', overrides = {}) {
  const member = await registerMember(t.app, overrides);
  if (tier !== 'free') await setTier(t.database, member.user.id, tier);
  return member;
}

const call = (
  member: Member | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    ...(member ? { headers: { cookie: member.cookie } } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe('routines: create, read, change, delete', () => {
  it('keeps a routine as written, with library names, and only for its owner', async () => {
    const member = await memberOn('pro');
    const created = await call(member, 'POST', '/api/routines', buildRoutine());
    expect(created.statusCode).toBe(201);
    const routine = created.json();
    expect(routine.name).toBe('My 5 × 5');
    expect(routine.days[0].exercises[0]).toEqual({
      exerciseId: 'Barbell_Squat',
      name: 'Barbell Squat',
      sets: 5,
      reps: { min: 5, max: 5 },
      scheme: 'straight',
      restSeconds: 180,
      superset: null,
    });
    expect(routine.days[0].exercises[1].scheme).toBe('top-set');
    expect(routine.days[0].exercises.map((e: { superset: string | null }) => e.superset)).toEqual([
      null,
      null,
      'A',
      'A',
    ]);
    expect((await call(member, 'GET', '/api/routines')).json()).toHaveLength(1);

    const renamed = await call(member, 'PUT', `/api/routines/${routine.id}`, {
      ...buildRoutine(),
      name: 'Strength',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Strength');

    // Another member sees nothing, changes nothing, deletes nothing: 404, as elsewhere.
    const other = await memberOn('pro');
    expect((await call(other, 'GET', '/api/routines')).json()).toEqual([]);
    expect(
      (await call(other, 'PUT', `/api/routines/${routine.id}`, buildRoutine())).statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', `/api/routines/${routine.id}`)).statusCode).toBe(404);
    expect(
      (await call(other, 'POST', `/api/routines/${routine.id}/days/0/session`, {})).statusCode,
    ).toBe(404);
    expect((await call(undefined, 'GET', '/api/routines')).statusCode).toBe(401);

    expect((await call(member, 'DELETE', `/api/routines/${routine.id}`)).json()).toEqual({
      success: true,
    });
    expect((await call(member, 'GET', '/api/routines')).json()).toEqual([]);
    expect((await call(member, 'DELETE', `/api/routines/${routine.id}`)).statusCode).toBe(404);
    expect((await call(member, 'DELETE', '/api/routines/not-a-uuid')).statusCode).toBe(404);
  });

  it('refuses a bad routine with the field and the reason, and stores nothing', async () => {
    const member = await memberOn('pro');
    const refused = async (routine: unknown, field: string, message: string) => {
      const response = await call(member, 'POST', '/api/routines', routine);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toContainEqual({ field, message });
    };
    const day = buildRoutine().days[0]!;
    const withExercises = (exercises: unknown[]) => ({
      name: 'R',
      days: [{ name: 'A', exercises }],
    });
    await refused({ name: ' ', days: [day] }, 'name', 'Please enter a routine name');
    await refused({ name: 'R', days: [] }, 'days', 'a routine needs at least one day');
    await refused(
      withExercises([
        { exerciseId: 'Barbell_Squat', sets: 11, reps: { min: 5, max: 5 }, restSeconds: 90 },
      ]),
      'days.0.exercises.0.sets',
      'must be at most 10 sets',
    );
    await refused(
      withExercises([{ exerciseId: 'Barbell_Squat', sets: 3, restSeconds: 90 }]),
      'days.0.exercises.0.reps',
      'give either reps or seconds',
    );
    await refused(
      withExercises([
        { exerciseId: 'Barbell_Squat', sets: 3, reps: { min: 5, max: 5 }, restSeconds: 900 },
      ]),
      'days.0.exercises.0.restSeconds',
      'must be at most 600 seconds',
    );
    await refused(
      withExercises([
        {
          exerciseId: 'Barbell_Squat',
          sets: 3,
          reps: { min: 5, max: 5 },
          restSeconds: 90,
          superset: 'A',
        },
      ]),
      'days.0.exercises.0.superset',
      'superset A must have 2 or 3 exercises',
    );
    await refused(
      withExercises([
        {
          exerciseId: 'Barbell_Squat',
          sets: 1,
          reps: { min: 5, max: 5 },
          restSeconds: 90,
          scheme: 'top-set',
        },
      ]),
      'days.0.exercises.0.scheme',
      'a top set needs reps and at least one back-off set',
    );
    await refused(
      withExercises([
        { exerciseId: 'No_Such_Lift', sets: 3, reps: { min: 5, max: 5 }, restSeconds: 90 },
      ]),
      'days.0.exercises.0.exerciseId',
      'is not an exercise of the library',
    );
    expect((await call(member, 'GET', '/api/routines')).json()).toEqual([]);
  });

  it("holds the spec's custom-workout limits: free none, basic 5, pro unlimited", async () => {
    const free = await memberOn('free');
    const refused = await call(free, 'POST', '/api/routines', buildRoutine());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: FREE_MESSAGE,
      minimumTier: 'basic',
    });

    const basic = await memberOn('basic');
    // Simultaneous saves queue behind the plan lock: never more than 5.
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => call(basic, 'POST', '/api/routines', buildRoutine())),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    const over = answers.find((a) => a.statusCode === 403)!;
    expect(over.json()).toMatchObject({ message: BASIC_MESSAGE, minimumTier: 'pro' });
    expect((await call(basic, 'GET', '/api/routines')).json()).toHaveLength(5);

    const pro = await memberOn('pro');
    for (let i = 0; i < 6; i++) {
      expect((await call(pro, 'POST', '/api/routines', buildRoutine())).statusCode).toBe(201);
    }
  });
});

describe("running a routine's day", () => {
  it('prescribes the day as written, with loads from history by the progression rules', async () => {
    const member = await memberOn('basic', { units: 'metric' });
    const routine = (await call(member, 'POST', '/api/routines', buildRoutine())).json();

    // First time: no history, so no load yet; the member's sets, reps, rest and superset stand.
    const first = await call(member, 'POST', `/api/routines/${routine.id}/days/0/session`, {});
    expect(first.statusCode).toBe(200);
    const session = first.json();
    expect(session).toMatchObject({ title: 'My 5 × 5 · Day A', day: 'Day A', dayIndex: 0 });
    expect(session.exercises.map((e: { name: string }) => e.name)).toEqual([
      'Barbell Squat',
      'Barbell Bench Press - Medium Grip',
      'Dumbbell Bicep Curl',
      'Triceps Pushdown',
    ]);
    expect(session.exercises[0]).toMatchObject({
      sets: 5,
      reps: '5',
      rest: '180',
      targetWeight: null,
    });
    expect(session.exercises[2]).toMatchObject({
      superset: 'A',
      sets: 3,
      reps: '10-12',
      rest: '90',
    });
    expect(session.estimatedMinutes).toBeGreaterThan(20);

    // Log it: squat 5 × 5 at 100 kg (after two warm-ups), bench top set 8 at 80 kg.
    const today = new Date().toISOString().slice(0, 10);
    const logged = await call(member, 'POST', '/api/workouts', {
      title: session.title,
      units: 'metric',
      exercises: [
        {
          ...session.exercises[0],
          targetWeight: 100,
          performedSets: [
            { kind: 'warmup', reps: 5, weight: 60 },
            { kind: 'warmup', reps: 3, weight: 140 },
            ...Array.from({ length: 5 }, () => ({ reps: 5, weight: 100 })),
          ],
          completedSets: 5,
        },
        {
          ...session.exercises[1],
          targetWeight: 80,
          performedSets: [
            { reps: 8, weight: 80 },
            { reps: 8, weight: 72.5 },
            { reps: 8, weight: 72.5 },
            { reps: 7, weight: 72.5 },
          ],
          completedSets: 4,
        },
      ],
      duration: 3600,
      completed: true,
      date: today,
    });
    expect(logged.statusCode).toBe(201);

    const next = (
      await call(member, 'POST', `/api/routines/${routine.id}/days/0/session`, { today })
    ).json();
    // 5 × 5 done: the next load up. The warm-up at 140 kg is not the load lifted.
    expect(next.exercises[0]).toMatchObject({ targetWeight: 102.5, reps: '5' });
    expect(next.exercises[0].previousSets).toEqual(
      Array.from({ length: 5 }, () => ({ reps: 5, weight: 100 })),
    );
    // The top set reached the top of 6-8: heavier, and the back-off sets about 10% under it.
    expect(next.exercises[1]).toMatchObject({
      targetWeight: 82.5,
      backoffWeight: 75,
      scheme: 'top-set',
    });
    expect(next.adaptations.join(' ')).toContain('Barbell Squat: 102.5 kg for 5');

    // The warm-up is not a record either.
    const records = await call(member, 'GET', '/api/exercises/Barbell_Squat/history');
    expect(records.json().records.heaviestWeight).toBe(100);

    expect(
      (await call(member, 'POST', `/api/routines/${routine.id}/days/5/session`, {})).statusCode,
    ).toBe(404);
    expect(
      (await call(member, 'POST', `/api/routines/${routine.id}/days/x/session`, {})).statusCode,
    ).toBe(400);
  });
});

describe('any exercise of the library', () => {
  it('takes one the generator leaves out (a stretch a plan would not prescribe)', async () => {
    const member = await memberOn('pro');
    const routine = await call(member, 'POST', '/api/routines', {
      name: 'Mobility',
      days: [
        {
          name: 'A',
          exercises: [{ exerciseId: 'Adductor_Groin', sets: 2, seconds: 30, restSeconds: 15 }],
        },
      ],
    });
    expect(routine.statusCode).toBe(201);
    expect(routine.json().days[0].exercises[0].name).toBe('Adductor/Groin');
    const day = await call(member, 'POST', `/api/routines/${routine.json().id}/days/0/session`, {});
    expect(day.statusCode).toBe(200);
    expect(day.json().exercises[0]).toMatchObject({
      name: 'Adductor/Groin',
      duration: '30 seconds',
    });
  });
});

describe('a quick session: exercises prescribed as they are added', () => {
  it('gives each exercise its load from history, on any plan', async () => {
    const member = await memberOn('free', { units: 'metric' });
    const today = new Date().toISOString().slice(0, 10);
    await call(member, 'POST', '/api/workouts', {
      title: 'Pulls',
      units: 'metric',
      exercises: [
        {
          name: 'Barbell Deadlift',
          exerciseId: 'Barbell_Deadlift',
          loadType: 'barbell',
          reps: '5',
          sets: 1,
          performedSets: [{ reps: 5, weight: 140 }],
          completedSets: 1,
        },
      ],
      duration: 1200,
      completed: true,
      date: today,
    });
    const answer = await call(member, 'POST', '/api/workouts/prescribe', {
      today,
      exercises: [
        { exerciseId: 'Barbell_Deadlift', sets: 1, reps: { min: 5, max: 5 }, restSeconds: 180 },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().exercises[0]).toMatchObject({
      name: 'Barbell Deadlift',
      targetWeight: 142.5,
      previousSets: [{ reps: 5, weight: 140 }],
    });
    const unknown = await call(member, 'POST', '/api/workouts/prescribe', {
      exercises: [{ exerciseId: 'Nope', sets: 1, reps: { min: 5, max: 5 }, restSeconds: 180 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Invalid exercises: exercises.0.exerciseId is not an exercise of the library',
    );
  });
});
