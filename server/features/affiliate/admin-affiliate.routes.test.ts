import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliatePayouts, affiliates, commissions } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import {
  startPaypalStub,
  STUB_CLIENT_ID,
  STUB_CLIENT_SECRET,
  type PaypalStub,
} from '../../integrations/payouts/paypal-stub.ts';
import {
  auth,
  commissionsOf,
  devCheckout,
  getStats,
  makeAdmin,
  newAffiliate,
  seedCommissions,
  signUpReferred,
} from './affiliate-test-helpers.ts';

let t: TestContext;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerMember(t.app);
  await makeAdmin(t, admin);
});
afterAll(async () => {
  await t.close();
});

const requestPayout = (app: TestContext['app'], member: Member) =>
  app.inject({ method: 'POST', url: '/api/affiliate/request-payout', headers: auth(member) });

const approve = (app: TestContext['app'], who: Member, affiliateId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/affiliates/${affiliateId}/payout`,
    headers: auth(who),
  });

const payoutRow = async (ctx: TestContext, id: string) =>
  (await ctx.database.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, id)))[0]!;

describe('admin calls are refused to non-admins', () => {
  it('answers 401 without a session and 403 for a member, on every admin call', async () => {
    const member = await registerMember(t.app);
    const { stats } = await newAffiliate(t.app, {}, 'pay@example.com');
    await seedCommissions(t, stats.affiliate.id, [3000, 3000]);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/affiliates' },
      { method: 'GET' as const, url: '/api/admin/affiliates/commissions/pending' },
      {
        method: 'PATCH' as const,
        url: `/api/admin/affiliates/${stats.affiliate.id}/status`,
        payload: { status: 'suspended' },
      },
      { method: 'POST' as const, url: `/api/admin/affiliates/${stats.affiliate.id}/payout` },
    ];
    for (const call of calls) {
      const anonymous = await t.app.inject(call);
      expect(anonymous.statusCode, `${call.method} ${call.url}`).toBe(401);
      const refused = await t.app.inject({ ...call, headers: auth(member) });
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    // Nothing changed.
    const [row] = await t.database.db
      .select()
      .from(affiliates)
      .where(eq(affiliates.id, stats.affiliate.id));
    expect(row!.status).toBe('active');
    expect((await commissionsOf(t, stats.affiliate.id)).every((c) => c.status === 'pending')).toBe(
      true,
    );
  });
});

describe('GET /api/admin/affiliates and PATCH status', () => {
  it('lists affiliates with totals in cents and toggles the status', async () => {
    const { member, stats } = await newAffiliate(t.app);
    const referred = await signUpReferred(t.app, stats.affiliate.referralCode);
    await devCheckout(t.app, referred, 'premium');
    const [paid] = await seedCommissions(t, stats.affiliate.id, [100]);
    await t.database.db
      .update(commissions)
      .set({ status: 'paid' })
      .where(eq(commissions.id, paid!.id));

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/affiliates',
      headers: auth(admin),
    });
    expect(res.statusCode).toBe(200);
    const row = (res.json() as { id: string }[]).find((a) => a.id === stats.affiliate.id);
    expect(row).toEqual({
      id: stats.affiliate.id,
      firstName: member.user.firstName,
      lastName: '',
      email: member.email,
      referralCode: stats.affiliate.referralCode,
      totalReferrals: 1,
      totalEarnings: 700,
      pendingEarnings: 600,
      status: 'active',
      paypalEmail: null,
      createdAt: expect.any(String),
    });

    const patch = (payload: unknown, id = stats.affiliate.id) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/affiliates/${id}/status`,
        headers: auth(admin),
        payload: payload as object,
      });
    const suspended = await patch({ status: 'suspended' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ id: stats.affiliate.id, status: 'suspended' });
    expect((await getStats(t.app, member)).affiliate.status).toBe('suspended');
    expect((await patch({ status: 'banned' })).statusCode).toBe(400);
    expect((await patch({ status: 'active' }, randomUUID())).statusCode).toBe(404);
    expect((await patch({ status: 'active' }, 'not-an-id')).statusCode).toBe(404);
    expect((await patch({ status: 'active' })).json().status).toBe('active');
  });
});

describe('payout requests', () => {
  it('refuses below $50.00 and without a PayPal email, then accepts once', async () => {
    const { member, stats } = await newAffiliate(t.app);
    await seedCommissions(t, stats.affiliate.id, [2500, 2400]);
    const low = await requestPayout(t.app, member);
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe(
      'You need at least $50.00 in pending earnings to request a payout',
    );

    await seedCommissions(t, stats.affiliate.id, [100]); // exactly $50.00
    const noEmail = await requestPayout(t.app, member);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('Add a PayPal email before requesting a payout');

    await t.app.inject({
      method: 'PATCH',
      url: '/api/affiliate/payout-info',
      headers: auth(member),
      payload: { paypalEmail: 'payee@example.com' },
    });
    const ok = await requestPayout(t.app, member);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ success: true, amountCents: 5000 });
    const again = await requestPayout(t.app, member);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A payout request is already pending');
    expect((await getStats(t.app, member)).affiliate.payoutRequest).toMatchObject({
      id: ok.json().payoutId,
      amountCents: 5000,
    });

    // The admin's pending list shows the request with the balance now.
    await seedCommissions(t, stats.affiliate.id, [400]);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/affiliates/commissions/pending',
      headers: auth(admin),
    });
    expect(pending.statusCode).toBe(200);
    expect((pending.json() as { id: string }[]).find((p) => p.id === ok.json().payoutId)).toEqual({
      id: ok.json().payoutId,
      affiliateId: stats.affiliate.id,
      affiliateName: member.user.firstName,
      affiliateEmail: member.email,
      amount: 5400,
      createdAt: expect.any(String),
    });
  });

  it('refuses a suspended affiliate with 403 and a non-affiliate with 404', async () => {
    const { member, stats } = await newAffiliate(t.app, {}, 'p@example.com');
    await seedCommissions(t, stats.affiliate.id, [6000]);
    await t.database.db
      .update(affiliates)
      .set({ status: 'suspended' })
      .where(eq(affiliates.id, stats.affiliate.id));
    expect((await requestPayout(t.app, member)).statusCode).toBe(403);
    expect((await requestPayout(t.app, await registerMember(t.app))).statusCode).toBe(404);
  });
});

describe('POST /api/admin/affiliates/:id/payout', () => {
  it('pays once under two concurrent approvals, each commission exactly once', async () => {
    const { member, stats } = await newAffiliate(t.app, {}, 'payee@example.com');
    // Real payments of referred members plus seeded ones: 400 + 600 + 4400 = $54.00.
    const a = await signUpReferred(t.app, stats.affiliate.referralCode);
    const b = await signUpReferred(t.app, stats.affiliate.referralCode);
    await devCheckout(t.app, a, 'pro');
    await devCheckout(t.app, b, 'premium');
    await seedCommissions(t, stats.affiliate.id, [2200, 2200]);
    const requested = await requestPayout(t.app, member);
    expect(requested.statusCode).toBe(201);

    const results = await Promise.all([
      approve(t.app, admin, stats.affiliate.id),
      approve(t.app, admin, stats.affiliate.id),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const ok = results.find((r) => r.statusCode === 200)!.json();
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused.message).toBe('There are no pending commissions to pay');
    expect(ok).toMatchObject({
      success: true,
      payoutId: requested.json().payoutId,
      amountCents: 5400,
      commissionsPaid: 4,
      method: 'manual',
    });

    const rows = await commissionsOf(t, stats.affiliate.id);
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'paid', payoutId: ok.payoutId });
      expect(row.paidAt).not.toBeNull();
    }
    expect(await payoutRow(t, ok.payoutId)).toMatchObject({
      status: 'paid',
      method: 'manual',
      amountCents: 5400,
      approvedBy: admin.user.id,
    });
    const mine = await getStats(t.app, member);
    expect(mine.affiliate).toMatchObject({
      pendingEarnings: 0,
      paidEarnings: 5400,
      totalEarnings: 5400,
      payoutRequest: null,
    });

    // A commission arriving after the approval stays pending for the next payout.
    const c = await signUpReferred(t.app, stats.affiliate.referralCode);
    await devCheckout(t.app, c, 'basic');
    const after = (await commissionsOf(t, stats.affiliate.id)).filter((r) => r.payoutId === null);
    expect(after).toEqual([expect.objectContaining({ status: 'pending', amountCents: 200 })]);
    expect((await approve(t.app, admin, stats.affiliate.id)).statusCode).toBe(400);
  });

  it('checks the minimum and the PayPal email on approval too, and answers 404 for an unknown affiliate', async () => {
    const { stats } = await newAffiliate(t.app);
    await seedCommissions(t, stats.affiliate.id, [6000]);
    const noEmail = await approve(t.app, admin, stats.affiliate.id);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe('Add a PayPal email before requesting a payout');
    const nothing = await newAffiliate(t.app, {}, 'x@example.com');
    const none = await approve(t.app, admin, nothing.stats.affiliate.id);
    expect(none.statusCode).toBe(409);
    expect((await approve(t.app, admin, randomUUID())).statusCode).toBe(404);
    expect((await commissionsOf(t, stats.affiliate.id)).every((c) => c.status === 'pending')).toBe(
      true,
    );
  });
});

describe('payouts through PayPal (loopback stub)', () => {
  let stub: PaypalStub;
  let p: TestContext;
  let payAdmin: Member;
  beforeAll(async () => {
    stub = await startPaypalStub();
    p = await createTestApp({
      PAYPAL_CLIENT_ID: STUB_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: STUB_CLIENT_SECRET,
      PAYPAL_API_URL: stub.apiUrl,
    });
    payAdmin = await registerMember(p.app);
    await makeAdmin(p, payAdmin);
  });
  afterAll(async () => {
    await p.close();
    await stub.close();
  });

  it('sends the payout with our payout id as sender_batch_id and the amount in dollars', async () => {
    const { member, stats } = await newAffiliate(p.app, {}, 'paypal.payee@example.com');
    await seedCommissions(p, stats.affiliate.id, [2700, 2700]);
    const requested = await requestPayout(p.app, member);
    const res = await approve(p.app, payAdmin, stats.affiliate.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ method: 'paypal', amountCents: 5400 });

    const token = stub.requests.find((r) => r.path === '/v1/oauth2/token');
    expect(token?.body).toBe('grant_type=client_credentials');
    const sent = stub.requests.filter((r) => r.path === '/v1/payments/payouts').at(-1)!;
    expect(sent.headers.authorization).toMatch(/^Bearer /);
    expect(sent.body).toMatchObject({
      sender_batch_header: { sender_batch_id: requested.json().payoutId },
      items: [
        {
          recipient_type: 'EMAIL',
          receiver: 'paypal.payee@example.com',
          amount: { value: '54.00', currency: 'USD' },
        },
      ],
    });
    expect(await payoutRow(p, requested.json().payoutId)).toMatchObject({
      status: 'paid',
      method: 'paypal',
      providerRef: expect.stringMatching(/^STUBBATCH/),
    });
  });

  it('marks the payout failed and puts the commissions back to pending when PayPal refuses', async () => {
    const { member, stats } = await newAffiliate(p.app, {}, 'refused@example.com');
    await seedCommissions(p, stats.affiliate.id, [5000]);
    stub.failPayouts = {
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      message: 'Sender does not have sufficient funds.',
    };
    try {
      const res = await approve(p.app, payAdmin, stats.affiliate.id);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/Sender does not have sufficient funds/);
    } finally {
      stub.failPayouts = null;
    }
    const rows = await commissionsOf(p, stats.affiliate.id);
    expect(rows).toEqual([
      expect.objectContaining({ status: 'pending', payoutId: null, paidAt: null }),
    ]);
    const [payout] = await p.database.db
      .select()
      .from(affiliatePayouts)
      .where(eq(affiliatePayouts.affiliateId, stats.affiliate.id));
    expect(payout).toMatchObject({
      status: 'failed',
      failureMessage: expect.stringMatching(/sufficient funds/),
    });
    expect((await getStats(p.app, member)).affiliate.pendingEarnings).toBe(5000);

    // Approved again once PayPal accepts: a new payout pays the same commissions.
    const retry = await approve(p.app, payAdmin, stats.affiliate.id);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ amountCents: 5000, commissionsPaid: 1 });
  });
});
