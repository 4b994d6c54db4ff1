/**
 * Members' and operators' data (issue 19):
 *   - import: a Strong export of IMPORT_ROWS rows (sets), posted to the production server's
 *     `/api/import/preview` then `/api/import` on a fresh embedded database, as a member's upload
 *     would be. Budget: the import under 5 s.
 *   - master export: the admin's first `POST /api/admin/export/master` after a start (once the
 *     server has had its few idle seconds), and the slowest `GET /healthz` sent beside it.
 *   - backup: a database of BACKUP_MEMBERS members with BACKUP_WORKOUTS completed workouts each
 *     (five exercises with their sets, like a logged session), written by `writeBackup` (what
 *     `npm run backup` and the daily backup run), then restored into an empty database; on the
 *     embedded database and, when given, on PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { restoreBackup, writeBackup } from '../server/db/backup.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { registerMember, send } from './load.ts';
import { freePort, startServer, step } from './server.ts';

export const IMPORT_ROWS = 10_000;
export const BACKUP_MEMBERS = 1_000;
export const BACKUP_WORKOUTS = 100;

export interface ImportFigures {
  rows: number;
  workouts: number;
  bytes: number;
  previewMs: number;
  importMs: number;
  added: number;
}

export interface BackupFigures {
  database: 'pglite' | 'postgres';
  members: number;
  workouts: number;
  rows: number;
  backupMs: number;
  bytes: number;
  restoreMs: number;
}

const EXERCISES = [
  'Bench Press (Barbell)',
  'Squat (Barbell)',
  'Deadlift (Barbell)',
  'Overhead Press (Barbell)',
  'Lat Pulldown (Cable)',
];

/** A Strong export (its current column layout): 10 sets per workout, two exercises. */
export function strongCsv(rows: number): string {
  const lines = [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  ];
  const start = Date.UTC(2020, 0, 1);
  for (let i = 0; i < rows; i++) {
    const workout = Math.floor(i / 10);
    const day = new Date(start + workout * 86_400_000).toISOString().slice(0, 10);
    const exercise = EXERCISES[(workout + Math.floor((i % 10) / 5)) % EXERCISES.length]!;
    lines.push(
      `${day} 18:00:00,"Session ${workout + 1}",1h 5m,"${exercise}",${(i % 5) + 1},${40 + (i % 7) * 2.5},${5 + (i % 6)},0,0,"","",`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function measureImport(): Promise<ImportFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bench-import-'));
  const app = await startServer({ dataDir, port: await freePort(), timeoutMs: 120_000 });
  try {
    const member = await registerMember(app.baseUrl);
    const content = strongCsv(IMPORT_ROWS);
    step(`import: ${IMPORT_ROWS} rows of a Strong export (preview, then import)`);
    let started = performance.now();
    const preview = await send(app.baseUrl, 'POST', '/api/import/preview', member.cookie, {
      content,
      weightUnit: 'kg',
    });
    const previewMs = Math.round(performance.now() - started);
    started = performance.now();
    const result = await send(app.baseUrl, 'POST', '/api/import', member.cookie, {
      content,
      weightUnit: 'kg',
    });
    const importMs = Math.round(performance.now() - started);
    const previewed = preview as { workouts: number };
    const imported = result as { added: number };
    return {
      rows: IMPORT_ROWS,
      workouts: previewed.workouts,
      bytes: Buffer.byteLength(content),
      previewMs,
      importMs,
      added: imported.added,
    };
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const WORKOUT_EXERCISES = JSON.stringify(
  EXERCISES.map((name) => ({
    name,
    sets: 3,
    reps: '8-12',
    rest: '90',
    completedSets: 3,
    loadType: 'barbell',
    performedSets: [
      { reps: 10, weight: 135 },
      { reps: 9, weight: 135 },
      { reps: 8, weight: 135 },
    ],
  })),
);

/** Members and their workouts, written straight into the tables (a few seconds). */
async function seed(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into users (id, email, password_hash, first_name)
    select gen_random_uuid(), 'bench-' || i || '@example.com', 'not-a-hash', 'Member ' || i
    from generate_series(1, ${BACKUP_MEMBERS}) i`);
  await database.db.execute(sql`
    insert into workouts (user_id, title, exercises, duration, completed, date)
    select u.id, 'Session ' || g, ${WORKOUT_EXERCISES}::jsonb, 2400, true, current_date - g
    from users u cross join generate_series(1, ${BACKUP_WORKOUTS}) g`);
}

/** A fresh database: an embedded one in a temporary folder, or a new one on `serverUrl`. */
async function freshDatabase(serverUrl?: string) {
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bench-backup-'));
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    return {
      database,
      drop: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl, poolMax: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}

export async function measureBackup(serverUrl?: string): Promise<BackupFigures> {
  const kind = serverUrl ? 'postgres' : 'pglite';
  step(`backup (${kind}): ${BACKUP_MEMBERS} members × ${BACKUP_WORKOUTS} workouts`);
  const source = await freshDatabase(serverUrl);
  const target = await freshDatabase(serverUrl);
  const dir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bench-backup-file-'));
  try {
    await source.database.migrate();
    await seed(source.database);
    const file = path.join(dir, 'bench.backup.gz');
    const backup = await writeBackup(source.database, file);
    const restored = await restoreBackup(target.database, file);
    return {
      database: kind,
      members: BACKUP_MEMBERS,
      workouts: BACKUP_MEMBERS * BACKUP_WORKOUTS,
      rows: backup.rows,
      backupMs: backup.ms,
      bytes: backup.bytes,
      restoreMs: restored.ms,
    };
  } finally {
    await source.drop();
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface MasterExportFigures {
  /** The first master export after the start, then the two after it. */
  runsMs: number[];
  /** The slowest of the health checks sent every 5 ms while the first export ran. */
  worstBesideMs: number;
  probes: number;
}

/** The admin master export on a fresh production server: its first call, and a request beside it. */
export async function measureMasterExport(): Promise<MasterExportFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bench-export-'));
  const email = 'bench-admin@example.com';
  const password = 'a long bench admin password';
  const app = await startServer({
    dataDir,
    port: await freePort(),
    env: { ADMIN_EMAIL: email, ADMIN_PASSWORD: password },
  });
  try {
    step('master export: the first after a start, with health checks beside it');
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    // What a real first export meets: a server that has been up for a few seconds.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    const runsMs: number[] = [];
    let worstBesideMs = 0;
    let probes = 0;
    for (let run = 0; run < 3; run++) {
      let done = false;
      const beside = (async () => {
        while (!done) {
          const started = performance.now();
          await fetch(`${app.baseUrl}/healthz`);
          if (run === 0) {
            worstBesideMs = Math.max(worstBesideMs, performance.now() - started);
            probes += 1;
          }
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      const started = performance.now();
      const res = await fetch(`${app.baseUrl}/api/admin/export/master`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: app.baseUrl },
        body: '{}',
      });
      runsMs.push(Math.round(performance.now() - started));
      done = true;
      await beside;
      if (!res.ok) throw new Error(`master export answered ${res.status}: ${await res.text()}`);
    }
    return { runsMs, worstBesideMs: Math.round(worstBesideMs), probes };
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
