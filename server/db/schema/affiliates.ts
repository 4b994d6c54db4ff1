import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A member who joined the affiliate programme (one per member). */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-case, based on the first name with a number suffix on duplicates; unique. */
    referralCode: text('referral_code').notNull(),
    /** 'active' | 'suspended' */
    status: text('status').notNull().default('active'),
    paypalEmail: text('paypal_email'),
    /** Commission rate in basis points (2000 = 20%). */
    commissionRateBps: integer('commission_rate_bps').notNull().default(2000),
    /** Visits of the referral link that set the referral cookie. */
    totalClicks: integer('total_clicks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliates_user_idx').on(t.userId),
    uniqueIndex('affiliates_code_idx').on(t.referralCode),
  ],
);

/** A member who signed up through an affiliate's link (one referrer per member). */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pending' | 'converted' (on the first paid subscription payment). */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referrals_referred_user_idx').on(t.referredUserId),
    index('referrals_affiliate_idx').on(t.affiliateId, t.createdAt),
  ],
);

/** Affiliate payouts: requested by the affiliate, approved (and sent) by an admin. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    /** Integer cents: the pending balance when requested, then what was actually paid. */
    amountCents: integer('amount_cents').notNull(),
    /** 'requested' | 'processing' | 'paid' | 'failed' */
    status: text('status').notNull().default('requested'),
    paypalEmail: text('paypal_email').notNull(),
    /** 'paypal' (Payouts API) | 'manual' (marked paid for a manual transfer). */
    method: text('method'),
    providerRef: text('provider_ref'),
    failureMessage: text('failure_message'),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('affiliate_payouts_affiliate_idx').on(t.affiliateId, t.requestedAt),
    // At most one open request per affiliate.
    uniqueIndex('affiliate_payouts_open_idx')
      .on(t.affiliateId)
      .where(sql`${t.status} in ('requested', 'processing')`),
  ],
);

/** 20% of each successful subscription payment of a referred member, in integer cents. */
export const commissions = pgTable(
  'commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    tier: text('tier').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** 'pending' | 'paid' */
    status: text('status').notNull().default('pending'),
    /** The payment it comes from (our payment id or the provider's invoice id): one commission each. */
    sourceRef: text('source_ref').notNull(),
    payoutId: uuid('payout_id').references(() => affiliatePayouts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('commissions_source_idx').on(t.sourceRef),
    index('commissions_affiliate_idx').on(t.affiliateId, t.status),
  ],
);

/** Share-button use per affiliate and platform (counted). */
export const affiliateShares = pgTable(
  'affiliate_shares',
  {
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.affiliateId, t.platform] })],
);
