import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tier: text('tier').notNull().default('free'),
  flexCredits: integer('flex_credits').notNull().default(0),
  /** 'active' | 'past_due' (a renewal failed and is being retried) | 'canceled' (canceled keeps the tier until currentPeriodEnd). */
  status: text('status').notNull().default('active'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  /** Payment retry state: set by a failed renewal that the provider will retry, cleared when paid. */
  paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
  paymentAttemptCount: integer('payment_attempt_count').notNull().default(0),
  nextPaymentAttemptAt: timestamp('next_payment_attempt_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
