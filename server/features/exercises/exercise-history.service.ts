import { and, eq, or, sql } from 'drizzle-orm';
import type {
  CatalogueExercise,
  ExerciseDetail,
  ExerciseHistory,
} from '#common/schemas/exercises.ts';
import { exercisesFromCanonical } from '#common/training/exercise-units.ts';
import { estimatedOneRepMax } from '#common/training/loads.ts';
import {
  compactExerciseName,
  isSameExercise,
  loggedSets,
  type RecordKind,
  type Records,
} from '#common/training/records.ts';
import { type RecordsSummary, recordsSummaryIn } from '#common/training/session-records.ts';
import type { Units } from '#common/units.ts';
import type { Db } from '../../db/client.ts';
import { workouts } from '../../db/schema/index.ts';
import { afterWorkout, newestFirst } from '../../db/workout-pages.ts';
import { notFound } from '../../http/errors.ts';
import { memberRecordsSummary } from './records.service.ts';
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

/** Workouts with the exercise per page of its history (about four months at two a week). */
export const EXERCISE_HISTORY_PAGE = 30;

const KINDS: readonly RecordKind[] = ['heaviestWeight', 'bestEstimatedOneRepMax', 'mostReps'];

/**
 * The member's records with one exercise over their whole history, from their records summary
 * (decision 044): the best under its library id and each of its names, each dated by the first
 * session that set it.
 */
function recordsOf(
  summary: RecordsSummary,
  id: string,
  names: readonly string[],
): Pick<ExerciseHistory, 'records' | 'recordDates'> {
  const keys = [`id:${id}`, ...names.map((name) => `name:${compactExerciseName(name)}`)];
  const records: Records = { heaviestWeight: null, bestEstimatedOneRepMax: null, mostReps: null };
  const recordDates: ExerciseHistory['recordDates'] = {
    heaviestWeight: null,
    bestEstimatedOneRepMax: null,
    mostReps: null,
  };
  for (const key of keys) {
    const best = summary.byExercise[key];
    const dates = summary.recordDates[key];
    if (!best || !dates) continue;
    for (const kind of KINDS) {
      const value = best[kind];
      const date = dates[kind];
      if (value === null || date === null) continue;
      const current = records[kind];
      if (current === null || value > current) {
        records[kind] = value;
        recordDates[kind] = date;
      } else if (value === current && (recordDates[kind] === null || date < recordDates[kind]!)) {
        recordDates[kind] = date;
      }
    }
  }
  return { records, recordDates };
}

/**
 * A page of the member's sessions of one exercise, newest first, and their records with it over
 * the whole history. Only the member's own workouts are read: the user id comes from the session,
 * never from the request. `before`: the workout id of the last session of the page before (keyset
 * paging, like the history); a page a year back costs what the first does.
 */
export async function exerciseHistory(
  db: Db,
  userId: string,
  id: string,
  units: Units,
  { limit = EXERCISE_HISTORY_PAGE, before }: { limit?: number; before?: string } = {},
): Promise<ExerciseHistory> {
  const exercise = findExercise(id);
  if (!exercise) throw notFound('Exercise');
  const names = namesOf(exercise);
  const containing = (value: object) =>
    sql`${workouts.exercises} @> ${JSON.stringify([value])}::jsonb`;
  const after = await afterWorkout(db, userId, before);
  const [rows, summary] = await Promise.all([
    db
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
          after,
        ),
      )
      .orderBy(...newestFirst)
      .limit(limit),
    memberRecordsSummary(db, userId),
  ]);

  const sessions: ExerciseHistory['sessions'] = [];
  for (const row of rows) {
    for (const logged of exercisesFromCanonical(row.exercises, units)) {
      if (!isSameExercise(logged, id, names)) continue;
      const sets = loggedSets(logged);
      if (sets.length === 0) continue;
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
    ...recordsOf(recordsSummaryIn(summary, units), id, names),
    nextBefore: rows.length === limit ? rows.at(-1)!.id : null,
  };
}
