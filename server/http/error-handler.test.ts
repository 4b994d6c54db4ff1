import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, registerErrorHandler } from './error-handler.ts';

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
