import type { Tier } from '#common/constants.ts';

export type PaidTier = Exclude<Tier, 'free'>;

export type CheckoutResult =
  /** Dev mode: no payment provider; the plan changes at once. */
  | { kind: 'instant' }
  /** A hosted checkout page to send the member to. */
  | { kind: 'redirect'; url: string };

export interface Payments {
  readonly mode: 'dev' | 'stripe';
  createCheckout(input: { userId: string; email: string; tier: PaidTier }): Promise<CheckoutResult>;
}

/**
 * Built-in default: dev payments. Checkout completes instantly with no charge, so the whole app
 * can be used offline; a real provider replaces it when configured.
 */
export function createDevPayments(): Payments {
  return {
    mode: 'dev',
    async createCheckout() {
      return { kind: 'instant' };
    },
  };
}
