import { and, eq, sql } from 'drizzle-orm';
import { commissionCents, TIERS, type Tier } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { affiliates, commissions, referrals, users } from '../../db/schema/index.ts';

/** An address with case and any `+tag` ignored: `Sam+x@Mail.com` -> `sam@mail.com`. */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at).split('+')[0] ?? '';
  return `${local}${lower.slice(at)}`;
}

/** True when the referred member is the affiliate (same account, or same address but a +tag). */
export function isSelfReferral(
  affiliate: { userId: string; email: string },
  referred: { id: string; email: string },
): boolean {
  return (
    affiliate.userId === referred.id ||
    canonicalEmail(affiliate.email) === canonicalEmail(referred.email)
  );
}

export interface CommissionInput {
  referredUserId: string;
  tier: Tier | string;
  /** The payment it comes from (our payment id, or the provider's invoice id). */
  sourceRef: string;
}

/**
 * Inside the transaction that applies a paid subscription payment: 20% of the tier's monthly
 * price (integer cents) for the affiliate who referred the member, once per payment
 * (`on conflict (source_ref) do nothing`). Nothing when the member was not referred, the
 * affiliate is suspended, or it is a self-referral. The referral converts on its first commission.
 * Returns the new commission, or null.
 */
export async function recordCommission(
  tx: Db,
  input: CommissionInput,
): Promise<{ id: string; amountCents: number } | null> {
  const tier = (TIERS as readonly string[]).includes(input.tier) ? (input.tier as Tier) : null;
  if (!tier || tier === 'free' || !input.sourceRef) return null;

  const [found] = await tx
    .select({
      referralId: referrals.id,
      affiliateId: affiliates.id,
      affiliateStatus: affiliates.status,
      affiliateUserId: affiliates.userId,
      rateBps: affiliates.commissionRateBps,
      affiliateEmail: users.email,
    })
    .from(referrals)
    .innerJoin(affiliates, eq(affiliates.id, referrals.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(referrals.referredUserId, input.referredUserId))
    .limit(1);
  if (!found || found.affiliateStatus !== 'active') return null;

  const [referred] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, input.referredUserId))
    .limit(1);
  if (
    !referred ||
    isSelfReferral({ userId: found.affiliateUserId, email: found.affiliateEmail }, referred)
  ) {
    return null;
  }

  const amountCents = commissionCents(tier, found.rateBps);
  if (amountCents <= 0) return null;
  const [created] = await tx
    .insert(commissions)
    .values({
      affiliateId: found.affiliateId,
      referralId: found.referralId,
      tier,
      amountCents,
      sourceRef: input.sourceRef,
    })
    .onConflictDoNothing({ target: commissions.sourceRef })
    .returning({ id: commissions.id, amountCents: commissions.amountCents });
  if (!created) return null;

  await tx
    .update(referrals)
    .set({ status: 'converted', convertedAt: sql`now()` })
    .where(and(eq(referrals.id, found.referralId), eq(referrals.status, 'pending')));
  return created;
}
