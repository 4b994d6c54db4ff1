import { eq, sql } from 'drizzle-orm';
import { TIERS, type Tier } from '#common/constants.ts';
import type { SubscriptionStatus } from '#common/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import type { Payments, PaidTier } from '../../integrations/payments/index.ts';

const asTier = (value: string | undefined): Tier =>
  value !== undefined && (TIERS as readonly string[]).includes(value) ? (value as Tier) : 'free';

export async function getSubscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const [row] = await db
    .select({ tier: subscriptions.tier, flexCredits: subscriptions.flexCredits })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  if (!row) return { tier: 'free', flexCredits: 0 };
  return { tier: asTier(row.tier), flexCredits: row.flexCredits };
}

/**
 * Inside a transaction: locks the member's subscription row (`SELECT ... FOR UPDATE`) and returns
 * the tier, so a plan limit can be counted and used without a concurrent request slipping in.
 * Every account gets a row at sign-up; a missing one is created (free) rather than lock nothing.
 */
export async function lockPlan(tx: Db, userId: string): Promise<Tier> {
  const select = () =>
    tx
      .select({ tier: subscriptions.tier })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .for('update');
  let [row] = await select();
  if (!row) {
    await tx.insert(subscriptions).values({ userId, tier: 'free' }).onConflictDoNothing();
    [row] = await select();
  }
  return asTier(row?.tier);
}

export type CheckoutResponse =
  { devMode: true; tier: PaidTier } | { devMode: false; checkoutUrl: string; url: string };

/** Starts checkout for a paid tier; in dev mode the plan changes at once. */
export async function createCheckout(
  db: Db,
  payments: Payments,
  user: { id: string; email: string },
  tier: PaidTier,
): Promise<CheckoutResponse> {
  const result = await payments.createCheckout({ userId: user.id, email: user.email, tier });
  if (result.kind === 'redirect') {
    return { devMode: false, checkoutUrl: result.url, url: result.url };
  }
  await db
    .update(subscriptions)
    .set({ tier, updatedAt: sql`now()` })
    .where(eq(subscriptions.userId, user.id));
  return { devMode: true, tier };
}
