import type { ExerciseLookup, TrainedExercise } from '../main-muscles.ts';

/*
 * Weekly volume: hard sets per muscle, counted from each exercise's first primary muscle (as
 * logged, else as the catalogue knows it). Warm-ups, stretches, steady cardio and plyometric
 * intervals (power and conditioning, not strength work) are not hard sets. Pure: planned and
 * done come from the caller's workouts.
 */

export interface VolumeExercise extends TrainedExercise {
  sets?: number | null;
  block?: string | null;
  performedSets?: readonly { kind?: 'warmup' | 'working' }[] | null;
}

/** Sets an exercise counts as hard sets: its sets done in a log, its sets in a plan. */
function hardSets(exercise: VolumeExercise, done: boolean): number {
  if (exercise.block === 'cool-down' || (exercise.skipped === true && !exercise.completedSets)) {
    return 0;
  }
  if (!done) return exercise.sets ?? 3;
  const working = exercise.performedSets?.filter((s) => s.kind !== 'warmup').length;
  return exercise.completedSets ?? working ?? exercise.sets ?? 0;
}

/** Adds the hard sets of some exercises to a count per muscle. */
export function addVolume(
  into: Map<string, number>,
  exercises: readonly VolumeExercise[],
  lookup: ExerciseLookup,
  done: boolean,
): Map<string, number> {
  for (const exercise of exercises) {
    const known = lookup(exercise);
    const category = exercise.category ?? known?.category;
    if (category === 'stretching' || category === 'cardio' || category === 'plyometrics') continue;
    const muscle = exercise.primaryMuscles?.[0] ?? known?.primaryMuscles[0];
    if (!muscle) continue;
    const sets = hardSets(exercise, done);
    if (sets > 0) into.set(muscle, (into.get(muscle) ?? 0) + sets);
  }
  return into;
}

export interface MuscleVolume {
  muscle: string;
  planned: number;
  done: number;
}

/** Planned and done per muscle, the most planned first (then by name). */
export function weeklyVolume(
  planned: ReadonlyMap<string, number>,
  done: ReadonlyMap<string, number>,
): MuscleVolume[] {
  const muscles = new Set([...planned.keys(), ...done.keys()]);
  return [...muscles]
    .map((muscle) => ({ muscle, planned: planned.get(muscle) ?? 0, done: done.get(muscle) ?? 0 }))
    .sort((a, b) => b.planned - a.planned || b.done - a.done || (a.muscle < b.muscle ? -1 : 1));
}
