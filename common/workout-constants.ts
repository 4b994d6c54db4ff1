/**
 * Workout constants (spec part 2 section 9), free of zod so pages can import them cheaply;
 * `common/schemas/workouts.ts` re-exports them.
 */
export const SETS_PER_EXERCISE = 3;
export const REST_BETWEEN_SETS_S = 30;
export const REST_BETWEEN_EXERCISES_S = 120;
/** Calories on the completion view: 0.15 per second of workout time, rounded. */
export const CALORIES_PER_SECOND = 0.15;
export const estimateCalories = (durationSeconds: number) =>
  Math.round(Math.max(0, durationSeconds) * CALORIES_PER_SECOND);

/** The longest note on an exercise. */
export const EXERCISE_NOTE_MAX = 500;

/** The RPE scale of a set: 6 to 10 in halves. */
export const RPE_VALUES = [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10] as const;

export const EFFORTS = ['easy', 'good', 'hard'] as const;
export type Effort = (typeof EFFORTS)[number];
/** Limits of one set: nobody does more in a set, so more is a typing mistake. */
export const MAX_SET_REPS = 500;
export const MAX_SET_SECONDS = 3600;
/** The heaviest load accepted, in pounds (680 kg): above any lift on record. */
export const MAX_LOAD_LBS = 1500;

/** The most sets one exercise logs: its working sets (at most 10) and the warm-ups before them. */
export const MAX_LOGGED_SETS = 16;

/** How a routine's exercise spreads its sets: all alike, or one top set and back-off sets. */
export const SET_SCHEMES = ['straight', 'top-set'] as const;
export type SetScheme = (typeof SET_SCHEMES)[number];

/** The letters that group a superset (A to E). */
export const SUPERSET_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
