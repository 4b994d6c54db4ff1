import { mkdirSync } from 'node:fs';
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
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATION_LOCK_ID = 727_274_001;
export const MIGRATIONS_DIR = fromRoot('server/db/migrations');

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string /* undefined = in memory */ }
  | { kind: 'postgres'; url: string; poolMax?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: options.url,
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
      migrate: async () => {
        // One connection holds an advisory lock so that app instances starting together
        // apply the migrations once, one after the other.
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    mkdirSync(path.dirname(dataDir), { recursive: true });
  }
  const client = await PGlite.create(dataDir);
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
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    },
    close: () => client.close(),
  };
}
