import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../../db/schema/index.ts';
import {
  createTestApp,
  registerMember,
  type Member,
  type TestContext,
} from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const purchase = (member: Member, packageId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/credits/purchase',
    headers: { cookie: member.cookie },
    payload: { userId: member.user.id, packageId },
  });
const confirm = (member: Member, packageId: string, paymentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/credits/confirm',
    headers: { cookie: member.cookie },
    payload: { packageId, paymentId },
  });
const balance = async (member: Member) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/status/${member.user.id}`,
      headers: { cookie: member.cookie },
    })
  ).json().flexCredits as number;
const ledger = (userId: string) =>
  t.database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId));

describe('credit packs (dev payments)', () => {
  it('purchase then confirm adds 12 credits for Value, with a purchase ledger row', async () => {
    const member = await registerMember(t.app);
    const res = await purchase(member, 'value');
    expect(res.statusCode).toBe(200);
    const { devMode, clientSecret, paymentId } = res.json();
    expect(devMode).toBe(true);
    expect(clientSecret).toMatch(/^dev_/);
    const ok = await confirm(member, 'value', paymentId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, creditsAdded: 12, flexCredits: 12 });
    expect(await balance(member)).toBe(12);
    const rows = await ledger(member.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      delta: 12,
      reason: 'purchase',
      reference: paymentId,
      balanceAfter: 12,
    });
  });

  it('a second confirm is refused with 409 and credits nothing', async () => {
    const member = await registerMember(t.app);
    const { paymentId } = (await purchase(member, 'starter')).json();
    expect((await confirm(member, 'starter', paymentId)).statusCode).toBe(200);
    const again = await confirm(member, 'starter', paymentId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This payment was already applied');
    expect(await balance(member)).toBe(3);
  });

  it('five concurrent confirms credit once', async () => {
    const member = await registerMember(t.app);
    const { paymentId } = (await purchase(member, 'power')).json();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => confirm(member, 'power', paymentId)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    expect(await balance(member)).toBe(25);
    expect(await ledger(member.user.id)).toHaveLength(1);
  });

  it('a Starter payment cannot be confirmed as Power, nor by another member', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const { paymentId } = (await purchase(alice, 'starter')).json();
    const wrongPack = await confirm(alice, 'power', paymentId);
    expect(wrongPack.statusCode).toBe(400);
    const stolen = await confirm(bob, 'starter', paymentId);
    expect(stolen.statusCode).toBe(404); // as an unknown payment
    const unknown = await confirm(bob, 'starter', 'not-a-payment');
    expect(unknown.statusCode).toBe(404);
    expect(await balance(alice)).toBe(0);
    expect(await balance(bob)).toBe(0);
    // The real one still works afterwards.
    expect((await confirm(alice, 'starter', paymentId)).json().flexCredits).toBe(3);
  });

  it('refuses an unknown pack, someone else’s user id and a signed-out caller', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    expect((await purchase(alice, 'mega')).statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      headers: { cookie: alice.cookie },
      payload: { userId: bob.user.id, packageId: 'value' },
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      payload: { packageId: 'value' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
