import { eq } from 'drizzle-orm';
import { TIERS, type Tier } from '#common/constants.ts';
import type { SubscriptionStatus } from '#common/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';

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
