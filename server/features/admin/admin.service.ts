import { and, count, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { TIERS, type Tier } from '#common/constants.ts';
import { addDays, utcToday } from '#common/streaks.ts';
import type { Db } from '../../db/client.ts';
import { pageViews, payments, subscriptions, users, workouts } from '../../db/schema/index.ts';
import type { AdminOverview } from '#common/schemas/admin.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "This week" on the admin dashboard: the last 7 days. */
export const OVERVIEW_WEEK_DAYS = 7;

/** Midnight UTC on the 1st of `now`'s month. */
export const startOfUtcMonth = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export const isTier = (value: string): value is Tier =>
  (TIERS as readonly string[]).includes(value);

/**
 * A member's tier at `now` over `users left join subscriptions`: a cancelled plan whose period
 * ended is free, as getSubscriptionStatus would say; no subscription row is free.
 */
export function effectiveTierAt(now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<string>`case
    when ${subscriptions.tier} is null then 'free'
    when ${subscriptions.cancelAtPeriodEnd} and ${subscriptions.currentPeriodEnd} <= ${at} then 'free'
    else ${subscriptions.tier} end`;
}

/**
 * The admin dashboard figures at `now`. Every figure counts only rows up to `now`, so a figure
 * never includes anything dated after the moment it describes.
 */
export async function getAdminOverview(db: Db, now: Date = new Date()): Promise<AdminOverview> {
  const today = utcToday(now);
  const weekStartDate = addDays(today, -(OVERVIEW_WEEK_DAYS - 1));
  const weekStart = new Date(now.getTime() - OVERVIEW_WEEK_DAYS * DAY_MS);
  const monthStart = startOfUtcMonth(now);

  const at = sql`${now.toISOString()}::timestamptz`;
  const effectiveTier = effectiveTierAt(now);
  const paidAt = sql`coalesce(${payments.appliedAt}, ${payments.createdAt})`;

  const [tierRows, [workoutRow], [revenueRow], [viewsRow]] = await Promise.all([
    db
      .select({ tier: effectiveTier, members: count() })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(lte(users.createdAt, now))
      // By position: the tier expression carries parameters, which GROUP BY cannot repeat.
      .groupBy(sql`1`),
    db
      .select({ completed: count() })
      .from(workouts)
      .where(
        and(
          eq(workouts.completed, true),
          gte(workouts.date, weekStartDate),
          lte(workouts.date, today),
          lte(workouts.createdAt, now),
        ),
      ),
    db
      .select({
        payments: count(),
        plansCents: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'subscription'), 0)`,
        creditsCents: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'credits'), 0)`,
        totalCents: sql<string>`coalesce(sum(${payments.amountCents}), 0)`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'succeeded'),
          sql`${paidAt} >= ${monthStart.toISOString()}::timestamptz`,
          sql`${paidAt} <= ${at}`,
        ),
      ),
    db
      .select({ views: count() })
      .from(pageViews)
      .where(and(gt(pageViews.createdAt, weekStart), lte(pageViews.createdAt, now))),
  ]);

  const byTier: Record<Tier, number> = { free: 0, basic: 0, pro: 0, premium: 0 };
  for (const row of tierRows) {
    // An unknown stored tier is treated as free, as everywhere else.
    byTier[isTier(row.tier) ? row.tier : 'free'] += Number(row.members);
  }
  const total = Object.values(byTier).reduce((sum, n) => sum + n, 0);

  return {
    generatedAt: now.toISOString(),
    members: { total, byTier },
    workoutsThisWeek: { completed: Number(workoutRow?.completed ?? 0), since: weekStartDate },
    revenueThisMonth: {
      // sum() of integers is a bigint: the drivers answer it as text.
      totalCents: Number(revenueRow?.totalCents ?? 0),
      plansCents: Number(revenueRow?.plansCents ?? 0),
      creditsCents: Number(revenueRow?.creditsCents ?? 0),
      payments: Number(revenueRow?.payments ?? 0),
      since: monthStart.toISOString(),
    },
    pageViewsThisWeek: { views: Number(viewsRow?.views ?? 0), since: weekStart.toISOString() },
  };
}
