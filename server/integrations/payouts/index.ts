import type { Env } from '../../env.ts';
import { createPaypalPayouts } from './paypal.ts';
import type { Payouts } from './types.ts';

export type { PayoutOutcome, PayoutRequest, Payouts } from './types.ts';

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
