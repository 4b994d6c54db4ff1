import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { openTestDatabase, registerMember } from '../test/helpers.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test' }),
    database,
    webDir: null,
    logger: { level: 'info', stream },
  });
  app.get('/api/test-log/fail', async () => {
    throw new Error('boom');
  });
  app.get('/api/test-log/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logs at the default level', () => {
  it('write kilobytes for 300 ordinary requests, and a line for each 5xx and slow request', async () => {
    const member = await registerMember(app);
    lines.length = 0;
    for (let i = 0; i < 100; i++) {
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({
        method: 'GET',
        url: `/api/stats/${member.user.id}`,
        headers: { cookie: member.cookie },
      });
      await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    }
    const bytes = lines.reduce((sum, line) => sum + line.length + 1, 0);
    expect(bytes).toBeLessThan(4 * 1024);
    expect(logged().filter((line) => line.msg === 'request')).toHaveLength(0);

    await app.inject({ method: 'GET', url: '/api/test-log/fail' });
    await app.inject({ method: 'GET', url: '/api/test-log/slow' });
    const failed = logged().find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({ level: 50, url: '/api/test-log/fail', status: 500 });
    const slow = logged().find((line) => line.msg === 'slow request');
    expect(slow).toMatchObject({ level: 40, url: '/api/test-log/slow', status: 200 });
    expect(slow!.ms).toBeGreaterThanOrEqual(1_000);
    // Never the session cookie.
    expect(lines.join('\n')).not.toContain(member.cookie.split('=')[1]!);
  });
});
