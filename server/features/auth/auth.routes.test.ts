import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { passwordResetTokens, sessions, subscriptions, users } from '../../db/schema/index.ts';
import {
  buildRegistration,
  createTestApp,
  lastOutboxMessage,
  registerMember,
  resetLinkFrom,
  sessionCookie,
  type TestContext,
  uniqueEmail,
  uniqueIp,
} from '../../test/helpers.ts';
import { LOGIN_LIMITS } from './auth.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/register', () => {
  it('creates the user, a free subscription with 0 credits, and a session', async () => {
    const payload = buildRegistration({ email: uniqueEmail('New.Member').toUpperCase() });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      email: payload.email.toLowerCase(),
      firstName: 'Alex',
      isAdmin: false,
      goals: ['build-muscle', 'general-fitness'],
      units: 'imperial',
    });
    const cookie = res.cookies.find((c) => c.name === 'fc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const { db } = t.database;
    const [row] = await db.select().from(users).where(eq(users.id, body.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.timeAvailable).toBe(60);
    expect(row?.daysPerWeek).toBe(4);
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, body.id));
    expect(sub).toMatchObject({ tier: 'free', flexCredits: 0 });
    // Only the hash of the cookie token is stored.
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, body.id));
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.tokenHash).not.toBe(cookie?.value);
  });

  it('accepts the onboarding labels for goals, equipment, gender and level', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration({
        gender: 'Male',
        level: 'Beginner',
        goals: ['Lose Weight', 'Improve Endurance'],
        equipment: ['No Equipment', 'Pull-up Bar'],
      }),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row).toMatchObject({
      gender: 'male',
      level: 'beginner',
      goals: ['lose-weight', 'improve-endurance'],
      equipment: ['no-equipment', 'pull-up-bar'],
    });
  });

  it('answers 409 "User already exists" for a taken email, whatever its case', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration({ email: member.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('User already exists');
    const rows = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${member.email}`);
    expect(rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous sign-ups with one email win', async () => {
    const payload = buildRegistration();
    const results = await Promise.all(
      [0, 1].map(() => t.app.inject({ method: 'POST', url: '/api/auth/register', payload })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['password', { password: 'short' }],
    ['gender', { gender: 'robot' }],
    ['level', { level: 'expert' }],
    ['goals', { goals: ['fly'] }],
    ['goals', { goals: [] }],
    ['equipment', { equipment: ['spaceship'] }],
    ['currentWeight', { currentWeight: 'heavy' }],
    ['targetWeight', { targetWeight: -5 }],
    ['targetDate', { targetDate: '2027-02-30' }],
    ['timeAvailable', { timeAvailable: '7' }],
    ['daysPerWeek', { daysPerWeek: '9' }],
    ['firstName', { firstName: '   ' }],
  ])('answers 400 "Invalid user data" naming %s', async (field, overrides) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration(overrides as never),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toContain('Invalid user data');
    expect(body.error).toBe(body.message);
    const named = body.fields.map((f: { field: string }) => f.field.split('.')[0]);
    expect(named).toContain(field);
  });

  it('never takes isAdmin from the request body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...buildRegistration(), isAdmin: true, tier: 'premium', flexCredits: 999 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().isAdmin).toBe(false);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, res.json().id));
    expect(sub).toMatchObject({ tier: 'free', flexCredits: 0 });
  });
});

describe('login, me and logout', () => {
  it('signs in with any email case, restores the user with /me, and logs out on the server', async () => {
    const member = await registerMember(t.app, { firstName: 'Jordan' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email.toUpperCase(), password: member.password },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: member.user.id, firstName: 'Jordan', isAdmin: false });
    const cookie = sessionCookie(login);
    expect(cookie).not.toBe(member.cookie);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    // The session user, and the plan and credits the member pages show first.
    expect(me.json()).toEqual({
      ...login.json(),
      subscription: {
        tier: 'free',
        flexCredits: 0,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
      },
    });

    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'fc_session')?.value).toBe('');
    // The old cookie no longer works: the session was deleted on the server.
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 without revealing whether the email exists', async () => {
    const member = await registerMember(t.app);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'wrong password!' },
      remoteAddress: uniqueIp(),
    });
    const noAccount = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('ghost'), password: 'wrong password!' },
      remoteAddress: uniqueIp(),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(noAccount.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe('Invalid email or password');
    expect(noAccount.json()).toEqual(wrongPassword.json());
  });

  it('answers 400 when email or password is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe('password');
  });

  it('throttles failed logins per account, even from many addresses, and even for the right password', async () => {
    const member = await registerMember(t.app);
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password: `guess-${i}-xxxx` },
        remoteAddress: uniqueIp(),
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: uniqueIp(),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts.*try again/);
    // The same answer for an account that does not exist.
    const ghost = uniqueEmail('ghost');
    let last = 0;
    for (let i = 0; i <= LOGIN_LIMITS.perAccount; i++) {
      last = (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: ghost, password: 'whatever-123' },
          remoteAddress: uniqueIp(),
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('throttles failed logins per IP address across accounts', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i <= LOGIN_LIMITS.perIp; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail('spray'), password: 'password-123' },
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, LOGIN_LIMITS.perIp).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('counts only failures per IP: successful sign-ins do not lock a shared network out', async () => {
    const ip = uniqueIp();
    const member = await registerMember(t.app);
    for (let i = 0; i < LOGIN_LIMITS.perIp + 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password: member.password },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the email exists, and mails a working single-use link', async () => {
    const member = await registerMember(t.app, { firstName: 'Riley' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: uniqueEmail('nobody') },
      remoteAddress: uniqueIp(),
    });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: member.email.toUpperCase() },
      remoteAddress: uniqueIp(),
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = lastOutboxMessage(t.outboxDir);
    expect(mail?.to).toBe(member.email);
    const link = resetLinkFrom(mail!.text);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(member.email);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed, never in clear.
    const stored = await t.database.db
      .select({ tokenHash: passwordResetTokens.tokenHash })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: member.email, token, newPassword: 'a brand new passphrase' },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);

    // Every session of the user has ended.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: member.cookie },
    });
    expect(me.statusCode).toBe(401);
    // The old password fails, the new one works.
    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: uniqueIp(),
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: 'a brand new passphrase' },
      remoteAddress: uniqueIp(),
    });
    expect(newLogin.statusCode).toBe(200);

    // Single use.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: member.email, token, newPassword: 'yet another passphrase' },
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/Invalid or expired reset link/);
  });

  it('refuses an expired token, a token for another email, and a short password', async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: member.email },
      remoteAddress: uniqueIp(),
    });
    const token = resetLinkFrom(lastOutboxMessage(t.outboxDir)!.text).searchParams.get('token')!;

    const wrongEmail = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: other.email, token, newPassword: 'a brand new passphrase' },
      remoteAddress: uniqueIp(),
    });
    expect(wrongEmail.statusCode).toBe(400);

    const short = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: member.email, token, newPassword: 'short' },
      remoteAddress: uniqueIp(),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0]).toEqual({
      field: 'newPassword',
      message: 'must be at least 8 characters',
    });

    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, member.user.id));
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: member.email, token, newPassword: 'a brand new passphrase' },
      remoteAddress: uniqueIp(),
    });
    expect(expired.statusCode).toBe(400);
    // Nothing changed: the original password still works.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('makes reset tokens expire after one hour', async () => {
    const member = await registerMember(t.app);
    const before = Date.now();
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: member.email },
      remoteAddress: uniqueIp(),
    });
    const [row] = await t.database.db
      .select({ expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.user.id));
    const ttl = row!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 5_000);
  });

  it('throttles reset attempts per IP with a 429', async () => {
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i < 12; i++) {
      last = (
        await t.app.inject({
          method: 'POST',
          url: '/api/reset-password',
          payload: {
            email: uniqueEmail(),
            token: `guess${i}`,
            newPassword: 'a brand new passphrase',
          },
          remoteAddress: ip,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('says mail is not configured when the outbox is in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toEqual({
      mailConfigured: false,
      paymentsMode: 'dev',
      stripePublishableKey: null,
    });
  });
});
