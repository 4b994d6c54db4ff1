import { and, count, desc, eq } from 'drizzle-orm';
import { exercisesToCanonical, loadProblem } from '#common/training/exercise-units.ts';
import type { Units } from '#common/units.ts';
import type { z } from 'zod';
import { TIER_CONFIG, type Tier } from '#common/constants.ts';
import { type CreateSavedWorkoutSchema, SAVED_WORKOUT_LIMITS } from '#common/schemas/workouts.ts';
import type { Db } from '../../db/client.ts';
import { savedWorkouts, users } from '../../db/schema/index.ts';
import { AppError, invalidField } from '../../http/errors.ts';
import { lockPlan } from '../subscriptions/index.ts';
import { isUuid } from '#common/uuid.ts';

const savedWorkoutNotFound = () => new AppError('NOT_FOUND', 'Saved workout not found');

/** The PLAN_LIMIT refusal for a tier that has reached its saved-workout limit. */
export function savedWorkoutLimitError(tier: Tier, limit: number): AppError {
  const message =
    limit === 0
      ? 'Saving workouts is available on the Basic plan and above.'
      : `You can save up to ${limit} workouts on the ${TIER_CONFIG[tier].name} plan. Delete one or upgrade to Pro for unlimited saved workouts.`;
  return new AppError('PLAN_LIMIT', message, {
    tier,
    limit,
    minimumTier: limit === 0 ? 'basic' : 'pro',
  });
}

export async function listSavedWorkouts(db: Db, userId: string) {
  return db
    .select()
    .from(savedWorkouts)
    .where(eq(savedWorkouts.userId, userId))
    .orderBy(desc(savedWorkouts.createdAt));
}

/**
 * Saves a workout within the tier's limit. The caller's subscriptions row is locked
 * (`SELECT ... FOR UPDATE`) for the whole count-then-insert, so simultaneous saves by one member
 * queue behind each other and can never exceed the limit.
 */
export async function createSavedWorkout(
  db: Db,
  userId: string,
  input: z.output<typeof CreateSavedWorkoutSchema>,
  units: Units,
) {
  const problem = loadProblem(input.exercises, units);
  if (problem) throw invalidField(problem.field, problem.message, 'Invalid saved workout');
  return db.transaction(async (tx) => {
    const tier = await lockPlan(tx, userId);
    const limit = SAVED_WORKOUT_LIMITS[tier];
    if (limit !== null) {
      if (limit === 0) throw savedWorkoutLimitError(tier, limit);
      const [saved] = await tx
        .select({ n: count() })
        .from(savedWorkouts)
        .where(eq(savedWorkouts.userId, userId));
      if ((saved?.n ?? 0) >= limit) throw savedWorkoutLimitError(tier, limit);
    }

    let difficulty = input.difficulty;
    if (!difficulty) {
      const [user] = await tx
        .select({ level: users.level })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      difficulty = user?.level ?? 'intermediate';
    }

    const [row] = await tx
      .insert(savedWorkouts)
      .values({
        userId,
        name: input.name,
        description: input.description,
        exercises: exercisesToCanonical(input.exercises, units),
        timeEstimate: input.timeEstimate,
        difficulty,
      })
      .returning();
    return row!;
  });
}

/**
 * Deletes one of the caller's saved workouts: 404 when there is none and when it is someone
 * else's (the same answer, so an id tells nothing about other members).
 */
export async function deleteSavedWorkout(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw savedWorkoutNotFound();
  const [row] = await db
    .select({ userId: savedWorkouts.userId })
    .from(savedWorkouts)
    .where(eq(savedWorkouts.id, id))
    .limit(1);
  if (!row) throw savedWorkoutNotFound();
  if (row.userId !== userId) throw savedWorkoutNotFound();
  await db
    .delete(savedWorkouts)
    .where(and(eq(savedWorkouts.id, id), eq(savedWorkouts.userId, userId)));
}
