import type { Env } from '../../env.ts';
import { createPaypalPayouts } from './paypal.ts';

export interface PayoutRequest {
  /** Our payout id: the idempotency key (PayPal `sender_batch_id`). */
  payoutId: string;
  paypalEmail: string;
  amountCents: number;
  note: string;
}

export type PayoutOutcome =
  | { status: 'paid'; method: 'paypal' | 'manual'; providerRef: string | null }
  | { status: 'failed'; message: string };

/**
 * Sends affiliate payouts. Built-in default: manual (the payout is marked paid and the admin
 * transfers the money by hand). PayPal Payouts when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set.
 */
export interface Payouts {
  readonly mode: 'manual' | 'paypal';
  send(request: PayoutRequest): Promise<PayoutOutcome>;
}

/** The built-in default: nothing is sent; the payout is recorded as paid for a manual transfer. */
export function createManualPayouts(): Payouts {
  return {
    mode: 'manual',
    async send() {
      return { status: 'paid', method: 'manual', providerRef: null };
    },
  };
}

export function createPayouts(env: Env): Payouts {
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    return createPaypalPayouts({
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      apiUrl: env.PAYPAL_API_URL,
    });
  }
  return createManualPayouts();
}
