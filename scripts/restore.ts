/**
 * `npm run restore FILE [--replace]`: puts a backup back (decision 026) into an empty database:
 * DATABASE_URL, or the embedded one in DATA_DIR/pglite (with the app stopped). A database that
 * is not empty is refused unless --replace, which first writes a backup of it
 * (DATA_DIR/backups/before-restore-<time>.backup.gz), then replaces everything in it, all or
 * nothing (decision 026). A backup taken by an older version is migrated forward.
 */
import path from 'node:path';
import {
  isEmptyDatabase,
  readBackupHeader,
  restoreBackup,
  RestoreError,
  writeBackup,
} from '../server/db/backup.ts';
import { DataDirLockedError } from '../server/db/lock.ts';
import { mkdirPrivate, usePrivateFiles } from '../server/lib/private-files.ts';
import { parseEnv } from '../server/env.ts';
import { withEnvDatabase } from './env-database.ts';

async function main() {
  usePrivateFiles();
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new RestoreError('usage: npm run restore FILE [-- --replace]');
  const env = parseEnv();
  const header = await readBackupHeader(path.resolve(file));
  console.info(
    `Restoring ${file}: taken ${header.createdAt} on ${header.database}, migration ${header.migration.tag}, ${header.tables.reduce((sum, t) => sum + t.rows, 0)} rows`,
  );
  const result = await withEnvDatabase(env, async (database) => {
    // Before anything is replaced, the database as it is goes to a backup of its own.
    if (replace && !(await isEmptyDatabase(database.db))) {
      const stamp = new Date()
        .toISOString()
        .replaceAll(':', '-')
        .replace(/\.\d+Z$/, 'Z');
      const safety = path.resolve(env.DATA_DIR, 'backups', `before-restore-${stamp}.backup.gz`);
      mkdirPrivate(path.dirname(safety));
      const taken = await writeBackup(database, safety);
      console.info(`The database as it was: ${taken.file} (${taken.rows} rows)`);
    }
    return restoreBackup(database, path.resolve(file), { replace });
  });
  console.info(`Restored ${result.rows} rows in ${result.ms} ms.`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof DataDirLockedError
      ? `${message}\nStop the app before restoring into the embedded database.`
      : `Restore refused: ${message}`,
  );
  process.exit(1);
});
