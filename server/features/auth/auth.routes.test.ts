import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  passwordResetTokens,
  rateLimitCounters,
  sessions,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import {
  buildRegistration,
  createTestApp,
  lastOutboxMessage,
  registerMember,
  resetLinkFrom,
  sessionCookie,
  type Member,
  type TestContext,
  uniqueEmail,
  uniqueIp,
} from '../../test/helpers.ts';
import { LOGIN_THROTTLE } from './auth.service.ts';

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
    // The browser drops what it cached of the member's pages.
    expect(logout.headers['clear-site-data']).toBe('"cache"');
    // The old cookie no longer works: the session was deleted on the server.
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('logs out from the plain form the server paints, then sends the browser home', async () => {
    const member = await registerMember(t.app);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie: member.cookie,
        'content-type': 'application/x-www-form-urlencoded',
        // What Chromium sends for a form posted from a page under Referrer-Policy: no-referrer.
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      },
      payload: '',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/');
    expect(form.headers['clear-site-data']).toBe('"cache"');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: member.cookie },
    });
    expect(me.statusCode).toBe(401);
    // From another site, the form is refused and the session stays.
    const other = await registerMember(t.app);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: {
        cookie: other.cookie,
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: '',
    });
    expect(forged.statusCode).toBe(403);
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: other.cookie },
    });
    expect(still.statusCode).toBe(200);
    // Other routes still refuse a form body.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.c&password=x',
    });
    expect(login.statusCode).toBe(415);
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

  const login = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  /** Moves a counter's last counted attempt `ms` into the past (the wait passes). */
  const waitPasses = async (key: string, ms: number) => {
    await t.database.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`window_start - ${ms}::integer * interval '1 millisecond'` })
      .where(eq(rateLimitCounters.key, key));
  };
  const { pair, address } = LOGIN_THROTTLE;

  it('slows an account and address pair down, while the member signs in from elsewhere', async () => {
    const member = await registerMember(t.app);
    const attacker = uniqueIp();
    for (let i = 0; i < pair.free; i++) {
      expect((await login(member.email, `guess-${i}-xxxx`, attacker)).statusCode).toBe(401);
    }
    // The next attempt from that address waits, even with the right password.
    const blocked = await login(member.email, member.password, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('15');
    expect(blocked.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message:
        'Too many failed sign-in attempts for this account. Please wait 15 seconds and try again.',
      retryAfterSeconds: 15,
    });
    expect(blocked.cookies).toHaveLength(0);
    // The member, from their own address, is not held up by the stranger's guesses.
    const own = await login(member.email, member.password, uniqueIp());
    expect(own.statusCode).toBe(200);
    expect(sessionCookie(own)).toBeTruthy();

    // An account that does not exist answers alike.
    const ghost = uniqueEmail('ghost');
    const codes: number[] = [];
    for (let i = 0; i <= pair.free; i++) {
      codes.push((await login(ghost, 'whatever-123', attacker)).statusCode);
    }
    expect(codes).toEqual([...Array<number>(pair.free).fill(401), 429]);
  });

  it('doubles the wait with each further failure, and does not count refused attempts', async () => {
    const member = await registerMember(t.app);
    const ip = uniqueIp();
    const key = `login:pair:${member.email}|${ip}`;
    for (let i = 0; i < pair.free; i++) await login(member.email, 'wrong password!', ip);
    // Hammering while refused changes nothing.
    for (let i = 0; i < 5; i++) {
      expect((await login(member.email, 'wrong password!', ip)).statusCode).toBe(429);
    }
    const waits: string[] = [];
    for (let round = 0; round < 3; round++) {
      await waitPasses(key, pair.baseMs * 2 ** round + 1000);
      // Exactly one attempt once the wait has passed, then a wait twice as long.
      expect((await login(member.email, 'wrong password!', ip)).statusCode).toBe(401);
      const refused = await login(member.email, 'wrong password!', ip);
      expect(refused.statusCode).toBe(429);
      waits.push(refused.headers['retry-after'] as string);
    }
    expect(waits).toEqual(['30', '60', '120']);
    expect((await login(member.email, member.password, ip)).json().message).toBe(
      'Too many failed sign-in attempts for this account. Please wait 2 minutes and try again.',
    );
    // After the wait, the right password signs in and the pair starts afresh.
    await waitPasses(key, 120_000 + 1000);
    expect((await login(member.email, member.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < pair.free; i++) {
      expect((await login(member.email, 'wrong password!', ip)).statusCode).toBe(401);
    }
  });

  /**
   * An attacker at one address who waits exactly as long as each `Retry-After` says, for an hour
   * (the waits are made to pass by moving the counters back): how many guesses get checked.
   */
  async function guessesInAnHour(target: () => string, ip: string, member?: Member) {
    let clockS = 0;
    let checked = 0;
    let memberSignIns = 0;
    while (clockS < 3600) {
      const email = target();
      const res = await login(email, 'not the password', ip);
      if (res.statusCode === 401) {
        checked += 1;
        continue;
      }
      expect(res.statusCode).toBe(429);
      const waitS = Number(res.headers['retry-after']);
      clockS += waitS;
      await waitPasses(`login:pair:${email}|${ip}`, waitS * 1000);
      await waitPasses(`login:ip:${ip}`, waitS * 1000);
      // Meanwhile the member signs in from their own address.
      if (member && (await login(member.email, member.password, uniqueIp())).statusCode === 200) {
        memberSignIns += 1;
      }
    }
    return { checked, memberSignIns };
  }

  it('gives an attacker at one address 13 guesses at an account in the first hour, and the member signs in meanwhile', async () => {
    const member = await registerMember(t.app);
    const { checked, memberSignIns } = await guessesInAnHour(
      () => member.email,
      uniqueIp(),
      member,
    );
    // 5 at once, then after 15 s, 30 s, 1, 2, 4, 8 and 15 minutes (decision 027).
    expect(checked).toBe(13);
    expect(memberSignIns).toBe(checked - pair.free + 1);
  });

  it('gives an attacker at one address 27 guesses across accounts in the first hour', async () => {
    const { checked } = await guessesInAnHour(() => uniqueEmail('spray'), uniqueIp());
    expect(checked).toBe(27);
  });

  it('lets no more than the free attempts through at once', async () => {
    const member = await registerMember(t.app);
    const ip = uniqueIp();
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(member.email, `parallel-${i}-xx`, ip)),
    ).then((answers) => answers.map((answer) => answer.statusCode).sort());
    expect(codes.filter((code) => code === 401)).toHaveLength(pair.free);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - pair.free);
  });

  it('slows one address down across accounts', async () => {
    const ip = uniqueIp();
    const codes: number[] = [];
    for (let i = 0; i <= address.free; i++) {
      codes.push((await login(uniqueEmail('spray'), 'password-123', ip)).statusCode);
    }
    expect(codes.slice(0, address.free).every((c) => c === 401)).toBe(true);
    const last = await login(uniqueEmail('spray'), 'password-123', ip);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(
      'Too many failed sign-in attempts from your network. Please wait 15 seconds and try again.',
    );
    expect(last.headers['retry-after']).toBe('15');
  });

  it('counts only failures per IP: successful sign-ins do not lock a shared network out', async () => {
    const ip = uniqueIp();
    const member = await registerMember(t.app);
    for (let i = 0; i < address.free + 2; i++) {
      const res = await login(member.email, member.password, ip);
      expect(res.statusCode).toBe(200);
    }
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const member = await registerMember(t.app);
    const codes: number[] = [];
    for (let i = 0; i <= pair.free; i++) {
      codes.push(
        (await login(member.email, 'wrong password!', `2001:db8:77:1::${i + 1}`)).statusCode,
      );
    }
    expect(codes.at(-1)).toBe(429);
    expect((await login(member.email, member.password, '2001:db8:77:2::1')).statusCode).toBe(200);
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
