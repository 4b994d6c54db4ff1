import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_COOKIE_NAME,
  SESSION_IDLE_TIMEOUT_MS,
} from '#common/constants.ts';
import { sessions } from '../../db/schema/index.ts';
import {
  buildRegistration,
  createTestApp,
  lastOutboxMessage,
  type Member,
  registerMember,
  resetLinkFrom,
  sessionCookie,
  type TestContext,
  uniqueIp,
} from '../helpers.ts';

// Also covered elsewhere (not repeated here): logout ends the session on the server
// (features/auth/auth.routes.test.ts), the idle and absolute expiry and their purge
// (features/auth/maintenance.test.ts), Secure cookies and HSTS over https (http/security.test.ts).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

const login = (member: Member, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: member.email, password: member.password },
    remoteAddress: uniqueIp(),
    ...(cookie ? { headers: { cookie } } : {}),
  });

const tokenOf = (cookie: string) => cookie.slice(SESSION_COOKIE_NAME.length + 1);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function sessionRow(cookie: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(tokenOf(cookie))));
  return row;
}

describe('sessions', () => {
  it('issues a new 256-bit session at every login, never the one the browser sent', async () => {
    const member = await registerMember(t.app);
    // A session id planted by an attacker (fixation) is not adopted, and the previous one is replaced.
    const planted = `${SESSION_COOKIE_NAME}=${'A'.repeat(43)}`;
    const first = await login(member, planted);
    expect(first.statusCode).toBe(200);
    const firstCookie = sessionCookie(first);
    expect(firstCookie).not.toBe(planted);
    expect(firstCookie).not.toBe(member.cookie);
    expect(tokenOf(firstCookie)).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    const second = await login(member, firstCookie);
    const secondCookie = sessionCookie(second);
    expect(secondCookie).not.toBe(firstCookie);
    expect((await me(secondCookie)).statusCode).toBe(200);
  });

  it('stores only the SHA-256 of the token, with a 7-day absolute expiry', async () => {
    const member = await registerMember(t.app);
    const row = await sessionRow(member.cookie);
    expect(row).toBeDefined();
    const all = await t.database.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(JSON.stringify(all)).not.toContain(tokenOf(member.cookie));
    const lifetime = row!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(SESSION_ABSOLUTE_TIMEOUT_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(SESSION_ABSOLUTE_TIMEOUT_MS);
  });

  it('kills the old cookie after logout, also for a replay of the logout', async () => {
    const member = await registerMember(t.app);
    const other = sessionCookie(await login(member)); // a second device stays signed in
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: member.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(await sessionRow(member.cookie)).toBeUndefined();
    expect((await me(member.cookie)).statusCode).toBe(401);
    const replay = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie },
      payload: { firstName: 'Replayed' },
    });
    expect(replay.statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('ends every session of the account after a password reset', async () => {
    const member = await registerMember(t.app);
    const phone = sessionCookie(await login(member));
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: member.email },
      remoteAddress: uniqueIp(),
    });
    const mail = lastOutboxMessage(t.outboxDir);
    expect(mail?.to).toBe(member.email);
    const link = resetLinkFrom(mail!.text);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: {
        email: member.email,
        token: link.searchParams.get('token'),
        newPassword: 'a much newer passphrase',
      },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(left).toHaveLength(0);
  });

  it('keeps a session idle for just under 12 hours and refreshes it; ends one idle just over', async () => {
    const member = await registerMember(t.app);
    const setIdle = (ms: number) =>
      t.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - ms) })
        .where(eq(sessions.userId, member.user.id));
    await setIdle(SESSION_IDLE_TIMEOUT_MS - 5 * 60_000);
    expect((await me(member.cookie)).statusCode).toBe(200);
    const touched = await sessionRow(member.cookie);
    expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(60_000);
    await setIdle(SESSION_IDLE_TIMEOUT_MS + 60_000);
    expect((await me(member.cookie)).statusCode).toBe(401);
    expect(await sessionRow(member.cookie)).toBeUndefined();
  });

  it('ends an active session once its absolute lifetime is over', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - SESSION_ABSOLUTE_TIMEOUT_MS - 1000),
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() - 1000),
      })
      .where(eq(sessions.userId, member.user.id));
    expect((await me(member.cookie)).statusCode).toBe(401);
  });

  it('sets the cookie HttpOnly, SameSite=Lax, Path=/, with a max age, and not Secure over http', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration(),
      remoteAddress: uniqueIp(),
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE_NAME);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
    });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.domain).toBeUndefined();
  });

  it('marks the login and logout cookies Secure when APP_URL is https', async () => {
    const https = await createTestApp({ APP_URL: 'https://app.flexcoach.example' });
    try {
      const member = await registerMember(https.app);
      const signIn = await https.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.email, password: member.password },
        remoteAddress: uniqueIp(),
      });
      expect(signIn.cookies.find((c) => c.name === SESSION_COOKIE_NAME)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      const out = await https.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: sessionCookie(signIn) },
      });
      expect(out.cookies.find((c) => c.name === SESSION_COOKIE_NAME)?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });
});

describe('a read made by the session lookup itself (GET /api/stats/{userId}, decision 016)', () => {
  const stats = (cookie: string, userId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/stats/${userId}`, headers: { cookie, ...headers } });
  const logWorkout = (member: Member, date: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/workouts',
      headers: { cookie: member.cookie },
      payload: {
        title: 'Upper body',
        exercises: [{ name: 'Push-ups', reps: '12', rest: '30' }],
        duration: 1800,
        completed: true,
        date,
      },
    });

  it('answers the owner with their own data, and holds idle and absolute expiry', async () => {
    const member = await registerMember(t.app);
    expect((await logWorkout(member, '2026-01-05')).statusCode).toBe(201);
    const own = await stats(member.cookie, member.user.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ totalWorkouts: 1, lastWorkoutDate: '2026-01-05' });

    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - 60_000) })
      .where(eq(sessions.userId, member.user.id));
    const idle = await stats(member.cookie, member.user.id);
    expect(idle.statusCode).toBe(401);
    expect(idle.body).not.toContain('2026-01-05');
    expect(await sessionRow(member.cookie)).toBeUndefined();

    const again = await login(member);
    const cookie = sessionCookie(again);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.user.id));
    expect((await stats(cookie, member.user.id)).statusCode).toBe(401);
  });

  it('is dead after logout', async () => {
    const member = await registerMember(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: member.cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await stats(member.cookie, member.user.id)).statusCode).toBe(401);
  });

  it('never reads another member, and answers hostile ids with a 4xx, not 500', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    expect((await logWorkout(bob, '2026-02-03')).statusCode).toBe(201);

    const other = await stats(alice.cookie, bob.user.id);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('2026-02-03');
    const claimed = await stats(alice.cookie, alice.user.id, { 'x-user-id': bob.user.id });
    expect(claimed.statusCode).toBe(403);
    const upper = await stats(alice.cookie, alice.user.id.toUpperCase());
    expect([400, 403]).toContain(upper.statusCode);

    // Path ids are not validated as UUIDs: a short one that is not yours is 403; NUL or one over
    // 100 characters is 400.
    for (const [id, status] of [
      ["x'; drop table users; --", 403],
      [encodeURIComponent(`${alice.user.id}'`), 403],
      ['%00', 400],
      [`${alice.user.id}%00`, 400],
      ['a'.repeat(101), 400],
    ] as const) {
      const res = await stats(alice.cookie, id);
      expect(res.statusCode, id).toBe(status);
      expect(res.json(), id).toHaveProperty('error');
    }
    // Nothing above changed anyone's data.
    expect((await stats(bob.cookie, bob.user.id)).json()).toMatchObject({ totalWorkouts: 1 });
  });
});

describe('CSRF', () => {
  let member: Member;
  beforeAll(async () => {
    member = await registerMember(t.app);
  });

  const unsafe = (headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { cookie: member.cookie, host: 'localhost:3000', ...headers },
      payload: (payload ?? { title: 'Forged', content: 'Forged' }) as string,
    });

  async function noteCount() {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/notes/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    return (res.json() as unknown[]).length;
  }

  it('refuses unsafe requests from a foreign Origin or a cross-site fetch, saving nothing', async () => {
    const before = await noteCount();
    const attempts: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3000.evil.example' },
      { origin: 'https://localhost:3000' }, // another scheme is another origin
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'http://shop.localhost:3000' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' },
    ];
    for (const headers of attempts) {
      const res = await unsafe(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('CROSS_ORIGIN');
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/user/${member.user.id}`,
        headers: { cookie: member.cookie, origin: 'https://evil.example' },
        payload: { firstName: 'Forged' },
      });
      expect(res.statusCode, method).toBe(403);
    }
    expect(await noteCount()).toBe(before);
    const ok = await unsafe({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses text/plain, form and multipart bodies with 415 (the bodies a cross-site form can send)', async () => {
    const before = await noteCount();
    const bodies: [string, string][] = [
      ['text/plain', JSON.stringify({ title: 'Forged', content: 'Forged' })],
      ['text/plain;charset=UTF-8', '{"title":"Forged","content":"Forged"}'],
      ['application/x-www-form-urlencoded', 'title=Forged&content=Forged'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nF\r\n--x--',
      ],
    ];
    for (const [type, payload] of bodies) {
      const res = await unsafe({ 'content-type': type }, payload);
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe('Send the request body as application/json');
    }
    // Also on a route that reads no body at all.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: member.cookie, 'content-type': 'text/plain' },
      payload: 'bye',
    });
    expect(logout.statusCode).toBe(415);
    expect((await me(member.cookie)).statusCode).toBe(200);
    expect(await noteCount()).toBe(before);
  });
});

describe('security headers', () => {
  function expectBaseHeaders(res: LightMyRequestResponse) {
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
  }

  it('sends CSP, nosniff, Referrer-Policy and frame protection on API answers and errors', async () => {
    const member = await registerMember(t.app);
    expectBaseHeaders(await me(member.cookie));
    expectBaseHeaders(await t.app.inject({ method: 'GET', url: '/api/nope' }));
    expectBaseHeaders(await t.app.inject({ method: 'GET', url: '/healthz' }));
    // No HSTS over plain http.
    expect((await me(member.cookie)).headers['strict-transport-security']).toBeUndefined();
  });

  it('marks authenticated JSON no-store, and errors too', async () => {
    const member = await registerMember(t.app);
    for (const url of [
      '/api/auth/me',
      `/api/user/${member.user.id}`,
      `/api/subscriptions/status/${member.user.id}`,
      `/api/notes/${member.user.id}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const unauthorised = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(unauthorised.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS in production over https', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      APP_URL: 'https://app.flexcoach.example',
      DEV_PAYMENTS: 'true',
    });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/healthz' });
      const hsts = String(res.headers['strict-transport-security']);
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      expectBaseHeaders(res);
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await prod.close();
    }
  });
});
