import { describe, expect, it } from 'vitest';
import { computeAchievements, summarizeWeight } from '#common/achievements.ts';
import { encouragementFor } from './encouragement.ts';

function state(input: {
  totalWorkouts?: number;
  currentStreak?: number;
  longestStreak?: number;
  current?: number | null;
  target?: number | null;
}) {
  const totalWorkouts = input.totalWorkouts ?? 0;
  const currentStreak = input.currentStreak ?? 0;
  const longestStreak = input.longestStreak ?? currentStreak;
  const weight = summarizeWeight([], {
    currentWeight: input.current ?? null,
    targetWeight: input.target ?? null,
  });
  const achievements = computeAchievements({
    totalWorkouts,
    longestStreak,
    currentWeight: weight.current,
    targetWeight: weight.target,
    startWeight: weight.start,
  });
  return encouragementFor({ totalWorkouts, currentStreak, longestStreak, weight, achievements });
}

describe('encouragementFor', () => {
  it('invites a new member to the first workout', () => {
    const result = state({ current: 180, target: 170 });
    expect(result.title).toBe('Ready when you are');
    expect(result.details).toEqual([
      "You're 10 lbs from your target weight.",
      '1 more workout to unlock First Workout.',
    ]);
  });

  it('celebrates a streak, and a record streak', () => {
    expect(state({ totalWorkouts: 4, currentStreak: 3, longestStreak: 3 })).toMatchObject({
      title: '3-day streak!',
      message: 'This is your longest streak yet. Work out tomorrow to make it 4.',
    });
    expect(state({ totalWorkouts: 9, currentStreak: 2, longestStreak: 6 }).message).toBe(
      'Your best is 6 days. Work out tomorrow to make it 3.',
    );
  });

  it('names the next achievement', () => {
    expect(state({ totalWorkouts: 7, currentStreak: 1, longestStreak: 5 })).toMatchObject({
      title: 'Streak started',
      details: ['3 more workouts to unlock 10 Workouts.'],
    });
    expect(state({ totalWorkouts: 7, longestStreak: 2 })).toMatchObject({
      title: 'Back at it',
      message: "You've completed 7 workouts. A workout today starts a new streak.",
      details: ['3 more days in a row to unlock 5-Day Streak.'],
    });
  });

  it('celebrates the weight goal', () => {
    const result = state({ totalWorkouts: 3, current: 170, target: 170 });
    expect(result.title).toBe('Goal reached!');
    expect(result.message).toBe(
      "You've reached your target weight of 170 lbs. Keep training to hold on to it, or set a new goal.",
    );
    // No distance line once the goal is reached.
    expect(result.details).toEqual(['5 more days in a row to unlock 5-Day Streak.']);
  });
});
