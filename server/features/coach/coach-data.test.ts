import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcToday } from '#common/streaks.ts';
import { dailyLogs, measurements, workouts } from '../../db/schema/index.ts';
import { SEEDED, seedMemberHistory } from './test-fixtures.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import { COACH_DAILY_LOGS, createCoachData } from './coach-data.ts';

let t: TestContext;
let member: Member;
let other: Member;
const today = utcToday();

beforeAll(async () => {
  t = await createTestApp();
  member = await registerMember(t.app, { firstName: 'Riley', currentWeight: 181 });
  other = await registerMember(t.app, { firstName: 'Other' });
  await seedMemberHistory(t.app, member, today);
  await seedMemberHistory(t.app, other, today);
});
afterAll(async () => {
  await t.close();
});

describe('createCoachData', () => {
  it("reads the member's own profile, stats, workouts, measurements and guides", async () => {
    const data = createCoachData(t.database, member.user.id);
    const profile = await data.profile();
    expect(profile).toMatchObject({ id: member.user.id, firstName: 'Riley', currentWeight: 181 });
    expect(profile).not.toHaveProperty('passwordHash');

    expect(await data.stats()).toMatchObject({
      currentStreak: SEEDED.currentStreak,
      longestStreak: SEEDED.longestStreak,
      totalWorkouts: SEEDED.totalWorkouts,
      lastWorkoutDate: today,
    });

    const recent = await data.recentWorkouts(3);
    expect(recent.map((w) => [w.title, w.date])).toEqual([
      ['Upper Body Blast', today],
      ['Leg Day', addDays(today, -1)],
      ['Core Crusher', addDays(today, -2)],
    ]);
    expect(recent.every((w) => w.userId === member.user.id)).toBe(true);
    // Default: the last 10, completed or not (6 logged).
    expect(await data.recentWorkouts()).toHaveLength(6);

    const weights = await data.measurements('weight');
    expect(weights.map((m) => m.value)).toEqual(['175.5', '177.5', '180']); // newest first
    expect(await data.measurements()).toHaveLength(5);
    expect((await data.measurements('waist')).map((m) => m.value)).toEqual(['33', '34']);
    expect(await data.measurements('chest')).toEqual([]);
    // The trend reads the ends and the count, not every entry.
    expect(await data.measurementTrend('weight')).toMatchObject({
      entries: 3,
      first: { value: 180 },
      latest: { value: 175.5 },
      change: -4.5,
      unit: 'lbs',
    });
    expect(await data.measurementTrend('chest')).toBeNull();
    expect(await data.savedWorkouts()).toEqual([]);

    expect((await data.exerciseGuide('push ups')).name).toBe('Push-ups');
    expect((await data.exerciseGuide('Dumbbell Bench Press')).source).toBe('catalogue');
    expect((await data.exerciseGuide('Underwater Basket Weaving')).source).toBe('generic');
  });

  it('reads each fact at most once per message (later calls share the first read)', async () => {
    const fresh = await registerMember(t.app, { firstName: 'Memo' });
    await seedMemberHistory(t.app, fresh, today);
    const data = createCoachData(t.database, fresh.user.id);
    const [statsA, statsB] = await Promise.all([data.stats(), data.stats()]);
    expect(statsA).toBe(statsB);
    const profile = await data.profile();
    const ten = await data.recentWorkouts(10);
    const all = await data.measurements();

    // New rows after the first read are not seen by this message's data...
    await t.database.db.insert(workouts).values({
      userId: fresh.user.id,
      title: 'Added Later',
      exercises: [{ name: 'Plank', rest: '30', sets: 3 }],
      duration: 600,
      completed: true,
      date: addDays(today, -3),
    });
    await t.database.db
      .insert(measurements)
      .values({ userId: fresh.user.id, type: 'weight', value: 170, date: today });
    expect(await data.stats()).toBe(statsA);
    expect(await data.profile()).toBe(profile);
    const three = await data.recentWorkouts(3);
    expect(three).toEqual(ten.slice(0, 3));
    expect(three[0]).toBe(ten[0]); // served from the first read
    expect(await data.measurements()).toBe(all);
    expect(await data.measurements('weight')).toHaveLength(3);

    // ...a larger read, or the next message, reads again.
    expect((await data.recentWorkouts(50)).map((w) => w.title)).toContain('Added Later');
    const next = createCoachData(t.database, fresh.user.id);
    expect((await next.stats()).totalWorkouts).toBe(SEEDED.totalWorkouts + 1);
    expect((await next.stats()).currentStreak).toBe(SEEDED.currentStreak + 1);
    expect(await next.measurements('weight')).toHaveLength(4);
  });

  it('reads the newest 60 nutrition logs, newest first, however long the member has logged', async () => {
    const logger = await registerMember(t.app, { firstName: 'Logger' });
    await t.database.db.insert(dailyLogs).values(
      Array.from({ length: 75 }, (_, day) => ({
        userId: logger.user.id,
        date: addDays(today, -day),
        protein: 100 + day,
      })),
    );
    const logs = await createCoachData(t.database, logger.user.id).dailyLogs();
    expect(logs).toHaveLength(COACH_DAILY_LOGS);
    expect(logs[0]).toMatchObject({ date: today, protein: 100 });
    expect(logs.at(-1)!.date).toBe(addDays(today, -(COACH_DAILY_LOGS - 1)));
  });

  it("never sees another member's rows", async () => {
    const loner = await registerMember(t.app, { firstName: 'Loner' });
    const data = createCoachData(t.database, loner.user.id);
    expect(await data.recentWorkouts(100)).toEqual([]);
    expect(await data.measurements()).toEqual([]);
    expect(await data.stats()).toMatchObject({
      currentStreak: 0,
      totalWorkouts: 0,
      lastWorkoutDate: null,
    });
    expect((await data.profile()).id).toBe(loner.user.id);
  });

  it('ends the streak on the member date when given (within a day of the server date)', async () => {
    const tomorrow = addDays(today, 1);
    const ahead = createCoachData(t.database, member.user.id, { today: tomorrow });
    // Nothing logged tomorrow yet: the streak ending tomorrow is 0.
    expect((await ahead.stats()).currentStreak).toBe(0);
    const farAway = createCoachData(t.database, member.user.id, { today: addDays(today, 30) });
    expect((await farAway.stats()).currentStreak).toBe(SEEDED.currentStreak);
  });

  it('fails like the users service for an unknown member (404)', async () => {
    const data = createCoachData(t.database, '00000000-0000-4000-8000-000000000000');
    await expect(data.profile()).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('gives the coach the week, a generated session and exercises for muscles, from its own door', async () => {
    const data = createCoachData(t.database, member.user.id, { today });
    const week = await data.weekPlan();
    expect(week.today).toBe(today);
    expect(week.days).toHaveLength(7);
    expect(week.done).toBeGreaterThanOrEqual(1);

    const asked = await data.suggestWorkout({
      day: today,
      minutes: 20,
      equipment: ['no-equipment'],
    });
    expect(asked.equipment).toEqual(['no-equipment']);
    expect(asked.exercises.length).toBeGreaterThan(0);
    expect(asked.estimatedMinutes).toBeLessThanOrEqual(30);
    // Bodyweight only: nothing that needs a barbell or dumbbells.
    expect(
      asked.exercises.every((e) => e.loadType !== 'barbell' && e.loadType !== 'dumbbell'),
    ).toBe(true);

    const chest = await data.exercisesFor(['chest'], 3);
    expect(chest.length).toBeGreaterThan(0);
    expect(chest.length).toBeLessThanOrEqual(3);
    expect(chest.every((e) => e.primaryMuscles.includes('chest'))).toBe(true);
  });
});
