import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { GeneratedWorkout, WorkoutExercise } from '#common/schemas/workouts.ts';
import { addDays, utcToday } from '#common/streaks.ts';
import { subscriptions, workouts } from '../../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (member: Member, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: member.cookie }, payload });

async function proMember(units: 'metric' | 'imperial') {
  const member = await registerMember(t.app, {
    units,
    currentWeight: units === 'metric' ? 80 : 180,
    targetWeight: units === 'metric' ? 75 : 165,
    goals: ['build-muscle'],
    equipment: ['dumbbells', 'bench'],
    level: 'intermediate',
  });
  await t.database.db
    .update(subscriptions)
    .set({ tier: 'pro' })
    .where(eq(subscriptions.userId, member.user.id));
  return member;
}

/** Every set at the top of the range with `load`: what a member logs after a great session. */
const atTheTop = (exercises: WorkoutExercise[], load: number): WorkoutExercise[] =>
  exercises.map((e) => ({
    ...e,
    completedSets: e.sets,
    performedSets: e.targetReps
      ? Array.from({ length: e.sets }, () => ({
          reps: e.targetReps!.max,
          ...(e.loadType && e.loadType !== 'band' ? { weight: load } : {}),
        }))
      : Array.from({ length: e.sets }, () => ({ seconds: 30 })),
    effort: 'good' as const,
  }));

describe('loads and progression through the API', () => {
  it('a session logged at the top of the range raises the load next time, with the reason', async () => {
    const member = await proMember('metric');
    const day0 = addDays(utcToday(), -3);
    const first = (
      await post(member, '/api/workouts/generate', { today: day0 })
    ).json() as GeneratedWorkout;
    const loaded = first.exercises.filter((e) => e.loadType === 'dumbbell');
    expect(loaded.length).toBeGreaterThan(0);
    // No history yet: a load to choose.
    for (const e of loaded) {
      expect(e.targetWeight).toBeNull();
      expect(e.reps).toBe(`${e.targetReps!.min}-${e.targetReps!.max}`);
    }
    const logged = await post(member, '/api/workouts', {
      title: first.title,
      exercises: atTheTop(first.exercises, 22),
      duration: 1800,
      completed: true,
      date: day0,
    });
    expect(logged.statusCode).toBe(201);
    // Read back in kg exactly; stored in pounds.
    const set = logged.json().exercises.find((e: WorkoutExercise) => e.loadType === 'dumbbell')
      .performedSets[0];
    expect(set.weight).toBe(22);
    const [row] = await t.database.db
      .select()
      .from(workouts)
      .where(eq(workouts.userId, member.user.id));
    const stored = row!.exercises.find((e) => e.loadType === 'dumbbell')!.performedSets![0]!;
    expect(stored.weight).toBeCloseTo(48.5017, 3);

    // A second session, of the other muscles, two days later.
    const second = (
      await post(member, '/api/workouts/generate', { today: addDays(day0, 2) })
    ).json() as GeneratedWorkout;
    const secondLog = await post(member, '/api/workouts', {
      title: second.title,
      exercises: atTheTop(second.exercises, 10),
      duration: 1800,
      completed: true,
      date: addDays(day0, 2),
    });
    expect(secondLog.statusCode).toBe(201);

    // The third workout comes back to the first one's muscles: its dumbbell exercises go up.
    const secondNames = new Set(second.exercises.map((e) => e.name));
    const names = new Set(loaded.map((e) => e.name).filter((n) => !secondNames.has(n)));
    let again: WorkoutExercise | undefined;
    let adaptations: string[] = [];
    for (let i = 0; i < 20 && !again; i++) {
      const next = (
        await post(member, '/api/workouts/generate', { today: addDays(day0, 4) })
      ).json() as GeneratedWorkout;
      again = next.exercises.find((e) => names.has(e.name) && e.loadType === 'dumbbell');
      adaptations = next.adaptations;
    }
    expect(again).toBeDefined();
    expect(again!.targetWeight).toBe(24);
    const { min, max } = again!.targetReps!;
    // Every set of last time at its top: "after 3 × 12" (or 4 × 10 for a main lift).
    const first0 = loaded.find((e) => e.name === again!.name)!;
    expect(adaptations).toContain(
      `${again!.name}: 24 kg for ${min}-${max}, up from 22 kg after ${first0.sets} × ${first0.targetReps!.max} last time.`,
    );
  });

  it('refuses negative, absurd and non-numeric loads and reps with a clear 400, saving nothing', async () => {
    const member = await proMember('metric');
    const exercise = {
      name: 'Dumbbell Bench Press',
      reps: '8-12',
      loadType: 'dumbbell',
      completedSets: 1,
    };
    const cases: [object, string, string][] = [
      [
        { ...exercise, performedSets: [{ reps: 10, weight: -5 }] },
        'exercises.0.performedSets.0.weight',
        'must not be negative',
      ],
      [
        { ...exercise, performedSets: [{ reps: 10_000, weight: 20 }] },
        'exercises.0.performedSets.0.reps',
        'must be at most 500',
      ],
      [
        { ...exercise, performedSets: [{ reps: 10, weight: 900 }] },
        'exercises.0.performedSets.0.weight',
        'must be at most 680 kg',
      ],
      [
        { ...exercise, performedSets: [{ reps: 10, weight: '20' }] },
        'exercises.0.performedSets.0.weight',
        'must be a number',
      ],
      [{ ...exercise, effort: 'brutal' }, 'exercises.0.effort', ''],
    ];
    for (const [bad, field, message] of cases) {
      const res = await post(member, '/api/workouts', {
        title: 'Push',
        exercises: [bad],
        duration: 60,
        completed: true,
        date: utcToday(),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[0].field).toBe(field);
      expect(res.json().fields[0].message).toContain(message);
    }
    const rows = await t.database.db
      .select()
      .from(workouts)
      .where(eq(workouts.userId, member.user.id));
    expect(rows).toHaveLength(0);
  });

  it('keeps old logs without sets valid', async () => {
    const member = await proMember('imperial');
    const res = await post(member, '/api/workouts', {
      title: 'Old style',
      exercises: [{ name: 'Push-ups', reps: '10-12', completedSets: 3, repsDone: 12 }],
      duration: 600,
      completed: true,
      date: utcToday(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().exercises[0]).not.toHaveProperty('performedSets');
  });
});
