import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { GeneratedWorkout } from '#common/schemas/workouts.ts';
import { workoutGenerations, workouts } from '../../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  setTier,
  type TestContext,
} from '../../../test/helpers.ts';
import { getTrainingPool } from '../../exercises/guides.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const LIMIT_MESSAGE =
  "You've reached your weekly workout limit. The free plan includes 3 workouts per week. Upgrade for unlimited AI workouts.";
const levelOf = new Map(getTrainingPool().map((e) => [e.id, e.level]));

const generate = (member: Member, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/workouts/generate',
    headers: { cookie: member.cookie, 'x-user-id': member.user.id },
    payload,
  });

describe('POST /api/workouts/generate', () => {
  it('builds the workout from the profile when the body is empty', async () => {
    // The default member: intermediate, build muscle + general fitness, dumbbells and a bench, 60 min.
    const member = await registerMember(t.app);
    const res = await generate(member);
    expect(res.statusCode).toBe(200);
    const workout: GeneratedWorkout = res.json();
    expect(workout.title).toMatch(/(Strength|Fitness)$/);
    // Within 10% of the hour chosen.
    expect(workout.estimatedMinutes).toBeLessThanOrEqual(66);
    expect(workout.estimatedMinutes).toBeGreaterThanOrEqual(54);
    expect(workout.remainingThisWeek).toBe(2);
    expect(workout.adaptations).toEqual([]);
    for (const exercise of workout.exercises) {
      expect(['no-equipment', 'dumbbells', 'bench']).toContain(exercise.equipment);
      expect(levelOf.get(exercise.exerciseId!)).not.toBe('advanced');
      // Sets and rest by role: 2 to 5 sets, 15 s (a stretch) to 3 minutes between them.
      expect(exercise.sets).toBeGreaterThanOrEqual(2);
      expect(exercise.sets).toBeLessThanOrEqual(5);
      expect(Number(exercise.rest)).toBeGreaterThanOrEqual(15);
      expect(Number(exercise.rest)).toBeLessThanOrEqual(180);
    }

    const flexible = await registerMember(t.app, {
      level: 'beginner',
      goals: ['increase-flexibility'],
      equipment: ['no-equipment'],
      timeAvailable: '30',
    });
    const flow: GeneratedWorkout = (await generate(flexible)).json();
    expect(flow.title).toBe('Mobility & Flexibility Flow');
    expect(flow.estimatedMinutes).toBeLessThanOrEqual(30);
    expect(flow.exercises.every((e) => e.category === 'stretching' && e.duration)).toBe(true);
  });

  it('accepts a POST without a body', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().exercises.length).toBeGreaterThan(0);
  });

  it('lets the body override each profile field (labels accepted)', async () => {
    const member = await registerMember(t.app, {
      level: 'beginner',
      goals: ['increase-flexibility'],
      equipment: ['no-equipment'],
      timeAvailable: '30',
      daysPerWeek: '3',
    });
    // A paid plan trains the 5 days asked for (the free plan at most 3).
    await setTier(t.database, member.user.id, 'pro');
    const res = await generate(member, {
      level: 'Advanced',
      goals: ['Build Muscle'],
      equipment: ['Full Gym'],
      timeAvailable: '90',
      daysPerWeek: 6,
    });
    expect(res.statusCode).toBe(200);
    const workout: GeneratedWorkout = res.json();
    expect(workout.title).toMatch(/^(Push|Pull|Leg) Day Strength$/);
    expect(workout.estimatedMinutes).toBeLessThanOrEqual(99);
    expect(workout.estimatedMinutes).toBeGreaterThanOrEqual(81);
    expect(workout.exercises.some((e) => e.equipment !== 'no-equipment')).toBe(true);
    // Stretching only in the cool-down.
    expect(
      workout.exercises.every((e) => e.category !== 'stretching' || e.block === 'cool-down'),
    ).toBe(true);
  });

  it('stores each generation', async () => {
    const member = await registerMember(t.app);
    const workout: GeneratedWorkout = (await generate(member)).json();
    const rows = await t.database.db
      .select()
      .from(workoutGenerations)
      .where(eq(workoutGenerations.userId, member.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: workout.title, exercises: workout.exercises });
  });

  it('rests the muscles of yesterday’s logged workout', async () => {
    const member = await registerMember(t.app, {
      equipment: ['full-gym'],
      goals: ['build-muscle'],
    });
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await t.database.db.insert(workouts).values({
      userId: member.user.id,
      title: 'Chest Day',
      date: yesterday,
      completed: true,
      duration: 1800,
      exercises: [
        'Push-ups',
        'Dumbbell Bench Press',
        'Dumbbell Flyes',
        'Barbell Bench Press - Medium Grip',
      ].map((name) => ({ name, reps: '8-12', rest: '30', sets: 3, completedSets: 3 })),
    });
    const workout: GeneratedWorkout = (await generate(member)).json();
    expect(workout.adaptations).toContain('Skipping chest: you trained it yesterday.');
    expect(workout.exercises.flatMap((e) => e.primaryMuscles)).not.toContain('chest');
  });

  it('takes "yesterday" from the member’s local date when it is within a day of the server’s', async () => {
    const member = await registerMember(t.app, {
      equipment: ['full-gym'],
      goals: ['build-muscle'],
    });
    const serverToday = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await t.database.db.insert(workouts).values({
      userId: member.user.id,
      title: 'Chest Day',
      date: serverToday,
      completed: true,
      duration: 1800,
      exercises: ['Push-ups', 'Dumbbell Bench Press', 'Dumbbell Flyes'].map((name) => ({
        name,
        reps: '8-12',
        rest: '30',
        sets: 3,
        completedSets: 3,
      })),
    });
    // Past midnight for the member: the server's "today" is their yesterday.
    const workout: GeneratedWorkout = (await generate(member, { today: tomorrow })).json();
    expect(workout.adaptations).toContain('Skipping chest: you trained it yesterday.');
    // A date far away is ignored rather than trusted.
    const far = await generate(member, { today: '2030-01-01' });
    expect(far.statusCode).toBe(200);
  });

  it('allows 3 a week on the free plan, then refuses with the upgrade message', async () => {
    const member = await registerMember(t.app);
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const res = await generate(member);
      expect(res.statusCode).toBe(200);
      remaining.push(res.json().remainingThisWeek);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const fourth = await generate(member);
    expect(fourth.statusCode).toBe(403);
    const body = fourth.json();
    expect(body).toMatchObject({
      code: 'PLAN_LIMIT',
      message: LIMIT_MESSAGE,
      error: LIMIT_MESSAGE,
    });
    expect(body.message).toContain('weekly workout limit');
    expect(body.message).toContain('3 workouts per week');
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(workoutGenerations)
      .where(eq(workoutGenerations.userId, member.user.id));
    expect(row?.n).toBe(3);
  });

  it('answers a press sent again with the same workout, counted once (a retry, a double tap)', async () => {
    const member = await registerMember(t.app);
    const press = randomUUID();
    const first = await generate(member, { pressId: press });
    const again = await Promise.all([
      generate(member, { pressId: press }),
      generate(member, { pressId: press }),
    ]);
    expect(first.json().remainingThisWeek).toBe(2);
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json().remainingThisWeek).toBe(2);
      expect(response.json().exercises).toEqual(first.json().exercises);
    }
    expect((await generate(member, { pressId: randomUUID() })).json().remainingThisWeek).toBe(1);
    expect((await generate(member, { pressId: randomUUID() })).json().remainingThisWeek).toBe(0);
    const over = await generate(member, { pressId: randomUUID() });
    expect(over.statusCode).toBe(403);
    // The last counted press, sent again after the limit, is still answered.
    const rows = await t.database.db
      .select({ id: workoutGenerations.id })
      .from(workoutGenerations)
      .where(eq(workoutGenerations.userId, member.user.id));
    expect(rows).toHaveLength(3);
    expect((await generate(member, { pressId: press })).statusCode).toBe(200);
    // A press id is a UUID.
    expect((await generate(member, { pressId: 'tap-1' })).statusCode).toBe(400);
  });

  it('cannot exceed 3 with parallel requests', async () => {
    const member = await registerMember(t.app);
    const results = await Promise.all(Array.from({ length: 5 }, () => generate(member)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 403, 403]);
    expect(
      results
        .filter((r) => r.statusCode === 200)
        .map((r) => r.json().remainingThisWeek)
        .sort(),
    ).toEqual([0, 1, 2]);
  });

  it('counts a rolling 7 days', async () => {
    const member = await registerMember(t.app);
    const at = (days: number) => sql`now() - make_interval(days => ${days})`;
    for (const days of [8, 9, 10, 6]) {
      await t.database.db
        .insert(workoutGenerations)
        .values({ userId: member.user.id, title: 'Old', exercises: [], createdAt: at(days) });
    }
    const res = await generate(member);
    expect(res.statusCode).toBe(200);
    expect(res.json().remainingThisWeek).toBe(1);
    expect((await generate(member)).json().remainingThisWeek).toBe(0);
    expect((await generate(member)).statusCode).toBe(403);
  });

  it('is unlimited on paid plans', async () => {
    const member = await registerMember(t.app);
    await setTier(t.database, member.user.id, 'basic');
    for (let i = 0; i < 5; i++) {
      const res = await generate(member);
      expect(res.statusCode).toBe(200);
      expect(res.json().remainingThisWeek).toBeNull();
    }
  });

  it("gives the block's session for the day, and another one when asked", async () => {
    const member = await registerMember(t.app, { goals: ['build-muscle'], level: 'intermediate' });
    await setTier(t.database, member.user.id, 'pro');
    const first: GeneratedWorkout = (await generate(member)).json();
    // A new member is in week 1 of their first block (5 weeks at the intermediate level).
    expect(first.block).toMatchObject({ number: 1, week: 1, weeks: 5, deload: false });
    // Asked again the same day: the same session (the block's lifts for this day).
    const again: GeneratedWorkout = (await generate(member)).json();
    expect(again.exercises.map((e) => e.name)).toEqual(first.exercises.map((e) => e.name));
    // "Generate Another" varies it.
    const names = new Set<string>([first.exercises.map((e) => e.name).join(',')]);
    for (let i = 0; i < 4; i++) {
      const workout: GeneratedWorkout = (await generate(member, { another: true })).json();
      names.add(workout.exercises.map((e) => e.name).join(','));
    }
    expect(names.size).toBeGreaterThan(1);
  });

  it('adapts today to “no barbell” and to fewer minutes, keeping the block', async () => {
    const member = await registerMember(t.app, {
      goals: ['build-muscle'],
      level: 'intermediate',
      equipment: ['full-gym'],
      timeAvailable: '60',
    });
    await setTier(t.database, member.user.id, 'pro');
    const planned: GeneratedWorkout = (await generate(member)).json();
    const barbell = new Set(
      getTrainingPool()
        .filter((e) => e.equipment === 'barbell')
        .map((e) => e.id),
    );
    expect(planned.exercises.some((e) => barbell.has(e.exerciseId ?? ''))).toBe(true);
    const res = await generate(member, { without: ['barbell'] });
    expect(res.statusCode).toBe(200);
    const noBar: GeneratedWorkout = res.json();
    expect(noBar.exercises.filter((e) => barbell.has(e.exerciseId ?? ''))).toEqual([]);
    expect(noBar.day).toBe(planned.day);
    expect(noBar.block).toEqual(planned.block);
    expect(noBar.adaptations.some((l) => l.startsWith('Without the barbell today: '))).toBe(true);
    // The block is unchanged: asked again without the constraint, the planned session.
    const again: GeneratedWorkout = (await generate(member)).json();
    expect(again.exercises.map((e) => e.name)).toEqual(planned.exercises.map((e) => e.name));

    const short: GeneratedWorkout = (await generate(member, { timeAvailable: 30 })).json();
    expect(short.estimatedMinutes).toBeLessThanOrEqual(33);
    expect(short.exercises[0]!.name).toBe(planned.exercises[0]!.name);
    expect(short.adaptations[0]).toBe(
      "30 minutes today instead of your usual 60: the block's lifts first, fewer accessories and sets, for today only.",
    );

    const bad = await generate(member, { without: ['rocket'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toEqual(['without.0']);
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/workouts/generate', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses someone else’s x-user-id', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      headers: { cookie: alice.cookie, 'x-user-id': bob.user.id },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 naming the bad fields', async () => {
    const member = await registerMember(t.app);
    const res = await generate(member, {
      level: 'guru',
      goals: ['fly'],
      timeAvailable: 25,
      daysPerWeek: 9,
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^Invalid workout request: /);
    const fields = body.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(
      expect.arrayContaining(['level', 'goals.0', 'timeAvailable', 'daysPerWeek']),
    );
    // Nothing was spent.
    expect((await generate(member)).json().remainingThisWeek).toBe(2);
  });

  it('is documented in the OpenAPI description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = res.json().paths['/api/workouts/generate'].post;
    expect(operation.tags).toEqual(['workouts']);
    expect(operation.summary).toBeTruthy();
    expect(operation.description).toContain('weekly workout limit');
    expect(operation.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'timeAvailable',
    );
    expect(operation.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'remainingThisWeek',
    );
  });
});
