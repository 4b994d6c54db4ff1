import { and, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { FEATURE_MIN_TIER, TIER_CONFIG, tierAtLeast } from '#common/constants.ts';
import type { CreateDailyLogSchema, UpdateDailyLogSchema } from '#common/schemas/nutrition.ts';
import { daysBetween, utcToday } from '#common/streaks.ts';
import type { Db } from '../../db/client.ts';
import { dailyLogs } from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { getSubscriptionStatus } from '../subscriptions/index.ts';
import { isUuid } from '#common/uuid.ts';

/** A read without a date range answers at most this many logs (the newest). */
export const DAILY_LOG_LIST_LIMIT = 400;
/** A read with a date range answers at most this many logs (one per day: about 2.7 years). */
export const DAILY_LOG_RANGE_LIMIT = 1000;

const MIN_TIER = FEATURE_MIN_TIER.nutrition;
export const NUTRITION_PLAN_MESSAGE = `Nutrition tracking is available on the ${TIER_CONFIG[MIN_TIER].name} plan and above.`;

const dailyLogNotFound = () => new AppError('NOT_FOUND', 'Daily log not found');

type LogValues = z.output<typeof UpdateDailyLogSchema>;

/** Nutrition needs the Basic plan or above (the effective tier; admins always pass). */
export async function assertNutritionAccess(db: Db, user: AuthUser): Promise<void> {
  if (user.isAdmin) return;
  const { tier } = await getSubscriptionStatus(db, user.id);
  if (!tierAtLeast(tier, MIN_TIER)) {
    throw new AppError('PLAN_LIMIT', NUTRITION_PLAN_MESSAGE, { requiredTier: MIN_TIER });
  }
}

export interface DailyLogRange {
  from?: string;
  to?: string;
  /** At most this many (the newest), below the limits above. */
  newest?: number;
}

/** A member's logs, newest date first; the latest 400 without a range. */
export async function listDailyLogs(db: Db, userId: string, range: DailyLogRange = {}) {
  const { from, to, newest } = range;
  if (from !== undefined && to !== undefined && from > to) {
    const message = 'must not be after to';
    throw new AppError('VALIDATION_FAILED', `Invalid request: querystring.from ${message}`, {
      fields: [{ field: 'querystring.from', message }],
    });
  }
  const ranged = from !== undefined || to !== undefined;
  return db
    .select()
    .from(dailyLogs)
    .where(
      and(
        eq(dailyLogs.userId, userId),
        from === undefined ? undefined : gte(dailyLogs.date, from),
        to === undefined ? undefined : lte(dailyLogs.date, to),
      ),
    )
    .orderBy(desc(dailyLogs.date))
    .limit(Math.min(newest ?? Infinity, ranged ? DAILY_LOG_RANGE_LIMIT : DAILY_LOG_LIST_LIMIT));
}

function assertNotFuture(date: string) {
  // A member ahead of UTC may be on the next calendar day already; further ahead is a mistake.
  if (daysBetween(utcToday(), date) > 1) {
    const message = 'must not be more than 1 day in the future';
    throw new AppError('VALIDATION_FAILED', `Invalid daily log: date ${message}`, {
      fields: [{ field: 'date', message }],
    });
  }
}

const valuesOf = (input: LogValues) => ({
  calories: input.calories,
  protein: input.protein,
  carbs: input.carbs,
  fats: input.fats,
  waterIntake: input.waterIntake,
  notes: input.notes,
});

/**
 * Creates the member's log for the date, or updates the existing one, in one statement
 * (`insert ... on conflict (user_id, date) do update`): two saves racing for the same day end in
 * one row. `created` is true when the row was inserted (`xmax = 0` on a freshly inserted tuple).
 */
export async function upsertDailyLog(
  db: Db,
  userId: string,
  input: z.output<typeof CreateDailyLogSchema>,
) {
  assertNotFuture(input.date);
  const values = valuesOf(input);
  const [row] = await db
    .insert(dailyLogs)
    .values({ userId, date: input.date, ...values })
    .onConflictDoUpdate({
      target: [dailyLogs.userId, dailyLogs.date],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning({ ...getTableColumns(dailyLogs), created: sql<boolean>`(xmax = 0)` });
  const { created, ...log } = row!;
  return { log, created: Boolean(created) };
}

/** Updates one of the caller's logs; someone else's id answers 404 like a missing one. */
export async function updateDailyLog(db: Db, userId: string, id: string, input: LogValues) {
  if (!isUuid(id)) throw dailyLogNotFound();
  const [row] = await db
    .update(dailyLogs)
    .set({ ...valuesOf(input), updatedAt: sql`now()` })
    .where(and(eq(dailyLogs.id, id), eq(dailyLogs.userId, userId)))
    .returning();
  if (!row) throw dailyLogNotFound();
  return row;
}
