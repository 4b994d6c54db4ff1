import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { REFERRAL_COOKIE_NAME } from '#common/constants.ts';
import type { RegisterInput } from '#common/schemas/auth.ts';
import type { AffiliateStats } from '#common/schemas/affiliate.ts';
import { commissions, users } from '../../db/schema/index.ts';
import {
  buildRegistration,
  type Member,
  registerMember,
  sessionCookie,
  type TestContext,
  uniqueIp,
} from '../../test/helpers.ts';

/** A first name no other test (or earlier run on a shared database) uses: letters only. */
export function uniqueName(prefix: string): string {
  const letters = [...randomBytes(8)].map((b) => String.fromCharCode(97 + (b % 26))).join('');
  return `${prefix}${letters}`;
}

export const auth = (member: Member) => ({ cookie: member.cookie });

export function joinAffiliate(app: FastifyInstance, member: Member, payload?: object) {
  return app.inject({
    method: 'POST',
    url: '/api/affiliate/register',
    headers: auth(member),
    ...(payload ? { payload } : {}),
  });
}

/** A member who has joined (201 checked), with their stats. */
export async function newAffiliate(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> = {},
  paypalEmail: string | null = null,
): Promise<{ member: Member; stats: AffiliateStats }> {
  const member = await registerMember(app, { firstName: uniqueName('Aff'), ...overrides });
  const res = await joinAffiliate(app, member, { paypalEmail });
  expect(res.statusCode, res.body).toBe(201);
  return { member, stats: res.json() };
}

export async function getStats(app: FastifyInstance, member: Member) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/affiliate/stats',
    headers: auth(member),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AffiliateStats;
}

/** A visit of the referral link; each call comes from a new IP unless `ip` is given. */
export function trackClick(
  app: FastifyInstance,
  code: string,
  cookie?: string,
  ip: string = uniqueIp(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/affiliate/track-click',
    remoteAddress: ip,
    payload: { code },
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** The `fc_ref=...` pair a response sets, or undefined. */
export function referralCookie(res: LightMyRequestResponse): string | undefined {
  const cookie = res.cookies.find((c) => c.name === REFERRAL_COOKIE_NAME);
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Signs up through a referral link: track-click, then register carrying the cookie. */
export async function signUpReferred(
  app: FastifyInstance,
  code: string,
  overrides: Partial<RegisterInput> = {},
): Promise<Member & { registerResponse: LightMyRequestResponse }> {
  const click = await trackClick(app, code);
  expect(click.statusCode, click.body).toBe(200);
  const cookie = referralCookie(click);
  expect(cookie).toBeDefined();
  const payload = buildRegistration(overrides);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    headers: { cookie: cookie! },
    remoteAddress: uniqueIp(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    user: res.json(),
    cookie: sessionCookie(res),
    email: payload.email.toLowerCase(),
    password: payload.password,
    registerResponse: res,
  };
}

/** A dev-mode checkout: the plan applies at once (and the payment is recorded). */
export async function devCheckout(app: FastifyInstance, member: Member, tier: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/subscriptions/create-checkout',
    headers: auth(member),
    payload: { tier },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { devMode: true; sessionId: string };
}

export async function makeAdmin(t: TestContext, member: Member) {
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, member.user.id));
}

export async function commissionsOf(t: TestContext, affiliateId: string) {
  return t.database.db.select().from(commissions).where(eq(commissions.affiliateId, affiliateId));
}

/** Pending commissions inserted directly (quick balances for payout tests). */
export async function seedCommissions(t: TestContext, affiliateId: string, amounts: number[]) {
  if (amounts.length === 0) return [];
  return t.database.db
    .insert(commissions)
    .values(
      amounts.map((amountCents) => ({
        affiliateId,
        tier: 'pro',
        amountCents,
        sourceRef: `seed_${randomUUID()}`,
      })),
    )
    .returning();
}
