import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditLedger, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/** Why a balance changed (`credit_ledger.reason`). */
export type CreditReason = 'chat' | 'refund' | 'purchase' | 'adjustment';

export interface CreditSpend {
  /** The ledger row of the spend (what a refund references). */
  ledgerId: string;
  /** The balance after the spend. */
  balance: number;
}

/**
 * Takes `amount` credits from the member's balance, or nothing when the balance is too small.
 *
 * The balance changes with one conditional UPDATE (`... set flex_credits = flex_credits - n
 * where user_id = $1 and flex_credits >= n returning flex_credits`): the row lock it takes makes
 * simultaneous spends queue, and each one re-checks the condition on the committed balance, so the
 * balance can never go below zero whatever the concurrency (no read-then-write). The ledger row is
 * written in the same transaction. Returns `null` when nothing was spent (no ledger row either).
 */
export async function spendCredits(
  db: Db,
  userId: string,
  options: { amount?: number; reason?: CreditReason; reference?: string } = {},
): Promise<CreditSpend | null> {
  const amount = options.amount ?? 1;
  if (!Number.isInteger(amount) || amount < 1) throw new RangeError('amount must be >= 1');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ flexCredits: sql`${subscriptions.flexCredits} - ${amount}`, updatedAt: sql`now()` })
      .where(and(eq(subscriptions.userId, userId), gte(subscriptions.flexCredits, amount)))
      .returning({ balance: subscriptions.flexCredits });
    if (!row) return null;
    const [entry] = await tx
      .insert(creditLedger)
      .values({
        userId,
        delta: -amount,
        reason: options.reason ?? 'chat',
        reference: options.reference ?? null,
        balanceAfter: row.balance,
      })
      .returning({ id: creditLedger.id });
    return { ledgerId: entry!.id, balance: row.balance };
  });
}

/**
 * Gives back a spend whose service was not delivered (the coach failed): the balance rises by the
 * amount in one atomic UPDATE and a `refund` ledger row references the spend's ledger row, in one
 * transaction. Returns the balance after the refund.
 */
export async function refundCredits(
  db: Db,
  userId: string,
  spend: { ledgerId: string; amount?: number },
): Promise<number> {
  const amount = spend.amount ?? 1;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ flexCredits: sql`${subscriptions.flexCredits} + ${amount}`, updatedAt: sql`now()` })
      .where(eq(subscriptions.userId, userId))
      .returning({ balance: subscriptions.flexCredits });
    if (!row) throw new Error(`refund for a member without a subscription row (${userId})`);
    await tx.insert(creditLedger).values({
      userId,
      delta: amount,
      reason: 'refund',
      reference: spend.ledgerId,
      balanceAfter: row.balance,
    });
    return row.balance;
  });
}

/** The 403 a free-tier member gets when a message needs more credits than they hold. */
export function insufficientCredits(creditsNeeded = 1): AppError {
  return new AppError('INSUFFICIENT_CREDITS', "You're out of Flex Credits.", { creditsNeeded });
}

/**
 * Adds purchased credits: the balance rises in one atomic UPDATE and a ledger row (reason
 * `purchase` unless told) is written in the same transaction (a savepoint when `db` is already a
 * transaction). Returns the balance after.
 */
export async function addCredits(
  db: Db,
  userId: string,
  amount: number,
  options: { reason?: CreditReason; reference?: string } = {},
): Promise<number> {
  if (!Number.isInteger(amount) || amount < 1) throw new RangeError('amount must be >= 1');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscriptions)
      .set({ flexCredits: sql`${subscriptions.flexCredits} + ${amount}`, updatedAt: sql`now()` })
      .where(eq(subscriptions.userId, userId))
      .returning({ balance: subscriptions.flexCredits });
    if (!row) throw new Error(`credits for a member without a subscription row (${userId})`);
    await tx.insert(creditLedger).values({
      userId,
      delta: amount,
      reason: options.reason ?? 'purchase',
      reference: options.reference ?? null,
      balanceAfter: row.balance,
    });
    return row.balance;
  });
}
