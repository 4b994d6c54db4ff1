import { createHash } from 'node:crypto';
import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FREE_WORKOUTS_PER_WEEK, type Goal, type Level, planDays } from '#common/constants.ts';
import {
  DaysPerWeekSchema,
  EquipmentListSchema,
  GoalsSchema,
  LevelSchema,
  TimeAvailableSchema,
} from '#common/schemas/fields.ts';
import type {
  GeneratedWorkout,
  GenerateWorkoutSchema,
  KeepSwapSchema,
  KeptSwap,
  WeekPlan,
} from '#common/schemas/workouts.ts';
import { addDays, resolveToday, utcToday, weekStartOf } from '#common/streaks.ts';
import { blockPosition } from '#common/training/block.ts';
import { exercisesFromCanonical, exercisesToCanonical } from '#common/training/exercise-units.ts';
import { DEFAULT_UNITS, isUnits } from '#common/units.ts';
import type { Db } from '../../../db/client.ts';
import { users, workoutGenerations, workouts } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../http/errors.ts';
import { asTier, getSubscriptionStatus, lockPlan } from '../../subscriptions/index.ts';
import { getTrainingPool } from '../../exercises/index.ts';
import { generateWorkout, type GeneratorProfile, type HistoryWorkout } from './generator.ts';
import { weekPlan } from './week.ts';
import { blockSwapsOf, saveBlockSwap } from './block-swaps.ts';

export const WEEKLY_LIMIT_MESSAGE = `You've reached your weekly workout limit. The free plan includes ${FREE_WORKOUTS_PER_WEEK} workouts per week. Upgrade for unlimited AI workouts.`;

/**
 * How many logged workouts the generator reads: yesterday's muscles, and the last two sessions of
 * each exercise for progression (a member training 6 days a week does an exercise about every
 * 3 to 7 workouts).
 */
export const HISTORY_SIZE = 30;

/**
 * The member's generated workouts: in all, and in the last 7 days (the free plan's rolling week,
 * which its weekly limit counts).
 */
export async function countGenerations(
  db: Db,
  userId: string,
): Promise<{ total: number; lastWeek: number }> {
  const [counts] = await db
    .select({
      total: count(),
      lastWeek:
        sql<number>`count(*) filter (where ${workoutGenerations.createdAt} > now() - interval '7 days')`.mapWith(
          Number,
        ),
    })
    .from(workoutGenerations)
    .where(eq(workoutGenerations.userId, userId));
  return { total: counts?.total ?? 0, lastWeek: counts?.lastWeek ?? 0 };
}

/** Spec defaults (part 2 section 9), for a profile field that is empty or unreadable. */
const DEFAULT_PROFILE: GeneratorProfile = {
  level: 'intermediate',
  goals: ['general-fitness'],
  equipment: ['no-equipment'],
  timeAvailable: 45,
  daysPerWeek: 3,
};

const orDefault = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

/** A member's profile for the generator, and the day they joined (their first block's start). */
export type ResolvedProfile = GeneratorProfile & { startedOn: string };

/** The request's fields, each falling back to the member's profile, then to the spec defaults. */
export async function resolveProfile(
  db: Db,
  userId: string,
  input: z.output<typeof GenerateWorkoutSchema>,
): Promise<ResolvedProfile> {
  const [row] = await db
    .select({
      level: users.level,
      goals: users.goals,
      equipment: users.equipment,
      timeAvailable: users.timeAvailable,
      daysPerWeek: users.daysPerWeek,
      units: users.units,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('User');
  const usualMinutes = orDefault(
    TimeAvailableSchema,
    row.timeAvailable,
    DEFAULT_PROFILE.timeAvailable,
  );
  return {
    level: input.level ?? orDefault<Level>(LevelSchema, row.level, DEFAULT_PROFILE.level),
    goals:
      input.goals ??
      orDefault<Goal[]>(GoalsSchema, row.goals, [...DEFAULT_PROFILE.goals] as Goal[]),
    equipment:
      input.equipment ??
      orDefault<string[]>(EquipmentListSchema, row.equipment, [...DEFAULT_PROFILE.equipment]),
    timeAvailable: input.timeAvailable ?? usualMinutes,
    usualMinutes,
    daysPerWeek:
      input.daysPerWeek ??
      orDefault(DaysPerWeekSchema, row.daysPerWeek, DEFAULT_PROFILE.daysPerWeek),
    units: isUnits(row.units) ? row.units : DEFAULT_UNITS,
    startedOn: row.createdAt.toISOString().slice(0, 10),
  };
}

/**
 * The block of a member on `today`, and the seed its sessions draw their exercises from (the
 * generator's, the week's and the coach's suggestion all use it, so they agree).
 */
export function blockOf(
  userId: string,
  profile: Pick<ResolvedProfile, 'startedOn' | 'level'>,
  today: string,
) {
  const position = blockPosition(profile.startedOn, today, profile.level);
  return { position, seed: `${userId}|block-${position.number}` };
}

export async function recentHistory(db: Db, userId: string): Promise<HistoryWorkout[]> {
  return db
    .select({ date: workouts.date, completed: workouts.completed, exercises: workouts.exercises })
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .orderBy(desc(workouts.date), desc(workouts.createdAt))
    .limit(HISTORY_SIZE);
}

export function weeklyLimitError(): AppError {
  return new AppError('PLAN_LIMIT', WEEKLY_LIMIT_MESSAGE, {
    tier: 'free',
    limit: FREE_WORKOUTS_PER_WEEK,
    minimumTier: 'basic',
    remainingThisWeek: 0,
  });
}

/**
 * Generates a workout for the member and records it. The free tier's weekly allowance (3 in any
 * rolling 7 days) is checked and spent in one transaction that holds the member's subscriptions
 * row (`SELECT ... FOR UPDATE`), so simultaneous requests queue and can never exceed it.
 */
export async function generateForUser(
  db: Db,
  userId: string,
  input: z.output<typeof GenerateWorkoutSchema>,
  now: Date = new Date(),
): Promise<GeneratedWorkout> {
  // Everything that does not need the lock happens before it.
  const [profile, history] = await Promise.all([
    resolveProfile(db, userId, input),
    recentHistory(db, userId),
  ]);
  const catalogue = getTrainingPool();
  const serverToday = utcToday(now);
  // The member's own calendar day decides what "yesterday" was, within a day of the server's.
  const today = resolveToday(input.today, serverToday) ?? serverToday;
  const block = blockOf(userId, profile, today);
  const swaps = await blockSwapsOf(db, userId, block.position.number);

  return db.transaction(async (tx) => {
    const tier = await lockPlan(tx, userId);

    const { total, lastWeek } = await countGenerations(tx, userId);
    // A press sent again (a retry after a lost answer, a second tap that got through) is the
    // same press: answered again, and not counted again.
    const repeat =
      input.pressId !== undefined &&
      (
        await tx
          .select({ id: workoutGenerations.id })
          .from(workoutGenerations)
          .where(
            and(
              eq(workoutGenerations.userId, userId),
              eq(workoutGenerations.pressId, input.pressId),
            ),
          )
          .limit(1)
      ).length > 0;
    if (!repeat && tier === 'free' && lastWeek >= FREE_WORKOUTS_PER_WEEK) {
      throw weeklyLimitError();
    }
    // The seed counts the generations before the repeated one, so a repeat gives its workout.
    const counted = repeat ? total - 1 : total;

    // The generator works in the member's unit; the database keeps pounds.
    const units = profile.units ?? DEFAULT_UNITS;
    // A free member's plan trains at most 3 days a week, whatever days they chose.
    const plan = {
      ...profile,
      daysPerWeek: planDays(tier, profile.daysPerWeek),
      ...(input.without ? { without: input.without } : {}),
    };
    const workout = generateWorkout(plan, {
      catalogue,
      history: history.map((w) => ({
        ...w,
        exercises: exercisesFromCanonical(w.exercises, units),
      })),
      seed: `${userId}|${today}|${counted}`,
      today,
      // "Generate Another" varies the accessories; the block's session otherwise.
      block: input.another ? { ...block, seed: `${block.seed}|${today}|${counted}` } : block,
      swaps,
    });
    if (!repeat) {
      await tx.insert(workoutGenerations).values({
        userId,
        ...(input.pressId ? { pressId: input.pressId } : {}),
        title: workout.title,
        exercises: exercisesToCanonical(workout.exercises, units),
      });
    }
    const used = repeat ? lastWeek : lastWeek + 1;
    return {
      ...workout,
      remainingThisWeek: tier === 'free' ? Math.max(0, FREE_WORKOUTS_PER_WEEK - used) : null,
    };
  });
}

/**
 * The member's week (see week.ts): their profile's split, this week's completed workouts and the
 * next day of the rotation, seen from their local `today`.
 */
export async function weekForUser(
  db: Db,
  userId: string,
  todayInput: string | undefined,
  now: Date = new Date(),
): Promise<WeekPlan> {
  const serverToday = utcToday(now);
  const today = resolveToday(todayInput, serverToday) ?? serverToday;
  const weekStart = weekStartOf(today);
  const [profile, status, recent, thisWeek] = await Promise.all([
    resolveProfile(db, userId, {}),
    getSubscriptionStatus(db, userId),
    recentHistory(db, userId),
    db
      .select({
        id: workouts.id,
        title: workouts.title,
        date: workouts.date,
        completed: workouts.completed,
        exercises: workouts.exercises,
      })
      .from(workouts)
      .where(
        and(
          eq(workouts.userId, userId),
          gte(workouts.date, weekStart),
          lte(workouts.date, addDays(weekStart, 6)),
        ),
      )
      .orderBy(workouts.date, workouts.createdAt)
      .limit(100),
  ]);
  const units = profile.units ?? DEFAULT_UNITS;
  const block = blockOf(userId, profile, today);
  const swaps = await blockSwapsOf(db, userId, block.position.number);
  const planProfile = {
    ...profile,
    daysPerWeek: planDays(asTier(status.tier), profile.daysPerWeek),
  };
  const logs = {
    recent: recent.map((w) => ({ ...w, exercises: exercisesFromCanonical(w.exercises, units) })),
    thisWeek,
  };
  // The plan is a pure function of what was just read (week.ts): the same reads give the same
  // plan, so a repeated read (every dashboard visit) skips planning the week's sessions.
  const key = createHash('sha256')
    .update(
      JSON.stringify([userId, planProfile, logs, today, block, profile.daysPerWeek, [...swaps]]),
    )
    .digest('base64url');
  const known = plannedWeeks.get(key);
  if (known) {
    // Most recently used last: the oldest is the first one dropped.
    plannedWeeks.delete(key);
    plannedWeeks.set(key, known);
    // A copy: what a caller does with its plan never reaches the next caller's.
    return structuredClone(known);
  }
  const plan = weekPlan(
    planProfile,
    getTrainingPool(),
    logs,
    today,
    block,
    profile.daysPerWeek,
    swaps,
  );
  plannedWeeks.set(key, structuredClone(plan));
  if (plannedWeeks.size > PLANNED_WEEKS_KEPT) {
    plannedWeeks.delete(plannedWeeks.keys().next().value!);
  }
  return plan;
}

/**
 * Week plans by a digest of everything they were planned from, in the order last used (about
 * 10 kB each). A write that changes the plan changes what is read, so no entry is ever stale;
 * each app instance keeps its own.
 */
const plannedWeeks = new Map<string, WeekPlan>();
const PLANNED_WEEKS_KEPT = 500;

/** Keeps a swap for the rest of the member's current block (decision 036). */
export async function keepSwap(
  db: Db,
  userId: string,
  input: z.output<typeof KeepSwapSchema>,
  now: Date = new Date(),
): Promise<KeptSwap> {
  const profile = await resolveProfile(db, userId, {});
  const { position } = blockOf(userId, profile, utcToday(now));
  await saveBlockSwap(db, userId, position.number, input, now);
  return { blockNumber: position.number, endsOn: position.endsOn };
}
