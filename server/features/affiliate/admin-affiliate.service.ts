import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AFFILIATE_MIN_PAYOUT_CENTS, type AffiliateStatus } from '#common/constants.ts';
import type { PayoutResult } from '#common/schemas/affiliate.ts';
import type { Db } from '../../db/client.ts';
import {
  affiliatePayouts,
  affiliates,
  commissions,
  referrals,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { PayoutOutcome, Payouts } from '../../integrations/payouts/index.ts';
import { formatUsd } from '../../integrations/payouts/paypal.ts';
import {
  BELOW_MINIMUM,
  NO_PAYPAL_EMAIL,
  OPEN_PAYOUT_STATUSES,
  openPayout,
  pendingCents,
} from './affiliate.service.ts';
import type { AdminAffiliateData, PendingPayoutData } from './affiliate.presenter.ts';
import { isUuid } from '#common/uuid.ts';

const affiliateNotFound = () => new AppError('NOT_FOUND', 'Affiliate not found');

const pendingSum = sql<string>`(select coalesce(sum(${commissions.amountCents}), 0) from ${commissions} where ${commissions.affiliateId} = ${affiliates.id} and ${commissions.status} = 'pending')`;

const adminColumns = {
  id: affiliates.id,
  firstName: users.firstName,
  email: users.email,
  referralCode: affiliates.referralCode,
  totalReferrals: sql<string>`(select count(*) from ${referrals} where ${referrals.affiliateId} = ${affiliates.id})`,
  totalEarnings: sql<string>`(select coalesce(sum(${commissions.amountCents}), 0) from ${commissions} where ${commissions.affiliateId} = ${affiliates.id})`,
  pendingEarnings: pendingSum,
  status: affiliates.status,
  paypalEmail: affiliates.paypalEmail,
  createdAt: affiliates.createdAt,
};

export async function listAffiliates(db: Db): Promise<AdminAffiliateData[]> {
  return db
    .select(adminColumns)
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .orderBy(desc(affiliates.createdAt));
}

async function adminAffiliate(db: Db, id: string): Promise<AdminAffiliateData> {
  const [row] = await db
    .select(adminColumns)
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(eq(affiliates.id, id))
    .limit(1);
  if (!row) throw affiliateNotFound();
  return row;
}

/** One row per open payout request; the amount is the affiliate's pending balance now. */
export async function listPendingPayouts(db: Db): Promise<PendingPayoutData[]> {
  return db
    .select({
      id: affiliatePayouts.id,
      affiliateId: affiliates.id,
      firstName: users.firstName,
      email: users.email,
      pending: pendingSum,
      requestedAt: affiliatePayouts.requestedAt,
    })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .innerJoin(users, eq(users.id, affiliates.userId))
    .where(inArray(affiliatePayouts.status, [...OPEN_PAYOUT_STATUSES]))
    .orderBy(affiliatePayouts.requestedAt);
}

export async function setAffiliateStatus(
  db: Db,
  id: string,
  status: AffiliateStatus,
): Promise<AdminAffiliateData> {
  if (!isUuid(id)) throw affiliateNotFound();
  const [row] = await db
    .update(affiliates)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(affiliates.id, id))
    .returning({ id: affiliates.id });
  if (!row) throw affiliateNotFound();
  return adminAffiliate(db, id);
}

interface ClaimedPayout {
  payoutId: string;
  amountCents: number;
  commissionsPaid: number;
  paypalEmail: string;
}

/**
 * One transaction under the affiliate's row lock: checks the balance and the PayPal address,
 * moves the open request (or a new payout row) to 'processing' and marks exactly the pending
 * commissions visible now as paid with that payout. A concurrent approval waits for the lock and
 * then finds nothing pending (409); a commission committed later stays pending.
 */
async function claimPayout(db: Db, adminId: string, affiliateId: string): Promise<ClaimedPayout> {
  return db.transaction(async (tx) => {
    const [affiliate] = await tx
      .select()
      .from(affiliates)
      .where(eq(affiliates.id, affiliateId))
      .for('update');
    if (!affiliate) throw affiliateNotFound();
    const pending = await pendingCents(tx, affiliate.id);
    if (pending === 0) {
      throw new AppError('CONFLICT', 'There are no pending commissions to pay');
    }
    if (pending < AFFILIATE_MIN_PAYOUT_CENTS) throw new AppError('BAD_REQUEST', BELOW_MINIMUM);
    const paypalEmail = affiliate.paypalEmail;
    if (!paypalEmail) throw new AppError('BAD_REQUEST', NO_PAYPAL_EMAIL);

    const open = await openPayout(tx, affiliate.id);
    if (open?.status === 'processing') {
      throw new AppError('CONFLICT', 'A payout for this affiliate is already being processed');
    }
    const values = { status: 'processing', paypalEmail, approvedBy: adminId, amountCents: pending };
    const [payout] = open
      ? await tx
          .update(affiliatePayouts)
          .set(values)
          .where(eq(affiliatePayouts.id, open.id))
          .returning({ id: affiliatePayouts.id })
      : await tx
          .insert(affiliatePayouts)
          .values({ ...values, affiliateId: affiliate.id })
          .returning({ id: affiliatePayouts.id });
    const payoutId = payout!.id;

    const paid = await tx
      .update(commissions)
      .set({ status: 'paid', payoutId, paidAt: sql`now()` })
      .where(and(eq(commissions.affiliateId, affiliate.id), eq(commissions.status, 'pending')))
      .returning({ amountCents: commissions.amountCents });
    const amountCents = paid.reduce((sum, c) => sum + c.amountCents, 0);
    await tx.update(affiliatePayouts).set({ amountCents }).where(eq(affiliatePayouts.id, payoutId));
    return { payoutId, amountCents, commissionsPaid: paid.length, paypalEmail };
  });
}

/** After a failed send: the commissions of the payout are pending again; the payout is failed. */
async function releasePayout(db: Db, payoutId: string, message: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(commissions)
      .set({ status: 'pending', payoutId: null, paidAt: null })
      .where(and(eq(commissions.payoutId, payoutId), eq(commissions.status, 'paid')));
    await tx
      .update(affiliatePayouts)
      .set({ status: 'failed', failureMessage: message.slice(0, 1000) })
      .where(eq(affiliatePayouts.id, payoutId));
  });
}

/**
 * Admin approval of an affiliate's payout: claims the pending commissions in one transaction,
 * then sends the money through `payouts` (PayPal, or manual) outside it. A failed send puts the
 * commissions back to pending and answers 503 with the provider's message.
 */
export async function approvePayout(
  db: Db,
  payouts: Payouts,
  adminId: string,
  affiliateId: string,
): Promise<PayoutResult> {
  if (!isUuid(affiliateId)) throw affiliateNotFound();
  const claimed = await claimPayout(db, adminId, affiliateId);
  const dollars = `$${formatUsd(claimed.amountCents)}`;
  let outcome: PayoutOutcome;
  try {
    outcome = await payouts.send({
      payoutId: claimed.payoutId,
      paypalEmail: claimed.paypalEmail,
      amountCents: claimed.amountCents,
      note: `FlexCoach affiliate commissions: ${dollars}`,
    });
  } catch (error) {
    outcome = { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  if (outcome.status === 'failed') {
    await releasePayout(db, claimed.payoutId, outcome.message);
    throw new AppError('SERVICE_UNAVAILABLE', `The payout could not be sent: ${outcome.message}`);
  }
  await db
    .update(affiliatePayouts)
    .set({
      status: 'paid',
      method: outcome.method,
      providerRef: outcome.providerRef,
      paidAt: sql`now()`,
    })
    .where(eq(affiliatePayouts.id, claimed.payoutId));
  return {
    success: true,
    payoutId: claimed.payoutId,
    amountCents: claimed.amountCents,
    commissionsPaid: claimed.commissionsPaid,
    method: outcome.method,
    message:
      outcome.method === 'paypal'
        ? `${dollars} sent to ${claimed.paypalEmail} through PayPal.`
        : `${dollars} marked as paid. Transfer it to ${claimed.paypalEmail} by PayPal.`,
  };
}
