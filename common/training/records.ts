import type { PerformedSet, WorkoutExercise } from '../schemas/workouts.ts';
import { formatNumber } from '../units.ts';
import { estimatedOneRepMax } from './loads.ts';

/*
 * Personal records from logged sets, in the member's unit: the heaviest load, the best estimated
 * one-rep max (Epley), the most reps in one set. Pure: the server and the pages share it.
 */

export type RecordKind = 'heaviestWeight' | 'bestEstimatedOneRepMax' | 'mostReps';

export interface Records {
  heaviestWeight: number | null;
  bestEstimatedOneRepMax: number | null;
  mostReps: number | null;
}

/** Names compared without case, spaces or punctuation ("Push-ups" = "push ups"). */
export const compactExerciseName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Does a logged exercise name this catalogue exercise (by id, else by one of its names)? */
export function isSameExercise(
  logged: Pick<WorkoutExercise, 'exerciseId' | 'name'>,
  id: string,
  names: readonly string[],
): boolean {
  if (logged.exerciseId) return logged.exerciseId === id;
  const key = compactExerciseName(logged.name);
  return names.some((name) => compactExerciseName(name) === key);
}

const firstNumber = (text: string | undefined) => {
  const match = text ? /\d+/.exec(text) : null;
  return match ? Number(match[0]) : undefined;
};

/** A working set: a warm-up never counts in records, volume or progression. */
export const isWorkingSet = (set: Pick<PerformedSet, 'kind'>) => set.kind !== 'warmup';

/**
 * What was done in a logged exercise, set by set. A log from before sets were recorded counts its
 * completed sets at the reps it was done with (the rep adjuster's value) or its duration.
 */
export function loggedSets(
  exercise: Pick<
    WorkoutExercise,
    'performedSets' | 'completedSets' | 'reps' | 'repsDone' | 'duration'
  >,
): PerformedSet[] {
  if (exercise.performedSets && exercise.performedSets.length > 0) {
    return exercise.performedSets.filter(isWorkingSet);
  }
  const done = exercise.completedSets ?? 0;
  if (done === 0) return [];
  if (exercise.reps) {
    const reps = exercise.repsDone ?? firstNumber(exercise.reps);
    return reps === undefined ? [] : Array.from({ length: done }, () => ({ reps }));
  }
  const held = firstNumber(exercise.duration);
  return held === undefined ? [] : Array.from({ length: done }, () => ({ seconds: held }));
}

/** The sets a band was not used in carry a real load (a band's "weight" is its level). */
const loadOf = (exercise: Pick<WorkoutExercise, 'loadType'>, set: PerformedSet) =>
  exercise.loadType === 'band' ? undefined : set.weight;

export function recordsOfSets(
  exercise: Pick<WorkoutExercise, 'loadType'>,
  sets: readonly PerformedSet[],
): Records {
  const records: Records = { heaviestWeight: null, bestEstimatedOneRepMax: null, mostReps: null };
  for (const set of sets) {
    const reps = set.reps ?? 0;
    if (reps <= 0) continue;
    const weight = loadOf(exercise, set);
    if (weight !== undefined && weight > 0) {
      records.heaviestWeight = Math.max(records.heaviestWeight ?? 0, weight);
      const e1rm = estimatedOneRepMax(weight, reps);
      if (e1rm !== null) {
        records.bestEstimatedOneRepMax = Math.max(records.bestEstimatedOneRepMax ?? 0, e1rm);
      }
    }
    records.mostReps = Math.max(records.mostReps ?? 0, reps);
  }
  return records;
}

export function mergeRecords(a: Records, b: Records): Records {
  const best = (x: number | null, y: number | null) =>
    x === null ? y : y === null ? x : Math.max(x, y);
  return {
    heaviestWeight: best(a.heaviestWeight, b.heaviestWeight),
    bestEstimatedOneRepMax: best(a.bestEstimatedOneRepMax, b.bestEstimatedOneRepMax),
    mostReps: best(a.mostReps, b.mostReps),
  };
}

export interface NewRecord {
  exerciseId?: string;
  name: string;
  kind: RecordKind;
  value: number;
  /** The record it beat; null for the first time a load was recorded. */
  previous: number | null;
}

/**
 * The records a session set, exercise by exercise, against everything logged before it. A first
 * session sets no records (there is nothing to beat), and reps count only for bodyweight moves
 * (more reps at a lighter load is not a record).
 */
export function newRecordsOf(
  session: readonly WorkoutExercise[],
  before: (exercise: WorkoutExercise) => Records | null,
): NewRecord[] {
  const found: NewRecord[] = [];
  for (const exercise of session) {
    const sets = (exercise.performedSets ?? []).filter(isWorkingSet);
    if (sets.length === 0) continue;
    const previous = before(exercise);
    if (!previous) continue;
    const now = recordsOfSets(exercise, sets);
    const loaded = exercise.loadType !== undefined && exercise.loadType !== 'band';
    const kinds: RecordKind[] = loaded
      ? ['heaviestWeight', 'bestEstimatedOneRepMax']
      : ['mostReps'];
    for (const kind of kinds) {
      const value = now[kind];
      const old = previous[kind];
      if (value !== null && old !== null && value > old + 1e-9) {
        found.push({
          exerciseId: exercise.exerciseId,
          name: exercise.name,
          kind,
          value,
          previous: old,
        });
      }
    }
  }
  return found;
}

/** "New record: Dumbbell Bench Press, 24 kg (was 22 kg)". */
export function describeRecord(record: NewRecord, unit: string): string {
  const value = formatNumber(record.value, 2);
  const old = record.previous === null ? '' : ` (was ${formatNumber(record.previous, 2)}`;
  switch (record.kind) {
    case 'heaviestWeight':
      return `${record.name}: heaviest ${value} ${unit}${old ? `${old} ${unit})` : ''}`;
    case 'bestEstimatedOneRepMax':
      return `${record.name}: best estimated 1RM ${value} ${unit}${old ? `${old} ${unit})` : ''}`;
    case 'mostReps':
      return `${record.name}: ${value} reps in a set${old ? `${old})` : ''}`;
  }
}
