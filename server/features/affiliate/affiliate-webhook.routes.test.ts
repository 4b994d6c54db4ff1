import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals, subscriptions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { commissionsOf, newAffiliate, signUpReferred } from './affiliate-test-helpers.ts';

const SECRET = 'whsec_affiliate';
const stripe = new Stripe('sk_test_x');
let t: TestContext;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_BASIC: 'price_basic',
    STRIPE_PRICE_PRO: 'price_pro',
    STRIPE_PRICE_PREMIUM: 'price_premium',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  });
});
afterAll(async () => {
  await t.close();
});

const unique = () => `${Date.now()}_${++counter}_${Math.random().toString(36).slice(2)}`;

const event = (type: string, object: Record<string, unknown>, id = `evt_${unique()}`) => ({
  id,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

const deliver = (body: unknown) => {
  const payload = JSON.stringify(body);
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};

/** An `invoice.paid` of the new API shape: subscription details and price on the first line. */
const invoicePaid = (input: {
  invoiceId: string;
  subId: string;
  price: string;
  amountPaid: number;
  metadata?: Record<string, string>;
  periodEnd?: number;
}) =>
  event('invoice.paid', {
    id: input.invoiceId,
    object: 'invoice',
    amount_paid: input.amountPaid,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: input.subId, metadata: input.metadata ?? {} },
    },
    lines: {
      data: [
        {
          period: { end: input.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400 },
          pricing: { price_details: { price: input.price } },
        },
      ],
    },
  });

describe('invoice.paid commissions', () => {
  it('creates the commission once when the same invoice is delivered 3 times, and converts the referral', async () => {
    const { stats } = await newAffiliate(t.app);
    const referred = await signUpReferred(t.app, stats.affiliate.referralCode);
    const subId = `sub_${unique()}`;
    const invoice = invoicePaid({
      invoiceId: `in_${unique()}`,
      subId,
      price: 'price_pro',
      amountPaid: 1999,
      // The subscription row is not linked yet: the member comes from our metadata.
      metadata: { userId: referred.user.id, tier: 'pro' },
    });
    // The same event three times (two at once), then the same invoice under another event id.
    const first = await deliver(invoice);
    expect(first.statusCode).toBe(200);
    expect(first.json().outcome).toBe('applied');
    const dupes = await Promise.all([deliver(invoice), deliver(invoice)]);
    expect(dupes.map((r) => r.json().outcome)).toEqual(['duplicate', 'duplicate']);
    const other = await deliver({ ...invoice, id: `evt_${unique()}` });
    expect(other.statusCode).toBe(200);

    const rows = await commissionsOf(t, stats.affiliate.id);
    expect(rows).toEqual([
      expect.objectContaining({
        tier: 'pro',
        amountCents: 400,
        status: 'pending',
        sourceRef: invoice.data.object.id,
      }),
    ]);
    const [referral] = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, referred.user.id));
    expect(referral!.status).toBe('converted');
  });

  it('pays each renewal of a linked subscription at its tier; nothing for a $0 invoice', async () => {
    const { stats } = await newAffiliate(t.app);
    const referred = await signUpReferred(t.app, stats.affiliate.referralCode);
    // A Stripe subscriber (as checkout.session.completed leaves the row): linked, on premium.
    const subId = `sub_${unique()}`;
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'premium', status: 'active', providerSubscriptionId: subId })
      .where(eq(subscriptions.userId, referred.user.id));

    const now = Math.floor(Date.now() / 1000);
    for (const [i, amountPaid] of [2999, 2999, 0].entries()) {
      const res = await deliver(
        invoicePaid({
          invoiceId: `in_${unique()}`,
          subId,
          price: 'price_unknown', // falls back to the row's tier
          amountPaid,
          periodEnd: now + (i + 1) * 30 * 86_400,
        }),
      );
      expect(res.statusCode).toBe(200);
    }
    const rows = await commissionsOf(t, stats.affiliate.id);
    expect(rows.map((r) => `${r.tier}:${r.amountCents}`)).toEqual(['premium:600', 'premium:600']);
  });

  it('pays nothing for a member nobody referred', async () => {
    const { member } = await newAffiliate(t.app);
    const res = await deliver(
      invoicePaid({
        invoiceId: `in_${unique()}`,
        subId: `sub_${unique()}`,
        price: 'price_basic',
        amountPaid: 999,
        metadata: { userId: member.user.id },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ignored');
  });
});
