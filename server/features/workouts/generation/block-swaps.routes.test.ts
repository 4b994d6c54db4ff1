import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedWorkout, WeekPlan, WorkoutExercise } from '#common/schemas/workouts.ts';
import { utcToday } from '#common/streaks.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  setTier,
  type TestContext,
} from '../../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (member: Member | null, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: member ? { cookie: member.cookie } : {},
    payload,
  });

async function lifter() {
  const member = await registerMember(t.app, {
    level: 'intermediate',
    goals: ['build-muscle'],
    equipment: ['full-gym'],
    daysPerWeek: 4,
  });
  await setTier(t.database, member.user.id, 'pro');
  return member;
}

/** Today's session, and an alternative for its main lift as the swap dialog offers it. */
async function sessionAndSwap(member: Member) {
  const workout = (await post(member, '/api/workouts/generate', {})).json() as GeneratedWorkout;
  const main = workout.exercises[0]!;
  const answer = await post(member, '/api/workouts/swap', {
    exercise: main,
    exclude: workout.exercises.map((e) => e.exerciseId),
  });
  expect(answer.statusCode).toBe(200);
  const instead = (answer.json() as { alternatives: WorkoutExercise[] }).alternatives[0]!;
  return { workout, main, instead };
}

const names = (w: GeneratedWorkout) => w.exercises.map((e) => e.name);

describe('POST /api/workouts/block-swaps', () => {
  it('keeps a swap for the rest of the block: every session and the week use it, and say so', async () => {
    const member = await lifter();
    const { main, instead } = await sessionAndSwap(member);
    const kept = await post(member, '/api/workouts/block-swaps', {
      fromExerciseId: main.exerciseId,
      toExerciseId: instead.exerciseId,
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ blockNumber: 1, endsOn: expect.any(String) });

    const next = (await post(member, '/api/workouts/generate', {})).json() as GeneratedWorkout;
    expect(names(next)).toContain(instead.name);
    expect(names(next)).not.toContain(main.name);
    expect(next.adaptations).toContain(
      `${instead.name}: your swap for ${main.name}, kept for this block.`,
    );
    const week = (
      await t.app.inject({
        method: 'GET',
        url: `/api/workouts/week/${member.user.id}?today=${utcToday()}`,
        headers: { cookie: member.cookie },
      })
    ).json() as WeekPlan;
    const planned = week.sessions.flatMap((s) => s.exercises.map((e) => e.name));
    expect(planned).toContain(instead.name);
    expect(planned).not.toContain(main.name);

    // Another member's plan is untouched.
    const other = await lifter();
    const theirs = (await post(other, '/api/workouts/generate', {})).json() as GeneratedWorkout;
    expect(theirs.exercises[0]!.name).toBe(main.name);
  });

  it('a swap made just today (nothing kept) leaves the plan as it was', async () => {
    const member = await lifter();
    const { workout, instead } = await sessionAndSwap(member);
    const again = (await post(member, '/api/workouts/generate', {})).json() as GeneratedWorkout;
    expect(names(again)).toEqual(names(workout));
    expect(names(again)).not.toContain(instead.name);
  });

  it('refuses a swap to the same exercise, an unknown exercise, or without a session', async () => {
    const member = await lifter();
    const same = await post(member, '/api/workouts/block-swaps', {
      fromExerciseId: 'Barbell_Squat',
      toExerciseId: 'Barbell_Squat',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe('Invalid swap: toExerciseId must be another exercise');
    const unknown = await post(member, '/api/workouts/block-swaps', {
      fromExerciseId: 'Barbell_Squat',
      toExerciseId: 'Not_An_Exercise',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Invalid swap: toExerciseId is not in the exercise library');
    const empty = await post(member, '/api/workouts/block-swaps', { fromExerciseId: '' });
    expect(empty.statusCode).toBe(400);
    const anonymous = await post(null, '/api/workouts/block-swaps', {
      fromExerciseId: 'Barbell_Squat',
      toExerciseId: 'Front_Barbell_Squat',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
