import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { TIER_CONFIG, type Tier } from '#common/constants.ts';
import {
  ROUTINE_LIMITS,
  type Routine,
  type RoutineExercise,
  type RoutineExerciseInput,
  type RoutineSession,
  type SaveRoutine,
  type StartRoutineDaySchema,
} from '#common/schemas/routines.ts';
import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import { resolveToday, utcToday } from '#common/streaks.ts';
import { exercisesFromCanonical } from '#common/training/exercise-units.ts';
import { lighterLoad, loadSteps } from '#common/training/loads.ts';
import { estimateWorkoutMinutes } from '#common/training/session-time.ts';
import { DEFAULT_UNITS, isUnits, type Units } from '#common/units.ts';
import { isUuid } from '#common/uuid.ts';
import type { Db } from '../../db/client.ts';
import { routines, users } from '../../db/schema/index.ts';
import { AppError, invalidField } from '../../http/errors.ts';
import {
  type Candidate,
  candidatesOf,
  findExercise,
  getTrainingPool,
  toCandidate,
} from '../exercises/index.ts';
import { lockPlan } from '../subscriptions/index.ts';
import { recentHistory } from './generation/generation.service.ts';
import { reps, seconds } from './generation/goal-plans.ts';
import { progressExercise, sessionsByExercise, sessionsOf } from './generation/prescription.ts';

/*
 * The member's own routines (decision 039): the spec's custom workouts (free none, basic 5, pro
 * and premium unlimited), and a routine's day prescribed for today by the same progression as a
 * generated session: targets from history, the same rules, the same lines of reasons.
 */

type RoutineRow = typeof routines.$inferSelect;

const routineNotFound = () => new AppError('NOT_FOUND', 'Routine not found');

/** The back-off sets after a top set: about 10% lighter, on a load that exists. */
const BACKOFF_FACTOR = 0.9;

/** The PLAN_LIMIT refusal for a tier at its routine limit (the dialog names the next tier). */
export function routineLimitError(tier: Tier, limit: number): AppError {
  const message =
    limit === 0
      ? 'Custom workouts are available on the Basic plan and above.'
      : `You can keep up to ${limit} routines on the ${TIER_CONFIG[tier].name} plan. Delete one or upgrade to Pro for unlimited custom workouts.`;
  return new AppError('PLAN_LIMIT', message, {
    tier,
    limit,
    minimumTier: limit === 0 ? 'basic' : 'pro',
  });
}

let candidateById: Map<string, Candidate> | null = null;
/**
 * The library exercise of an id: the generator's candidate, or any exercise of the library the
 * generator leaves out (a member may train what a plan would not prescribe).
 */
function libraryCandidate(id: string): Candidate | undefined {
  candidateById ??= new Map(
    candidatesOf(getTrainingPool()).candidates.map((c) => [c.exercise.id, c]),
  );
  const known = candidateById.get(id);
  if (known) return known;
  const exercise = findExercise(id);
  if (!exercise) return undefined;
  return toCandidate(exercise, { wellKnown: false, needs: [], familiarity: 0, core: false });
}

/** Every exercise of the routine is in the library, else a 400 naming the first that is not. */
function checkExercises(input: SaveRoutine) {
  for (const [d, day] of input.days.entries()) {
    for (const [i, exercise] of day.exercises.entries()) {
      if (!libraryCandidate(exercise.exerciseId)) {
        throw invalidField(
          `days.${d}.exercises.${i}.exerciseId`,
          'is not an exercise of the library',
          'Invalid routine',
        );
      }
    }
  }
}

export function toRoutine(row: RoutineRow): Routine {
  return {
    id: row.id,
    name: row.name,
    days: row.days.map((day) => ({
      name: day.name,
      exercises: day.exercises.map((e): RoutineExercise => ({
        exerciseId: e.exerciseId,
        name: libraryCandidate(e.exerciseId)?.exercise.name ?? e.exerciseId,
        sets: e.sets,
        ...(e.reps ? { reps: e.reps } : {}),
        ...(e.seconds ? { seconds: e.seconds } : {}),
        scheme: e.scheme,
        restSeconds: e.restSeconds,
        superset: e.superset ?? null,
      })),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listRoutines(db: Db, userId: string): Promise<Routine[]> {
  const rows = await db
    .select()
    .from(routines)
    .where(eq(routines.userId, userId))
    .orderBy(desc(routines.createdAt));
  return rows.map(toRoutine);
}

/**
 * Creates a routine within the tier's limit: the member's subscriptions row is locked for the
 * count and the insert, so two saves at once cannot pass the limit together.
 */
export async function createRoutine(db: Db, userId: string, input: SaveRoutine): Promise<Routine> {
  checkExercises(input);
  return db.transaction(async (tx) => {
    const tier = await lockPlan(tx, userId);
    const limit = ROUTINE_LIMITS[tier];
    if (limit !== null) {
      if (limit === 0) throw routineLimitError(tier, limit);
      const [kept] = await tx
        .select({ n: count() })
        .from(routines)
        .where(eq(routines.userId, userId));
      if ((kept?.n ?? 0) >= limit) throw routineLimitError(tier, limit);
    }
    const [row] = await tx
      .insert(routines)
      .values({ userId, name: input.name, days: input.days })
      .returning();
    return toRoutine(row!);
  });
}

async function ownRoutine(db: Db, userId: string, id: string): Promise<RoutineRow> {
  if (!isUuid(id)) throw routineNotFound();
  const [row] = await db
    .select()
    .from(routines)
    .where(and(eq(routines.id, id), eq(routines.userId, userId)))
    .limit(1);
  if (!row) throw routineNotFound();
  return row;
}

/** Replaces a routine's name and days (the member's own; another member's id is a 404). */
export async function updateRoutine(
  db: Db,
  userId: string,
  id: string,
  input: SaveRoutine,
): Promise<Routine> {
  checkExercises(input);
  await ownRoutine(db, userId, id);
  const [row] = await db
    .update(routines)
    .set({ name: input.name, days: input.days, updatedAt: new Date() })
    .where(and(eq(routines.id, id), eq(routines.userId, userId)))
    .returning();
  if (!row) throw routineNotFound();
  return toRoutine(row);
}

export async function deleteRoutine(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw routineNotFound();
  const deleted = await db
    .delete(routines)
    .where(and(eq(routines.id, id), eq(routines.userId, userId)))
    .returning({ id: routines.id });
  if (deleted.length === 0) throw routineNotFound();
}

const rangeText = (range: { min: number; max: number }) =>
  range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;

/**
 * Exercises as the member wrote them (sets, reps, rest, superset), prescribed for today: loads
 * and reps from their history by the progression engine, with its lines of reasons.
 */
export async function prescribeExercises(
  db: Db,
  userId: string,
  planned: readonly RoutineExerciseInput[],
  todayInput: string | undefined,
  now: Date = new Date(),
): Promise<{ exercises: WorkoutExercise[]; adaptations: string[] }> {
  const [profile, history] = await Promise.all([
    db.select({ units: users.units }).from(users).where(eq(users.id, userId)).limit(1),
    recentHistory(db, userId),
  ]);
  const units: Units = isUnits(profile[0]?.units) ? profile[0].units : DEFAULT_UNITS;
  const serverToday = utcToday(now);
  const today = resolveToday(todayInput, serverToday) ?? serverToday;
  const inUnits = history.map((w) => ({
    ...w,
    exercises: exercisesFromCanonical(w.exercises, units),
  }));
  const sessions = sessionsByExercise(inUnits);
  const lastTrained = inUnits
    .filter((w) => w.completed && w.date <= today)
    .map((w) => w.date)
    .sort()
    .at(-1);

  const adaptations: string[] = [];
  const exercises: WorkoutExercise[] = [];
  for (const one of planned) {
    const candidate = libraryCandidate(one.exerciseId);
    if (!candidate) continue; // Left the library since: the rest of the day still runs.
    const { exercise } = candidate;
    const prescription = one.reps ? reps(rangeText(one.reps)) : seconds(one.seconds!);
    const next = progressExercise(candidate, prescription, sessionsOf(sessions, candidate), {
      units,
      today,
      lastTrained,
    });
    if (next.note) adaptations.push(next.note);
    const topSet = one.scheme === 'top-set';
    const top = next.fields.targetWeight;
    const backoff =
      topSet && exercise.loadType && typeof top === 'number' && top > 0
        ? lighterLoad(top, loadSteps(exercise.loadType, units), BACKOFF_FACTOR)
        : undefined;
    exercises.push({
      name: exercise.name,
      ...next.prescription,
      ...next.fields,
      rest: String(one.restSeconds),
      sets: one.sets,
      exerciseId: exercise.id,
      primaryMuscles: [...exercise.primaryMuscles],
      equipment: exercise.equipment,
      category: exercise.category,
      ...(one.superset ? { superset: one.superset } : {}),
      ...(topSet ? { scheme: 'top-set' as const } : {}),
      ...(backoff !== undefined ? { backoffWeight: backoff } : {}),
    });
  }
  return { exercises, adaptations };
}

/** A routine's day for today, ready for the guided session. */
export async function startRoutineDay(
  db: Db,
  userId: string,
  id: string,
  dayIndex: number,
  input: z.output<typeof StartRoutineDaySchema>,
  now: Date = new Date(),
): Promise<RoutineSession> {
  const row = await ownRoutine(db, userId, id);
  const day = row.days[dayIndex];
  if (!day) throw new AppError('NOT_FOUND', 'Routine day not found');
  const { exercises, adaptations } = await prescribeExercises(
    db,
    userId,
    day.exercises,
    input.today,
    now,
  );
  if (exercises.length === 0) {
    throw new AppError('NOT_FOUND', 'None of this day’s exercises is in the library any more');
  }
  return {
    title: `${row.name} · ${day.name}`,
    exercises,
    estimatedMinutes: estimateWorkoutMinutes(exercises),
    adaptations,
    routineId: row.id,
    dayIndex,
    day: day.name,
  };
}
