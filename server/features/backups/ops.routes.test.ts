import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { parseEnv } from '../../env.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const TOKEN = 'a-token-only-the-server-and-its-user-know';
const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-ops-'));
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({
    env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }),
    database,
    webDir: null,
    opsToken: TOKEN,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /ops/backup (npm run backup while the server holds the database)', () => {
  it('is a 404 without the exact token or from another machine, and writes a backup with it', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const refused = await app.inject({
        method: 'POST',
        url: '/ops/backup',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode, String(authorization)).toBe(404);
    }
    // From another machine (HOST=0.0.0.0), even the right token finds no route.
    for (const remoteAddress of ['192.0.2.10', '::ffff:192.0.2.10', '2001:db8::1']) {
      const outside = await app.inject({
        method: 'POST',
        url: '/ops/backup',
        headers: { authorization: `Bearer ${TOKEN}` },
        remoteAddress,
      });
      expect(outside.statusCode, remoteAddress).toBe(404);
    }
    const taken = await app.inject({
      method: 'POST',
      url: '/ops/backup',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const file = path.join(dataDir, 'backups', taken.json().lastSuccess.file as string);
    expect(existsSync(file)).toBe(true);
  });

  it('does not exist on an app built without a token (tests, scripts)', async () => {
    const other = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }),
      database,
      webDir: null,
    });
    await other.ready();
    const response = await other.inject({
      method: 'POST',
      url: '/ops/backup',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    await other.close();
  });
});
