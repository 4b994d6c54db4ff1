import type { WorkoutExercise } from '../schemas/workouts.ts';
import { type Units, weightFromCanonical } from '../units.ts';
import {
  compactExerciseName,
  loggedSets,
  mergeRecords,
  newRecordsOf,
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

export interface ExerciseBest {
  name: string;
  exerciseId?: string;
  loadType?: WorkoutExercise['loadType'];
  records: Records;
  /** When the last record on it was set. */
  lastRecordDate: string;
}

/**
 * Every record of a member's history: the best of each loaded exercise (most recent record first)
 * and how many records were set over time, each session counted against those before it, as the
 * completion view celebrates them.
 */
export function personalRecords(
  workouts: readonly { date: string; exercises: readonly WorkoutExercise[] }[],
): { bests: ExerciseBest[]; recordsSet: number } {
  const oldestFirst = [...workouts].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  const best = new Map<string, Records>();
  const bests = new Map<string, ExerciseBest>();
  let recordsSet = 0;
  for (const workout of oldestFirst) {
    const logged = workout.exercises.filter((e) => (e.performedSets?.length ?? 0) > 0);
    const found = onePerExercise(newRecordsOf(logged, beforeLookup(best)));
    recordsSet += found.length;
    for (const exercise of logged) {
      const records = recordsOfSets(exercise, loggedSets(exercise));
      const key = keyOf(exercise);
      const previous = best.get(key);
      const merged = previous ? mergeRecords(previous, records) : records;
      best.set(key, merged);
      best.set(`name:${compactExerciseName(exercise.name)}`, merged);
      if (merged.heaviestWeight === null) continue;
      const beaten =
        !previous || found.some((r) => keyOf(r) === key) || previous.heaviestWeight === null;
      const entry = bests.get(key);
      bests.set(key, {
        name: exercise.name,
        exerciseId: exercise.exerciseId,
        loadType: exercise.loadType,
        records: merged,
        lastRecordDate: beaten || !entry ? workout.date : entry.lastRecordDate,
      });
    }
  }
  const list = [...bests.values()].sort((a, b) =>
    a.lastRecordDate < b.lastRecordDate ? 1 : a.lastRecordDate > b.lastRecordDate ? -1 : 0,
  );
  return { bests: list, recordsSet };
}

/**
 * A member's records over their whole history, kept on the server (`member_records`): the card's
 * bests and count, and the best of each exercise that the next session's records are found
 * against. Computed from the rows alone, so a rebuild gives the same summary.
 */
export interface RecordsSummary {
  recordsSet: number;
  bests: ExerciseBest[];
  /** The best of each exercise, keyed by catalogue id and by name (see `beforeLookup`). */
  byExercise: Record<string, Records>;
  /** The date each of those records was first set, with the same keys. */
  recordDates: Record<string, RecordDates>;
  /** The last time each of them was logged, with the same keys: its name then, and its load. */
  lastLogged: Record<string, LastLogged>;
  /** When the newest workout summarised was logged (ISO time); null with no workout. */
  latestLoggedAt: string | null;
}

/** The summary of a history (any order; oldest first by date, then time logged, is used). */
export function recordsSummary(
  workouts: readonly { date: string; createdAt: string; exercises: readonly WorkoutExercise[] }[],
): RecordsSummary {
  const ordered = [...workouts].sort((a, b) =>
    a.date !== b.date
      ? a.date < b.date
        ? -1
        : 1
      : Date.parse(a.createdAt) - Date.parse(b.createdAt),
  );
  const { bests, recordsSet } = personalRecords(ordered);
  const latest = ordered.reduce<number | null>(
    (max, w) => Math.max(max ?? -Infinity, Date.parse(w.createdAt)),
    null,
  );
  const { byExercise, recordDates, lastLogged } = datedRecords(ordered);
  return {
    recordsSet,
    bests,
    byExercise,
    recordDates,
    lastLogged,
    latestLoggedAt: latest === null ? null : new Date(latest).toISOString(),
  };
}

export type RecordDates = Record<keyof Records, string | null>;

export interface LastLogged {
  name: string;
  date: string;
  loadType?: WorkoutExercise['loadType'];
}

/** `recordsByExercise` with the date each record was first set (oldest first in, a tie keeps it). */
function datedRecords(
  oldestFirst: readonly { date: string; exercises: readonly WorkoutExercise[] }[],
): Pick<RecordsSummary, 'byExercise' | 'recordDates' | 'lastLogged'> {
  const byExercise: Record<string, Records> = {};
  const recordDates: Record<string, RecordDates> = {};
  const lastLogged: Record<string, LastLogged> = {};
  for (const workout of oldestFirst) {
    for (const exercise of workout.exercises) {
      const sets = loggedSets(exercise);
      if (sets.length === 0) continue;
      const records = recordsOfSets(exercise, sets);
      for (const key of new Set([keyOf(exercise), `name:${compactExerciseName(exercise.name)}`])) {
        const previous = byExercise[key];
        const dates = (recordDates[key] ??= {
          heaviestWeight: null,
          bestEstimatedOneRepMax: null,
          mostReps: null,
        });
        for (const kind of RECORD_KINDS) {
          const value = records[kind];
          const old = previous?.[kind] ?? null;
          if (value !== null && (old === null || value > old)) dates[kind] = workout.date;
        }
        byExercise[key] = previous ? mergeRecords(previous, records) : records;
        lastLogged[key] = {
          name: exercise.name,
          date: workout.date,
          ...(exercise.loadType ? { loadType: exercise.loadType } : {}),
        };
      }
    }
  }
  return { byExercise, recordDates, lastLogged };
}

const RECORD_KINDS = ['heaviestWeight', 'bestEstimatedOneRepMax', 'mostReps'] as const;

/** A summary stored in pounds, in the member's unit (a band's level carries no load). */
export function recordsSummaryIn(summary: RecordsSummary, units: Units): RecordsSummary {
  const convert = (records: Records): Records => ({
    heaviestWeight:
      records.heaviestWeight === null ? null : weightFromCanonical(records.heaviestWeight, units),
    bestEstimatedOneRepMax:
      records.bestEstimatedOneRepMax === null
        ? null
        : weightFromCanonical(records.bestEstimatedOneRepMax, units),
    mostReps: records.mostReps,
  });
  return {
    ...summary,
    bests: summary.bests.map((best) => ({ ...best, records: convert(best.records) })),
    byExercise: Object.fromEntries(
      Object.entries(summary.byExercise).map(([key, records]) => [key, convert(records)]),
    ),
  };
}
