import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { stripeConfigFromEnv } from './stripe-config.ts';
import type { Payments } from './types.ts';

export type {
  CheckoutResult,
  PaidTier,
  PaymentRecord,
  Payments,
  ProviderPaymentState,
} from './types.ts';

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
