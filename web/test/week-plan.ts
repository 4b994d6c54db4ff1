import type { WeekPlan } from '#common/schemas/workouts.ts';

/**
 * A member's week as `GET /api/workouts/week/{userId}` answers it: an upper / lower split on a
 * Thursday, upper and lower done on Monday and Tuesday, week 2 of a 5-week block; the sessions
 * of two of its days, in kilograms.
 */
export const weekPlanFixture = (overrides: Partial<WeekPlan> = {}): WeekPlan => ({
  split: 'upper-lower',
  splitLabel: 'Upper / lower',
  daysPerWeek: 4,
  chosenDaysPerWeek: 4,
  weekStart: '2026-11-23',
  today: '2026-11-26',
  days: Array.from({ length: 7 }, (_, i) => ({
    date: `2026-11-${23 + i}`,
    workouts:
      i === 0
        ? [{ id: 'w1', title: 'Upper Body Strength', focus: 'Upper Body' }]
        : i === 1
          ? [{ id: 'w2', title: 'Lower Body Strength', focus: 'Lower Body' }]
          : [],
  })),
  done: 2,
  planned: 4,
  todayFocus: 'Upper B',
  upcoming: ['Upper B', 'Lower B'],
  resting: [],
  block: {
    number: 1,
    week: 2,
    weeks: 5,
    deload: false,
    startsOn: '2026-11-16',
    endsOn: '2026-12-20',
  },
  volume: [],
  sessions: [
    {
      day: 'Upper A',
      title: 'Upper Body Strength',
      estimatedMinutes: 60,
      exercises: [
        {
          name: 'Barbell Bench Press - Medium Grip',
          sets: 4,
          reps: '6-10',
          rest: '150',
          targetWeight: 62.5,
          loadType: 'barbell',
        },
        { name: 'Pullups', sets: 3, reps: '10-14', rest: '90' },
        { name: 'Chest Stretch', sets: 2, duration: '30 seconds', rest: '15', block: 'cool-down' },
      ],
    },
    {
      day: 'Lower A',
      title: 'Lower Body Strength',
      estimatedMinutes: 61,
      exercises: [
        {
          name: 'Barbell Squat',
          sets: 4,
          reps: '6-10',
          rest: '150',
          targetWeight: 80,
          loadType: 'barbell',
        },
      ],
    },
  ],
  ...overrides,
});
