import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIER_CONFIG } from '#common/constants.ts';
import {
  affiliatePayouts,
  creditLedger,
  payments,
  promoCodes,
  subscriptions,
} from '../../db/schema/index.ts';
import {
  commissionsOf,
  getStats,
  makeAdmin,
  newAffiliate,
  seedCommissions,
} from '../../features/affiliate/affiliate-test-helpers.ts';
import { createTestApp, type Member, registerMember, type TestContext } from '../helpers.ts';

// Covered elsewhere, not repeated here:
// - duplicate and concurrent Stripe webhooks: features/subscriptions/webhook.routes.test.ts
//   ("credits once when the same event arrives 5 times, also concurrently") and invoice.paid
//   commissions once per invoice: features/affiliate/affiliate-webhook.routes.test.ts;
// - duplicate and five concurrent credit confirmations: features/credits/credits.routes.test.ts;
// - spendCredits never below zero under concurrency: features/credits/credits.service.test.ts;
// - two concurrent payout approvals pay once: features/affiliate/admin-affiliate.routes.test.ts.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function balance(member: Member) {
  const [row] = await t.database.db
    .select({ flexCredits: subscriptions.flexCredits, tier: subscriptions.tier })
    .from(subscriptions)
    .where(eq(subscriptions.userId, member.user.id));
  return row!;
}

describe('the credit race', () => {
  it('lets 8 concurrent chat messages spend exactly the 3 credits a free member has', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .update(subscriptions)
      .set({ flexCredits: 3 })
      .where(eq(subscriptions.userId, member.user.id));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/flex/chat',
          headers: { cookie: member.cookie },
          payload: { userId: member.user.id, message: `How many push-ups today? (${i})` },
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([
      200, 200, 200, 403, 403, 403, 403, 403,
    ]);
    for (const refused of answers.filter((r) => r.statusCode === 403)) {
      expect(refused.json().code).toBeDefined();
    }
    expect((await balance(member)).flexCredits).toBe(0);
    const spends = await t.database.db
      .select({ delta: creditLedger.delta })
      .from(creditLedger)
      .where(eq(creditLedger.userId, member.user.id));
    expect(spends.reduce((sum, row) => sum + row.delta, 0)).toBe(-3);
  });

  it('credits two different packs confirmed at the same time exactly once each', async () => {
    const member = await registerMember(t.app);
    const buy = async (packageId: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/credits/purchase',
        headers: { cookie: member.cookie },
        payload: { packageId },
      });
      expect(res.statusCode, res.body).toBe(200);
      return { packageId, paymentId: res.json().paymentId as string };
    };
    const bought = [await buy('starter'), await buy('value')];
    const confirms = await Promise.all(
      [...bought, ...bought, ...bought].map((payload) =>
        t.app.inject({
          method: 'POST',
          url: '/api/credits/confirm',
          headers: { cookie: member.cookie },
          payload,
        }),
      ),
    );
    expect(confirms.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(confirms.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect((await balance(member)).flexCredits).toBe(3 + 12);
  });
});

describe('promo redemption limits under concurrency', () => {
  it('redeems a code with max_redemptions 3 exactly 3 times out of 8 concurrent checkouts', async () => {
    const code = `SEC${randomBytes(4).toString('hex').toUpperCase()}`;
    await t.database.db.insert(promoCodes).values({ code, percentOff: 25, maxRedemptions: 3 });
    const members = await Promise.all(Array.from({ length: 8 }, () => registerMember(t.app)));
    const answers = await Promise.all(
      members.map((member) =>
        t.app.inject({
          method: 'POST',
          url: '/api/subscriptions/create-checkout',
          headers: { cookie: member.cookie },
          payload: { tier: 'pro', promoCode: code.toLowerCase() },
        }),
      ),
    );
    const winners = members.filter((_, i) => answers[i]!.statusCode === 200);
    const losers = members.filter((_, i) => answers[i]!.statusCode !== 200);
    expect(winners, answers.map((r) => `${r.statusCode} ${r.body}`).join('\n')).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This promo code is not valid');
    }
    const [promo] = await t.database.db
      .select({ redemptions: promoCodes.redemptions })
      .from(promoCodes)
      .where(eq(promoCodes.code, code));
    expect(promo!.redemptions).toBe(3);
    const paid = await t.database.db
      .select({ amountCents: payments.amountCents, userId: payments.userId })
      .from(payments)
      .where(eq(payments.promoCode, code));
    expect(paid).toHaveLength(3);
    const discounted = Math.round((TIER_CONFIG.pro.priceCents * 75) / 100);
    expect(paid.every((p) => p.amountCents === discounted)).toBe(true);
    for (const member of winners) expect((await balance(member)).tier).toBe('pro');
    // A refused checkout changed nothing: no plan, no payment.
    for (const member of losers) {
      expect((await balance(member)).tier).toBe('free');
      const rows = await t.database.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.userId, member.user.id));
      expect(rows).toHaveLength(0);
    }
    const validate = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/validate-promo',
      headers: { cookie: members[0]!.cookie },
      payload: { code },
    });
    expect(validate.statusCode).toBe(404);
  });
});

describe('affiliate payouts under concurrency', () => {
  it('opens one request out of 5 concurrent ones, and pays it once out of 6 concurrent approvals', async () => {
    const [admin, otherAdmin] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    await makeAdmin(t, admin);
    await makeAdmin(t, otherAdmin);
    const { member, stats } = await newAffiliate(t.app, {}, 'payee@example.com');
    await seedCommissions(t, stats.affiliate.id, [1999, 2001, 1250, 1]);
    const requests = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/affiliate/request-payout',
          headers: { cookie: member.cookie },
        }),
      ),
    );
    expect(requests.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(requests.every((r) => r.statusCode < 500)).toBe(true);
    const approvals = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/affiliates/${stats.affiliate.id}/payout`,
          headers: { cookie: (i % 2 ? admin : otherAdmin).cookie },
        }),
      ),
    );
    const paid = approvals.filter((r) => r.statusCode === 200);
    expect(paid, approvals.map((r) => r.body).join('\n')).toHaveLength(1);
    expect(approvals.every((r) => r.statusCode < 500)).toBe(true);
    expect(paid[0]!.json()).toMatchObject({ amountCents: 5251, commissionsPaid: 4 });
    const payouts = await t.database.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateId, stats.affiliate.id));
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ status: 'paid', amountCents: 5251 });
    const rows = await commissionsOf(t, stats.affiliate.id);
    expect(rows.every((r) => r.status === 'paid' && r.payoutId === payouts[0]!.id)).toBe(true);
    expect((await getStats(t.app, member)).affiliate).toMatchObject({
      pendingEarnings: 0,
      paidEarnings: 5251,
      totalEarnings: 5251,
    });
  });
});
