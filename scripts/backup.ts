/**
 * `npm run backup [FILE]`: writes a consistent, compressed backup of the whole database
 * (decision 026). PostgreSQL (DATABASE_URL): at any time, while the app serves. The embedded
 * database (DATA_DIR/pglite): with the app stopped, since one process at a time may open it.
 * Default FILE: DATA_DIR/backups/flexcoach-<time>.backup.gz.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { writeBackup } from '../server/db/backup.ts';
import { DataDirLockedError } from '../server/db/lock.ts';
import { parseEnv } from '../server/env.ts';
import { withEnvDatabase } from './env-database.ts';

async function main() {
  const env = parseEnv();
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.resolve(
    process.argv[2] ?? path.join(env.DATA_DIR, 'backups', `flexcoach-${stamp}.backup.gz`),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const result = await withEnvDatabase(env, (database) => writeBackup(database, file));
  console.info(
    `Backup written: ${result.file}\n  ${result.rows} rows in ${result.tables} tables, ${(result.bytes / 1024).toFixed(1)} kB, ${result.ms} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof DataDirLockedError
      ? `${error.message}\nThe embedded database can be backed up only while the app is stopped.`
      : `Backup failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
