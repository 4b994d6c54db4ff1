import type { Env } from '../../env.ts';
import { appUrl as resolveAppUrl } from '../../env.ts';
import type { PaidTier } from './types.ts';

/*
 * Stripe's settings, apart from stripe.ts so that the SDK (about 0.1 s to load) is imported only
 * when Stripe is configured.
 */

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: Record<PaidTier, string>;
  appUrl: string;
  /** Another API origin (tests: a loopback stub). */
  apiUrl?: string;
}

export function stripeConfigFromEnv(env: Env): StripeConfig | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: {
      basic: env.STRIPE_PRICE_BASIC ?? '',
      pro: env.STRIPE_PRICE_PRO ?? '',
      premium: env.STRIPE_PRICE_PREMIUM ?? '',
    },
    appUrl: resolveAppUrl(env),
    apiUrl: env.STRIPE_API_URL,
  };
}
