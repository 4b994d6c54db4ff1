import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/subscriptions/create-checkout (dev payments)', () => {
  it('upgrades at once and says so', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout',
      headers: { cookie: member.cookie },
      payload: { userId: member.user.id, tier: 'basic' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ devMode: true, tier: 'basic' });
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/status/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(status.json()).toEqual({ tier: 'basic', flexCredits: 0 });
  });

  it('refuses the free tier, a signed-out caller and someone else’s user id', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const free = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout',
      headers: { cookie: alice.cookie },
      payload: { tier: 'free' },
    });
    expect(free.statusCode).toBe(400);
    expect(free.json().message).toContain('free plan needs no checkout');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout',
      payload: { tier: 'pro' },
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout',
      headers: { cookie: alice.cookie },
      payload: { userId: bob.user.id, tier: 'premium' },
    });
    expect(other.statusCode).toBe(403);
    const bobStatus = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/status/${bob.user.id}`,
      headers: { cookie: bob.cookie },
    });
    expect(bobStatus.json().tier).toBe('free');
  });
});
