import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import {
  buildRegistration,
  createTestApp,
  openTestDatabase,
  registerMember,
  type TestContext,
  uniqueIp,
} from '../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('cross-origin unsafe requests', () => {
  it('refuses a POST whose Origin is another site, and saves nothing', async () => {
    const payload = buildRegistration();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_ORIGIN');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBe(401); // the account was never created
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin, and Origin: null', async () => {
    const member = await registerMember(t.app);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/user/${member.user.id}`,
        headers: { ...headers, cookie: member.cookie },
        payload: { firstName: 'Changed' },
      });
      expect(res.statusCode).toBe(403);
    }
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(me.json().firstName).toBe('Alex');
  });

  it('accepts same-origin requests from the browser', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
      payload: buildRegistration(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('lets cross-origin GETs through (they change nothing)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('bodies', () => {
  it('answers 413 for an oversized body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(200 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 400 for malformed JSON and 415 for a body that is not JSON', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Request body is not valid JSON');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Send the request body as application/json');
  });

  it('answers 400 for a body that is not an object', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2,3]',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('errors', () => {
  it('hides stack traces and internals in 5xx answers, and tags them with a request id', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ database, env: parseEnv({ NODE_ENV: 'test' }), webDir: null });
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail at /srv/app/file.ts:12');
    });
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'INTERNAL',
      message: 'Internal Server Error',
      error: 'Internal Server Error',
    });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    await app.close();
    await database.close();
  });

  it('answers unknown API paths with a JSON 404, not the web page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().code).toBe('NOT_FOUND');
  });
});

describe('headers and cookies', () => {
  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('marks the session cookie Secure when the app is served over HTTPS', async () => {
    const https = await createTestApp({ APP_URL: 'https://app.flexcoach.example' });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: buildRegistration(),
      });
      expect(res.statusCode).toBe(201);
      const cookie = res.cookies.find((c) => c.name === 'fc_session');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      const headers = await https.app.inject({ method: 'GET', url: '/healthz' });
      expect(String(headers.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
      expect(headers.headers['strict-transport-security']).toBeDefined();
    } finally {
      await https.close();
    }
  });

  it('ignores a session cookie that was tampered with', async () => {
    const member = await registerMember(t.app);
    const tampered = member.cookie.slice(0, -2) + (member.cookie.endsWith('AA') ? 'BB' : 'AA');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: tampered },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('health and docs', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('answers /readyz with 503 when the database is gone', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ database, env: parseEnv({ NODE_ENV: 'test' }), webDir: null });
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Database unavailable');
    await app.close();
  });

  it('serves an OpenAPI document built from the route schemas, and a docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/user/{id}',
        '/api/subscriptions/status/{userId}',
        '/api/forgot-password',
        '/api/reset-password',
      ]),
    );
    const register = spec.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'email',
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    // Every script the page loads is served, from this origin (the CSP allows no other).
    const scripts = [...ui.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual([
      '/api/docs/static/swagger-ui-bundle.js',
      '/api/docs/static/swagger-ui-standalone-preset.js',
      '/api/docs/viewer.js',
    ]);
    for (const url of [...scripts, '/api/docs/static/swagger-ui.css']) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.body.length, url).toBeGreaterThan(100);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/viewer.js' })).body).toContain(
      "url: '/api/docs/json'",
    );
    const yaml = await t.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.statusCode).toBe(200);
    expect(yaml.body).toMatch(/^openapi: 3\./m);
    expect(yaml.body).toContain('/api/auth/register:');
    expect(spec.paths['/api/docs']).toBeUndefined();
  });
});
