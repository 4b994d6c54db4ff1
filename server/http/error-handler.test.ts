import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Member, registerMember, type TestContext } from '../test/helpers.ts';
import {
  isDatabaseUnavailable,
  registerClosingAnswer,
  registerErrorHandler,
} from './error-handler.ts';

/** A driver error as node-postgres raises it, wrapped the way drizzle wraps it. */
function wrapped(code: string | undefined, message = 'query failed') {
  const driver = Object.assign(new Error(message), code ? { code } : {});
  return new Error('Failed query: select 1', { cause: driver });
}

describe('isDatabaseUnavailable', () => {
  it('recognises a database that is away through the error causes', () => {
    expect(isDatabaseUnavailable(wrapped('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped('57P01'))).toBe(true); // admin shutdown
    expect(isDatabaseUnavailable(wrapped('08006'))).toBe(true); // connection failure
    expect(isDatabaseUnavailable(wrapped(undefined, 'Connection terminated unexpectedly'))).toBe(
      true,
    );
  });

  it('leaves every other error alone', () => {
    expect(isDatabaseUnavailable(wrapped('23505'))).toBe(false); // unique violation
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});

describe('the error handler', () => {
  it('answers 503 with Retry-After while the database is away, 500 otherwise', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/down', async () => {
      throw wrapped('ECONNREFUSED');
    });
    app.get('/bug', async () => {
      throw new Error('boom');
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(down.body).not.toContain('ECONNREFUSED');
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json().message).toBe('Internal Server Error');
    await app.close();
  });
});

describe('every error the app sends has one shape', () => {
  let t: TestContext;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp();
    member = await registerMember(t.app);
  });
  afterAll(async () => {
    await t.close();
  });
  const shaped = (body: Record<string, unknown>) => {
    expect(Object.keys(body).slice(0, 3)).toEqual(['code', 'message', 'error']);
    expect(body.error).toBe(body.message);
    expect(body).not.toHaveProperty('statusCode');
  };

  it('answers a known path asked with another method 405, with Allow', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE'] as const) {
      const res = await t.app.inject({ method: method as 'GET', url: '/api/blog' });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      shaped(res.json());
      expect(res.json()).toMatchObject({
        code: 'METHOD_NOT_ALLOWED',
        message: `${method} is not allowed on /api/blog; use GET, HEAD`,
      });
    }
    const byId = await t.app.inject({
      method: 'PATCH',
      url: `/api/measurements/${member.user.id}`,
    });
    expect(byId.statusCode).toBe(405);
    expect(byId.headers.allow).toContain('GET');
    // An unknown path stays a 404.
    const unknown = await t.app.inject({ method: 'TRACE' as 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    shaped(unknown.json());
  });

  it("answers the router's own refusals in the same shape", async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/stats/${'a'.repeat(200)}`,
      headers: { cookie: member.cookie },
    });
    expect(long.statusCode).toBe(414);
    shaped(long.json());
    expect(long.json().code).toBe('URI_TOO_LONG');
    const badEscape = await t.app.inject({ method: 'GET', url: '/api/blog/%E0%A4%A' });
    expect(badEscape.statusCode).toBe(400);
    shaped(badEscape.json());
    expect(badEscape.json().message).toBe('The address is not valid: it has a malformed %-escape');
  });

  it('refuses a body that is not UTF-8 and saves nothing, and takes an empty body as none', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/measurements/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    const payload = Buffer.concat([
      Buffer.from(
        `{"userId":"${member.user.id}","type":"weight","value":180,"date":"2026-11-20","notes":"`,
      ),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('"}'),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    shaped(res.json());
    expect(res.json().message).toBe('Request body is not valid UTF-8 text');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/measurements/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(after.json()).toEqual(before.json());

    // A DELETE sent with a JSON content type and no body is just a DELETE.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { cookie: member.cookie },
      payload: { userId: member.user.id, type: 'weight', value: 180, date: '2026-11-20' },
    });
    expect(created.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/measurements/${created.json().id}`,
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
    });
    expect(removed.statusCode).toBe(200);
    // A route that needs a body says so.
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { cookie: member.cookie, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    shaped(empty.json());
  });
});

describe("the server's answers outside the routes", () => {
  it('answers a request Node cannot parse, and one with oversized headers, in the same shape', async () => {
    const t = await createTestApp();
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const raw = (request: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => socket.write(request));
          let text = '';
          socket.on('data', (chunk) => (text += chunk.toString()));
          socket.on('close', () => resolve(text));
          socket.on('error', reject);
        });
      const garbage = await raw('HELLO THERE\r\n\r\n');
      expect(garbage).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      const body = JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4)) as Record<
        string,
        unknown
      >;
      expect(body).toEqual({
        code: 'BAD_REQUEST',
        message: 'The request is not valid HTTP',
        error: 'The request is not valid HTTP',
      });
      const huge = await raw(
        `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(huge).toMatch(/^HTTP\/1\.1 431 /);
      expect(huge).toContain('"code":"HEADERS_TOO_LARGE"');
    } finally {
      await t.close();
    }
  });

  it('answers a request that arrives while the server closes with a 503 in the same shape', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    const { startClosing } = registerClosingAnswer(app);
    app.get('/next', async () => ({ ok: true }));
    expect((await app.inject({ method: 'GET', url: '/next' })).statusCode).toBe(200);
    // What the close's first step (Fastify's preClose) does.
    startClosing();
    const late = await app.inject({ method: 'GET', url: '/next' });
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBe('5');
    expect(late.headers.connection).toBe('close');
    expect(late.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The server is restarting. Please try again in a few seconds.',
      error: 'The server is restarting. Please try again in a few seconds.',
    });
    await app.close();
  });
});
