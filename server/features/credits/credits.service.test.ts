import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { creditLedger, subscriptions } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import { insufficientCredits, refundCredits, spendCredits } from './credits.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function memberHolding(flexCredits: number): Promise<Member> {
  const member = await registerMember(t.app);
  await t.database.db
    .update(subscriptions)
    .set({ flexCredits })
    .where(eq(subscriptions.userId, member.user.id));
  return member;
}

async function balanceOf(member: Member): Promise<number> {
  const [row] = await t.database.db
    .select({ flexCredits: subscriptions.flexCredits })
    .from(subscriptions)
    .where(eq(subscriptions.userId, member.user.id));
  return row!.flexCredits;
}

const ledgerOf = (member: Member) =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, member.user.id))
    .orderBy(asc(creditLedger.createdAt));

describe('spendCredits', () => {
  it('takes credits and writes a ledger row with the balance after', async () => {
    const member = await memberHolding(5);
    const spend = await spendCredits(t.database.db, member.user.id, {
      amount: 2,
      reference: 'message-1',
    });
    expect(spend).toEqual({ ledgerId: expect.any(String), balance: 3 });
    expect(await balanceOf(member)).toBe(3);
    expect(await ledgerOf(member)).toEqual([
      expect.objectContaining({
        id: spend!.ledgerId,
        delta: -2,
        reason: 'chat',
        reference: 'message-1',
        balanceAfter: 3,
      }),
    ]);
  });

  it('spends nothing and writes nothing when the balance is too small', async () => {
    const member = await memberHolding(1);
    expect(await spendCredits(t.database.db, member.user.id, { amount: 2 })).toBeNull();
    expect(await balanceOf(member)).toBe(1);
    expect(await ledgerOf(member)).toHaveLength(0);
  });

  it('never goes below zero under concurrency', async () => {
    const member = await memberHolding(10);
    const results = await Promise.all(
      Array.from({ length: 40 }, () => spendCredits(t.database.db, member.user.id)),
    );
    const spent = results.filter((r) => r !== null);
    expect(spent).toHaveLength(10);
    expect(spent.map((s) => s.balance).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(await balanceOf(member)).toBe(0);
    expect(await ledgerOf(member)).toHaveLength(10);
  });

  it('refuses a non-positive amount', async () => {
    const member = await memberHolding(3);
    await expect(spendCredits(t.database.db, member.user.id, { amount: 0 })).rejects.toThrow(
      RangeError,
    );
    expect(await balanceOf(member)).toBe(3);
  });
});

describe('refundCredits', () => {
  it('gives a spend back with a refund row that references it', async () => {
    const member = await memberHolding(1);
    const spend = await spendCredits(t.database.db, member.user.id);
    expect(await refundCredits(t.database.db, member.user.id, { ledgerId: spend!.ledgerId })).toBe(
      1,
    );
    expect(await balanceOf(member)).toBe(1);
    const ledger = await ledgerOf(member);
    expect(ledger).toHaveLength(2);
    expect(ledger.find((row) => row.reason === 'refund')).toMatchObject({
      delta: 1,
      reference: spend!.ledgerId,
      balanceAfter: 1,
    });
  });
});

describe('insufficientCredits', () => {
  it('is the 403 the chat answers with', () => {
    const error = insufficientCredits(1);
    expect(error).toMatchObject({
      code: 'INSUFFICIENT_CREDITS',
      statusCode: 403,
      message: "You're out of Flex Credits.",
      extra: { creditsNeeded: 1 },
    });
  });
});
