import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Promo codes, stored upper-case. */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  durationInMonths: integer('duration_in_months').notNull().default(1),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change of tier, logged in the same transaction as the change. */
export const subscriptionChanges = pgTable(
  'subscription_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromTier: text('from_tier').notNull(),
    toTier: text('to_tier').notNull(),
    /** 'checkout' | 'cancel' | 'period_end' | 'admin' | 'payment_failed' */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_changes_user_idx').on(t.userId, t.createdAt)],
);

/** Payments for plans and credit packs; the dev-mode session/intent id is the payment id. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'subscription' | 'credits' */
    kind: text('kind').notNull(),
    tier: text('tier'),
    packageId: text('package_id'),
    amountCents: integer('amount_cents').notNull(),
    promoCode: text('promo_code'),
    /** 'pending' | 'succeeded' */
    status: text('status').notNull().default('pending'),
    /** 'dev' | 'stripe' */
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt)],
);

/** Provider webhook events already processed (each event id applies once). */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
