import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { FORGOT_LIMITS, LOGIN_THROTTLE, RESET_THROTTLE } from '../../features/auth/auth.service.ts';
import {
  buildRegistration,
  createTestApp,
  lastOutboxMessage,
  type Member,
  registerMember,
  resetLinkFrom,
  type TestContext,
  uniqueEmail,
  uniqueIp,
} from '../helpers.ts';

// Also covered elsewhere (not repeated here), in features/auth/auth.routes.test.ts: the backoff
// per account and address pair (doubling waits, refused attempts not counted, parallel guesses), per-IP throttling across unknown accounts, identical login
// bodies for a wrong password and an unknown e-mail, reset links single-use, bound to their
// e-mail and expiring after one hour, reset attempts throttled per IP.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ARGON2ID_OWASP =
  /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{16,}\$[A-Za-z0-9+/]{32,}$/;

const login = (email: string, password: string, ip = uniqueIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

const forgot = (email: string, ip = uniqueIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
    remoteAddress: ip,
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = process.hrtime.bigint();
  const result = await run();
  return [result, Number(process.hrtime.bigint() - start) / 1e6];
}

async function storedHash(member: Member) {
  const [row] = await t.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, member.user.id));
  return row!.passwordHash;
}

async function resetToken(member: Member): Promise<string> {
  const res = await forgot(member.email);
  expect(res.statusCode).toBe(200);
  const mail = lastOutboxMessage(t.outboxDir);
  expect(mail?.to).toBe(member.email);
  return resetLinkFrom(mail!.text).searchParams.get('token')!;
}

describe('password spraying (many accounts, one address)', () => {
  it('locks the address out, even for a right password, while other addresses still sign in', async () => {
    const sprayer = uniqueIp();
    const real = await registerMember(t.app);
    const targets = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const emails = [
      ...targets.map((m) => m.email),
      ...Array.from({ length: 30 }, () => uniqueEmail('spray')),
    ];
    const codes: number[] = [];
    for (const email of emails.slice(0, LOGIN_THROTTLE.address.free + 3)) {
      codes.push((await login(email, 'Summer2026!', sprayer)).statusCode);
    }
    expect(codes.slice(0, LOGIN_THROTTLE.address.free)).toEqual(
      Array(LOGIN_THROTTLE.address.free).fill(401),
    );
    expect(codes.slice(LOGIN_THROTTLE.address.free)).toEqual([429, 429, 429]);
    const locked = await login(real.email, real.password, sprayer);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts from your network/);
    expect(locked.json().retryAfterSeconds).toBeGreaterThan(0);
    expect(locked.cookies).toHaveLength(0);
    // The sprayed accounts were each tried once: their owners are not locked out.
    expect((await login(real.email, real.password)).statusCode).toBe(200);
    expect((await login(targets[0]!.email, targets[0]!.password)).statusCode).toBe(200);
  });

  it('slows guesses on one account from any address, but never the browser the member signed in from', async () => {
    const member = await registerMember(t.app);
    // The member signs in once from their own browser: it gets the device cookie.
    const own = await login(member.email, member.password);
    expect(own.statusCode).toBe(200);
    const device = own.cookies.find((c) => c.name === 'fc_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/login' });

    // Strangers spread their guesses over many addresses: no per-address limit is reached.
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_THROTTLE.account.free + 3; i++) {
      codes.push((await login(member.email, `guess number ${i}`)).statusCode);
    }
    expect(codes.slice(0, LOGIN_THROTTLE.account.free).every((c) => c === 401)).toBe(true);
    expect(codes.slice(LOGIN_THROTTLE.account.free)).toEqual([429, 429, 429]);
    // A new browser waits too, even with the right password...
    const stranger = await login(member.email, member.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toMatch(/^Too many failed sign-in attempts for this account/);
    // ... but the member's own browser signs in.
    const trusted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: uniqueIp(),
      cookies: { fc_device: device!.value },
    });
    expect(trusted.statusCode).toBe(200);
    // Another member's device cookie does not count for this account.
    const other = await registerMember(t.app);
    const otherDevice = (await login(other.email, other.password)).cookies.find(
      (c) => c.name === 'fc_device',
    );
    const borrowed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: uniqueIp(),
      cookies: { fc_device: otherDevice!.value },
    });
    expect(borrowed.statusCode).toBe(429);
  });

  it('throttles reset-link requests per address, and silently stops mailing one account', async () => {
    const ip = uniqueIp();
    const member = await registerMember(t.app);
    const codes: number[] = [];
    for (let i = 0; i <= FORGOT_LIMITS.perIp; i++) {
      codes.push((await forgot(i % 2 ? member.email : uniqueEmail('ghost'), ip)).statusCode);
    }
    expect(codes.slice(0, FORGOT_LIMITS.perIp).every((c) => c === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    const tokens = await t.database.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.user.id));
    expect(tokens).toHaveLength(FORGOT_LIMITS.perAccount);
  });

  it('throttles reset attempts per account and address, not the member at their own', async () => {
    const member = await registerMember(t.app);
    const token = await resetToken(member);
    const attacker = uniqueIp();
    const reset = (candidate: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { email: member.email, token: candidate, newPassword: 'a brand new phrase' },
        remoteAddress: ip,
      });
    for (let i = 0; i < RESET_THROTTLE.pair.free; i++) {
      expect((await reset(`guess-${i}`, attacker)).statusCode).toBe(400);
    }
    // Even the real token waits at that address.
    const last = await reset(token, attacker);
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBe('15');
    expect(await storedHash(member)).toMatch(ARGON2ID_OWASP);
    expect((await login(member.email, member.password)).statusCode).toBe(200);
    // The member's own reset, from their address, goes through.
    expect((await reset(token, uniqueIp())).statusCode).toBe(200);
    expect((await login(member.email, 'a brand new phrase')).statusCode).toBe(200);
  });
});

describe('unknown and known e-mails answer alike', () => {
  it('login: same status and body, and similar median time', async () => {
    const members = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const known: number[] = [];
    const unknown: number[] = [];
    // Warm up the dummy hash used for unknown accounts.
    await login(uniqueEmail('warm'), 'wrong password!');
    for (let i = 0; i < 8; i++) {
      const member = members[i % 2]!; // four failures each: under the per-account limit
      const [a, ta] = await timed(() => login(member.email, `wrong password ${i}`));
      const [b, tb] = await timed(() => login(uniqueEmail('ghost'), `wrong password ${i}`));
      expect(a.statusCode).toBe(401);
      expect(b.statusCode).toBe(401);
      expect(b.body).toBe(a.body);
      known.push(ta);
      unknown.push(tb);
    }
    const [k, u] = [median(known), median(unknown)];
    // Both verify an argon2id hash: the medians stay within a generous factor of each other.
    // (Plus a little absolute slack for a loaded CI machine.)
    expect(Math.abs(k - u), `known ${k} ms, unknown ${u} ms`).toBeLessThan(
      25 + 1.5 * Math.min(k, u),
    );
  });

  it('forgot-password: same status and body, and similar median time', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      const member = await registerMember(t.app);
      const [a, ta] = await timed(() => forgot(member.email));
      const [b, tb] = await timed(() => forgot(uniqueEmail('ghost')));
      expect(a.statusCode).toBe(200);
      expect(b.statusCode).toBe(200);
      expect(b.body).toBe(a.body);
      known.push(ta);
      unknown.push(tb);
    }
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u), `known ${k} ms, unknown ${u} ms`).toBeLessThan(100 + Math.min(k, u));
  });
});

describe('reset tokens', () => {
  it('is stored only as a hash, and two concurrent uses of one token succeed once', async () => {
    const member = await registerMember(t.app);
    const token = await resetToken(member);
    const rows = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, member.user.id));
    expect(JSON.stringify(rows)).not.toContain(token);
    const attempts = await Promise.all(
      ['first new passphrase', 'second new passphrase', 'third new passphrase'].map((newPassword) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reset-password',
          payload: { email: member.email, token, newPassword },
          remoteAddress: uniqueIp(),
        }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 400, 400]);
    const winner = ['first new passphrase', 'second new passphrase', 'third new passphrase'][
      attempts.findIndex((r) => r.statusCode === 200)
    ]!;
    expect((await login(member.email, winner)).statusCode).toBe(200);
    expect((await login(member.email, member.password)).statusCode).toBe(401);
  });

  it("refuses a member's token used with the e-mail of another account", async () => {
    const [owner, other] = await Promise.all([registerMember(t.app), registerMember(t.app)]);
    const token = await resetToken(owner);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: other.email, token, newPassword: 'hijacked passphrase' },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(400);
    expect((await login(other.email, other.password)).statusCode).toBe(200);
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
  });
});

describe('password storage', () => {
  it('stores argon2id with m=19456, t=2, p=1 and a fresh salt, at sign-up and after a reset', async () => {
    const [a, b] = await Promise.all([
      registerMember(t.app, { password: 'same passphrase here' }),
      registerMember(t.app, { password: 'same passphrase here' }),
    ]);
    const [hashA, hashB] = [await storedHash(a), await storedHash(b)];
    expect(hashA).toMatch(ARGON2ID_OWASP);
    expect(hashB).toMatch(ARGON2ID_OWASP);
    expect(hashA).not.toBe(hashB); // salted
    expect(hashA).not.toContain('same passphrase');
    const token = await resetToken(a);
    await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { email: a.email, token, newPassword: 'a very different passphrase' },
      remoteAddress: uniqueIp(),
    });
    const after = await storedHash(a);
    expect(after).toMatch(ARGON2ID_OWASP);
    expect(after).not.toBe(hashA);
  });

  it('accepts a 200-character passphrase and refuses one of 7 characters', async () => {
    const long = 'correct horse battery staple '.repeat(7).slice(0, 200);
    const member = await registerMember(t.app, { password: long });
    expect((await login(member.email, long)).statusCode).toBe(200);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration({ password: 'seven77' }),
      remoteAddress: uniqueIp(),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.map((f: { field: string }) => f.field)).toEqual(['password']);
  });
});
