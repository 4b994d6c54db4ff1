import type { Env } from '../../env.ts';
import type { payments as paymentsTable } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { Payments, PaymentRecord } from './index.ts';

/*
 * Pieces of the payment flow that both the plans (subscriptions) and the credit packs use, kept
 * below the features so neither has to import the other.
 */

/** Dev payments are refused in production unless DEV_PAYMENTS=true (503 otherwise). */
export function assertPaymentsAvailable(env: Env, payments: Payments): void {
  if (payments.mode === 'dev' && env.NODE_ENV === 'production' && !env.DEV_PAYMENTS) {
    throw new AppError('SERVICE_UNAVAILABLE', 'Payments are not configured');
  }
}

/** A stored payment row as the payments adapter reads it. */
export const toRecord = (row: typeof paymentsTable.$inferSelect): PaymentRecord => ({
  id: row.id,
  userId: row.userId,
  kind: row.kind === 'credits' ? 'credits' : 'subscription',
  tier: row.tier,
  packageId: row.packageId,
  amountCents: row.amountCents,
  status: row.status === 'succeeded' ? 'succeeded' : 'pending',
  providerRef: row.providerRef,
});
