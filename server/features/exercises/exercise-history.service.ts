import { and, desc, eq, or, sql } from 'drizzle-orm';
import type {
  CatalogueExercise,
  ExerciseDetail,
  ExerciseHistory,
} from '#common/schemas/exercises.ts';
import { exercisesFromCanonical } from '#common/training/exercise-units.ts';
import { estimatedOneRepMax } from '#common/training/loads.ts';
import {
  isSameExercise,
  loggedSets,
  mergeRecords,
  type RecordKind,
  type Records,
  recordsOfSets,
} from '#common/training/records.ts';
import type { Units } from '#common/units.ts';
import type { Db } from '../../db/client.ts';
import { workouts } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { candidatesOf } from './exercise-pool.ts';
import { getCatalogue } from './catalogue.ts';
import { catalogueTips, findBuiltinGuide, getTrainingPool } from './guides.ts';

/*
 * One exercise of the library: its page (guide and alternatives, public) and the signed-in
 * member's own history with it (sessions, records), in their unit.
 */

let byId: Map<string, CatalogueExercise> | undefined;

/** An exercise of the library by id, under the name the app uses ("Push-ups", not "Pushups"). */
export function findExercise(id: string): CatalogueExercise | undefined {
  byId ??= new Map(getTrainingPool().map((e) => [e.id, e]));
  return byId.get(id);
}

/** The names a log may know the exercise by: the app's and the dataset's. */
function namesOf(exercise: CatalogueExercise): string[] {
  const dataset = getCatalogue().find((e) => e.id === exercise.id)?.name;
  return dataset && dataset !== exercise.name ? [exercise.name, dataset] : [exercise.name];
}

export const ALTERNATIVES = 8;

/**
 * Exercises that train the same primary muscle in the same kind of work (a stretch for a
 * stretch), most familiar first; `canDo` keeps those the member can do.
 */
export function alternativesOf(
  exercise: CatalogueExercise,
  canDo: (c: CatalogueExercise) => boolean = () => true,
): CatalogueExercise[] {
  const primary = exercise.primaryMuscles[0];
  const stretch = exercise.category === 'stretching';
  return candidatesOf(getTrainingPool())
    .candidates.filter(
      (c) =>
        c.exercise.id !== exercise.id &&
        c.primary === primary &&
        (c.exercise.category === 'stretching') === stretch &&
        canDo(c.exercise),
    )
    .sort((a, b) => b.familiarity - a.familiarity || (a.exercise.name < b.exercise.name ? -1 : 1))
    .map((c) => c.exercise);
}

export function exerciseDetail(id: string): ExerciseDetail {
  const exercise = findExercise(id);
  if (!exercise) throw notFound('Exercise');
  const builtin = findBuiltinGuide(exercise.name);
  return {
    exercise,
    tips: builtin?.tips ?? catalogueTips(exercise),
    alternatives: alternativesOf(exercise).slice(0, ALTERNATIVES),
  };
}

/** Sessions read per history: years of training, four times a week, one exercise in each. */
const HISTORY_LIMIT = 500;

const KINDS: readonly RecordKind[] = ['heaviestWeight', 'bestEstimatedOneRepMax', 'mostReps'];

/**
 * The member's sessions of one exercise, newest first, with their records. Only the member's own
 * workouts are read: the user id comes from the session, never from the request.
 */
export async function exerciseHistory(
  db: Db,
  userId: string,
  id: string,
  units: Units,
): Promise<ExerciseHistory> {
  const exercise = findExercise(id);
  if (!exercise) throw notFound('Exercise');
  const names = namesOf(exercise);
  const containing = (value: object) =>
    sql`${workouts.exercises} @> ${JSON.stringify([value])}::jsonb`;
  const rows = await db
    .select({
      id: workouts.id,
      date: workouts.date,
      title: workouts.title,
      exercises: workouts.exercises,
    })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        or(containing({ exerciseId: id }), ...names.map((name) => containing({ name }))),
      ),
    )
    .orderBy(desc(workouts.date), desc(workouts.createdAt))
    .limit(HISTORY_LIMIT);

  let records: Records = { heaviestWeight: null, bestEstimatedOneRepMax: null, mostReps: null };
  const recordDates: Record<RecordKind, string | null> = {
    heaviestWeight: null,
    bestEstimatedOneRepMax: null,
    mostReps: null,
  };
  const sessions: ExerciseHistory['sessions'] = [];
  for (const row of rows) {
    for (const logged of exercisesFromCanonical(row.exercises, units)) {
      if (!isSameExercise(logged, id, names)) continue;
      const sets = loggedSets(logged);
      if (sets.length === 0) continue;
      const best = recordsOfSets(logged, sets);
      // Oldest first would date a record by its first time; rows come newest first, so a tie
      // moves the date back to the earlier session.
      for (const kind of KINDS) {
        const value = best[kind];
        if (value !== null && (records[kind] === null || value >= records[kind]!)) {
          recordDates[kind] = row.date;
        }
      }
      records = mergeRecords(records, best);
      sessions.push({
        workoutId: row.id,
        date: row.date,
        title: row.title,
        sets,
        effort: logged.effort ?? null,
        estimatedOneRepMax:
          logged.loadType === 'band'
            ? null
            : Math.max(0, ...sets.map((s) => estimatedOneRepMax(s.weight, s.reps) ?? 0)) || null,
      });
    }
  }
  return {
    exercise: { id: exercise.id, name: exercise.name, loadType: exercise.loadType },
    units,
    sessions,
    records,
    recordDates,
  };
}
