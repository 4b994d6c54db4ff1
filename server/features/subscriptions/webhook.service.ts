import { and, eq, isNull, sql } from 'drizzle-orm';
import { CREDIT_PACKS, TIERS, type Tier } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import {
  payments as paymentsTable,
  processedWebhookEvents,
  subscriptions,
} from '../../db/schema/index.ts';
import type { StripePayments } from '../../integrations/payments/stripe.ts';
import { addCredits } from '../credits/index.ts';
import { recordCommission } from '../affiliate/index.ts';
import { isUuid } from '#common/uuid.ts';
import { type ChangeReason, logChange } from './subscriptions.service.ts';

/** The parts of a Stripe event the handlers read (objects are read defensively). */
export interface WebhookEvent {
  id: string;
  type: string;
  created: number;
  data: { object: unknown };
}

export type WebhookOutcome = 'duplicate' | 'applied' | 'ignored';

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj =>
  value && typeof value === 'object' ? (value as Obj) : ({} as Obj);
const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;
const num = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
/** An id field that may be expanded into an object. */
const idOf = (value: unknown): string | undefined => str(value) ?? str(obj(value).id);
const isTier = (value: string): value is Tier => (TIERS as readonly string[]).includes(value);

/** Period end (epoch seconds) of a subscription: on its first item (new API) or on itself. */
function subscriptionPeriodEnd(sub: Obj): number | undefined {
  const item = obj((obj(sub.items).data as unknown[] | undefined)?.[0]);
  return num(item.current_period_end) ?? num(sub.current_period_end);
}

function subscriptionPrice(sub: Obj): string | undefined {
  const item = obj((obj(sub.items).data as unknown[] | undefined)?.[0]);
  return idOf(item.price);
}

/** The subscription id of an invoice (new API: parent.subscription_details; old: subscription). */
function invoiceSubscription(invoice: Obj): string | undefined {
  return (
    idOf(obj(obj(invoice.parent).subscription_details).subscription) ?? idOf(invoice.subscription)
  );
}

function invoicePeriodEnd(invoice: Obj): number | undefined {
  const line = obj((obj(invoice.lines).data as unknown[] | undefined)?.[0]);
  return num(obj(line.period).end) ?? num(invoice.period_end);
}

const toDate = (seconds: number) => new Date(seconds * 1000);

/** The member's subscription row, locked for this transaction. */
async function lockByUser(tx: Db, userId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  return row;
}

async function lockBySubscription(tx: Db, providerSubscriptionId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for('update');
  return row;
}

const retryCleared = {
  paymentFailedAt: null,
  paymentAttemptCount: 0,
  nextPaymentAttemptAt: null,
} as const;

async function dropToFree(
  tx: Db,
  row: typeof subscriptions.$inferSelect,
  reason: ChangeReason,
): Promise<boolean> {
  if (row.tier === 'free') return false;
  await tx
    .update(subscriptions)
    .set({
      tier: 'free',
      status: 'canceled',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
      ...retryCleared,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, row.userId));
  await logChange(tx, row.userId, row.tier, 'free', reason);
  return true;
}

async function checkoutCompleted(tx: Db, session: Obj): Promise<WebhookOutcome> {
  if (session.mode !== 'subscription') return 'ignored';
  const status = session.payment_status;
  if (status !== 'paid' && status !== 'no_payment_required') return 'ignored';
  const metadata = obj(session.metadata);
  const paymentId = str(metadata.paymentId);
  const userId = str(session.client_reference_id);
  if (!paymentId || !userId || str(metadata.userId) !== userId) return 'ignored';
  const [payment] = await tx
    .select()
    .from(paymentsTable)
    .where(eq(paymentsTable.id, paymentId))
    .limit(1);
  if (!payment || payment.kind !== 'subscription' || payment.userId !== userId) return 'ignored';
  if (payment.providerRef && payment.providerRef !== str(session.id)) return 'ignored';
  const tier = payment.tier && isTier(payment.tier) ? payment.tier : undefined;
  if (!tier || tier === 'free') return 'ignored';

  const row = await lockByUser(tx, userId);
  if (!row) return 'ignored';
  const subscription = session.subscription;
  const periodEnd = subscriptionPeriodEnd(obj(subscription));
  const providerIds = {
    providerCustomerId: idOf(session.customer) ?? row.providerCustomerId,
    providerSubscriptionId: idOf(subscription) ?? row.providerSubscriptionId,
  };
  const [claimed] = await tx
    .update(paymentsTable)
    .set({ status: 'succeeded', appliedAt: sql`now()` })
    .where(and(eq(paymentsTable.id, paymentId), isNull(paymentsTable.appliedAt)))
    .returning({ id: paymentsTable.id });
  if (!claimed) {
    // Already applied (by checkout-success): only record the provider's ids.
    await tx.update(subscriptions).set(providerIds).where(eq(subscriptions.userId, userId));
    return 'applied';
  }
  await tx
    .update(subscriptions)
    .set({
      ...providerIds,
      tier,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: periodEnd ? toDate(periodEnd) : sql`now() + interval '1 month'`,
      ...retryCleared,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, userId));
  if (row.tier !== tier || row.cancelAtPeriodEnd) {
    await logChange(tx, userId, row.tier, tier, 'checkout');
  }
  return 'applied';
}

async function subscriptionUpdated(
  tx: Db,
  payments: StripePayments,
  sub: Obj,
): Promise<WebhookOutcome> {
  const subId = str(sub.id);
  if (!subId) return 'ignored';
  let row = await lockBySubscription(tx, subId);
  if (!row) {
    // `created` may arrive before checkout.session.completed: attach by the metadata we set.
    const userId = str(obj(sub.metadata).userId);
    row = userId ? await lockByUser(tx, userId) : undefined;
    if (!row) return 'ignored';
  }
  // A deleted subscription is terminal: a late update for it must not bring the plan back.
  if (row.providerSubscriptionId === subId && row.tier === 'free' && row.status === 'canceled') {
    return 'ignored';
  }
  const status = str(sub.status);
  const live = status === 'active' || status === 'trialing' || status === 'past_due';
  if (!live) return 'ignored';
  const tier = payments.tierOfPrice(subscriptionPrice(sub)) ?? (row.tier as Tier);
  const periodEnd = subscriptionPeriodEnd(sub);
  const cancelAtPeriodEnd = sub.cancel_at_period_end === true;
  const end = periodEnd ? toDate(periodEnd) : row.currentPeriodEnd;
  // Periods only move forward: an older event never shortens the stored period.
  const currentPeriodEnd =
    end && row.currentPeriodEnd && row.currentPeriodEnd > end ? row.currentPeriodEnd : end;
  await tx
    .update(subscriptions)
    .set({
      tier,
      // Retry state is cleared only by a paid invoice (an older `active` update must not hide it).
      status: cancelAtPeriodEnd
        ? 'canceled'
        : status === 'past_due' || row.status === 'past_due'
          ? 'past_due'
          : 'active',
      cancelAtPeriodEnd,
      currentPeriodEnd,
      providerSubscriptionId: subId,
      providerCustomerId: idOf(sub.customer) ?? row.providerCustomerId,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, row.userId));
  if (row.tier !== tier) await logChange(tx, row.userId, row.tier, tier, 'checkout');
  else if (cancelAtPeriodEnd && !row.cancelAtPeriodEnd) {
    await logChange(tx, row.userId, row.tier, tier, 'cancel');
  }
  return 'applied';
}

async function subscriptionDeleted(tx: Db, sub: Obj): Promise<WebhookOutcome> {
  const subId = str(sub.id);
  const row = subId ? await lockBySubscription(tx, subId) : undefined;
  if (!row) return 'ignored';
  const reason = str(obj(sub.cancellation_details).reason);
  const changed = await dropToFree(
    tx,
    row,
    reason === 'payment_failed' ? 'payment_failed' : 'period_end',
  );
  return changed ? 'applied' : 'ignored';
}

/** The price of an invoice's first line (new API: pricing.price_details.price; older: price). */
function invoicePrice(invoice: Obj): string | undefined {
  const line = obj((obj(invoice.lines).data as unknown[] | undefined)?.[0]);
  return idOf(obj(obj(line.pricing).price_details).price) ?? idOf(line.price);
}

/** The metadata we set on the subscription at checkout, as the invoice carries it. */
function invoiceSubscriptionMetadata(invoice: Obj): Obj {
  const details = obj(obj(invoice.parent).subscription_details);
  return obj(details.metadata ?? obj(invoice.subscription_details).metadata);
}

/**
 * The referring affiliate's commission on a paid invoice (first or renewal), once per invoice id.
 * The member comes from the subscription row, or from our metadata when the row is not linked yet.
 */
async function invoiceCommission(
  tx: Db,
  payments: StripePayments,
  invoice: Obj,
  row: typeof subscriptions.$inferSelect | undefined,
): Promise<boolean> {
  const invoiceId = str(invoice.id);
  if (!invoiceId || !((num(invoice.amount_paid) ?? 0) > 0)) return false;
  const metadata = invoiceSubscriptionMetadata(invoice);
  const userId = row?.userId ?? str(metadata.userId);
  if (!userId || !isUuid(userId)) return false;
  const metadataTier = str(metadata.tier);
  const tier =
    payments.tierOfPrice(invoicePrice(invoice)) ??
    (row && row.tier !== 'free' ? row.tier : undefined) ??
    (metadataTier && isTier(metadataTier) ? metadataTier : undefined);
  if (!tier) return false;
  return Boolean(
    await recordCommission(tx, { referredUserId: userId, tier, sourceRef: invoiceId }),
  );
}

async function invoicePaid(
  tx: Db,
  payments: StripePayments,
  invoice: Obj,
): Promise<WebhookOutcome> {
  const subId = invoiceSubscription(invoice);
  if (!subId) return 'ignored';
  const row = await lockBySubscription(tx, subId);
  // Also when the period does not move (the first invoice of a checkout, a late delivery).
  const commissioned = await invoiceCommission(tx, payments, invoice, row);
  const nothingElse = commissioned ? 'applied' : 'ignored';
  const periodEnd = invoicePeriodEnd(invoice);
  if (!periodEnd || !row || row.tier === 'free') return nothingElse;
  const end = toDate(periodEnd);
  const pastDue = row.status === 'past_due';
  if (row.currentPeriodEnd && row.currentPeriodEnd >= end && !pastDue) return nothingElse;
  await tx
    .update(subscriptions)
    .set({
      currentPeriodEnd:
        row.currentPeriodEnd && row.currentPeriodEnd > end ? row.currentPeriodEnd : end,
      // A paid invoice ends any retry state (the renewal went through after all).
      ...(pastDue
        ? { ...retryCleared, status: row.cancelAtPeriodEnd ? 'canceled' : 'active' }
        : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, row.userId));
  return 'applied';
}

/**
 * A renewal failed. While Stripe will retry (`next_payment_attempt` set) the plan stays and the
 * retry state is recorded (status `past_due`, attempts, next attempt) so the member is told to
 * update their card; after the final failure (`next_payment_attempt` null) the plan drops to free.
 * An older failure (fewer attempts than recorded) never overwrites newer retry state.
 */
async function invoicePaymentFailed(tx: Db, invoice: Obj): Promise<WebhookOutcome> {
  const subId = invoiceSubscription(invoice);
  if (!subId) return 'ignored';
  const row = await lockBySubscription(tx, subId);
  if (!row || row.tier === 'free') return 'ignored';
  if (invoice.next_payment_attempt === null) {
    return (await dropToFree(tx, row, 'payment_failed')) ? 'applied' : 'ignored';
  }
  const next = num(invoice.next_payment_attempt);
  const attempts = num(invoice.attempt_count) ?? row.paymentAttemptCount + 1;
  if (attempts <= row.paymentAttemptCount) return 'ignored';
  await tx
    .update(subscriptions)
    .set({
      status: 'past_due',
      paymentFailedAt: sql`now()`,
      paymentAttemptCount: attempts,
      nextPaymentAttemptAt: next ? toDate(next) : null,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.userId, row.userId));
  return 'applied';
}

async function paymentIntentSucceeded(tx: Db, intent: Obj): Promise<WebhookOutcome> {
  const metadata = obj(intent.metadata);
  const paymentId = str(metadata.paymentId);
  if (!paymentId) return 'ignored';
  const [payment] = await tx
    .select()
    .from(paymentsTable)
    .where(eq(paymentsTable.id, paymentId))
    .limit(1);
  const pack = CREDIT_PACKS.find((p) => p.id === payment?.packageId);
  if (
    !payment ||
    !pack ||
    payment.kind !== 'credits' ||
    payment.userId !== str(metadata.userId) ||
    payment.packageId !== str(metadata.packageId) ||
    payment.amountCents !== num(intent.amount) ||
    (payment.providerRef !== null && payment.providerRef !== str(intent.id))
  ) {
    return 'ignored';
  }
  const [claimed] = await tx
    .update(paymentsTable)
    .set({ status: 'succeeded', appliedAt: sql`now()` })
    .where(and(eq(paymentsTable.id, paymentId), isNull(paymentsTable.appliedAt)))
    .returning({ id: paymentsTable.id });
  if (!claimed) return 'ignored';
  await addCredits(tx, payment.userId, pack.credits, { reference: paymentId });
  return 'applied';
}

/**
 * Applies one verified Stripe event at most once: the event id is inserted into
 * `processed_webhook_events` (`on conflict do nothing`) in the same transaction as its effects,
 * so a duplicate delivery, even a concurrent one, waits for the first and then does nothing.
 * Every handler is state-based (claims with `applied_at is null`, periods only move forward,
 * deletion is terminal), so out-of-order events cannot undo newer state.
 */
export async function handleStripeEvent(
  db: Db,
  payments: StripePayments,
  event: WebhookEvent,
): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(processedWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: processedWebhookEvents.eventId });
    if (!fresh) return 'duplicate';
    const object = obj(event.data.object);
    switch (event.type) {
      case 'checkout.session.completed':
        return checkoutCompleted(tx, object);
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
        return subscriptionUpdated(tx, payments, object);
      case 'customer.subscription.deleted':
        return subscriptionDeleted(tx, object);
      case 'invoice.paid':
        return invoicePaid(tx, payments, object);
      case 'invoice.payment_failed':
        return invoicePaymentFailed(tx, object);
      case 'payment_intent.succeeded':
        return paymentIntentSucceeded(tx, object);
      default:
        return 'ignored';
    }
  });
}
