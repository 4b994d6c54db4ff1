import type { WorkoutExercise } from '../schemas/workouts.ts';
import {
  compactExerciseName,
  loggedSets,
  mergeRecords,
  type NewRecord,
  type Records,
  recordsOfSets,
} from './records.ts';

/*
 * "New record" on the completion view: the session's exercises against every earlier workout the
 * member logged (in the same unit), one line per exercise, the most telling record first (the
 * heaviest load, then the estimated one-rep max, then reps for bodyweight moves).
 */

const keyOf = (exercise: Pick<WorkoutExercise, 'exerciseId' | 'name'>) =>
  exercise.exerciseId ? `id:${exercise.exerciseId}` : `name:${compactExerciseName(exercise.name)}`;

/** Best records per exercise over earlier workouts, keyed by catalogue id and by name. */
export function recordsByExercise(
  workouts: readonly { exercises: readonly WorkoutExercise[] }[],
): Map<string, Records> {
  const best = new Map<string, Records>();
  for (const workout of workouts) {
    for (const exercise of workout.exercises) {
      const sets = loggedSets(exercise);
      if (sets.length === 0) continue;
      const records = recordsOfSets(exercise, sets);
      const keys = new Set([keyOf(exercise), `name:${compactExerciseName(exercise.name)}`]);
      for (const key of keys) {
        const previous = best.get(key);
        best.set(key, previous ? mergeRecords(previous, records) : records);
      }
    }
  }
  return best;
}

const ORDER: readonly NewRecord['kind'][] = [
  'heaviestWeight',
  'bestEstimatedOneRepMax',
  'mostReps',
];

/** One record per exercise, the most telling kind first. */
export function onePerExercise(records: readonly NewRecord[]): NewRecord[] {
  const chosen = new Map<string, NewRecord>();
  for (const record of records) {
    const key = keyOf(record);
    const current = chosen.get(key);
    if (!current || ORDER.indexOf(record.kind) < ORDER.indexOf(current.kind)) {
      chosen.set(key, record);
    }
  }
  return [...chosen.values()];
}

export function beforeLookup(best: ReadonlyMap<string, Records>) {
  return (exercise: WorkoutExercise): Records | null =>
    best.get(keyOf(exercise)) ?? best.get(`name:${compactExerciseName(exercise.name)}`) ?? null;
}
