import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerMember, type TestContext } from '../test/helpers.ts';
import {
  backupReadingInSlices,
  isEmptyDatabase,
  migrationsFolderUpTo,
  restoreBackup,
  RestoreError,
  writeBackup,
} from './backup.ts';
import { countSlice } from './count-in-slices.ts';
import { openDatabase, wrapPgliteInstance, type Database, type Db } from './client.ts';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';
const dir = mkdtempSync(path.join(tmpdir(), 'flexcoach-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];

/** A database with nothing in it: a new in-memory PGlite, or a new database on the server. */
async function emptyDatabase(): Promise<Database> {
  if (!onPostgres) {
    const { PGlite } = await import('@electric-sql/pglite');
    const database = await wrapPgliteInstance(await PGlite.create());
    cleanups.push(() => database.close());
    return database;
  }
  const name = `flexcoach_restore_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 3 });
  cleanups.push(async () => {
    await database.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  });
  return database;
}

/** Every row of every table of the app, as text, in a stable order. */
async function everything(db: Db): Promise<Record<string, string[]>> {
  const { rows: tables } = (await db.execute(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = (await db.execute(
      sql.raw(`select to_jsonb(t)::text as j from "${name}" t order by 1`),
    )) as unknown as { rows: { j: string }[] };
    out[name] = rows.map((row) => row.j);
  }
  return out;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

/** A member with a little of everything: a workout with loads, a measurement, a note, a chat. */
async function memberWithHistory() {
  const member = await registerMember(t.app);
  const as = { cookie: member.cookie };
  const posts: [string, Record<string, unknown>][] = [
    [
      '/api/workouts',
      {
        userId: member.user.id,
        title: 'Upper Body',
        exercises: [{ name: 'Dumbbell Bench Press', sets: 3, reps: '8-12', rest: '90' }],
        duration: 2400,
        completed: true,
        date: new Date().toISOString().slice(0, 10),
      },
    ],
    [
      '/api/measurements',
      {
        userId: member.user.id,
        type: 'weight',
        value: '180.5',
        date: new Date().toISOString().slice(0, 10),
      },
    ],
    ['/api/notes', { userId: member.user.id, title: 'Knee', content: 'Felt fine — “quotes” ✓' }],
  ];
  for (const [url, payload] of posts) {
    const response = await t.app.inject({ method: 'POST', url, headers: as, payload });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  }
  // A records summary kept for the history (decision 044): a restore keeps it as it was.
  const records = await t.app.inject({
    method: 'GET',
    url: `/api/records/${member.user.id}`,
    headers: as,
  });
  expect(records.statusCode).toBe(200);
  return member;
}

/** `n` workouts of one squat each with a long note: about 20 rows per 8 kB page. */
async function bulkWorkouts(userId: string, n: number) {
  await t.database.db.execute(sql`
    insert into workouts (user_id, title, exercises, duration, completed, date)
    select ${userId}, 'Bulk ' || g,
      jsonb_build_array(jsonb_build_object('name', 'Barbell Squat', 'sets', 4, 'reps', '5', 'rest', '180', 'notes', repeat('x', 300))),
      3600, true, current_date - (g % 700)
    from generate_series(1, ${n}) g`);
}

describe('backup and restore', () => {
  it('restores every table exactly, into an empty database', async () => {
    await memberWithHistory();
    await memberWithHistory();
    const file = path.join(dir, 'round-trip.backup.gz');
    const result = await writeBackup(t.database, file);
    expect(result.rows).toBeGreaterThan(10);
    expect(result.bytes).toBeGreaterThan(100);

    const target = await emptyDatabase();
    expect(await isEmptyDatabase(target.db)).toBe(true);
    const restored = await restoreBackup(target, file);
    expect(restored.rows).toBe(result.rows);

    const before = await everything(t.database.db);
    const after = await everything(target.db);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
  });

  it('refuses a database that is not empty unless told to replace it', async () => {
    const file = path.join(dir, 'replace.backup.gz');
    await writeBackup(t.database, file);
    const target = await emptyDatabase();
    await restoreBackup(target, file);
    await expect(restoreBackup(target, file)).rejects.toThrow(/not empty.*--replace/);
    await memberWithHistory(); // the source moves on
    await writeBackup(t.database, file);
    await restoreBackup(target, file, { replace: true });
    expect(await everything(target.db)).toEqual(await everything(t.database.db));
  });

  it('refuses a damaged, truncated or foreign file with a clear message, and changes nothing', async () => {
    const file = path.join(dir, 'good.backup.gz');
    await writeBackup(t.database, file);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const cases: [string, Buffer, RegExp][] = [
      ['truncated', gzipSync(lines.slice(0, -3).join('\n')), /incomplete|damaged/],
      ['cut gzip', readFileSync(file).subarray(0, 200), /damaged|not a FlexCoach backup/],
      ['not a backup', gzipSync('{"hello":"world"}\n'), /not a FlexCoach backup/],
      ['plain text', Buffer.from('id,name\n1,x\n'), /not a FlexCoach backup/],
      [
        'a row too many',
        gzipSync([...lines.slice(0, 3), lines[2]!, ...lines.slice(3)].join('\n')),
        /damaged|header says/,
      ],
    ];
    const target = await emptyDatabase();
    for (const [name, bytes, message] of cases) {
      const bad = path.join(dir, `${name}.gz`);
      writeFileSync(bad, bytes);
      const error = await restoreBackup(target, bad).catch((e: unknown) => e);
      expect(error, name).toBeInstanceOf(RestoreError);
      expect((error as Error).message, name).toMatch(message);
      expect(await isEmptyDatabase(target.db), name).toBe(true);
    }
  });

  it('with --replace, a row that does not fit leaves the database as it was, and names the line without its values', async () => {
    const file = path.join(dir, 'replace-good.backup.gz');
    await memberWithHistory();
    await writeBackup(t.database, file);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const usersAt = lines.findIndex((line) => line.startsWith('["table","users"'));
    const row = JSON.parse(lines[usersAt + 1]!) as Record<string, unknown>;
    row.created_at = 'not-a-timestamp';
    lines[usersAt + 1] = JSON.stringify(row);
    const bad = path.join(dir, 'replace-bad.backup.gz');
    writeFileSync(bad, gzipSync(`${lines.join('\n')}\n`));

    const target = await emptyDatabase();
    await restoreBackup(target, file);
    const before = await everything(target.db);
    const rowsBefore = Object.values(before).reduce((sum, rows) => sum + rows.length, 0);
    expect(rowsBefore).toBeGreaterThan(10);

    const error = await restoreBackup(target, bad, { replace: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RestoreError);
    const message = (error as Error).message;
    expect(message).toBe(
      `the row of users at line ${usersAt + 2} of the file does not fit the table (invalid input syntax for type timestamp with time zone). Nothing was changed.`,
    );
    // No value of the row: not the bad one, not an e-mail, not a password hash.
    expect(message).not.toContain('not-a-timestamp');
    expect(message).not.toContain(String(row.email));
    expect(message).not.toContain('argon2');
    // Every row is still there.
    expect(await everything(target.db)).toEqual(before);
  });

  // The embedded database has one process by construction (the data folder's lock).
  it.skipIf(!onPostgres)(
    'on PostgreSQL, refuses while the app is connected to the database',
    async () => {
      const file = path.join(dir, 'busy.backup.gz');
      await writeBackup(t.database, file);
      const target = await emptyDatabase();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const [row] = (
        (await target.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        }
      ).rows;
      url.pathname = `/${row!.name}`;
      const app = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 1 });
      try {
        await app.ping();
        await expect(restoreBackup(target, file)).rejects.toThrow(
          /^1 other connection is open to this database \(is the app running\?\): stop the app first\. Nothing was changed\.$/,
        );
        expect(await isEmptyDatabase(target.db)).toBe(true);
      } finally {
        await app.close();
      }
      await restoreBackup(target, file);
      expect(await isEmptyDatabase(target.db)).toBe(false);
    },
  );

  it('holds every write acknowledged before it started, and no half of a transaction', async () => {
    const member = await registerMember(t.app);
    const acknowledged: string[] = [];
    let writing = true;
    // Writers: each transaction adds a note and a measurement carrying the same marker.
    const writer = async () => {
      while (writing) {
        const marker = randomUUID();
        await t.database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into notes (user_id, title, content) values (${member.user.id}, ${marker}, 'pair')`,
          );
          await tx.execute(
            sql`insert into measurements (user_id, type, value, date) values (${member.user.id}, ${marker}, 1, current_date)`,
          );
        });
        acknowledged.push(marker);
      }
    };
    const writers = [writer(), writer(), writer()];
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = [...acknowledged];
    const file = path.join(dir, 'concurrent.backup.gz');
    await writeBackup(t.database, file);
    writing = false;
    await Promise.all(writers);

    const target = await emptyDatabase();
    await restoreBackup(target, file);
    const markers = async (table: string, column: string) =>
      new Set(
        (
          (await target.db.execute(
            sql.raw(`select ${column} as m from ${table} where user_id = '${member.user.id}'`),
          )) as unknown as { rows: { m: string }[] }
        ).rows.map((row) => row.m),
      );
    const notes = await markers('notes', 'title');
    const measurements = await markers('measurements', 'type');
    expect(before.length).toBeGreaterThan(0);
    for (const marker of before) expect(notes.has(marker), marker).toBe(true);
    expect([...notes].sort()).toEqual([...measurements].sort());
  });

  it('lets other requests in while it reads a big table, and still restores every row', async () => {
    const member = await registerMember(t.app);
    // About 200 pages of workouts: several slices of the embedded database's backup.
    await bulkWorkouts(member.user.id, 4000);
    let backingUp = true;
    let readsDuring = 0;
    const reader = (async () => {
      while (backingUp) {
        await t.database.db.execute(sql`select 1`);
        if (backingUp) readsDuring += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const file = path.join(dir, 'big-table.backup.gz');
    // The header's counts in slices of 16 pages too: a dozen statements for the workouts.
    countSlice.pages = 16;
    const result = await writeBackup(t.database, file).finally(() => {
      countSlice.pages = 256;
    });
    backingUp = false;
    await reader;
    // One transaction on the embedded database would have held every read to the end.
    expect(readsDuring).toBeGreaterThan(5);
    const header = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0]!);
    const tableRows = async (name: string) =>
      (
        (await t.database.db.execute(
          sql.raw(`select count(*)::int as n from "${name}"`),
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    for (const { name, rows } of header.tables as { name: string; rows: number }[]) {
      expect(rows, name).toBe(await tableRows(name));
    }

    const target = await emptyDatabase();
    const restored = await restoreBackup(target, file);
    expect(restored.rows).toBe(result.rows);
    const count = async (db: Db) =>
      (
        (await db.execute(
          sql`select count(*)::int as n from workouts where user_id = ${member.user.id}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    expect(await count(target.db)).toBe(4000);
  });

  it('is not started again by the session bookkeeping of members signed in meanwhile', async () => {
    const member = await registerMember(t.app);
    // Enough workouts for a backup of several slices.
    await bulkWorkouts(member.user.id, 2000);
    // Last seen two minutes ago: the next signed-in request would write the time again.
    const lastSeen = async () =>
      (
        (await t.database.db.execute(
          sql`select max(last_seen_at)::text as at from sessions where user_id = ${member.user.id}`,
        )) as unknown as { rows: { at: string }[] }
      ).rows[0]!.at;
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 minutes' where user_id = ${member.user.id}`,
    );
    const before = await lastSeen();
    let backingUp = true;
    let requests = 0;
    let duringSlices = 0;
    const reader = (async () => {
      while (backingUp) {
        const sliced = backupReadingInSlices();
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: member.cookie },
        });
        expect(me.statusCode).toBe(200);
        requests += 1;
        // A request that began and ended while the backup read in slices left no write.
        if (sliced && backupReadingInSlices()) {
          duringSlices += 1;
          expect(await lastSeen()).toBe(before);
        }
      }
    })();
    const result = await writeBackup(t.database, path.join(dir, 'signed-in.backup.gz'));
    backingUp = false;
    await reader;
    expect(requests).toBeGreaterThan(0);
    expect(result.held).toBe(false);
    if (!onPostgres) expect(duringSlices).toBeGreaterThan(0);
    // After it, the next request writes the time again.
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: member.cookie } });
    expect(await lastSeen()).not.toBe(before);
  });

  it('restores a backup taken by an older version, then migrates it forward', async () => {
    // The schema before migration 0008 (units): users have no units column yet.
    const old = await emptyDatabase();
    const folder = migrationsFolderUpTo(7);
    try {
      await old.migrate(folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    const id = randomUUID();
    await old.db.execute(
      sql`insert into users (id, email, password_hash, first_name) values (${id}, 'old@example.com', 'x', 'Old')`,
    );
    const file = path.join(dir, 'old.backup.gz');
    const taken = await writeBackup(old, file);
    expect(taken.rows).toBeGreaterThan(0);
    const header = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0]!);
    expect(header.migration.index).toBe(7);

    const target = await emptyDatabase();
    await restoreBackup(target, file);
    const { rows } = (await target.db.execute(
      sql`select email, units from users where id = ${id}`,
    )) as unknown as { rows: { email: string; units: string }[] };
    expect(rows).toEqual([{ email: 'old@example.com', units: 'imperial' }]);
  });
});
