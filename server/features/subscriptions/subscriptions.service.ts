import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { TIER_CONFIG, TIERS, type Tier } from '#common/constants.ts';
import type { CancelResponse, CheckoutResponse, PromoResponse } from '#common/schemas/payments.ts';
import type { SubscriptionStatus } from '#common/schemas/users.ts';
import type { Db } from '../../db/client.ts';
import {
  payments as paymentsTable,
  promoCodes,
  subscriptionChanges,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Payments, PaidTier } from '../../integrations/payments/index.ts';
import { assertPaymentsAvailable, toRecord } from '../../integrations/payments/ledger.ts';
import { recordCommission } from '../affiliate/index.ts';
import { isUuid } from '#common/uuid.ts';

export type ChangeReason = 'checkout' | 'cancel' | 'period_end' | 'admin' | 'payment_failed';

export const asTier = (value: string | undefined): Tier =>
  value !== undefined && (TIERS as readonly string[]).includes(value) ? (value as Tier) : 'free';

const INVALID_PROMO = 'This promo code is not valid';

/** Price after a promo: integer cents, rounded. */
export const discountedCents = (priceCents: number, percentOff: number) =>
  Math.round((priceCents * (100 - percentOff)) / 100);

/** Writes one `subscription_changes` row (call inside the transaction that changes the tier). */
export async function logChange(
  tx: Db,
  userId: string,
  fromTier: string,
  toTier: string,
  reason: ChangeReason,
): Promise<void> {
  await tx.insert(subscriptionChanges).values({ userId, fromTier, toTier, reason });
}

const periodEnded = and(
  eq(subscriptions.cancelAtPeriodEnd, true),
  lte(subscriptions.currentPeriodEnd, sql`now()`),
  sql`${subscriptions.tier} <> 'free'`,
);

/**
 * Inside a transaction: drops a cancelled plan whose period has ended to free. The row is locked
 * (`FOR UPDATE` re-checks the condition after a wait), so concurrent readers log 'period_end' once.
 */
async function expireEndedPlan(tx: Db, userId: string): Promise<void> {
  const [ended] = await tx
    .select({ tier: subscriptions.tier })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), periodEnded))
    .for('update');
  if (!ended) return;
  await tx
    .update(subscriptions)
    .set({
      tier: 'free',
      status: 'canceled',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, userId));
  await logChange(tx, userId, ended.tier, 'free', 'period_end');
}

export async function getSubscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const read = () =>
    db
      .select({
        tier: subscriptions.tier,
        flexCredits: subscriptions.flexCredits,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        status: subscriptions.status,
        paymentAttemptCount: subscriptions.paymentAttemptCount,
        nextPaymentAttemptAt: subscriptions.nextPaymentAttemptAt,
        providerCustomerId: subscriptions.providerCustomerId,
        ended: sql<boolean>`(${periodEnded}) is true`,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .limit(1);
  let [row] = await read();
  if (row?.ended) {
    await db.transaction((tx) => expireEndedPlan(tx, userId));
    [row] = await read();
  }
  if (!row)
    return { tier: 'free', flexCredits: 0, cancelAtPeriodEnd: false, currentPeriodEnd: null };
  const tier = asTier(row.tier);
  return {
    tier,
    flexCredits: row.flexCredits,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    currentPeriodEnd: row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
    ...(row.status === 'past_due' && tier !== 'free'
      ? {
          paymentPastDue: true,
          paymentAttemptCount: row.paymentAttemptCount,
          nextPaymentAttempt: row.nextPaymentAttemptAt?.toISOString() ?? null,
        }
      : {}),
    ...(row.providerCustomerId ? { canManageBilling: true } : {}),
  };
}

/**
 * A link to the provider's billing portal, where the member changes the card of their plan.
 * Only for a member the provider knows (a Stripe customer); dev payments have no portal.
 */
export async function createBillingPortal(
  db: Db,
  payments: Payments,
  userId: string,
  returnUrl: string,
): Promise<{ url: string }> {
  const [row] = await db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  if (payments.mode !== 'stripe' || !row?.customer) {
    throw new AppError(
      'BAD_REQUEST',
      'There is no card on file to manage. Your payment method is set when you subscribe.',
    );
  }
  return { url: await payments.createBillingPortal({ customerId: row.customer, returnUrl }) };
}

/**
 * Inside a transaction: locks the member's subscription row (`SELECT ... FOR UPDATE`) and returns
 * the effective tier (a cancelled plan whose period has ended is dropped to free first), so a plan
 * limit can be counted and used without a concurrent request slipping in.
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
  if (row && row.tier !== 'free') {
    await expireEndedPlan(tx, userId);
    [row] = await select();
  }
  return asTier(row?.tier);
}

/** Locks the row and returns the current tier (creating a free row when missing). */
async function lockRow(tx: Db, userId: string) {
  await lockPlan(tx, userId);
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row!;
}

/** Sets a paid tier for one month from now (or `tier` free), logging the change. */
async function applyTier(tx: Db, userId: string, tier: Tier, reason: ChangeReason) {
  const row = await lockRow(tx, userId);
  await tx
    .update(subscriptions)
    .set({
      tier,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: tier === 'free' ? null : sql`now() + interval '1 month'`,
      paymentFailedAt: null,
      paymentAttemptCount: 0,
      nextPaymentAttemptAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, userId));
  if (row.tier !== tier || row.cancelAtPeriodEnd) {
    await logChange(tx, userId, row.tier, tier, reason);
  }
}

const promoUsable = and(
  eq(promoCodes.active, true),
  or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, sql`now()`)),
  or(
    isNull(promoCodes.maxRedemptions),
    sql`${promoCodes.redemptions} < ${promoCodes.maxRedemptions}`,
  ),
);

export async function validatePromo(db: Db, code: string): Promise<PromoResponse> {
  const [promo] = await db
    .select({ percentOff: promoCodes.percentOff, durationInMonths: promoCodes.durationInMonths })
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code.trim().toUpperCase()), promoUsable))
    .limit(1);
  if (!promo) throw new AppError('NOT_FOUND', INVALID_PROMO);
  return promo;
}

/** Redeems a promo atomically (one conditional UPDATE); 400 when it is not usable. */
async function redeemPromo(tx: Db, code: string): Promise<number> {
  const [promo] = await tx
    .update(promoCodes)
    .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
    .where(and(eq(promoCodes.code, code), promoUsable))
    .returning({ percentOff: promoCodes.percentOff });
  if (!promo) throw new AppError('BAD_REQUEST', INVALID_PROMO);
  return promo.percentOff;
}

/**
 * Starts checkout for a paid tier. Dev mode: a `payments` row (succeeded, applied) is recorded,
 * the plan changes at once for one month (also a paid → lower paid tier, in dev mode only) and
 * the change is logged, all in one transaction. The dev session id is the payment id.
 */
export async function createCheckout(
  db: Db,
  env: Env,
  payments: Payments,
  user: { id: string; email: string },
  tier: PaidTier,
  promoCode: string | undefined,
): Promise<CheckoutResponse> {
  assertPaymentsAvailable(env, payments);
  const code = promoCode ? promoCode.trim().toUpperCase() : '';
  if (code)
    await validatePromo(db, code).catch(() => {
      throw new AppError('BAD_REQUEST', INVALID_PROMO);
    });
  const priceCents = TIER_CONFIG[tier].priceCents;

  if (payments.mode === 'dev') {
    return db.transaction(async (tx) => {
      const percentOff = code ? await redeemPromo(tx, code) : 0;
      const [payment] = await tx
        .insert(paymentsTable)
        .values({
          userId: user.id,
          kind: 'subscription',
          tier,
          amountCents: discountedCents(priceCents, percentOff),
          promoCode: code || null,
          status: 'succeeded',
          provider: 'dev',
          appliedAt: sql`now()`,
        })
        .returning({ id: paymentsTable.id });
      await applyTier(tx, user.id, tier, 'checkout');
      // The referring affiliate's commission on this payment (once per payment id).
      await recordCommission(tx, { referredUserId: user.id, tier, sourceRef: payment!.id });
      return { devMode: true as const, tier, sessionId: payment!.id };
    });
  }

  const percentOff = code ? (await validatePromo(db, code)).percentOff : 0;
  const amountCents = discountedCents(priceCents, percentOff);
  const [payment] = await db
    .insert(paymentsTable)
    .values({
      userId: user.id,
      kind: 'subscription',
      tier,
      amountCents,
      promoCode: code || null,
      provider: payments.mode,
    })
    .returning({ id: paymentsTable.id });
  const result = await payments.createSubscriptionCheckout({
    paymentId: payment!.id,
    userId: user.id,
    email: user.email,
    tier,
    amountCents,
    promoCode: code || null,
  });
  if (result.kind !== 'redirect') throw new Error('a provider checkout must redirect');
  await db
    .update(paymentsTable)
    .set({ providerRef: result.sessionId })
    .where(eq(paymentsTable.id, payment!.id));
  return { devMode: false, checkoutUrl: result.url, url: result.url };
}

async function findPayment(db: Db, idOrRef: string) {
  const [row] = await db
    .select()
    .from(paymentsTable)
    .where(
      isUuid(idOrRef)
        ? or(eq(paymentsTable.id, idOrRef), eq(paymentsTable.providerRef, idOrRef))
        : eq(paymentsTable.providerRef, idOrRef),
    )
    .limit(1);
  return row;
}

/**
 * The return from checkout: verifies with the provider (or the dev record) that the session is
 * the caller's and paid, then applies the tier once (conditional UPDATE on `applied_at is null`).
 */
export async function checkoutSuccess(
  db: Db,
  payments: Payments,
  userId: string,
  sessionId: string,
): Promise<{ success: true; tier: Tier }> {
  const row = await findPayment(db, sessionId);
  if (!row || row.kind !== 'subscription') throw notFound('Checkout session');
  // Someone else's checkout answers as a missing one.
  if (row.userId !== userId) throw notFound('Checkout session');
  const state = await payments.getCheckout(toRecord(row));
  if (!state.paid) throw new AppError('BAD_REQUEST', 'This checkout has not been paid');
  const tier = asTier(row.tier ?? undefined);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentsTable)
      .set({ status: 'succeeded', appliedAt: sql`now()` })
      .where(and(eq(paymentsTable.id, row.id), isNull(paymentsTable.appliedAt)))
      .returning({ id: paymentsTable.id });
    if (claimed) await applyTier(tx, userId, tier, 'checkout');
  });
  return { success: true, tier };
}

/** Cancels at the end of the period: access lasts until then, then the plan drops to free. */
export async function cancelSubscription(
  db: Db,
  payments: Payments,
  userId: string,
): Promise<CancelResponse> {
  return db.transaction(async (tx) => {
    const row = await lockRow(tx, userId);
    if (row.tier === 'free') throw new AppError('BAD_REQUEST', 'You are on the free plan');
    if (!row.cancelAtPeriodEnd) {
      await payments.cancelAtPeriodEnd({ providerSubscriptionId: row.providerSubscriptionId });
      await tx
        .update(subscriptions)
        .set({
          status: 'canceled',
          cancelAtPeriodEnd: true,
          currentPeriodEnd: sql`coalesce(${subscriptions.currentPeriodEnd}, now() + interval '1 month')`,
          updatedAt: sql`now()`,
        })
        .where(eq(subscriptions.userId, userId));
      await logChange(tx, userId, row.tier, row.tier, 'cancel');
    }
    const [after] = await tx
      .select({ end: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    return {
      success: true as const,
      tier: asTier(row.tier),
      cancelAtPeriodEnd: true as const,
      currentPeriodEnd: after?.end ? after.end.toISOString() : null,
    };
  });
}

/** Admin: sets any member's tier (logged as 'admin'). */
export async function adminUpdateTier(db: Db, userId: string, tier: Tier) {
  if (!isUuid(userId)) throw notFound('User');
  const [exists] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!exists) throw notFound('User');
  await db.transaction((tx) => applyTier(tx, userId, tier, 'admin'));
  return getSubscriptionStatus(db, userId);
}
