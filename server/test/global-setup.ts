import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openDatabase, wrapPgliteInstance } from '../db/client.ts';

/** Where the migrated PGlite template lives; each test file loads it (0.5 s instead of 4 s). */
export const TEMPLATE_FILE = path.resolve('.tmp/pglite-template.tar');

/** The database of one vitest worker on the PostgreSQL server (1 to maxWorkers). */
const workerDatabase = (poolId: string | number) => `flexcoach_test_${poolId}`;

/**
 * The PostgreSQL database this test file uses: its worker's own, so two files running at once
 * never see each other's rows (several tests compare a whole database before and after).
 */
export function workerDatabaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${workerDatabase(process.env.VITEST_POOL_ID ?? 1)}`;
  return url.toString();
}

/** One migrated database per worker: the first migrated, the others copied from it. */
async function setupPostgres(url: string, workers: number) {
  const server = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
  const names = Array.from({ length: workers }, (_, i) => workerDatabase(i + 1));
  try {
    for (const name of names) {
      await server.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    }
    await server.db.execute(sql.raw(`create database ${names[0]}`));
    const first = new URL(url);
    first.pathname = `/${names[0]}`;
    const database = await openDatabase({ kind: 'postgres', url: first.toString(), poolMax: 1 });
    await database.migrate();
    await database.close();
    for (const name of names.slice(1)) {
      await server.db.execute(sql.raw(`create database ${name} template ${names[0]}`));
    }
  } finally {
    await server.close();
  }
  return async () => {
    const again = await openDatabase({ kind: 'postgres', url, poolMax: 1 });
    try {
      for (const name of names) {
        await again.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      }
    } finally {
      await again.close();
    }
  };
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_KIND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the server-pg project');
    return setupPostgres(url, project.vitest.config.maxWorkers ?? 1);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create();
  const database = await wrapPgliteInstance(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  mkdirSync(path.dirname(TEMPLATE_FILE), { recursive: true });
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}
