import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { LOGIN_THROTTLE } from '../../features/auth/auth.service.ts';
import { createTestApp, registerMember, type TestContext, uniqueIp } from '../helpers.ts';

/*
 * Behind a proxy, the client's address is the one the last trusted proxy saw (decision 040): a
 * client that writes its own X-Forwarded-For entries cannot pick the address its guesses count
 * against.
 */

const contexts: TestContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
});

async function appWith(trustProxy: string) {
  const t = await createTestApp({ TRUST_PROXY: trustProxy });
  contexts.push(t);
  return t;
}

/** Login guesses through a proxy at `proxy`, each with a left-most entry the client made up. */
async function spoofedGuesses(t: TestContext, proxy: string, client: string, count: number) {
  const member = await registerMember(t.app);
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: `wrong guess ${i}` },
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': `198.51.100.${i}, ${client}` },
    });
    codes.push(response.statusCode);
  }
  return codes;
}

describe('TRUST_PROXY', () => {
  it('with a hop count, takes the address the proxy saw, not the one the client wrote', async () => {
    const t = await appWith('1');
    const codes = await spoofedGuesses(t, '127.0.0.1', '203.0.113.7', 30);
    expect(codes.slice(0, LOGIN_THROTTLE.pair.free).every((c) => c === 401)).toBe(true);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(20);
  });

  it('with the proxies’ addresses, takes the right-most address that is not a proxy', async () => {
    const t = await appWith('127.0.0.1/32,10.0.0.0/8');
    // Through two proxies of the list: the client is the entry before them.
    const codes = await spoofedGuesses(t, '127.0.0.1', '203.0.113.8, 10.1.2.3', 30);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(20);
    // A request from an address outside the list is its own client, whatever it writes.
    const member = await registerMember(t.app);
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: uniqueIp().replace(/^10\./, '192.0.'),
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(direct.statusCode).toBe(200);
  });

  it('is read as false, a hop count, or addresses; anything else stops the start with a reason', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '300.1.1.1', 'proxy.example.com', '11']) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be false/);
    }
  });
});
