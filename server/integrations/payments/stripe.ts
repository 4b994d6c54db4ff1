import Stripe from 'stripe';
import { AppError } from '../../http/errors.ts';
import type { PaidTier, Payments, ProviderPaymentState } from './types.ts';
import type { StripeConfig } from './stripe-config.ts';

export interface StripePayments extends Payments {
  readonly mode: 'stripe';
  readonly client: Stripe;
  readonly webhookSecret: string;
  /** The paid tier of a Stripe price id, or undefined. */
  tierOfPrice(priceId: string | null | undefined): PaidTier | undefined;
}

/** Stripe's client options for an API origin such as http://127.0.0.1:4010. */
export function stripeHostOptions(apiUrl: string | undefined): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

const unavailable = (error: unknown) =>
  new AppError('SERVICE_UNAVAILABLE', 'The payment provider is unavailable. Please try again.', {
    details: error instanceof Error ? error.message : String(error),
  });

/** Runs a vendor call; any failure becomes a 503 with the vendor's message in `details`. */
async function vendor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw unavailable(error);
  }
}

const couponId = (code: string) => `flexcoach_${code.toLowerCase().replace(/[^a-z0-9_-]/g, '')}`;

/**
 * Stripe payments: Checkout Sessions for plans, PaymentIntents for credit packs. Every state the
 * server acts on is read back from Stripe and matched against the server's own `payments` record.
 */
export function createStripePayments(
  config: StripeConfig,
  promo: (
    code: string,
  ) => Promise<{ percentOff: number; durationInMonths: number } | null> = async () => null,
): StripePayments {
  const client = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...stripeHostOptions(config.apiUrl),
  });

  async function couponFor(code: string): Promise<string | undefined> {
    const id = couponId(code);
    try {
      return (await client.coupons.retrieve(id)).id;
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
    const terms = await promo(code);
    if (!terms) return undefined;
    try {
      const coupon = await client.coupons.create({
        id,
        name: code,
        percent_off: terms.percentOff,
        duration: 'repeating',
        duration_in_months: terms.durationInMonths,
      });
      return coupon.id;
    } catch (error) {
      // A concurrent checkout may have created it first.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      return (await client.coupons.retrieve(id)).id;
    }
  }

  return {
    mode: 'stripe',
    client,
    webhookSecret: config.webhookSecret,
    tierOfPrice(priceId) {
      if (!priceId) return undefined;
      return (Object.keys(config.prices) as PaidTier[]).find((t) => config.prices[t] === priceId);
    },
    async createSubscriptionCheckout({ paymentId, userId, email, tier, promoCode }) {
      return vendor(async () => {
        const coupon = promoCode ? await couponFor(promoCode) : undefined;
        const session = await client.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: config.prices[tier], quantity: 1 }],
          customer_email: email,
          client_reference_id: userId,
          metadata: { paymentId, userId, tier },
          subscription_data: { metadata: { paymentId, userId, tier } },
          success_url: `${config.appUrl}/upgrade?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.appUrl}/upgrade`,
          ...(coupon ? { discounts: [{ coupon }] } : {}),
        });
        if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
        return { kind: 'redirect' as const, url: session.url, sessionId: session.id };
      });
    },
    async getCheckout(record): Promise<ProviderPaymentState> {
      if (!record.providerRef) return { paid: false, failureMessage: 'No checkout session' };
      const session = await vendor(() => client.checkout.sessions.retrieve(record.providerRef!));
      const ours =
        session.client_reference_id === record.userId &&
        session.metadata?.userId === record.userId &&
        session.metadata?.paymentId === record.id &&
        (session.metadata?.tier ?? null) === record.tier;
      if (!ours) return { paid: false, failureMessage: 'This checkout session does not match' };
      return session.payment_status === 'paid'
        ? { paid: true }
        : { paid: false, failureMessage: 'This checkout has not been paid' };
    },
    async createPaymentIntent({ paymentId, userId, packageId, amountCents }) {
      const intent = await vendor(() =>
        client.paymentIntents.create({
          amount: amountCents,
          currency: 'usd',
          metadata: { paymentId, userId, packageId },
        }),
      );
      if (!intent.client_secret) throw unavailable('no client secret');
      return { clientSecret: intent.client_secret, providerRef: intent.id };
    },
    async getPaymentIntent(record): Promise<ProviderPaymentState> {
      if (!record.providerRef) return { paid: false, failureMessage: 'No payment intent' };
      const intent = await vendor(() => client.paymentIntents.retrieve(record.providerRef!));
      const ours =
        intent.metadata?.userId === record.userId &&
        intent.metadata?.packageId === record.packageId &&
        intent.metadata?.paymentId === record.id &&
        intent.amount === record.amountCents;
      if (!ours)
        return { paid: false, failureMessage: 'This payment does not match the credit pack' };
      if (intent.status === 'succeeded') return { paid: true };
      return {
        paid: false,
        failureMessage: intent.last_payment_error?.message ?? 'The payment has not succeeded',
      };
    },
    async createBillingPortal({ customerId, returnUrl }) {
      const session = await vendor(() =>
        client.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
      );
      return session.url;
    },
    async cancelAtPeriodEnd({ providerSubscriptionId }) {
      if (!providerSubscriptionId) return;
      await vendor(() =>
        client.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true }),
      );
    },
  };
}
