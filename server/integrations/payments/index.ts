import { randomBytes } from 'node:crypto';
import type { CreditPackId, Tier } from '#common/constants.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { stripeConfigFromEnv } from './stripe-config.ts';

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

/**
 * Built-in default: dev payments. Nothing is charged; checkout completes instantly and a credit
 * purchase is confirmed by the dev-mode confirmation itself. The server still records every
 * session/intent in `payments` and checks ownership and package against that record.
 */
export function createDevPayments(): Payments {
  return {
    mode: 'dev',
    async createSubscriptionCheckout() {
      return { kind: 'instant' };
    },
    async getCheckout(record) {
      return { paid: record.status === 'succeeded' };
    },
    async createPaymentIntent({ paymentId }) {
      return {
        clientSecret: `dev_${paymentId}_secret_${randomBytes(12).toString('base64url')}`,
        providerRef: `dev_${paymentId}`,
      };
    },
    async getPaymentIntent() {
      return { paid: true };
    },
    async cancelAtPeriodEnd() {},
    async createBillingPortal() {
      throw new Error('Dev payments have no billing portal');
    },
  };
}

/**
 * Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else dev payments. The Stripe
 * SDK is loaded only in the first case.
 */
export async function createPayments(env: Env, db?: Db): Promise<Payments> {
  const config = stripeConfigFromEnv(env);
  if (!config) return createDevPayments();
  const { createStripePayments } = await import('./stripe.ts');
  return createStripePayments(config, async (code) => {
    if (!db) return null;
    const [row] = await db
      .select({ percentOff: promoCodes.percentOff, durationInMonths: promoCodes.durationInMonths })
      .from(promoCodes)
      .where(eq(promoCodes.code, code))
      .limit(1);
    return row ?? null;
  });
}
