import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditLedger,
  payments as paymentsTable,
  promoCodes,
  subscriptionChanges,
  subscriptions,
} from '../../db/schema/index.ts';
import {
  createTestApp,
  registerMember,
  type Member,
  type TestContext,
} from '../../test/helpers.ts';
import { startStripeStub, type StripeStub } from '../../test/stripe-stub.ts';

const SECRET = 'whsec_test';
const stripe = new Stripe('sk_test_x');
let stub: StripeStub;
let t: TestContext;
let eventCounter = 0;

beforeAll(async () => {
  stub = await startStripeStub();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_x',
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_PRICE_BASIC: 'price_basic',
    STRIPE_PRICE_PRO: 'price_pro',
    STRIPE_PRICE_PREMIUM: 'price_premium',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
    STRIPE_API_URL: stub.url,
  });
});
afterAll(async () => {
  await t.close();
  await stub.close();
});

const event = (type: string, object: Record<string, unknown>) => ({
  id: `evt_${Date.now()}_${++eventCounter}_${Math.random().toString(36).slice(2)}`,
  object: 'event',
  type,
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

const deliver = (
  body: unknown,
  options: { secret?: string; timestamp?: number; sendBody?: string } = {},
) => {
  const payload = JSON.stringify(body);
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: options.sendBody ?? payload,
  });
};

const status = async (member: Member) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/status/${member.user.id}`,
      headers: { cookie: member.cookie },
    })
  ).json() as { tier: string; flexCredits: number; cancelAtPeriodEnd: boolean };

const purchase = async (member: Member, packageId: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/credits/purchase',
    headers: { cookie: member.cookie },
    payload: { packageId },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { devMode: boolean; clientSecret: string; paymentId: string };
};

const paymentRow = async (paymentId: string) =>
  (await t.database.db.select().from(paymentsTable).where(eq(paymentsTable.id, paymentId)))[0]!;

const checkout = async (member: Member, tier: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-checkout',
    headers: { cookie: member.cookie },
    payload: { tier },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { devMode: boolean; checkoutUrl: string };
};

const changes = (userId: string) =>
  t.database.db.select().from(subscriptionChanges).where(eq(subscriptionChanges.userId, userId));

/** A member on `pro` through a completed checkout with subscription `subId`. */
async function subscribedMember(subId: string) {
  const member = await registerMember(t.app);
  await checkout(member, 'pro');
  const [payment] = await t.database.db
    .select()
    .from(paymentsTable)
    .where(eq(paymentsTable.userId, member.user.id));
  const res = await deliver(
    event('checkout.session.completed', {
      id: payment!.providerRef,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      client_reference_id: member.user.id,
      metadata: { paymentId: payment!.id, userId: member.user.id, tier: 'pro' },
      customer: `cus_${subId}`,
      subscription: subId,
    }),
  );
  expect(res.statusCode).toBe(200);
  return { member, payment: payment! };
}

describe('POST /api/webhooks/stripe signature', () => {
  it('refuses a bad signature, an altered body and a stale timestamp with 400, changing nothing', async () => {
    const member = await registerMember(t.app);
    const { paymentId } = await purchase(member, 'value');
    const row = await paymentRow(paymentId);
    const body = event('payment_intent.succeeded', {
      id: row.providerRef,
      object: 'payment_intent',
      amount: 299,
      status: 'succeeded',
      metadata: { paymentId, userId: member.user.id, packageId: 'value' },
    });
    const bad = await deliver(body, { secret: 'whsec_wrong' });
    const altered = await deliver(body, {
      sendBody: JSON.stringify({ ...body, data: { object: { ...body.data.object, amount: 1 } } }),
    });
    const stale = await deliver(body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    for (const res of [bad, altered, stale, unsigned]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Invalid signature');
    }
    expect((await status(member)).flexCredits).toBe(0);
    expect((await paymentRow(paymentId)).appliedAt).toBeNull();
  });
});

describe('payment_intent.succeeded', () => {
  it('credits once when the same event arrives 5 times, also concurrently', async () => {
    const member = await registerMember(t.app);
    const { paymentId } = await purchase(member, 'value');
    const row = await paymentRow(paymentId);
    const body = event('payment_intent.succeeded', {
      id: row.providerRef,
      object: 'payment_intent',
      amount: 299,
      status: 'succeeded',
      metadata: { paymentId, userId: member.user.id, packageId: 'value' },
    });
    const concurrent = await Promise.all([1, 2, 3].map(() => deliver(body)));
    const sequential = [await deliver(body), await deliver(body)];
    for (const res of [...concurrent, ...sequential]) expect(res.statusCode).toBe(200);
    expect(concurrent.map((r) => r.json().outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
    ]);
    expect((await status(member)).flexCredits).toBe(12);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, member.user.id));
    expect(ledger).toHaveLength(1);
    expect((await paymentRow(paymentId)).appliedAt).not.toBeNull();
  });

  it('does not credit again after credits/confirm was applied (another event id)', async () => {
    const member = await registerMember(t.app);
    const { paymentId } = await purchase(member, 'starter');
    const row = await paymentRow(paymentId);
    stub.paymentIntents.get(row.providerRef!)!.status = 'succeeded';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/credits/confirm',
      headers: { cookie: member.cookie },
      payload: { packageId: 'starter', paymentId },
    });
    expect(confirmed.statusCode).toBe(200);
    const body = event('payment_intent.succeeded', {
      id: row.providerRef,
      object: 'payment_intent',
      amount: 99,
      status: 'succeeded',
      metadata: { paymentId, userId: member.user.id, packageId: 'starter' },
    });
    expect((await deliver(body)).json().outcome).toBe('ignored');
    expect((await status(member)).flexCredits).toBe(3);
  });
});

describe('subscription events', () => {
  it('checkout.session.completed upgrades once and logs one change', async () => {
    const subId = `sub_${Date.now()}_a`;
    const { member, payment } = await subscribedMember(subId);
    expect((await status(member)).tier).toBe('pro');
    // A second delivery of a new event id for the same session changes nothing more.
    await deliver(
      event('checkout.session.completed', {
        id: payment.providerRef,
        mode: 'subscription',
        payment_status: 'paid',
        client_reference_id: member.user.id,
        metadata: { paymentId: payment.id, userId: member.user.id, tier: 'pro' },
        subscription: subId,
      }),
    );
    const log = await changes(member.user.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ fromTier: 'free', toTier: 'pro', reason: 'checkout' });
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.user.id));
    expect(sub).toMatchObject({
      providerSubscriptionId: subId,
      providerCustomerId: `cus_${subId}`,
    });
    expect(sub!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
  });

  it('customer.subscription.updated syncs cancel_at_period_end and the period', async () => {
    const subId = `sub_${Date.now()}_u`;
    const { member } = await subscribedMember(subId);
    const periodEnd = Math.floor(Date.now() / 1000) + 40 * 86_400;
    await deliver(
      event('customer.subscription.updated', {
        id: subId,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: true,
        items: { data: [{ price: { id: 'price_premium' }, current_period_end: periodEnd }] },
      }),
    );
    const after = await status(member);
    expect(after).toMatchObject({ tier: 'premium', cancelAtPeriodEnd: true });
  });

  it('customer.subscription.deleted drops to free, and a late update does not bring it back', async () => {
    const subId = `sub_${Date.now()}_d`;
    const { member } = await subscribedMember(subId);
    const deleted = await deliver(
      event('customer.subscription.deleted', {
        id: subId,
        object: 'subscription',
        status: 'canceled',
      }),
    );
    expect(deleted.json().outcome).toBe('applied');
    expect((await status(member)).tier).toBe('free');
    await deliver(
      event('customer.subscription.updated', {
        id: subId,
        status: 'active',
        cancel_at_period_end: false,
        items: { data: [{ price: { id: 'price_pro' } }] },
      }),
    );
    expect((await status(member)).tier).toBe('free');
    const log = await changes(member.user.id);
    expect(log.map((c) => c.reason).sort()).toEqual(['checkout', 'period_end']);
  });

  it('invoice.payment_failed keeps the plan while Stripe retries and drops to free after the final attempt', async () => {
    const subId = `sub_${Date.now()}_f`;
    const { member } = await subscribedMember(subId);
    const invoice = (next: number | null) =>
      event('invoice.payment_failed', {
        id: `in_${subId}`,
        object: 'invoice',
        next_payment_attempt: next,
        parent: { subscription_details: { subscription: subId } },
      });
    await deliver(invoice(Math.floor(Date.now() / 1000) + 86_400));
    expect((await status(member)).tier).toBe('pro');
    await deliver(invoice(null));
    expect((await status(member)).tier).toBe('free');
    const log = await changes(member.user.id);
    expect(log.at(-1)).toMatchObject({ fromTier: 'pro', toTier: 'free' });
    expect(log.map((c) => c.reason)).toContain('payment_failed');
  });

  it('records the retry state of a failed renewal, ignores an older failure, and clears it when paid', async () => {
    const subId = `sub_${Date.now()}_r`;
    const { member } = await subscribedMember(subId);
    const now = Math.floor(Date.now() / 1000);
    const failed = (attempt: number, next: number) =>
      event('invoice.payment_failed', {
        id: `in_${subId}`,
        object: 'invoice',
        attempt_count: attempt,
        next_payment_attempt: next,
        parent: { subscription_details: { subscription: subId } },
      });
    expect((await deliver(failed(2, now + 3 * 86_400))).statusCode).toBe(200);
    // Delivered late: the first failure must not roll the state back.
    expect((await deliver(failed(1, now + 86_400))).statusCode).toBe(200);
    const pastDue = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/status/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(pastDue.json()).toMatchObject({
      tier: 'pro',
      paymentPastDue: true,
      paymentAttemptCount: 2,
      nextPaymentAttempt: new Date((now + 3 * 86_400) * 1000).toISOString(),
      canManageBilling: true,
    });

    const periodEnd = now + 30 * 86_400;
    await deliver(
      event('invoice.paid', {
        id: `in_${subId}`,
        parent: { subscription_details: { subscription: subId } },
        lines: { data: [{ period: { end: periodEnd } }] },
      }),
    );
    const paid = (await status(member)) as Record<string, unknown>;
    expect(paid.tier).toBe('pro');
    expect(paid.paymentPastDue).toBeUndefined();
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.user.id));
    expect(sub).toMatchObject({ status: 'active', paymentAttemptCount: 0, paymentFailedAt: null });
  });

  it('POST /api/subscriptions/portal answers a Stripe billing portal link for a subscriber', async () => {
    const subId = `sub_${Date.now()}_bp`;
    const { member } = await subscribedMember(subId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/portal',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const sent = stub.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1);
    expect(sent?.form).toMatchObject({
      customer: `cus_${subId}`,
      return_url: expect.stringMatching(/\/account-settings$/),
    });

    const stranger = await registerMember(t.app);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/portal',
      headers: { cookie: stranger.cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/no card on file/);
  });

  it('invoice.paid extends the period and never shortens it', async () => {
    const subId = `sub_${Date.now()}_p`;
    const { member } = await subscribedMember(subId);
    const end = Math.floor(Date.now() / 1000) + 60 * 86_400;
    const paid = (periodEnd: number) =>
      event('invoice.paid', {
        id: `in_${periodEnd}`,
        parent: { subscription_details: { subscription: subId } },
        lines: { data: [{ period: { end: periodEnd } }] },
      });
    await deliver(paid(end));
    await deliver(paid(end - 30 * 86_400));
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.user.id));
    expect(sub!.currentPeriodEnd!.getTime()).toBe(end * 1000);
  });
});

describe('Stripe adapter against the loopback stub', () => {
  it('tells the web app the publishable key and lets Stripe.js load under the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ paymentsMode: 'stripe', stripePublishableKey: 'pk_test_x' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
  });

  it('create-checkout returns the stub session URL and sends the tier price and metadata', async () => {
    const member = await registerMember(t.app);
    const res = await checkout(member, 'basic');
    expect(res.devMode).toBe(false);
    expect(res.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = stub.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_basic',
      'line_items[0][quantity]': '1',
      customer_email: member.email,
      client_reference_id: member.user.id,
      'metadata[userId]': member.user.id,
      'metadata[tier]': 'basic',
    });
    expect(sent.form.success_url).toMatch(/\/upgrade\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect((await status(member)).tier).toBe('free');
  });

  it('a promo code becomes a repeating Stripe coupon applied to the session', async () => {
    const member = await registerMember(t.app);
    const code = `STRIPE${Date.now()}`;
    await t.database.db.insert(promoCodes).values({ code, percentOff: 25, durationInMonths: 3 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout',
      headers: { cookie: member.cookie },
      payload: { tier: 'pro', promoCode: code.toLowerCase() },
    });
    expect(res.statusCode).toBe(200);
    const couponCreate = stub.requests.find((r) => r.method === 'POST' && r.path === '/v1/coupons');
    expect(couponCreate?.form).toMatchObject({
      id: `flexcoach_${code.toLowerCase()}`,
      name: code,
      percent_off: '25',
      duration: 'repeating',
      duration_in_months: '3',
    });
    const sent = stub.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(sent.form['discounts[0][coupon]']).toBe(`flexcoach_${code.toLowerCase()}`);
  });

  it('checkout-success with an unpaid session changes nothing; once paid it applies', async () => {
    const member = await registerMember(t.app);
    await checkout(member, 'pro');
    const [payment] = await t.database.db
      .select()
      .from(paymentsTable)
      .where(eq(paymentsTable.userId, member.user.id));
    const success = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/subscriptions/checkout-success?session_id=${payment!.providerRef}`,
        headers: { cookie: member.cookie },
      });
    const unpaid = await success();
    expect(unpaid.statusCode).toBe(400);
    expect((await status(member)).tier).toBe('free');
    expect(await changes(member.user.id)).toHaveLength(0);

    stub.sessions.get(payment!.providerRef!)!.payment_status = 'paid';
    const paid = await success();
    expect(paid.statusCode).toBe(200);
    expect((await status(member)).tier).toBe('pro');
  });

  it("checkout-success with another member's session changes nothing", async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    await checkout(owner, 'pro');
    const [payment] = await t.database.db
      .select()
      .from(paymentsTable)
      .where(eq(paymentsTable.userId, owner.user.id));
    stub.sessions.get(payment!.providerRef!)!.payment_status = 'paid';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/checkout-success?session_id=${payment!.providerRef}`,
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404); // as an unknown session
    expect((await status(other)).tier).toBe('free');
    expect((await status(owner)).tier).toBe('free');
  });

  it('a PaymentIntent for Starter cannot be confirmed as Power', async () => {
    const member = await registerMember(t.app);
    const starter = await purchase(member, 'starter');
    const intentCreate = stub.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(intentCreate.form).toMatchObject({
      amount: '99',
      currency: 'usd',
      'metadata[packageId]': 'starter',
      'metadata[userId]': member.user.id,
      'metadata[paymentId]': starter.paymentId,
    });
    expect(starter.clientSecret).toMatch(/^pi_test_\w+_secret_/);
    const row = await paymentRow(starter.paymentId);
    stub.paymentIntents.get(row.providerRef!)!.status = 'succeeded';
    const asPower = await t.app.inject({
      method: 'POST',
      url: '/api/credits/confirm',
      headers: { cookie: member.cookie },
      payload: { packageId: 'power', paymentId: starter.paymentId },
    });
    expect(asPower.statusCode).toBe(400);

    // A Power payment whose provider intent is really a Starter one is not paid either.
    const power = await purchase(member, 'power');
    const powerRow = await paymentRow(power.paymentId);
    Object.assign(stub.paymentIntents.get(powerRow.providerRef!)!, {
      status: 'succeeded',
      amount: 99,
      metadata: { paymentId: power.paymentId, userId: member.user.id, packageId: 'starter' },
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/credits/confirm',
      headers: { cookie: member.cookie },
      payload: { packageId: 'power', paymentId: power.paymentId },
    });
    expect(forged.statusCode).toBe(400);
    expect((await status(member)).flexCredits).toBe(0);
  });

  it('an unpaid PaymentIntent is refused with the provider message; a paid one credits once', async () => {
    const member = await registerMember(t.app);
    const { paymentId } = await purchase(member, 'power');
    const row = await paymentRow(paymentId);
    stub.paymentIntents.get(row.providerRef!)!.last_payment_error = {
      message: 'Your card was declined.',
    };
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/credits/confirm',
        headers: { cookie: member.cookie },
        payload: { packageId: 'power', paymentId },
      });
    const declined = await confirm();
    expect(declined.statusCode).toBe(400);
    expect(declined.json().error).toBe('Your card was declined.');
    stub.paymentIntents.get(row.providerRef!)!.status = 'succeeded';
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(409);
    expect((await status(member)).flexCredits).toBe(25);
  });
});

describe('without Stripe configured', () => {
  it('answers 404', async () => {
    const dev = await createTestApp();
    try {
      const res = await dev.app.inject({
        method: 'POST',
        url: '/api/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
