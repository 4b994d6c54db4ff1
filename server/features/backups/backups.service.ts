import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupStatus } from '#common/schemas/admin.ts';
import { writeBackup } from '../../db/backup.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';

/** A backup older than this (or a failed last attempt) is flagged on /admin. */
/** What went wrong, for the admin: the database's own message, not the statement that met it. */
function failureMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

export const BACKUP_STALE_MS = 2 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** After a start with no backup in the last day, the first one runs this long after it. */
const CATCH_UP_DELAY_MS = 60_000;
/** The app's backup files: `flexcoach-auto-<time>` on the schedule, `flexcoach-manual-<time>` asked for. */
const FILE = /^flexcoach-(auto|manual)-(\d{4}-\d{2}-\d{2})T.+\.backup\.gz$/;

/** Who asked for a backup: the daily schedule, or someone (the admin page, `npm run backup`). */
export type BackupKind = 'auto' | 'manual';

/**
 * The backup files to delete (decision 026): of the daily ones, the newest of each day is kept
 * for the newest `keep` days that have one; of the ones asked for, the newest `keep`. The two are
 * counted apart, so a burst of manual backups never deletes a daily one.
 */
export function backupsToDelete(names: readonly string[], keep: number): string[] {
  const newestFirst = names
    .filter((name) => FILE.test(name))
    .sort()
    .reverse();
  const doomed: string[] = [];
  const days = new Set<string>();
  let manual = 0;
  for (const name of newestFirst) {
    const [, kind, day] = FILE.exec(name)!;
    if (kind === 'manual') {
      manual += 1;
      if (manual > keep) doomed.push(name);
    } else if (days.has(day!) || days.size >= keep) {
      doomed.push(name);
    } else {
      days.add(day!);
    }
  }
  return doomed;
}

interface StoredStatus {
  lastSuccess: { at: string; file: string; bytes: number; rows: number; ms: number } | null;
  lastFailure: { at: string; message: string } | null;
}

export interface Backups {
  /** What /admin shows. */
  status(): BackupStatus;
  /** Takes a backup now (one at a time: a call during a run waits for that run). */
  runNow(kind?: BackupKind): Promise<BackupStatus>;
  /** Starts the daily schedule (the server only; tests and scripts never schedule). */
  schedule(log: FastifyBaseLogger): void;
  stop(): void;
}

/** True when the last attempt failed (a failure newer than the last success). */
export function lastAttemptFailed(status: {
  lastSuccess: { at: string } | null;
  lastFailure: { at: string } | null;
}): boolean {
  const { lastFailure, lastSuccess } = status;
  return lastFailure !== null && (!lastSuccess || lastFailure.at > lastSuccess.at);
}

/** The next `HH:MM` UTC after `now`. */
export function nextRunAt(time: string, now: Date): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes),
  );
  if (next.getTime() <= now.getTime()) next.setTime(next.getTime() + DAY_MS);
  return next;
}

/**
 * The app's own backups (decision 026): `DATA_DIR/backups/flexcoach-auto-<time>.backup.gz` each
 * day and `flexcoach-manual-<time>.backup.gz` when asked for, kept by `backupsToDelete`, the last success and failure kept in `status.json` beside them so a
 * restart still knows them. On the embedded database the backup holds the database for as long as
 * it reads (requests wait for it, none fails); `npm run bench`'s backup row gives the time.
 */
export function createBackups(env: Env, database: Database): Backups {
  const directory = path.resolve(env.DATA_DIR, 'backups');
  const statusFile = path.join(directory, 'status.json');
  const time = env.BACKUP_TIME ?? (database.kind === 'pglite' ? '03:00' : 'off');
  let stored: StoredStatus = { lastSuccess: null, lastFailure: null };
  try {
    stored = JSON.parse(readFileSync(statusFile, 'utf8')) as StoredStatus;
  } catch {
    /* no backup yet */
  }
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const save = () => {
    mkdirSync(directory, { recursive: true, mode: 0o700 });
    writeFileSync(statusFile, JSON.stringify(stored, null, 2), { mode: 0o600 });
  };

  const prune = () => {
    for (const old of backupsToDelete(readdirSync(directory), env.BACKUP_KEEP)) {
      rmSync(path.join(directory, old), { force: true });
    }
  };

  const status = (): BackupStatus => {
    const { lastSuccess, lastFailure } = stored;
    const failedLast = lastFailure !== null && lastAttemptFailed(stored);
    const old = !lastSuccess || Date.now() - Date.parse(lastSuccess.at) > BACKUP_STALE_MS;
    return {
      schedule: time === 'off' ? null : `${time} UTC`,
      keep: env.BACKUP_KEEP,
      lastSuccess: lastSuccess
        ? { at: lastSuccess.at, bytes: lastSuccess.bytes, file: lastSuccess.file }
        : null,
      lastFailure,
      running: running !== null,
      warning: failedLast
        ? `The last backup failed (${lastFailure.message}).`
        : old
          ? lastSuccess
            ? 'The last backup is more than two days old.'
            : 'No backup has been taken yet.'
          : null,
    };
  };

  const run = async (kind: BackupKind): Promise<void> => {
    const at = new Date().toISOString();
    const name = `flexcoach-${kind}-${at.replaceAll(':', '-')}.backup.gz`;
    try {
      mkdirSync(directory, { recursive: true, mode: 0o700 });
      const result = await writeBackup(database, path.join(directory, name));
      stored.lastSuccess = {
        at,
        file: name,
        bytes: result.bytes,
        rows: result.rows,
        ms: result.ms,
      };
      prune();
    } catch (error) {
      stored.lastFailure = { at, message: failureMessage(error) };
    }
    save();
  };

  const runNow = async (kind: BackupKind = 'manual') => {
    running ??= run(kind).finally(() => {
      running = null;
    });
    await running;
    return status();
  };

  return {
    status,
    runNow,
    schedule(log) {
      if (time === 'off' || timer) return;
      const plan = (delayMs: number) => {
        timer = setTimeout(() => {
          void runNow('auto').then((after) => {
            if (lastAttemptFailed(after)) {
              log.error({ failure: after.lastFailure }, 'automatic backup failed');
            } else {
              log.info({ backup: after.lastSuccess }, 'automatic backup written');
            }
            plan(nextRunAt(time, new Date()).getTime() - Date.now());
          });
        }, delayMs);
        timer.unref();
      };
      const last = stored.lastSuccess ? Date.parse(stored.lastSuccess.at) : 0;
      plan(
        Date.now() - last > DAY_MS
          ? CATCH_UP_DELAY_MS
          : nextRunAt(time, new Date()).getTime() - Date.now(),
      );
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
