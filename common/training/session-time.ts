import type { WorkoutExercise } from '../schemas/workouts.ts';
import {
  REST_BETWEEN_EXERCISES_S,
  REST_BETWEEN_SETS_S,
  SETS_PER_EXERCISE,
} from '../workout-constants.ts';

/*
 * How long a session takes, in one place for the generator, the workout screen and the session:
 * each exercise's own sets and rest (decision 033), the work of a set (3 s a rep at the top of
 * the range, or the time held, and 15 s to get into position), and the rest after an exercise (its own rest and half a minute to
 * move and set up, at least the spec's 120 s; 30 s between cool-down stretches).
 */

/** Seconds to move to the next exercise and set it up, on top of the rest. */
export const MOVE_BETWEEN_EXERCISES_S = 30;
/** Seconds between two stretches of the cool-down. */
export const COOL_DOWN_CHANGE_S = 30;
/** Seconds of one rep, for the estimate. */
export const SECONDS_PER_REP = 3;
/** Seconds to get into position for a set (unrack, brace, pick up the dumbbells). */
export const SET_SETUP_S = 15;
/** The most sets one exercise may have (the log's own limit). */
export const MAX_SETS = 10;
/** The longest rest the session offers between sets: 10 minutes. */
export const MAX_REST_S = 600;

/** What an exercise's time depends on. */
export type Timing = Pick<WorkoutExercise, 'reps' | 'duration'> &
  Partial<Pick<WorkoutExercise, 'sets' | 'rest' | 'block' | 'category'>>;

/** A stretch (a cool-down's, or a mobility flow's): no set-up, and a short change after it. */
const isStretch = (exercise: Partial<Pick<WorkoutExercise, 'block' | 'category'>>) =>
  exercise.block === 'cool-down' || exercise.category === 'stretching';

/** The whole numbers of a text, in order ("8-12" → [8, 12]): a scan, as a session asks often. */
function numbers(text: string | undefined): number[] {
  const found: number[] = [];
  if (!text) return found;
  let value = -1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) value = (value < 0 ? 0 : value * 10) + code - 48;
    else if (value >= 0) {
      found.push(value);
      value = -1;
    }
  }
  if (value >= 0) found.push(value);
  return found;
}

/** The sets of an exercise: its own, else the spec's 3. */
export function setsOf(exercise: Partial<Pick<WorkoutExercise, 'sets'>>): number {
  const sets = exercise.sets;
  return typeof sets === 'number' && Number.isInteger(sets) && sets >= 1
    ? Math.min(MAX_SETS, sets)
    : SETS_PER_EXERCISE;
}

/** Seconds of a text: "90" → 90, "2 min" → 120; null when it holds no number. */
function secondsOfText(text: string | undefined): number | null {
  const [value] = numbers(text);
  if (value === undefined) return null;
  return /\bmin/i.test(text ?? '') ? value * 60 : value;
}

/** The rest between two sets of an exercise: its own, else the spec's 30 s. */
export function restOf(exercise: Partial<Pick<WorkoutExercise, 'rest'>>): number {
  const seconds = secondsOfText(exercise.rest);
  return seconds === null ? REST_BETWEEN_SETS_S : Math.min(MAX_REST_S, seconds);
}

/** The rest after an exercise's last set, before the next exercise. */
export function restAfter(
  exercise: Partial<Pick<WorkoutExercise, 'rest' | 'block' | 'category'>>,
): number {
  if (isStretch(exercise)) return COOL_DOWN_CHANGE_S;
  return Math.max(REST_BETWEEN_EXERCISES_S, restOf(exercise) + MOVE_BETWEEN_EXERCISES_S);
}

/** Seconds of one set's work: the time held, else 3 s a rep at the top of the range. */
export function setWorkSeconds(exercise: Pick<WorkoutExercise, 'reps' | 'duration'>): number {
  if (exercise.reps?.trim()) {
    const top = numbers(exercise.reps).at(-1);
    return (top ?? 10) * SECONDS_PER_REP;
  }
  return secondsOfText(exercise.duration) ?? 30;
}

/** Seconds of an exercise: its sets with the rests between them (not the rest after it). */
export function exerciseSeconds(exercise: Timing): number {
  const sets = setsOf(exercise);
  const setup = isStretch(exercise) ? 0 : SET_SETUP_S;
  return sets * (setWorkSeconds(exercise) + setup) + (sets - 1) * restOf(exercise);
}

/** Seconds of a workout: every exercise, and the rest after each but the last. */
export function workoutSeconds(exercises: readonly Timing[]): number {
  return exercises.reduce(
    (total, exercise, i) =>
      total + exerciseSeconds(exercise) + (i < exercises.length - 1 ? restAfter(exercise) : 0),
    0,
  );
}

/** Estimated minutes of a workout (at least 1 when it has an exercise). */
export function estimateWorkoutMinutes(exercises: readonly Timing[]): number {
  if (exercises.length === 0) return 0;
  return Math.max(1, Math.round(workoutSeconds(exercises) / 60));
}
