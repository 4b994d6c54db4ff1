import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../../db/schema/index.ts';
import { createTestApp, registerMember, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/user/:id', () => {
  it('returns your own profile without secrets', async () => {
    const member = await registerMember(t.app, { firstName: 'Sam' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie, 'x-user-id': member.user.id },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: member.user.id,
      email: member.email,
      firstName: 'Sam',
      isAdmin: false,
      level: 'intermediate',
      goals: ['build-muscle', 'general-fitness'],
      equipment: ['dumbbells', 'bench'],
      currentWeight: 180,
      targetWeight: 165,
      timeAvailable: '60',
      daysPerWeek: '4',
      targetDate: '2027-06-30',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2|hash/i);
  });

  it('refuses someone else’s record with 403 and a signed-out caller with 401', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/user/${bob.user.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(bob.email);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/user/${bob.user.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a forged x-user-id: the header is a claim, never identity', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    // Signed in as Alice, claiming to be Bob.
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/user/${bob.user.id}`,
      headers: { cookie: alice.cookie, 'x-user-id': bob.user.id },
    });
    expect(forged.statusCode).toBe(403);
    // Claiming to be Bob with no session at all.
    const noSession = await t.app.inject({
      method: 'GET',
      url: `/api/user/${bob.user.id}`,
      headers: { 'x-user-id': bob.user.id },
    });
    expect(noSession.statusCode).toBe(401);
    // Her own record with a mismatched claim is refused too.
    const mismatch = await t.app.inject({
      method: 'GET',
      url: `/api/user/${alice.user.id}`,
      headers: { cookie: alice.cookie, 'x-user-id': bob.user.id },
    });
    expect(mismatch.statusCode).toBe(403);
  });
});

describe('PUT /api/user/:id', () => {
  it('changes profile and preference fields', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie },
      payload: {
        firstName: 'Taylor',
        level: 'advanced',
        goals: ['Increase Flexibility'],
        equipment: ['full-gym'],
        currentWeight: '175.5',
        targetWeight: 160,
        timeAvailable: '45',
        daysPerWeek: 5,
        newsletterConsent: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Taylor',
      level: 'advanced',
      goals: ['increase-flexibility'],
      equipment: ['full-gym'],
      currentWeight: 175.5,
      targetWeight: 160,
      timeAvailable: '45',
      daysPerWeek: '5',
      newsletterConsent: true,
    });
  });

  it('accepts the { userId, updates } shape the preferences dialog sends', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie },
      payload: { userId: member.user.id, updates: { daysPerWeek: '6' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().daysPerWeek).toBe('6');
  });

  it('refuses fields outside the allowlist (isAdmin, tier, credits, email, password) and saves nothing', async () => {
    const member = await registerMember(t.app, { firstName: 'Casey' });
    for (const payload of [
      { firstName: 'Hacker', isAdmin: true },
      { tier: 'premium' },
      { flexCredits: 1000 },
      { email: 'new@example.com' },
      { passwordHash: 'x' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${member.user.id}`,
        headers: { cookie: member.cookie },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Invalid user data');
      expect(res.json().message).toContain('cannot change');
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ firstName: 'Casey', isAdmin: false, email: member.email });
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.user.id));
    expect(sub).toMatchObject({ tier: 'free', flexCredits: 0 });
  });

  it('answers 400 naming the bad field and keeps the saved values', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie },
      payload: { daysPerWeek: 12, firstName: 'Valid' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'daysPerWeek', message: 'must be between 1 and 7' },
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ firstName: 'Alex', daysPerWeek: 4 });
  });

  it("keeps the member's own bar and plates, each plate once and heaviest first, and forgets them on null", async () => {
    const member = await registerMember(t.app, { units: 'metric' });
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/${member.user.id}`,
        headers: { cookie: member.cookie },
        payload,
      });
    const saved = await put({ plates: { units: 'metric', bar: 15, plates: [5, 20, 2.5, 20, 10] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().plates).toEqual({ units: 'metric', bar: 15, plates: [20, 10, 5, 2.5] });
    const bad = await put({ plates: { units: 'metric', bar: 0, plates: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { field: 'plates.bar', message: 'must be at least 1' },
      { field: 'plates.plates', message: 'choose at least one plate' },
    ]);
    const reset = await put({ plates: null });
    expect(reset.json().plates).toBeNull();
  });

  it('refuses to change someone else, and a body userId that is not yours', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app, { firstName: 'Bob' });
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${bob.user.id}`,
      headers: { cookie: alice.cookie },
      payload: { firstName: 'Pwned' },
    });
    expect(other.statusCode).toBe(403);
    const claim = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${alice.user.id}`,
      headers: { cookie: alice.cookie },
      payload: { userId: bob.user.id, updates: { firstName: 'Pwned' } },
    });
    expect(claim.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, bob.user.id));
    expect(row?.firstName).toBe('Bob');
  });
});

describe('GET /api/subscriptions/status/:userId', () => {
  it('returns the tier and credits of the signed-in user only', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/status/${alice.user.id}`,
      headers: { cookie: alice.cookie, 'x-user-id': alice.user.id },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      tier: 'free',
      flexCredits: 0,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: null,
    });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/subscriptions/status/${bob.user.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(other.statusCode).toBe(403);
  });
});
