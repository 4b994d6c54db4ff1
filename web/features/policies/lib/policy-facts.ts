import {
  AFFILIATE_COMMISSION_RATE_BPS,
  AFFILIATE_COOKIE_DAYS,
  AFFILIATE_MIN_PAYOUT_CENTS,
  AFFILIATE_PAYOUT_BUSINESS_DAYS,
  commissionCents,
  CREDIT_PACKS,
  MINIMUM_AGE,
  REFERRAL_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  TIER_CONFIG,
  type Tier,
} from '#common/constants.ts';
import { formatCents } from '#common/money.ts';
import { formatDate } from '#web/lib/format.ts';

/**
 * Product facts the policy pages state, read from the shared constants so a price, a pack or a
 * commission change reaches every page (and the purchase screens) at once.
 */

/** Dollars from integer cents, 2 decimals: 999 → "$9.99". */

export const PAID_TIERS = ['basic', 'pro', 'premium'] as const satisfies readonly Tier[];

export const PAID_PLANS = PAID_TIERS.map((tier) => ({
  tier,
  name: TIER_CONFIG[tier].name,
  price: formatCents(TIER_CONFIG[tier].priceCents),
  features: TIER_CONFIG[tier].features,
  commission: formatCents(commissionCents(tier)),
}));

export const FREE_PLAN = TIER_CONFIG.free;

/** The packs exactly as the purchase screen (/buy-credits) sells them; credits include the bonus. */
export const CREDIT_PACK_FACTS = CREDIT_PACKS.map((pack) => ({
  id: pack.id,
  name: pack.name,
  credits: pack.credits,
  bonus: pack.bonus,
  price: formatCents(pack.priceCents),
}));

/** "3 Flex Credits for $0.99", "12 Flex Credits (includes 2 bonus) for $2.99". */
export const describePack = (pack: (typeof CREDIT_PACK_FACTS)[number]) =>
  `${pack.credits} Flex Credits${pack.bonus > 0 ? ` (includes ${pack.bonus} bonus)` : ''} for ${pack.price}`;

export const COMMISSION_PERCENT = AFFILIATE_COMMISSION_RATE_BPS / 100;
export const AFFILIATE_MIN_PAYOUT = formatCents(AFFILIATE_MIN_PAYOUT_CENTS);
export { AFFILIATE_COOKIE_DAYS, AFFILIATE_PAYOUT_BUSINESS_DAYS, MINIMUM_AGE };
export { REFERRAL_COOKIE_NAME, SESSION_COOKIE_NAME };

export const PRIVACY_EMAIL = 'privacy@flexcoach.app';
export const SUPPORT_EMAIL = 'support@flexcoach.app';

/** Billing and refund terms (spec part 2 sections 4 and 9). */
export const PAYMENT_RETRIES = 3;
export const PAYMENT_RETRY_DAYS = 7;
export const RENEWAL_REMINDER_DAYS = 3;
export const CHANGE_NOTICE_DAYS = 30;
export const MONEY_BACK_DAYS = 7;
export const ISSUE_REPORT_HOURS = 48;
export const OUTAGE_HOURS = 24;
export const DISPUTE_DAYS = 30;
export const INVESTIGATION_BUSINESS_DAYS = 5;
export const REFUND_BUSINESS_DAYS = '7-10';
export const RESPONSE_BUSINESS_DAYS = 1;
export const DELETION_DAYS = 30;
export const RETENTION_YEARS = 7;
export const CREDIT_ERROR_REFUND_DAYS = 30;
export const LIABILITY_MIN = '$100';

/** Formats a fixed `yyyy-MM-dd` date as "November 21, 2026" whatever the reader's time zone. */
export const formatPolicyDate = (isoDate: string) => formatDate(isoDate, 'long');
