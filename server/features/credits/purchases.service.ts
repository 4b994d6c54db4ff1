import { and, eq, isNull, sql } from 'drizzle-orm';
import { CREDIT_PACKS, type CreditPackId } from '#common/constants.ts';
import type { ConfirmCreditsResponse, PurchaseCreditsResponse } from '#common/schemas/payments.ts';
import type { Db } from '../../db/client.ts';
import { payments as paymentsTable } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Payments } from '../../integrations/payments/index.ts';
import { isUuid } from '#common/uuid.ts';
import { assertPaymentsAvailable, toRecord } from '../../integrations/payments/ledger.ts';
import { addCredits } from './credits.service.ts';

const packOf = (id: CreditPackId) => CREDIT_PACKS.find((p) => p.id === id)!;

/** Records a pending credit-pack payment and creates the provider's payment intent. */
export async function purchaseCredits(
  db: Db,
  env: Env,
  payments: Payments,
  userId: string,
  packageId: CreditPackId,
): Promise<PurchaseCreditsResponse> {
  assertPaymentsAvailable(env, payments);
  const pack = packOf(packageId);
  const [payment] = await db
    .insert(paymentsTable)
    .values({
      userId,
      kind: 'credits',
      packageId,
      amountCents: pack.priceCents,
      provider: payments.mode,
    })
    .returning({ id: paymentsTable.id });
  const intent = await payments.createPaymentIntent({
    paymentId: payment!.id,
    userId,
    packageId,
    amountCents: pack.priceCents,
  });
  await db
    .update(paymentsTable)
    .set({ providerRef: intent.providerRef })
    .where(eq(paymentsTable.id, payment!.id));
  return {
    devMode: payments.mode === 'dev',
    clientSecret: intent.clientSecret,
    paymentId: payment!.id,
  };
}

/**
 * Applies a paid credit pack once: the payment must be the caller's, for this pack, and paid
 * according to the provider; then one conditional UPDATE (`applied_at is null`) claims it and the
 * credits are added in the same transaction, so concurrent confirms credit once (409 for the rest).
 */
export async function confirmCredits(
  db: Db,
  env: Env,
  payments: Payments,
  userId: string,
  packageId: CreditPackId,
  paymentId: string,
): Promise<ConfirmCreditsResponse> {
  assertPaymentsAvailable(env, payments);
  if (!isUuid(paymentId)) throw notFound('Payment');
  const [row] = await db
    .select()
    .from(paymentsTable)
    .where(eq(paymentsTable.id, paymentId))
    .limit(1);
  if (!row || row.kind !== 'credits') throw notFound('Payment');
  // Someone else's payment answers as a missing one.
  if (row.userId !== userId) throw notFound('Payment');
  if (row.packageId !== packageId) {
    throw new AppError('BAD_REQUEST', 'This payment is for a different credit pack');
  }
  if (row.appliedAt) throw new AppError('CONFLICT', 'This payment was already applied');
  const state = await payments.getPaymentIntent(toRecord(row));
  if (!state.paid) {
    throw new AppError('BAD_REQUEST', state.failureMessage ?? 'The payment has not succeeded');
  }
  const pack = packOf(packageId);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentsTable)
      .set({ status: 'succeeded', appliedAt: sql`now()` })
      .where(and(eq(paymentsTable.id, paymentId), isNull(paymentsTable.appliedAt)))
      .returning({ id: paymentsTable.id });
    if (!claimed) throw new AppError('CONFLICT', 'This payment was already applied');
    const flexCredits = await addCredits(tx, userId, pack.credits, { reference: paymentId });
    return { success: true as const, creditsAdded: pack.credits, flexCredits };
  });
}
