import path from 'node:path';
import { openDatabase, type Database } from '../server/db/client.ts';
import { lockDataDir } from '../server/db/lock.ts';
import { tightenDataDir } from '../server/lib/private-files.ts';
import type { Env } from '../server/env.ts';

/**
 * Runs `task` on the app's database as the environment names it: DATABASE_URL, or the embedded
 * one in DATA_DIR/pglite under the data folder's lock (refused while the server runs).
 */
export async function withEnvDatabase<T>(
  env: Env,
  task: (database: Database) => Promise<T>,
): Promise<T> {
  const release = env.DATABASE_URL ? () => {} : lockDataDir(path.resolve(env.DATA_DIR));
  try {
    const database = env.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolMax: 2 })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') });
    try {
      return await task(database);
    } finally {
      await database.close();
      // The embedded database writes some files 0666 whatever the umask (decision 041).
      if (!env.DATABASE_URL) tightenDataDir(path.resolve(env.DATA_DIR, 'pglite'));
    }
  } finally {
    release();
  }
}
