/* The payout provider's contract: manual (`index.ts`) and PayPal (`paypal.ts`) implement it. */

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
