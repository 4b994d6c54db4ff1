import { eq, sql } from 'drizzle-orm';
import { TIERS, type Tier } from '#common/constants.ts';
import type { SubscriptionStatus } from '#common/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import type { Payments, PaidTier } from '../../integrations/payments/index.ts';

export async function getSubscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const [row] = await db
    .select({ tier: subscriptions.tier, flexCredits: subscriptions.flexCredits })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  if (!row) return { tier: 'free', flexCredits: 0 };
  const tier = (TIERS as readonly string[]).includes(row.tier) ? (row.tier as Tier) : 'free';
  return { tier, flexCredits: row.flexCredits };
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
