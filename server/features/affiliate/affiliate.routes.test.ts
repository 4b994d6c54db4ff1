import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateShares, affiliates, referrals } from '../../db/schema/index.ts';
import {
  buildRegistration,
  createTestApp,
  registerMember,
  type TestContext,
  uniqueIp,
} from '../../test/helpers.ts';
import {
  auth,
  commissionsOf,
  devCheckout,
  getStats,
  joinAffiliate,
  makeAdmin,
  newAffiliate,
  referralCookie,
  signUpReferred,
  trackClick,
  uniqueName,
} from './affiliate-test-helpers.ts';
import { recordCommission } from './commissions.service.ts';
import { codeBase } from './affiliate.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const referralOf = async (userId: string) =>
  (await t.database.db.select().from(referrals).where(eq(referrals.referredUserId, userId)))[0];

describe('codeBase', () => {
  it('keeps ASCII letters and digits of the first name, lower-cased, else flex', () => {
    expect(codeBase('Sam')).toBe('sam');
    expect(codeBase('José-Luis 2')).toBe('joseluis2');
    expect(codeBase('李')).toBe('flex');
  });
});

describe('POST /api/affiliate/register', () => {
  it('makes the code from the first name; a second member of that name gets the suffix 1', async () => {
    const name = uniqueName('Sam');
    const first = await registerMember(t.app, { firstName: name });
    const res = await joinAffiliate(t.app, first, { paypalEmail: ' Sam.Pay@Example.com ' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.affiliate).toMatchObject({
      referralCode: name.toLowerCase(),
      status: 'active',
      totalReferrals: 0,
      totalEarnings: 0,
      pendingEarnings: 0,
      paidEarnings: 0,
      commissionRate: 20,
      paypalEmail: 'sam.pay@example.com',
      payoutRequest: null,
    });
    expect(body.referrals).toEqual([]);
    expect(body.commissions).toEqual([]);

    const second = await registerMember(t.app, { firstName: name });
    const again = await joinAffiliate(t.app, second);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().affiliate.referralCode).toBe(`${name.toLowerCase()}1`);
    expect(again.json().affiliate.paypalEmail).toBeNull();
  });

  it('refuses to join twice with 409', async () => {
    const { member } = await newAffiliate(t.app);
    const res = await joinAffiliate(t.app, member, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You are already an affiliate');
    const rows = await t.database.db
      .select()
      .from(affiliates)
      .where(eq(affiliates.userId, member.user.id));
    expect(rows).toHaveLength(1);
  });

  it('gives two members with one first name joining at the same time distinct codes', async () => {
    const name = uniqueName('Alex');
    const a = await registerMember(t.app, { firstName: name });
    const b = await registerMember(t.app, { firstName: name });
    const [ra, rb] = await Promise.all([joinAffiliate(t.app, a), joinAffiliate(t.app, b)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([201, 201]);
    const codes = [ra.json().affiliate.referralCode, rb.json().affiliate.referralCode].sort();
    expect(codes).toEqual([name.toLowerCase(), `${name.toLowerCase()}1`]);
  });

  it('answers one 201 and one 409 when the same member joins twice at once', async () => {
    const member = await registerMember(t.app, { firstName: uniqueName('Twice') });
    const results = await Promise.all([joinAffiliate(t.app, member), joinAffiliate(t.app, member)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('validates the PayPal email when one is given, and needs a session', async () => {
    const member = await registerMember(t.app);
    const bad = await joinAffiliate(t.app, member, { paypalEmail: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/valid PayPal email/);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/affiliate/register' });
    expect(anonymous.statusCode).toBe(401);
    // Without a body at all it joins with no PayPal email.
    const res = await joinAffiliate(t.app, member);
    expect(res.statusCode).toBe(201);
    expect(res.json().affiliate.paypalEmail).toBeNull();
  });
});

describe('GET /api/affiliate/stats', () => {
  it('answers 404 before joining and 401 without a session', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate/stats',
      headers: auth(member),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not an affiliate');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/affiliate/stats' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /api/affiliate/payout-info', () => {
  it('sets and clears the PayPal email, refusing an invalid one', async () => {
    const { member } = await newAffiliate(t.app);
    const patch = (paypalEmail: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/affiliate/payout-info',
        headers: auth(member),
        payload: { paypalEmail },
      });
    const set = await patch('Pay@Example.com');
    expect(set.statusCode).toBe(200);
    expect(set.json().affiliate.paypalEmail).toBe('pay@example.com');
    expect((await patch('nope')).statusCode).toBe(400);
    const cleared = await patch('');
    expect(cleared.json().affiliate.paypalEmail).toBeNull();

    const stranger = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/affiliate/payout-info',
      headers: auth(stranger),
      payload: { paypalEmail: 'x@example.com' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/affiliate/track-click', () => {
  it('sets the 30-day referral cookie for an active code and counts the click once per browser', async () => {
    const { member, stats } = await newAffiliate(t.app);
    const code = stats.affiliate.referralCode;
    const res = await trackClick(t.app, code.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const cookie = res.cookies.find((c) => c.name === 'fc_ref');
    expect(cookie).toMatchObject({
      value: code,
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(cookie?.secure).toBeFalsy();
    expect((await getStats(t.app, member)).affiliate.totalClicks).toBe(1);

    // The same browser again (cookie present): not counted; another browser: counted.
    expect((await trackClick(t.app, code, referralCookie(res))).statusCode).toBe(200);
    expect((await getStats(t.app, member)).affiliate.totalClicks).toBe(1);
    await trackClick(t.app, code);
    expect((await getStats(t.app, member)).affiliate.totalClicks).toBe(2);
  });

  it('counts at most 20 clicks an hour from one IP address, and still sets the cookie', async () => {
    const { member, stats } = await newAffiliate(t.app);
    const ip = uniqueIp();
    for (let i = 0; i < 22; i++) {
      const res = await trackClick(t.app, stats.affiliate.referralCode, undefined, ip);
      expect(referralCookie(res)).toBeDefined();
    }
    expect((await getStats(t.app, member)).affiliate.totalClicks).toBe(20);
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    const https = await createTestApp({ APP_URL: 'https://flexcoach.example' });
    try {
      const { stats } = await newAffiliate(https.app);
      const res = await trackClick(https.app, stats.affiliate.referralCode);
      expect(res.cookies.find((c) => c.name === 'fc_ref')?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('answers 404 without a cookie for an unknown or a suspended code', async () => {
    const unknown = await trackClick(t.app, `nobody${randomUUID().slice(0, 8)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Referral code not found');
    expect(unknown.headers['set-cookie']).toBeUndefined();

    const { stats } = await newAffiliate(t.app);
    await t.database.db
      .update(affiliates)
      .set({ status: 'suspended' })
      .where(eq(affiliates.id, stats.affiliate.id));
    const suspended = await trackClick(t.app, stats.affiliate.referralCode);
    expect(suspended.statusCode).toBe(404);
    expect(suspended.headers['set-cookie']).toBeUndefined();

    const blank = await trackClick(t.app, '   ');
    expect(blank.statusCode).toBe(400);
  });
});

describe('referrals and commissions', () => {
  it('records a pending referral at sign-up, clears the cookie, and converts it with 400 cents on pro', async () => {
    const { member: affiliate, stats } = await newAffiliate(t.app);
    const referred = await signUpReferred(t.app, stats.affiliate.referralCode);
    const cleared = referred.registerResponse.cookies.find((c) => c.name === 'fc_ref');
    expect(cleared?.value).toBe('');

    let mine = await getStats(t.app, affiliate);
    expect(mine.affiliate.totalReferrals).toBe(1);
    expect(mine.referrals).toEqual([
      expect.objectContaining({ status: 'pending', convertedAt: null }),
    ]);
    expect(mine.commissions).toEqual([]);

    await devCheckout(t.app, referred, 'pro');
    mine = await getStats(t.app, affiliate);
    expect(mine.referrals[0]).toMatchObject({ status: 'converted' });
    expect(mine.referrals[0]!.convertedAt).not.toBeNull();
    expect(mine.commissions).toEqual([
      expect.objectContaining({ tier: 'pro', amount: 400, status: 'pending' }),
    ]);
    expect(mine.affiliate).toMatchObject({
      totalEarnings: 400,
      pendingEarnings: 400,
      paidEarnings: 0,
      conversions: 1,
    });
  });

  it('pays exactly 200 cents on basic and 600 on premium, on every payment', async () => {
    const { member: affiliate, stats } = await newAffiliate(t.app);
    const a = await signUpReferred(t.app, stats.affiliate.referralCode);
    const b = await signUpReferred(t.app, stats.affiliate.referralCode);
    await devCheckout(t.app, a, 'basic');
    await devCheckout(t.app, b, 'premium');
    await devCheckout(t.app, b, 'premium'); // a second payment: a second commission
    const mine = await getStats(t.app, affiliate);
    expect(mine.commissions.map((c) => `${c.tier}:${c.amount}`).sort()).toEqual([
      'basic:200',
      'premium:600',
      'premium:600',
    ]);
    expect(mine.affiliate.totalEarnings).toBe(1400);
    expect(mine.affiliate).toMatchObject({ totalReferrals: 2, conversions: 2 });
  });

  it('takes the code from the sign-up body without a cookie; a bad code never fails the sign-up', async () => {
    const { member: affiliate, stats } = await newAffiliate(t.app);
    const viaBody = await registerMember(t.app, {
      referralCode: stats.affiliate.referralCode.toUpperCase(),
    });
    expect((await referralOf(viaBody.user.id))?.status).toBe('pending');
    const unknown = await registerMember(t.app, { referralCode: 'no-such-code-here' });
    expect(await referralOf(unknown.user.id)).toBeUndefined();
    expect((await getStats(t.app, affiliate)).affiliate.totalReferrals).toBe(1);
  });

  it('signs up normally with a stale or unknown referral cookie, and clears it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration(),
      headers: { cookie: `fc_ref=gone${randomUUID().slice(0, 8)}` },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.cookies.find((c) => c.name === 'fc_ref')?.value).toBe('');
    expect(await referralOf(res.json().id)).toBeUndefined();
  });

  it('lets no affiliate earn from their own account or a +tag variant of their e-mail', async () => {
    const local = `self${randomUUID().slice(0, 8)}`;
    const { member: affiliate, stats } = await newAffiliate(t.app, {
      email: `${local}@example.com`,
    });
    const code = stats.affiliate.referralCode;

    // A +tag (and case) variant of the affiliate's address signing up through the link.
    const alias = await signUpReferred(t.app, code, {
      email: `${local.toUpperCase()}+promo@example.com`,
    });
    expect(await referralOf(alias.user.id)).toBeUndefined();
    await devCheckout(t.app, alias, 'pro');

    // The affiliate's own account paying, even with a referral row pointing at themself.
    await t.database.db
      .insert(referrals)
      .values({ affiliateId: stats.affiliate.id, referredUserId: affiliate.user.id });
    await devCheckout(t.app, affiliate, 'premium');
    const viaBody = await t.database.db.transaction((tx) =>
      recordCommission(tx, {
        referredUserId: affiliate.user.id,
        tier: 'pro',
        sourceRef: `self_${randomUUID()}`,
      }),
    );
    expect(viaBody).toBeNull();
    expect(await commissionsOf(t, stats.affiliate.id)).toEqual([]);
    expect((await getStats(t.app, affiliate)).affiliate.totalEarnings).toBe(0);
  });

  it('pays a suspended affiliate nothing for payments while suspended, and again once re-activated', async () => {
    const { member: affiliate, stats } = await newAffiliate(t.app);
    const referred = await signUpReferred(t.app, stats.affiliate.referralCode);
    const admin = await registerMember(t.app);
    await makeAdmin(t, admin);
    const setStatus = (status: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/affiliates/${stats.affiliate.id}/status`,
        headers: auth(admin),
        payload: { status },
      });

    expect((await setStatus('suspended')).statusCode).toBe(200);
    await devCheckout(t.app, referred, 'pro');
    expect(await commissionsOf(t, stats.affiliate.id)).toEqual([]);
    expect((await referralOf(referred.user.id))?.status).toBe('pending');

    expect((await setStatus('active')).statusCode).toBe(200);
    await devCheckout(t.app, referred, 'pro');
    const rows = await commissionsOf(t, stats.affiliate.id);
    expect(rows.map((c) => c.amountCents)).toEqual([400]);
    expect((await getStats(t.app, affiliate)).affiliate.pendingEarnings).toBe(400);
  });

  it('never pays twice for the same payment (source_ref)', async () => {
    const { stats } = await newAffiliate(t.app);
    const referred = await signUpReferred(t.app, stats.affiliate.referralCode);
    const { sessionId } = await devCheckout(t.app, referred, 'pro');
    // The return from checkout for that payment, twice: applied once already.
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/subscriptions/checkout-success?session_id=${sessionId}`,
        headers: auth(referred),
      });
      expect(res.statusCode).toBe(200);
    }
    const again = await Promise.all(
      [0, 1, 2].map(() =>
        t.database.db.transaction((tx) =>
          recordCommission(tx, {
            referredUserId: referred.user.id,
            tier: 'pro',
            sourceRef: sessionId,
          }),
        ),
      ),
    );
    expect(again).toEqual([null, null, null]);
    const rows = await commissionsOf(t, stats.affiliate.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sourceRef: sessionId, amountCents: 400 });
  });

  it('keeps one referrer per member: a later sign-up code cannot move the referral', async () => {
    const first = await newAffiliate(t.app);
    const referred = await signUpReferred(t.app, first.stats.affiliate.referralCode);
    const second = await newAffiliate(t.app);
    // Visiting another link after signing up changes nothing for the existing account.
    await trackClick(t.app, second.stats.affiliate.referralCode);
    await devCheckout(t.app, referred, 'basic');
    expect((await commissionsOf(t, first.stats.affiliate.id)).map((c) => c.amountCents)).toEqual([
      200,
    ]);
    expect(await commissionsOf(t, second.stats.affiliate.id)).toEqual([]);
  });
});

describe('POST /api/affiliate/regenerate-code', () => {
  it('gives two affiliates regenerating at once distinct new codes; the old ones stop working', async () => {
    const name = uniqueName('Reg');
    const a = await newAffiliate(t.app, { firstName: name });
    const b = await newAffiliate(t.app, { firstName: name });
    const oldCodes = [a.stats.affiliate.referralCode, b.stats.affiliate.referralCode];
    expect(oldCodes.sort()).toEqual([name.toLowerCase(), `${name.toLowerCase()}1`]);

    const regenerate = (member: typeof a.member) =>
      t.app.inject({
        method: 'POST',
        url: '/api/affiliate/regenerate-code',
        headers: auth(member),
      });
    const [ra, rb] = await Promise.all([regenerate(a.member), regenerate(b.member)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const newCodes = [ra.json().affiliate.referralCode, rb.json().affiliate.referralCode];
    expect(new Set(newCodes).size).toBe(2);
    for (const code of newCodes) {
      expect(oldCodes).not.toContain(code);
      expect(code.startsWith(name.toLowerCase())).toBe(true);
      expect((await trackClick(t.app, code)).statusCode).toBe(200);
    }
    for (const code of oldCodes) {
      const res = await trackClick(t.app, code);
      expect(res.statusCode).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // A new member of that name never inherits a retired code.
    const c = await newAffiliate(t.app, { firstName: name });
    expect([...oldCodes, ...newCodes]).not.toContain(c.stats.affiliate.referralCode);
  });

  it('answers 404 for a member who has not joined', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/regenerate-code',
      headers: auth(member),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/affiliate/track-share', () => {
  it('counts shares per platform and refuses an unknown platform with 400', async () => {
    const { member, stats } = await newAffiliate(t.app);
    const share = (platform: string, who = member) =>
      t.app.inject({
        method: 'POST',
        url: '/api/affiliate/track-share',
        headers: auth(who),
        payload: { platform },
      });
    expect((await share('copy')).json()).toEqual({ success: true });
    await Promise.all([share('copy'), share('whatsapp')]);
    const rows = await t.database.db
      .select()
      .from(affiliateShares)
      .where(eq(affiliateShares.affiliateId, stats.affiliate.id));
    expect(Object.fromEntries(rows.map((r) => [r.platform, r.count]))).toEqual({
      copy: 2,
      whatsapp: 1,
    });
    const bad = await share('myspace');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Platform must be one of/);
    const stranger = await registerMember(t.app);
    expect((await share('copy', stranger)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/track-share',
      payload: { platform: 'copy' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
