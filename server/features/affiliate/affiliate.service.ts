import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AFFILIATE_MIN_PAYOUT_CENTS, type SharePlatform } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import {
  affiliatePayouts,
  affiliateShares,
  affiliates,
  commissions,
  referrals,
  users,
} from '../../db/schema/index.ts';
import { hitCounter } from '../../http/throttle.ts';
import { AppError } from '../../http/errors.ts';
import { isSelfReferral } from './commissions.service.ts';

/** Lists in the member's dashboard answer at most this many rows, newest first. */
export const AFFILIATE_LIST_LIMIT = 500;
/** Attempts at a free referral code before giving up (each loses only to a concurrent insert). */
const CODE_ATTEMPTS = 20;

export const OPEN_PAYOUT_STATUSES = ['requested', 'processing'] as const;

export const notAffiliate = () => new AppError('NOT_FOUND', 'Not an affiliate');
export const codeNotFound = () => new AppError('NOT_FOUND', 'Referral code not found');
export const NO_PAYPAL_EMAIL = 'Add a PayPal email before requesting a payout';
export const BELOW_MINIMUM = 'You need at least $50.00 in pending earnings to request a payout';

export type AffiliateRow = typeof affiliates.$inferSelect;

/** The code's stem: the first name lower-cased, ASCII letters and digits only ('flex' if none). */
export function codeBase(firstName: string): string {
  const ascii = firstName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 20);
  return ascii || 'flex';
}

/**
 * The next code for `base`: `base` when no code starts with it, else `base` followed by one more
 * than the highest number in use (`sam`, `sam1`, `sam2`...). A code given up by regeneration is
 * therefore never handed to someone else while a higher one exists, so old links stay dead.
 */
export async function nextCode(db: Db, base: string): Promise<string> {
  const rows = await db
    .select({ code: affiliates.referralCode })
    .from(affiliates)
    .where(sql`${affiliates.referralCode} ~ ${`^${base}[0-9]*$`}`);
  if (rows.length === 0) return base;
  let max = 0;
  for (const { code } of rows) {
    const suffix = code.slice(base.length);
    if (suffix.length <= 9) max = Math.max(max, suffix ? Number(suffix) : 0);
  }
  return `${base}${max + 1}`;
}

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

async function firstName(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.firstName ?? '';
}

export async function findAffiliateByUser(db: Db, userId: string) {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId)).limit(1);
  return row;
}

async function requireAffiliate(db: Db, userId: string): Promise<AffiliateRow> {
  const row = await findAffiliateByUser(db, userId);
  if (!row) throw notAffiliate();
  return row;
}

/**
 * Joins the programme. The code comes from the first name; two joins racing for one code are
 * settled by the unique index (`on conflict do nothing`) and the loser takes the next number.
 */
export async function joinAffiliate(
  db: Db,
  userId: string,
  paypalEmail: string | null,
): Promise<AffiliateRow> {
  const base = codeBase(await firstName(db, userId));
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    if (await findAffiliateByUser(db, userId)) {
      throw new AppError('CONFLICT', 'You are already an affiliate');
    }
    const referralCode = await nextCode(db, base);
    const [row] = await db
      .insert(affiliates)
      .values({ userId, referralCode, paypalEmail })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new AppError('CONFLICT', 'Could not reserve a referral code. Please try again.');
}

/** A new code from the first name; the old one stops working at once. */
export async function regenerateCode(db: Db, userId: string): Promise<AffiliateRow> {
  const current = await requireAffiliate(db, userId);
  const base = codeBase(await firstName(db, userId));
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const referralCode = await nextCode(db, base);
    try {
      const [row] = await db
        .update(affiliates)
        .set({ referralCode, updatedAt: sql`now()` })
        .where(eq(affiliates.id, current.id))
        .returning();
      if (!row) throw notAffiliate();
      return row;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another affiliate took this code a moment ago: take the next one.
    }
  }
  throw new AppError('CONFLICT', 'Could not reserve a referral code. Please try again.');
}

export async function updatePayoutInfo(
  db: Db,
  userId: string,
  paypalEmail: string | null,
): Promise<AffiliateRow> {
  const [row] = await db
    .update(affiliates)
    .set({ paypalEmail, updatedAt: sql`now()` })
    .where(eq(affiliates.userId, userId))
    .returning();
  if (!row) throw notAffiliate();
  return row;
}

export async function trackShare(db: Db, userId: string, platform: SharePlatform): Promise<void> {
  const affiliate = await requireAffiliate(db, userId);
  await db
    .insert(affiliateShares)
    .values({ affiliateId: affiliate.id, platform, count: 1 })
    .onConflictDoUpdate({
      target: [affiliateShares.affiliateId, affiliateShares.platform],
      set: { count: sql`${affiliateShares.count} + 1` },
    });
}

/** An active affiliate by code (codes are stored lower-case), or undefined. */
async function activeByCode(db: Db, code: string) {
  const normalized = code.trim().toLowerCase();
  if (!normalized || normalized.length > 64) return undefined;
  const [row] = await db
    .select({ id: affiliates.id, userId: affiliates.userId, code: affiliates.referralCode })
    .from(affiliates)
    .where(and(eq(affiliates.referralCode, normalized), eq(affiliates.status, 'active')))
    .limit(1);
  return row;
}

/**
 * A visit of a referral link: the code must exist and be active (404 otherwise). The click is
 * counted unless this browser already holds the same referral cookie. Answers the stored code.
 */
/** Clicks counted per IP address and hour: beyond it a visit still works but is not counted. */
export const COUNTED_CLICKS_PER_IP_HOUR = 20;

export async function trackClick(
  db: Db,
  code: string,
  cookieCode: string | undefined,
  ip: string,
): Promise<string> {
  const row = await activeByCode(db, code);
  if (!row) throw codeNotFound();
  if (cookieCode?.trim().toLowerCase() === row.code) return row.code;
  // A script replaying the link without cookies must not inflate the count.
  const hits = await hitCounter(db, `referral-click:${ip}`, 60 * 60 * 1000);
  if (hits.count <= COUNTED_CLICKS_PER_IP_HOUR) {
    await db
      .update(affiliates)
      .set({ totalClicks: sql`${affiliates.totalClicks} + 1` })
      .where(eq(affiliates.id, row.id));
  }
  return row.code;
}

/**
 * At sign-up (inside its transaction): records a pending referral for an active code, unless the
 * affiliate is the new member themself. An unknown or inactive code is ignored, never an error.
 */
export async function recordReferral(
  tx: Db,
  member: { id: string; email: string },
  code: string | null | undefined,
): Promise<boolean> {
  if (!code) return false;
  const affiliate = await activeByCode(tx, code);
  if (!affiliate) return false;
  const [owner] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, affiliate.userId))
    .limit(1);
  if (!owner || isSelfReferral({ userId: affiliate.userId, email: owner.email }, member)) {
    return false;
  }
  const [row] = await tx
    .insert(referrals)
    .values({ affiliateId: affiliate.id, referredUserId: member.id })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return Boolean(row);
}

/** The affiliate's pending balance in cents. */
export async function pendingCents(db: Db, affiliateId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${commissions.amountCents}), 0)` })
    .from(commissions)
    .where(and(eq(commissions.affiliateId, affiliateId), eq(commissions.status, 'pending')));
  return Number(row?.total ?? 0);
}

export async function openPayout(db: Db, affiliateId: string) {
  const [row] = await db
    .select()
    .from(affiliatePayouts)
    .where(
      and(
        eq(affiliatePayouts.affiliateId, affiliateId),
        inArray(affiliatePayouts.status, [...OPEN_PAYOUT_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

export async function getAffiliateStats(db: Db, userId: string) {
  const affiliate = await requireAffiliate(db, userId);
  const [counts] = await db
    .select({
      total: sql<string>`count(*)`,
      converted: sql<string>`count(*) filter (where ${referrals.status} = 'converted')`,
    })
    .from(referrals)
    .where(eq(referrals.affiliateId, affiliate.id));
  const [sums] = await db
    .select({
      total: sql<string>`coalesce(sum(${commissions.amountCents}), 0)`,
      pending: sql<string>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.status} = 'pending'), 0)`,
      paid: sql<string>`coalesce(sum(${commissions.amountCents}) filter (where ${commissions.status} = 'paid'), 0)`,
    })
    .from(commissions)
    .where(eq(commissions.affiliateId, affiliate.id));
  const payout = await openPayout(db, affiliate.id);
  const referralRows = await db
    .select()
    .from(referrals)
    .where(eq(referrals.affiliateId, affiliate.id))
    .orderBy(desc(referrals.createdAt))
    .limit(AFFILIATE_LIST_LIMIT);
  const commissionRows = await db
    .select()
    .from(commissions)
    .where(eq(commissions.affiliateId, affiliate.id))
    .orderBy(desc(commissions.createdAt))
    .limit(AFFILIATE_LIST_LIMIT);
  return {
    affiliate,
    totals: {
      referrals: Number(counts?.total ?? 0),
      conversions: Number(counts?.converted ?? 0),
      earnings: Number(sums?.total ?? 0),
      pending: Number(sums?.pending ?? 0),
      paid: Number(sums?.paid ?? 0),
    },
    payout: payout ?? null,
    referrals: referralRows,
    commissions: commissionRows,
  };
}
export type AffiliateStatsData = Awaited<ReturnType<typeof getAffiliateStats>>;

/** The affiliate asks for their pending balance (at least $50.00, to a PayPal address). */
export async function requestPayout(
  db: Db,
  userId: string,
): Promise<{ payoutId: string; amountCents: number }> {
  return db.transaction(async (tx) => {
    const [affiliate] = await tx
      .select()
      .from(affiliates)
      .where(eq(affiliates.userId, userId))
      .for('update');
    if (!affiliate) throw notAffiliate();
    if (affiliate.status !== 'active') {
      throw new AppError('FORBIDDEN', 'Your affiliate account is suspended');
    }
    if (await openPayout(tx, affiliate.id)) {
      throw new AppError('CONFLICT', 'A payout request is already pending');
    }
    const amountCents = await pendingCents(tx, affiliate.id);
    if (amountCents < AFFILIATE_MIN_PAYOUT_CENTS) throw new AppError('BAD_REQUEST', BELOW_MINIMUM);
    if (!affiliate.paypalEmail) throw new AppError('BAD_REQUEST', NO_PAYPAL_EMAIL);
    const [payout] = await tx
      .insert(affiliatePayouts)
      .values({ affiliateId: affiliate.id, amountCents, paypalEmail: affiliate.paypalEmail })
      .onConflictDoNothing()
      .returning({ id: affiliatePayouts.id });
    if (!payout) throw new AppError('CONFLICT', 'A payout request is already pending');
    return { payoutId: payout.id, amountCents };
  });
}
