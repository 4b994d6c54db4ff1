import type { CreditPackId, Tier } from '#common/constants.ts';

/*
 * The payment provider's contract. Dev mode (`index.ts`) and Stripe (`stripe.ts`) implement it;
 * implementations import these types from here, never from `index.ts` (which imports them).
 */

export type PaidTier = Exclude<Tier, 'free'>;

/**
 * What the server recorded about a payment (a `payments` row). The provider is asked about it by
 * its `providerRef`; in dev mode the record itself is the provider's state.
 */
export interface PaymentRecord {
  id: string;
  userId: string;
  kind: 'subscription' | 'credits';
  tier: string | null;
  packageId: string | null;
  amountCents: number;
  status: 'pending' | 'succeeded';
  providerRef: string | null;
}

export type CheckoutResult =
  /** Dev mode: no payment provider; the plan changes at once. */
  | { kind: 'instant' }
  /** A hosted checkout page to send the member to; `sessionId` is the provider's session id. */
  | { kind: 'redirect'; url: string; sessionId: string };

/** What the provider says about a checkout session or payment intent. */
export interface ProviderPaymentState {
  paid: boolean;
  /** The provider's own message when the payment failed. */
  failureMessage?: string;
}

/**
 * The payment provider. Dev mode (built in) and Stripe (next) implement it; the services record
 * every payment in the `payments` table and verify with the provider before applying anything.
 */
export interface Payments {
  readonly mode: 'dev' | 'stripe';
  createSubscriptionCheckout(input: {
    paymentId: string;
    userId: string;
    email: string;
    tier: PaidTier;
    amountCents: number;
    promoCode: string | null;
  }): Promise<CheckoutResult>;
  /** The state of a recorded subscription checkout. */
  getCheckout(record: PaymentRecord): Promise<ProviderPaymentState>;
  createPaymentIntent(input: {
    paymentId: string;
    userId: string;
    packageId: CreditPackId;
    amountCents: number;
  }): Promise<{ clientSecret: string; providerRef: string }>;
  /** The state of a recorded credit-pack payment intent. */
  getPaymentIntent(record: PaymentRecord): Promise<ProviderPaymentState>;
  /** Asks the provider to end the subscription at the end of the period (no-op in dev mode). */
  cancelAtPeriodEnd(input: { providerSubscriptionId: string | null }): Promise<void>;
  /** A one-time link to the provider's billing portal (card changes); the services check the mode. */
  createBillingPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
}
