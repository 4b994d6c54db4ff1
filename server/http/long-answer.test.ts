import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowSilence } from './long-answer.ts';

const app = Fastify({ connectionTimeout: 1_000 });
app.get('/short', async (request) => ({ timeout: request.raw.socket.timeout }));
app.get('/long', async (request) => {
  allowSilence(request, 5_000);
  return { timeout: request.raw.socket.timeout };
});
let base = '';
beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('allowSilence', () => {
  it('gives a long answer its own idle limit, and leaves the others on the server one', async () => {
    const read = async (path: string) =>
      ((await (await fetch(`${base}${path}`)).json()) as { timeout: number }).timeout;
    expect(await read('/short')).toBe(1_000);
    expect(await read('/long')).toBe(5_000);
  });

  it('does nothing to a request injected without a socket', async () => {
    const res = await app.inject({ method: 'GET', url: '/long' });
    expect(res.statusCode).toBe(200);
  });
});
