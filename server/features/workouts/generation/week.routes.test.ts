import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedWorkout, WeekPlan } from '#common/schemas/workouts.ts';
import { addDays, utcToday, weekStartOf } from '#common/streaks.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  setTier,
  type TestContext,
} from '../../../test/helpers.ts';
import { weekForUser } from './generation.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const week = (member: Member, userId = member.user.id, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/workouts/week/${userId}${query}`,
    headers: { cookie: member.cookie },
  });

/** Logs a completed workout for the member (`POST /api/workouts`; 201 expected); its id. */
async function logWorkout(member: Member, payload: Record<string, unknown>): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/workouts',
    headers: { cookie: member.cookie },
    payload: { completed: true, ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('GET /api/workouts/week/:userId', () => {
  it('plans a repeated read from its memory, as a copy, and a logged workout into the next one', async () => {
    const member = await registerMember(t.app, { daysPerWeek: 3 });
    const today = utcToday();
    const first = await weekForUser(t.database.db, member.user.id, today);
    // What one caller does with its plan never reaches the next.
    first.days[0]!.workouts.push({ id: 'x', title: 'Not logged', focus: null });
    first.sessions.length = 0;
    const second = await weekForUser(t.database.db, member.user.id, today);
    expect(second.sessions.length).toBeGreaterThan(0);
    expect(second).not.toEqual(first);
    expect(await weekForUser(t.database.db, member.user.id, today)).toEqual(second);

    await logWorkout(member, {
      title: 'Full Body A',
      date: today,
      duration: 1800,
      exercises: [{ name: 'Push-ups', reps: '10', rest: '60' }],
    });
    const after = await weekForUser(t.database.db, member.user.id, today);
    expect(after.days.find((d) => d.date === today)!.workouts.map((w) => w.title)).toEqual([
      'Full Body A',
    ]);
    expect(after).not.toEqual(second);
  });

  it('trains a free member 3 days a week whatever they chose, and says so; a paid plan all of them', async () => {
    const member = await registerMember(t.app, { daysPerWeek: 4, level: 'intermediate' });
    const free = (await week(member)).json() as WeekPlan;
    expect(free).toMatchObject({
      split: 'full-body',
      daysPerWeek: 3,
      chosenDaysPerWeek: 4,
      planned: 3,
      todayFocus: 'Full Body A',
    });
    // The generator follows the same plan: full body, not a 4-day split.
    const generated = await t.app.inject({
      method: 'POST',
      url: '/api/workouts/generate',
      headers: { cookie: member.cookie },
      payload: {},
    });
    expect(generated.json().title).toMatch(/^Full-Body /);

    await setTier(t.database, member.user.id, 'basic');
    const paid = (await week(member)).json() as WeekPlan;
    expect(paid).toMatchObject({
      split: 'upper-lower',
      daysPerWeek: 4,
      chosenDaysPerWeek: 4,
      planned: 4,
    });
  });

  it("counts this week's hard sets per muscle: planned from the block, done from the logs", async () => {
    const member = await registerMember(t.app, {
      daysPerWeek: 4,
      level: 'intermediate',
      equipment: ['full-gym'],
      goals: ['build-muscle'],
    });
    await setTier(t.database, member.user.id, 'pro');
    const before = (await week(member)).json() as WeekPlan;
    const planned = new Map(before.volume.map((m) => [m.muscle, m]));
    // Two upper and two lower days of an hour: chest and quadriceps get 8 or more sets.
    expect(planned.get('chest')!.planned).toBeGreaterThanOrEqual(8);
    expect(planned.get('quadriceps')!.planned).toBeGreaterThanOrEqual(8);
    expect(before.volume.every((m) => m.done === 0)).toBe(true);
    // The whole block: each day of the split with its lifts, no loads before any history.
    expect(before.sessions.map((s) => s.day)).toEqual(['Upper A', 'Lower A', 'Upper B', 'Lower B']);
    const upperA = before.sessions[0]!;
    expect(upperA.exercises[0]).toMatchObject({ name: 'Barbell Bench Press - Medium Grip' });
    expect(upperA.exercises[0]!.targetWeight ?? null).toBeNull();
    expect(Math.abs(upperA.estimatedMinutes - 60)).toBeLessThanOrEqual(6);

    await logWorkout(member, {
      title: 'Bench day',
      date: utcToday(),
      duration: 1800,
      exercises: [
        {
          name: 'Barbell Bench Press - Medium Grip',
          reps: '6-10',
          sets: 4,
          completedSets: 4,
          loadType: 'barbell',
          performedSets: Array.from({ length: 4 }, () => ({ reps: 10, weight: 135 })),
        },
        { name: 'Chest Stretch', duration: '30 seconds', sets: 2, completedSets: 2 },
      ],
    });
    const after = (await week(member)).json() as WeekPlan;
    const chest = after.volume.find((m) => m.muscle === 'chest')!;
    // The 4 bench sets count; a stretch is not a hard set.
    expect(chest.done).toBe(4);
    expect(chest.planned).toBe(planned.get('chest')!.planned);
    // This week's targets follow the log: 4 × 10 at 135 lbs at the top of 6-10 asks for more.
    const bench = after.sessions[0]!.exercises[0]!;
    expect(bench.name).toBe('Barbell Bench Press - Medium Grip');
    expect(bench.targetWeight).toBeGreaterThan(135);
  });

  it('gives a new member the first day of their split and the whole week ahead', async () => {
    const member = await registerMember(t.app, { daysPerWeek: 4, level: 'intermediate' });
    await setTier(t.database, member.user.id, 'basic');
    const response = await week(member);
    expect(response.statusCode).toBe(200);
    const plan = response.json() as WeekPlan;
    expect(plan).toMatchObject({
      split: 'upper-lower',
      splitLabel: 'Upper / lower',
      planned: 4,
      done: 0,
      todayFocus: 'Upper A',
      upcoming: ['Upper A', 'Lower A', 'Upper B', 'Lower B'],
      resting: [],
    });
    expect(plan.days).toHaveLength(7);
    expect(plan.days[0]!.date).toBe(weekStartOf(utcToday()));
  });

  it('marks a completed workout on its day and moves today on to the next day of the rotation', async () => {
    const member = await registerMember(t.app, {
      daysPerWeek: 6,
      level: 'advanced',
      equipment: ['full-gym'],
      goals: ['build-muscle'],
    });
    await setTier(t.database, member.user.id, 'pro');
    const today = utcToday();
    const first = (
      await t.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        headers: { cookie: member.cookie },
        payload: { today },
      })
    ).json() as GeneratedWorkout;
    expect(first.title).toBe('Push Day Strength');
    const loggedId = await logWorkout(member, {
      title: first.title,
      exercises: first.exercises.map((e) => ({ ...e, completedSets: 3 })),
      duration: 2400,
      date: today,
    });

    const plan = (await week(member)).json() as WeekPlan;
    expect(plan.split).toBe('push-pull-legs');
    expect(plan.done).toBe(1);
    const day = plan.days.find((d) => d.date === today)!;
    expect(day.workouts).toEqual([{ id: loggedId, title: 'Push Day Strength', focus: 'Push Day' }]);
    expect(plan.todayFocus).toBe('Pull A');
    expect(plan.upcoming).toEqual(['Pull A', 'Legs A', 'Push B', 'Pull B', 'Legs B']);
    expect(plan.resting).toContain('chest');

    // The generator agrees with the strip.
    const next = (
      await t.app.inject({
        method: 'POST',
        url: '/api/workouts/generate',
        headers: { cookie: member.cookie },
        payload: { today: addDays(today, 1) },
      })
    ).json() as GeneratedWorkout;
    expect(next.title).toBe('Pull Day Strength');
  });

  it("refuses another member's week and a date that is not one", async () => {
    const owner = await registerMember(t.app);
    const stranger = await registerMember(t.app);
    expect((await week(stranger, owner.user.id)).statusCode).toBe(403);
    const bad = await week(owner, owner.user.id, '?today=2026-02-30');
    expect(bad.statusCode).toBe(400);
  });
});
