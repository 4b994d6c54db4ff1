import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcToday } from '#common/streaks.ts';
import { pageViews, payments, subscriptions, users, workouts } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
  uniqueEmail,
} from '../../test/helpers.ts';
import { AdminOverviewSchema } from '#common/schemas/admin.ts';
import { getAdminOverview, startOfUtcMonth } from './admin.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function makeAdmin(member: Member) {
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, member.user.id));
}

const overview = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/overview',
    headers: cookie ? { cookie } : {},
  });

/** A member row written straight to the table, joined at `createdAt`, on `tier` (none: no row). */
async function insertMember(
  createdAt: Date,
  tier?: string,
  extra: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(users)
    .values({ email: uniqueEmail('overview'), passwordHash: 'x', firstName: 'Olive', createdAt })
    .returning({ id: users.id });
  if (tier) await t.database.db.insert(subscriptions).values({ userId: row!.id, tier, ...extra });
  return row!.id;
}

describe('GET /api/admin/overview', () => {
  it('refuses anonymous callers with 401 and members with 403', async () => {
    expect((await overview()).statusCode).toBe(401);
    const member = await registerMember(t.app);
    const res = await overview(member.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers the admin with figures that include rows just written', async () => {
    const admin = await registerMember(t.app);
    await makeAdmin(admin);
    const before = AdminOverviewSchema.parse((await overview(admin.cookie)).json());

    const member = await registerMember(t.app);
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'premium' })
      .where(eq(subscriptions.userId, member.user.id));
    await t.database.db.insert(workouts).values({
      userId: member.user.id,
      title: 'Overview check',
      exercises: [],
      duration: 600,
      completed: true,
      date: utcToday(),
    });
    await t.database.db.insert(payments).values({
      userId: member.user.id,
      kind: 'credits',
      packageId: 'starter',
      amountCents: 99,
      status: 'succeeded',
      provider: 'dev',
    });
    await t.database.db.insert(pageViews).values({ path: '/admin-overview-check' });

    const res = await overview(admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const after = AdminOverviewSchema.parse(res.json());
    // Other test files may write at the same time on a shared database: at least our rows.
    expect(after.members.byTier.premium).toBeGreaterThanOrEqual(before.members.byTier.premium + 1);
    expect(after.members.total).toBeGreaterThanOrEqual(before.members.total + 1);
    expect(after.workoutsThisWeek.completed).toBeGreaterThanOrEqual(
      before.workoutsThisWeek.completed + 1,
    );
    expect(after.revenueThisMonth.creditsCents).toBeGreaterThanOrEqual(
      before.revenueThisMonth.creditsCents + 99,
    );
    expect(after.revenueThisMonth.totalCents).toBe(
      after.revenueThisMonth.plansCents + after.revenueThisMonth.creditsCents,
    );
    expect(after.pageViewsThisWeek.views).toBeGreaterThanOrEqual(
      before.pageViewsThisWeek.views + 1,
    );
  });
});

describe('getAdminOverview', () => {
  /**
   * Exact figures at a random instant of the 1900s, as the change the rows below make: only this
   * test writes rows dated there, and the figures it read before inserting take out what earlier
   * runs left on a shared PostgreSQL (the member totals count everyone who joined before `now`).
   */
  it('computes every figure from the rows in its windows', async () => {
    const { db } = t.database;
    const year = 1901 + Math.floor(Math.random() * 98);
    const month = Math.floor(Math.random() * 12);
    // The 20th at noon: the week (13th-20th) and the month (from the 1st) are both inside it.
    const now = new Date(Date.UTC(year, month, 20, 12, 0, 0));
    const today = utcToday(now);
    const before = await getAdminOverview(db, now);
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 60 * 60 * 1000);
    const joined = hoursAgo(24 * 10);

    // Members: 2 with no subscription row and 1 on free (3 free), 1 basic, 2 pro, 1 premium,
    // 1 pro whose cancelled period ended (free), 1 premium cancelled but still in its period,
    // and 1 who joined after `now` (not counted).
    const free1 = await insertMember(joined);
    await insertMember(joined);
    await insertMember(joined, 'free');
    await insertMember(joined, 'basic');
    const pro1 = await insertMember(joined, 'pro');
    await insertMember(joined, 'pro');
    await insertMember(joined, 'premium');
    await insertMember(joined, 'pro', {
      cancelAtPeriodEnd: true,
      currentPeriodEnd: hoursAgo(1),
    });
    await insertMember(joined, 'premium', {
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(now.getTime() + DAY_MS),
    });
    await insertMember(new Date(now.getTime() + DAY_MS), 'basic');

    // Workouts: completed today, 6 days ago (both in), 7 days ago (out), not completed (out),
    // dated tomorrow (out).
    const workout = (date: string, completed = true) => ({
      userId: free1,
      title: 'Window check',
      exercises: [],
      duration: 900,
      completed,
      date,
      createdAt: joined,
    });
    await db
      .insert(workouts)
      .values([
        workout(today),
        workout(addDays(today, -6)),
        workout(addDays(today, -7)),
        workout(today, false),
        workout(addDays(today, 1)),
      ]);

    // Payments this month: plans 999 + 1999, credits 299 + 499; out: pending, last month,
    // after `now`; a pending-then-applied one counts at its applied time.
    const pay = (
      kind: 'subscription' | 'credits',
      amountCents: number,
      createdAt: Date,
      status = 'succeeded',
      appliedAt: Date | null = null,
    ) => ({ userId: pro1, kind, amountCents, createdAt, status, provider: 'dev', appliedAt });
    const monthStart = startOfUtcMonth(now);
    await db
      .insert(payments)
      .values([
        pay('subscription', 999, hoursAgo(2)),
        pay('subscription', 1999, monthStart),
        pay('credits', 299, hoursAgo(30)),
        pay('credits', 499, new Date(monthStart.getTime() - 1000), 'succeeded', hoursAgo(5)),
        pay('subscription', 2999, hoursAgo(3), 'pending'),
        pay('subscription', 2999, new Date(monthStart.getTime() - 1000)),
        pay('credits', 99, new Date(now.getTime() + 60_000)),
      ]);

    // Page views: 3 in the last 7 days, one 8 days ago, one after `now`.
    const view = (createdAt: Date) => ({ path: `/check-${randomUUID()}`, createdAt });
    await db
      .insert(pageViews)
      .values([
        view(hoursAgo(1)),
        view(hoursAgo(48)),
        view(hoursAgo(24 * 7 - 1)),
        view(hoursAgo(24 * 8)),
        view(new Date(now.getTime() + 60_000)),
      ]);

    const figures = await getAdminOverview(db, now);
    const tiers = before.members.byTier;
    const revenue = before.revenueThisMonth;
    expect(figures).toEqual({
      generatedAt: now.toISOString(),
      members: {
        total: before.members.total + 9,
        byTier: {
          free: tiers.free + 4,
          basic: tiers.basic + 1,
          pro: tiers.pro + 2,
          premium: tiers.premium + 2,
        },
      },
      workoutsThisWeek: {
        completed: before.workoutsThisWeek.completed + 2,
        since: addDays(today, -6),
      },
      revenueThisMonth: {
        totalCents: revenue.totalCents + 999 + 1999 + 299 + 499,
        plansCents: revenue.plansCents + 999 + 1999,
        creditsCents: revenue.creditsCents + 299 + 499,
        payments: revenue.payments + 4,
        since: monthStart.toISOString(),
      },
      pageViewsThisWeek: {
        views: before.pageViewsThisWeek.views + 3,
        since: new Date(now.getTime() - 7 * DAY_MS).toISOString(),
      },
    });
  });
});
