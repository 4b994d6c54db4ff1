import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPromoCodes } from '../../db/seed.ts';
import {
  payments,
  promoCodes,
  subscriptionChanges,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import {
  createTestApp,
  registerMember,
  type Member,
  type TestContext,
} from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedPromoCodes(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const status = async (member: Member) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/status/${member.user.id}`,
      headers: { cookie: member.cookie },
    })
  ).json();

const checkout = (member: Member, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-checkout',
    headers: { cookie: member.cookie },
    payload,
  });

const changesOf = (userId: string) =>
  t.database.db
    .select()
    .from(subscriptionChanges)
    .where(eq(subscriptionChanges.userId, userId))
    .orderBy(subscriptionChanges.createdAt);

describe('POST /api/subscriptions/create-checkout (dev payments)', () => {
  it('upgrades at once for one month, records the payment and logs the change', async () => {
    const member = await registerMember(t.app);
    const res = await checkout(member, { userId: member.user.id, tier: 'basic' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ devMode: true, tier: 'basic', sessionId: expect.any(String) });
    const now = await status(member);
    expect(now).toMatchObject({ tier: 'basic', flexCredits: 0, cancelAtPeriodEnd: false });
    const days = (Date.parse(now.currentPeriodEnd) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, body.sessionId));
    expect(payment).toMatchObject({
      userId: member.user.id,
      kind: 'subscription',
      tier: 'basic',
      amountCents: 999,
      status: 'succeeded',
      provider: 'dev',
    });
    expect(payment!.appliedAt).not.toBeNull();
    const changes = await changesOf(member.user.id);
    expect(changes.map((c) => [c.fromTier, c.toTier, c.reason])).toEqual([
      ['free', 'basic', 'checkout'],
    ]);
  });

  it('refuses the free tier, a signed-out caller and someone else’s user id', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const free = await checkout(alice, { tier: 'free' });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toContain('free plan needs no checkout');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout',
      payload: { tier: 'pro' },
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await checkout(alice, { userId: bob.user.id, tier: 'premium' });
    expect(other.statusCode).toBe(403);
    expect((await status(bob)).tier).toBe('free');
  });

  it('is refused in production without a provider unless DEV_PAYMENTS=true', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const member = await registerMember(prod.app);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/subscriptions/create-checkout',
        headers: { cookie: member.cookie },
        payload: { tier: 'pro' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('Payments are not configured');
    } finally {
      await prod.close();
    }
    const allowed = await createTestApp({ NODE_ENV: 'production', DEV_PAYMENTS: 'true' });
    try {
      const member = await registerMember(allowed.app);
      const res = await allowed.app.inject({
        method: 'POST',
        url: '/api/subscriptions/create-checkout',
        headers: { cookie: member.cookie },
        payload: { tier: 'pro' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().devMode).toBe(true);
    } finally {
      await allowed.close();
    }
  });
});

describe('promo codes', () => {
  it('validates WELCOME50 (any case) and refuses an unknown code', async () => {
    const member = await registerMember(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/validate-promo',
      headers: { cookie: member.cookie },
      payload: { code: ' welcome50 ' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ percentOff: 50, durationInMonths: 1 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/validate-promo',
      headers: { cookie: member.cookie },
      payload: { code: 'NOPE-NOT-A-CODE' },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error).toBe('This promo code is not valid');
  });

  it('applies the discount in integer cents, and a bad code changes nothing', async () => {
    const member = await registerMember(t.app);
    const bad = await checkout(member, { tier: 'pro', promoCode: 'BOGUS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('This promo code is not valid');
    expect((await status(member)).tier).toBe('free');

    const code = `HALF${Date.now().toString(36).toUpperCase()}`;
    await t.database.db
      .insert(promoCodes)
      .values({ code, percentOff: 50, durationInMonths: 1, maxRedemptions: 1 });
    const res = await checkout(member, { tier: 'pro', promoCode: code.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const [payment] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, res.json().sessionId));
    expect(payment).toMatchObject({ amountCents: 1000, promoCode: code }); // 1999 × 50% rounded
    // The limit of one redemption is reached.
    const again = await checkout(member, { tier: 'premium', promoCode: code });
    expect(again.statusCode).toBe(400);
    expect((await status(member)).tier).toBe('pro');
  });
});

describe('GET /api/subscriptions/checkout-success', () => {
  it('answers the caller’s own session once, and refuses another member’s or an unknown one', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const { sessionId } = (await checkout(alice, { tier: 'premium' })).json();
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/checkout-success?session_id=${sessionId}`,
      headers: { cookie: alice.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, tier: 'premium' });
    expect(await changesOf(alice.user.id)).toHaveLength(1); // applied by checkout, not twice

    const stolen = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/checkout-success?session_id=${sessionId}`,
      headers: { cookie: bob.cookie },
    });
    expect(stolen.statusCode).toBe(404); // as an unknown session
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/checkout-success?session_id=cs_test_unknown',
      headers: { cookie: bob.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await status(bob)).tier).toBe('free');
    expect(await changesOf(bob.user.id)).toHaveLength(0);
  });

  it('refuses an unpaid session and changes nothing', async () => {
    const member = await registerMember(t.app);
    const [pending] = await t.database.db
      .insert(payments)
      .values({
        userId: member.user.id,
        kind: 'subscription',
        tier: 'pro',
        amountCents: 1999,
        provider: 'dev',
      })
      .returning();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/checkout-success?session_id=${pending!.id}`,
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect((await status(member)).tier).toBe('free');
  });
});

describe('POST /api/subscriptions/cancel/:userId', () => {
  it('keeps access until the period end, then drops to free (logged once)', async () => {
    const member = await registerMember(t.app);
    const free = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/cancel/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(free.statusCode).toBe(400);
    expect(free.json().error).toBe('You are on the free plan');

    await checkout(member, { tier: 'pro' });
    const before = await status(member);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/cancel/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      tier: 'pro',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: before.currentPeriodEnd,
    });
    expect(await status(member)).toMatchObject({ tier: 'pro', cancelAtPeriodEnd: true });

    await t.database.db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.userId, member.user.id));
    const reads = await Promise.all([status(member), status(member), status(member)]);
    for (const read of reads) {
      expect(read).toMatchObject({
        tier: 'free',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
      });
    }
    const changes = await changesOf(member.user.id);
    expect(changes.map((c) => c.reason)).toEqual(['checkout', 'cancel', 'period_end']);
    expect(changes[2]).toMatchObject({ fromTier: 'pro', toTier: 'free' });
  });

  it('refuses another member', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    await checkout(bob, { tier: 'basic' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/cancel/${bob.user.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect((await status(bob)).cancelAtPeriodEnd).toBe(false);
  });
});

describe('POST /api/subscriptions/update-tier', () => {
  it('is for admins only', async () => {
    const member = await registerMember(t.app);
    const admin = await registerMember(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/update-tier',
      headers: { cookie: member.cookie },
      payload: { userId: member.user.id, tier: 'premium' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await status(member)).tier).toBe('free');

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/update-tier',
      headers: { cookie: admin.cookie },
      payload: { userId: member.user.id, tier: 'premium' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().tier).toBe('premium');
    const changes = await t.database.db
      .select()
      .from(subscriptionChanges)
      .where(
        and(
          eq(subscriptionChanges.userId, member.user.id),
          eq(subscriptionChanges.reason, 'admin'),
        ),
      );
    expect(changes).toHaveLength(1);
  });
});
