import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema/index.ts';
import { fromRoot } from '../paths.ts';
import { keepDrizzleTypesAsText } from './pglite-parsers.ts';
import { shareTheEventLoop } from './pglite-turns.ts';
import { preparePglite, preparePostgres, type Prepare } from './prepared.ts';

export type Schema = typeof schema;
/** One database type over both drivers (see STACK.md trap 6). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client (PGlite only), for scripts that read a stopped server's data. */
  pglite?: PGlite;
  /** Statements parsed and planned once per connection, for the hottest reads (prepared.ts). */
  prepare: Prepare;
  /** Cheap round trip used by /readyz. */
  ping(): Promise<void>;
  /**
   * Drops the plans kept for prepared statements, so each is planned again for the tables' sizes
   * now (called hourly). PGlite has no autovacuum, so nothing else ever replans them: a plan made
   * when a table was nearly empty (a sequential scan) would be kept however large it grew.
   * PostgreSQL replans by itself as autovacuum analyzes the tables, so there it does nothing.
   */
  replan(): Promise<void>;
  /**
   * Applies the pending migrations. `folder`: another migrations folder (a restore applies the
   * migrations a backup was taken at, then the rest), without the up-to-date shortcut. Resolves
   * to false when the database was already up to date (nothing was applied).
   */
  migrate(folder?: string): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATION_LOCK_ID = 727_274_001;
export const MIGRATIONS_DIR = fromRoot('server/db/migrations');

export interface MigrationEntry {
  idx: number;
  tag: string;
  /** When it was made: drizzle records this as the migration's `created_at` once applied. */
  when: number;
}

/** The migrations of the folder (drizzle's journal), read once. */
let journal: MigrationEntry[] | undefined;
export function migrationJournal(): MigrationEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: MigrationEntry[];
    }
  ).entries;
  return journal;
}

const newestMigrationMillis = () => Math.max(0, ...migrationJournal().map((entry) => entry.when));

/** The SQL that reads the newest applied migration's `when` (as text), or null. */
export const NEWEST_APPLIED_MIGRATION =
  'select max(created_at)::text as newest from drizzle.__drizzle_migrations';

/**
 * True when the database already has every migration of the folder: one small read, instead of
 * the migrator's schema checks and file hashing on every start. The same rule as drizzle's
 * migrator (a migration is applied when it is newer than the newest one recorded); any doubt
 * (no migrations table yet) answers false and the migrator runs.
 */
async function migrationsUpToDate(
  query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<boolean> {
  try {
    const { rows } = await query(NEWEST_APPLIED_MIGRATION);
    const newest = Number(rows[0]?.newest ?? Number.NaN);
    return Number.isFinite(newest) && newest >= newestMigrationMillis();
  } catch {
    return false;
  }
}

/**
 * PostgreSQL's own page cache inside the embedded database (decision 050). PGlite's default,
 * 128 MB, was set up on every start (about 130 ms of a 1.2 s start on this machine); behind this
 * cache the data files are read through the operating system's, so a miss costs a system call,
 * not a disk read.
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ }
  | { kind: 'postgres'; url: string; poolMax?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: options.url,
      // One name per pool: a restore tells the app's connections from its own (backup.ts).
      application_name: `flexcoach-${process.pid}-${randomBytes(3).toString('hex')}`,
      max: options.poolMax ?? 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
    });
    pool.on('error', () => {
      /* an idle client died (server restart); the pool replaces it on the next query */
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      prepare: preparePostgres(pool),
      ping: async () => {
        await pool.query('select 1');
      },
      replan: async () => {},
      migrate: async (folder?: string) => {
        if (!folder && (await migrationsUpToDate((text) => pool.query(text)))) return false;
        // One connection holds an advisory lock so that app instances starting together
        // apply the migrations once, one after the other.
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrate(drizzle(client, { schema }), {
            migrationsFolder: folder ?? MIGRATIONS_DIR,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
        return true;
      },
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o700 });
  }
  const client = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  return wrapPglite(client, drizzle);
}

/** Wraps an existing PGlite instance (tests clone a migrated one). */
export async function wrapPgliteInstance(client: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  return wrapPglite(client, drizzle);
}

function wrapPglite(client: PGlite, drizzle: typeof drizzlePglite): Database {
  shareTheEventLoop(client);
  keepDrizzleTypesAsText(client);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    prepare: preparePglite(client),
    ping: async () => {
      await client.query('select 1');
    },
    replan: async () => {
      await client.exec('discard plans');
    },
    migrate: async (folder?: string) => {
      if (!folder && (await migrationsUpToDate((text) => client.query(text)))) return false;
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle(client, { schema }), { migrationsFolder: folder ?? MIGRATIONS_DIR });
      return true;
    },
    close: () => client.close(),
  };
}
