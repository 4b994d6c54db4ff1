import { describe, expect, it } from 'vitest';
import {
  computeAchievements,
  formatWeight,
  isWeightGoalReached,
  summarizeWeight,
  weightProgress,
  type AchievementId,
  type AchievementInput,
} from './achievements.ts';

const base: AchievementInput = {
  totalWorkouts: 0,
  longestStreak: 0,
  currentWeight: null,
  targetWeight: null,
};

const earned = (input: Partial<AchievementInput>): AchievementId[] =>
  computeAchievements({ ...base, ...input })
    .filter((a) => a.earned)
    .map((a) => a.id);

describe('computeAchievements', () => {
  it('lists the six achievements in the spec order, none earned for a new member', () => {
    const list = computeAchievements(base);
    expect(list.map((a) => a.id)).toEqual([
      'first-workout',
      'streak-5',
      'workouts-10',
      'streak-7',
      'workouts-25',
      'goal-reached',
    ]);
    expect(list.every((a) => !a.earned)).toBe(true);
    expect(list[0]).toMatchObject({
      title: 'First Workout',
      progress: { current: 0, target: 1 },
      remaining: '1 more workout',
    });
    expect(list[5]?.remaining).toBe('Set a target weight to track this goal');
  });

  it('earns workout-count achievements at 1, 10 and 25 workouts', () => {
    expect(earned({ totalWorkouts: 1 })).toEqual(['first-workout']);
    expect(earned({ totalWorkouts: 9 })).toEqual(['first-workout']);
    expect(earned({ totalWorkouts: 10 })).toEqual(['first-workout', 'workouts-10']);
    expect(earned({ totalWorkouts: 25 })).toEqual(['first-workout', 'workouts-10', 'workouts-25']);
    const at7 = computeAchievements({ ...base, totalWorkouts: 7 });
    expect(at7.find((a) => a.id === 'workouts-10')).toMatchObject({
      progress: { current: 7, target: 10 },
      remaining: '3 more workouts',
    });
    // Progress never shows more than the target.
    const at40 = computeAchievements({ ...base, totalWorkouts: 40 });
    expect(at40.find((a) => a.id === 'workouts-25')?.progress).toEqual({ current: 25, target: 25 });
  });

  it('earns streak achievements from the longest streak, so they are kept', () => {
    expect(earned({ longestStreak: 4 })).toEqual([]);
    expect(earned({ longestStreak: 5 })).toEqual(['streak-5']);
    expect(earned({ longestStreak: 7 })).toEqual(['streak-5', 'streak-7']);
    const at6 = computeAchievements({ ...base, longestStreak: 6 });
    expect(at6.find((a) => a.id === 'streak-7')?.remaining).toBe('1 more day in a row');
  });

  it('marks the goal reached at or below the target (weight-loss goal)', () => {
    expect(earned({ currentWeight: 165, targetWeight: 165 })).toEqual(['goal-reached']);
    expect(earned({ currentWeight: 160, targetWeight: 165, startWeight: 180 })).toEqual([
      'goal-reached',
    ]);
    const notYet = computeAchievements({ ...base, currentWeight: 170.5, targetWeight: 165 });
    expect(notYet[5]).toMatchObject({ earned: false, remaining: '5.5 lbs to go' });
  });

  it('marks a weight-gain goal reached at or above the target', () => {
    expect(earned({ startWeight: 140, currentWeight: 145, targetWeight: 155 })).toEqual([]);
    expect(earned({ startWeight: 140, currentWeight: 155, targetWeight: 155 })).toEqual([
      'goal-reached',
    ]);
    expect(earned({ startWeight: 140, currentWeight: 158, targetWeight: 155 })).toEqual([
      'goal-reached',
    ]);
  });

  it('never marks the goal reached without both weights', () => {
    expect(earned({ currentWeight: 150 })).toEqual([]);
    expect(earned({ targetWeight: 150 })).toEqual([]);
    expect(computeAchievements({ ...base, targetWeight: 150 })[5]?.remaining).toBe(
      'Record your weight to track this goal',
    );
    expect(isWeightGoalReached({ currentWeight: Number.NaN, targetWeight: 150 })).toBe(false);
  });
});

describe('weightProgress', () => {
  it('measures a weight-loss goal', () => {
    expect(weightProgress({ start: 200, current: 190, target: 180 })).toBe(50);
    expect(weightProgress({ start: 200, current: 200, target: 180 })).toBe(0);
    expect(weightProgress({ start: 200, current: 180, target: 180 })).toBe(100);
    expect(weightProgress({ start: 170, current: 168, target: 165 })).toBe(40);
  });

  it('measures a weight-gain goal (target above start)', () => {
    expect(weightProgress({ start: 140, current: 145, target: 160 })).toBe(25);
    expect(weightProgress({ start: 140, current: 160, target: 160 })).toBe(100);
  });

  it('clamps to 0-100', () => {
    expect(weightProgress({ start: 200, current: 205, target: 180 })).toBe(0);
    expect(weightProgress({ start: 200, current: 170, target: 180 })).toBe(100);
    expect(weightProgress({ start: 140, current: 135, target: 160 })).toBe(0);
    expect(weightProgress({ start: 140, current: 170, target: 160 })).toBe(100);
  });

  it('is null when data is missing', () => {
    expect(weightProgress({ start: null, current: 150, target: 140 })).toBeNull();
    expect(weightProgress({ start: 150, current: undefined, target: 140 })).toBeNull();
    expect(weightProgress({ start: 150, current: 145, target: null })).toBeNull();
    expect(weightProgress({ start: Number.NaN, current: 145, target: 140 })).toBeNull();
  });

  it('handles a start already on target', () => {
    expect(weightProgress({ start: 150, current: 150, target: 150 })).toBe(100);
    expect(weightProgress({ start: 150, current: 152, target: 150 })).toBe(0);
  });
});

describe('summarizeWeight', () => {
  it('uses the first and latest recorded weights, whatever the order', () => {
    const entries = [
      { value: '166', date: '2026-03-10' },
      { value: '172', date: '2026-01-02' },
      { value: '169', date: '2026-02-01' },
    ];
    const profile = { currentWeight: 175, targetWeight: 160, startDate: '2026-01-05' };
    expect(summarizeWeight(entries, profile)).toEqual({
      start: 172,
      current: 166,
      target: 160,
      percent: 50,
    });
  });

  it('starts from the sign-up weight when the weigh-ins came after sign-up', () => {
    const profile = { currentWeight: 180, targetWeight: 165, startDate: '2026-11-01' };
    const reached = summarizeWeight([{ value: '164', date: '2026-11-24' }], profile);
    expect(reached).toEqual({ start: 180, current: 164, target: 165, percent: 100 });
    expect(
      computeAchievements({
        ...base,
        currentWeight: reached.current,
        targetWeight: reached.target,
        startWeight: reached.start,
      }).find((a) => a.id === 'goal-reached')?.earned,
    ).toBe(true);
    const halfway = summarizeWeight([{ value: '170', date: '2026-11-24' }], profile);
    expect(halfway).toMatchObject({ start: 180, current: 170, percent: 67 });
  });

  it('reads the sign-up date from the account creation when the start date is missing', () => {
    const profile = {
      currentWeight: 150,
      targetWeight: 160,
      startDate: null,
      createdAt: '2026-06-01T09:00:00.000Z',
    };
    const older = summarizeWeight([{ value: '148', date: '2026-05-20' }], profile);
    expect(older.start).toBe(148);
    const newer = summarizeWeight([{ value: '155', date: '2026-06-10' }], profile);
    expect(newer).toMatchObject({ start: 150, current: 155, percent: 50 });
  });

  it('orders same-day entries by creation time', () => {
    const entries = [
      { value: '180', date: '2026-01-01', createdAt: '2026-01-01T10:00:00.000Z' },
      { value: '178', date: '2026-01-01', createdAt: '2026-01-01T20:00:00.000Z' },
    ];
    const summary = summarizeWeight(entries, { currentWeight: null, targetWeight: 170 });
    expect(summary).toMatchObject({ start: 180, current: 178, percent: 20 });
  });

  it('falls back to the onboarding weight when nothing is recorded', () => {
    expect(summarizeWeight([], { currentWeight: 170, targetWeight: 165 })).toEqual({
      start: 170,
      current: 170,
      target: 165,
      percent: 0,
    });
  });

  it('never invents numbers', () => {
    expect(summarizeWeight([], { currentWeight: null, targetWeight: null })).toEqual({
      start: null,
      current: null,
      target: null,
      percent: null,
    });
    expect(
      summarizeWeight([{ value: 'abc', date: '2026-01-01' }], {
        currentWeight: null,
        targetWeight: 150,
      }),
    ).toMatchObject({ current: null, percent: null });
  });
});

describe('formatWeight', () => {
  it('keeps one decimal and drops ".0"', () => {
    expect(formatWeight(170)).toBe('170');
    expect(formatWeight(168.46)).toBe('168.5');
    expect(formatWeight(5.0)).toBe('5');
  });
});
