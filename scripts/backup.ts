/**
 * `npm run backup [FILE]`: writes a consistent, compressed backup of the whole database
 * (decision 026). PostgreSQL (DATABASE_URL): read directly, while the app serves. The embedded
 * database (DATA_DIR/pglite): read directly when the app is stopped; while it runs (it holds the
 * database), the running server is asked to write the backup (`POST /ops/backup`, with the token
 * it keeps in DATA_DIR/server.json), then the file is copied to FILE.
 * Default FILE: DATA_DIR/backups/flexcoach-<time>.backup.gz.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BackupStatus } from '#common/schemas/admin.ts';
import { writeBackup } from '../server/db/backup.ts';
import { DataDirLockedError } from '../server/db/lock.ts';
import { usePrivateFiles } from '../server/lib/private-files.ts';
import { parseEnv, type Env } from '../server/env.ts';
import { withEnvDatabase } from './env-database.ts';

/** Asks the running server for a backup; the file it wrote, and its size. */
async function fromRunningServer(env: Env): Promise<{ file: string; bytes: number }> {
  let server: { url: string; token: string };
  try {
    server = JSON.parse(readFileSync(path.join(env.DATA_DIR, 'server.json'), 'utf8')) as {
      url: string;
      token: string;
    };
  } catch {
    throw new Error(
      'The app is running but DATA_DIR/server.json cannot be read: stop the app, or run this command as the user that runs it.',
    );
  }
  const response = await fetch(`${server.url}/ops/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}` },
  });
  const status = (await response.json()) as BackupStatus;
  if (!response.ok || !status.lastSuccess) {
    throw new Error(status.lastFailure?.message ?? `the server answered ${response.status}`);
  }
  return {
    file: path.resolve(env.DATA_DIR, 'backups', status.lastSuccess.file),
    bytes: status.lastSuccess.bytes,
  };
}

async function main() {
  usePrivateFiles();
  const env = parseEnv();
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z');
  const file = path.resolve(
    process.argv[2] ?? path.join(env.DATA_DIR, 'backups', `flexcoach-${stamp}.backup.gz`),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    const result = await withEnvDatabase(env, (database) => writeBackup(database, file));
    console.info(
      `Backup written: ${result.file}\n  ${result.rows} rows in ${result.tables} tables, ${(result.bytes / 1024).toFixed(1)} kB, ${result.ms} ms`,
    );
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const written = await fromRunningServer(env);
    if (process.argv[2]) copyFileSync(written.file, file);
    console.info(
      `Backup written by the running app: ${process.argv[2] ? file : written.file}\n  ${(written.bytes / 1024).toFixed(1)} kB`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
