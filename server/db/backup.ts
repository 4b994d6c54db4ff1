import {
  cpSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import {
  migrationJournal,
  MIGRATIONS_DIR,
  NEWEST_APPLIED_MIGRATION,
  type Database,
  type Db,
  type MigrationEntry,
} from './client.ts';
import { countInSlices, pagesOf, quoteIdent, rowsOf } from './count-in-slices.ts';

/**
 * Backups are a logical export written by the app itself (decision 026), the same on PGlite and
 * PostgreSQL: a gzipped file of JSON lines.
 *
 *   {"format":"flexcoach-backup","version":1,"createdAt":…,"migration":{…},"tables":[…]}
 *   ["table","users",120]
 *   {…one row, as PostgreSQL's to_jsonb of it…}
 *   …
 *   ["end",4821]
 *
 * Rows are JSON objects and markers JSON arrays, so the two can never be confused.
 *
 * On PostgreSQL every table is read in one read-only REPEATABLE READ transaction: one snapshot,
 * so a backup holds every write acknowledged before it started and nothing half-written, whatever
 * the app writes meanwhile. On the embedded database (one connection) it is read in slices that
 * let requests in between, and taken again when anything was written meanwhile (decision 045). The header names the newest migration the database had: a restore builds
 * that schema, loads the rows, then migrates forward, so a backup of an older version restores
 * into the current one.
 */
export const BACKUP_FORMAT = 'flexcoach-backup';
const BACKUP_VERSION = 1;
/** Rows read (and written back) per statement. */
const BATCH_ROWS = 1_000;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: Database['kind'];
  /** The newest migration applied when the backup was taken. */
  migration: { index: number; tag: string; when: number };
  /** Tables in restore order (a table after every table it references), with their row counts. */
  tables: { name: string; rows: number }[];
}

export interface BackupResult {
  file: string;
  bytes: number;
  rows: number;
  tables: number;
  ms: number;
  /**
   * The embedded database was read in one transaction that held every request to the end (the
   * app kept writing through three tries in slices). Always false on PostgreSQL.
   */
  held: boolean;
}

/**
 * Summaries kept by triggers on other tables (decision 044): restored after those tables, so the
 * rows restored there do not clear the summaries restored with them.
 */
const SUMMARY_OF: Readonly<Record<string, readonly string[]>> = { member_records: ['workouts'] };

/** The app's tables, each after the tables it references (foreign keys) or summarises. */
async function tablesInRestoreOrder(db: Db): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    ),
  ).map((row) => row.name);
  const references = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') {
      throw new Error(`backup: the tables reference each other in a cycle through ${table}`);
    }
    state.set(table, 'visiting');
    for (const ref of references) {
      if (ref.child === table && ref.parent !== table) visit(ref.parent);
    }
    for (const source of SUMMARY_OF[table] ?? []) visit(source);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered;
}

async function appliedMigration(db: Db): Promise<BackupHeader['migration']> {
  const [row] = rowsOf<{ newest: string | null }>(
    await db.execute(sql.raw(NEWEST_APPLIED_MIGRATION)),
  );
  const when = Number(row?.newest);
  const entry = migrationJournal().find((candidate) => candidate.when === when);
  if (!entry) {
    throw new Error(
      'backup: the database has a migration this version of the app does not know (is the app older than the database?)',
    );
  }
  return { index: entry.idx, tag: entry.tag, when: entry.when };
}

/** Where a backup reads its rows from: the header's facts, then each table's rows as JSON text. */
interface BackupSource {
  db: Db;
  /** The number of rows of `table` (the header's, checked again by a restore). */
  count(table: string): Promise<number>;
  /** Batches of rows of `table`, each row `to_jsonb(row)::text`. */
  rows(table: string): AsyncIterable<string[]>;
  /** Throws when what was read may not be one consistent state (checked before the end line). */
  verify(): Promise<void>;
}

/** Pages of a table read per statement by a backup in slices (8 kB each: 128 kB). */
const SLICE_PAGES = 16;
/** Backups in slices tried before one in a single transaction. */
const SLICED_ATTEMPTS = 3;

/** A backup in slices that saw a write: it is thrown away and taken again. */
class WrittenMeanwhile extends Error {}

let readingInSlices = 0;
/**
 * A backup in slices is reading the embedded database: bookkeeping writes that can wait (a
 * session's last-seen time, 12 hours from mattering) skip a turn, so that they do not make the
 * backup start again. Writes of the members' data never wait: they make it start again.
 */
export const backupReadingInSlices = () => readingInSlices > 0;

/** The transaction id the next write will get: it moves only when something is written. */
async function nextTransactionId(db: Db): Promise<string> {
  const [row] = rowsOf<{ xid: string }>(
    await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`),
  );
  return row!.xid;
}

/**
 * The embedded database in slices: each statement reads 16 pages of one table (by their row
 * addresses) or counts the rows of 256, and the requests waiting for the database run between
 * two of them, so a backup of a big database never holds the app for more than a few
 * milliseconds at a time. PGlite has one
 * connection, so a snapshot would hold every request for the whole backup. Consistency instead:
 * when no transaction id was handed out between the first read and the last, nothing was written
 * meanwhile and the slices are one state; otherwise the backup is taken again.
 */
async function slicedSource(db: Db): Promise<BackupSource> {
  const before = await nextTransactionId(db);
  return {
    db,
    count: (table) => countInSlices(db, table),
    async *rows(table) {
      const pages = await pagesOf(db, table);
      for (let from = 0; from < pages; from += SLICE_PAGES) {
        const batch = rowsOf<{ j: string }>(
          await db.execute(
            sql.raw(
              `select to_jsonb(t)::text as j from ${quoteIdent(table)} t where ctid >= '(${from},0)'::tid and ctid < '(${from + SLICE_PAGES},0)'::tid`,
            ),
          ),
        );
        if (batch.length > 0) yield batch.map((row) => row.j);
      }
    },
    async verify() {
      if ((await nextTransactionId(db)) !== before) throw new WrittenMeanwhile();
    },
  };
}

/** A read-only REPEATABLE READ transaction (PostgreSQL): one snapshot, writers never wait. */
function snapshotSource(tx: Db): BackupSource {
  let cursors = 0;
  return {
    db: tx,
    async count(table) {
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql.raw(`select count(*)::integer as n from ${quoteIdent(table)}`)),
      );
      return Number(row?.n ?? 0);
    },
    async *rows(table) {
      const cursor = `backup_${cursors++}`;
      await tx.execute(
        sql.raw(
          `declare ${cursor} no scroll cursor for select to_jsonb(t)::text as j from ${quoteIdent(table)} t`,
        ),
      );
      for (;;) {
        const batch = rowsOf<{ j: string }>(
          await tx.execute(sql.raw(`fetch ${BATCH_ROWS} from ${cursor}`)),
        );
        if (batch.length === 0) break;
        yield batch.map((row) => row.j);
      }
      await tx.execute(sql.raw(`close ${cursor}`));
    },
    verify: async () => {},
  };
}

/** Writes the backup file from `source` (to `partial`): header, each table's rows, end line. */
async function writeFrom(
  source: BackupSource,
  kind: Database['kind'],
  partial: string,
): Promise<{ rows: number; tables: number }> {
  const { db } = source;
  const migration = await appliedMigration(db);
  const tables = await tablesInRestoreOrder(db);
  const counts: BackupHeader['tables'] = [];
  for (const name of tables) counts.push({ name, rows: await source.count(name) });
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database: kind,
    migration,
    tables: counts,
  };
  let rows = 0;
  async function* lines() {
    yield `${JSON.stringify(header)}\n`;
    for (const { name, rows: expected } of counts) {
      yield `${JSON.stringify(['table', name, expected])}\n`;
      for await (const batch of source.rows(name)) {
        rows += batch.length;
        yield `${batch.join('\n')}\n`;
      }
    }
    await source.verify();
    yield `${JSON.stringify(['end', rows])}\n`;
  }
  await pipeline(
    Readable.from(lines()),
    createGzip({ level: 6 }),
    createWriteStream(partial, { mode: 0o600 }),
  );
  return { rows, tables: counts.length };
}

/**
 * Writes a backup of the whole database to `file` (written to a temporary name, then renamed, so
 * a file at `file` is always complete). PostgreSQL: one snapshot. The embedded database: in
 * slices that let requests in between (up to three tries while the app writes), then, if the app
 * never stopped writing, in one transaction that holds it for the whole backup.
 */
export async function writeBackup(database: Database, file: string): Promise<BackupResult> {
  const started = performance.now();
  const partial = `${file}.partial`;
  let written: { rows: number; tables: number } | null = null;
  let held = false;
  try {
    if (database.kind === 'pglite') {
      readingInSlices += 1;
      try {
        for (let attempt = 0; attempt < SLICED_ATTEMPTS && !written; attempt++) {
          try {
            written = await writeFrom(await slicedSource(database.db), database.kind, partial);
          } catch (error) {
            if (!(error instanceof WrittenMeanwhile)) throw error;
          }
        }
      } finally {
        readingInSlices -= 1;
      }
    }
    held = database.kind === 'pglite' && !written;
    if (!written) {
      written = await database.db.transaction(
        async (tx) => writeFrom(snapshotSource(tx), database.kind, partial),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    }
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const { size } = statSync(file);
  return {
    file,
    bytes: size,
    rows: written.rows,
    tables: written.tables,
    ms: Math.round(performance.now() - started),
    held,
  };
}

export class RestoreError extends Error {}
/** A file that cannot be read to its end: not gzip, or cut short. */
class UnreadableFileError extends RestoreError {
  constructor(readonly reason: string) {
    super(`the backup is damaged or cut short (${reason}). Nothing was changed.`);
  }
}

async function* readLines(file: string): AsyncGenerator<string> {
  // Read as one stream whose errors reject the loop: a truncated or damaged gzip file is an
  // error here, not an unhandled event that ends the process.
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  // A character cut between two chunks is joined again by the decoder.
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const lines = (rest + decoder.write(chunk)).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.length > 0) yield line;
    }
  } catch (error) {
    throw new UnreadableFileError((error as Error).message);
  } finally {
    source.destroy();
  }
  rest += decoder.end();
  if (rest.length > 0) yield rest;
}

/** Reads only the header of a backup (what `npm run restore` shows before it starts). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  if (!existsSync(file)) throw new RestoreError(`${file} does not exist`);
  try {
    for await (const line of readLines(file)) return parseHeader(line);
  } catch (error) {
    if (error instanceof UnreadableFileError) {
      throw new RestoreError(
        `${file} is not a FlexCoach backup, or it is damaged or cut short (${error.reason}). Nothing was changed.`,
      );
    }
    if (error instanceof RestoreError) throw error;
    throw new RestoreError(`${file} is not a FlexCoach backup (${(error as Error).message})`);
  }
  throw new RestoreError(`${file} is empty`);
}

function parseHeader(line: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line) as Partial<BackupHeader>;
  } catch {
    throw new RestoreError('not a FlexCoach backup: the first line is not JSON');
  }
  if (header.format !== BACKUP_FORMAT) throw new RestoreError('not a FlexCoach backup');
  if (header.version !== BACKUP_VERSION) {
    throw new RestoreError(`backup format version ${header.version} is not supported`);
  }
  return header as BackupHeader;
}

/** True when the database has none of the app's tables. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::integer as n from pg_tables where schemaname in ('public', 'drizzle')`,
    ),
  );
  return Number(row?.n ?? 0) === 0;
}

/**
 * Reads a whole backup without touching any database: its markers, its end and its row counts.
 * A damaged or truncated file is refused before the restore changes anything.
 */
export async function verifyBackup(file: string): Promise<BackupHeader> {
  const header = await readBackupHeader(file);
  const counted = new Map<string, number>();
  let table: string | null = null;
  let ended = false;
  let first = true;
  let lineNumber = 0;
  try {
    for await (const line of readLines(file)) {
      lineNumber += 1;
      if (first) {
        first = false;
        continue;
      }
      if (ended) throw new RestoreError('the backup is damaged: lines after its end');
      if (line.startsWith('["table",')) {
        table = (JSON.parse(line) as [string, string])[1];
        if (!header.tables.some((t) => t.name === table)) {
          throw new RestoreError(`the backup is damaged: a table it did not announce (${table})`);
        }
        counted.set(table, 0);
      } else if (line.startsWith('["end",')) {
        ended = true;
      } else if (table && line.startsWith('{')) {
        // Each row is read whole before anything is changed (its values go to their columns in
        // the restore's one transaction).
        const row: unknown = JSON.parse(line);
        if (typeof row !== 'object' || row === null || Array.isArray(row)) {
          throw new RestoreError(`the backup is damaged: line ${lineNumber} is not a row`);
        }
        counted.set(table, (counted.get(table) ?? 0) + 1);
      } else {
        throw new RestoreError('the backup is damaged: a line that is neither a row nor a marker');
      }
    }
  } catch (error) {
    if (error instanceof RestoreError) throw error;
    // A JSON error names a position in the line, never its text.
    throw new RestoreError(`the backup is damaged: line ${lineNumber} cannot be read`);
  }
  if (!ended) throw new RestoreError('the backup is incomplete (it has no end): nothing restored');
  for (const { name, rows } of header.tables) {
    if ((counted.get(name) ?? 0) !== rows) {
      throw new RestoreError(
        `the backup is damaged: ${name} holds ${counted.get(name) ?? 0} rows where its header says ${rows}`,
      );
    }
  }
  return header;
}

/**
 * A copy of the migrations folder that stops at migration `index` (its journal cut there), to
 * build the schema of an older version. The caller removes it.
 */
export function migrationsFolderUpTo(index: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'flexcoach-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: MigrationEntry[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= index);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

export interface RestoreResult {
  header: BackupHeader;
  rows: number;
  ms: number;
}

/**
 * The app's migrations applied in `tx`, as drizzle's migrator records them (its table in the
 * `drizzle` schema, the hash and time of each): all of them, or those up to `upTo` (a migration's
 * `when`). Run inside the restore's transaction, so that the schema is built, filled and migrated
 * forward all or nothing.
 */
async function migrateWithin(tx: Db, upTo = Number.POSITIVE_INFINITY): Promise<void> {
  await tx.execute(sql`create schema if not exists "drizzle"`);
  await tx.execute(
    sql`create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`,
  );
  const [last] = rowsOf<{ created_at: string | number }>(
    await tx.execute(
      sql`select created_at from "drizzle"."__drizzle_migrations" order by created_at desc limit 1`,
    ),
  );
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR })) {
    if (migration.folderMillis > upTo) break;
    if (last && Number(last.created_at) >= migration.folderMillis) continue;
    for (const statement of migration.sql) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`,
    );
  }
}

/**
 * The database's reason for refusing rows, without the values it quotes (a restore's messages
 * never show a row: they may hold password hashes and e-mail addresses).
 */
function reasonOf(error: unknown): string {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return e.message
        .split(/:\s*"/)[0]!
        .split(/\s+DETAIL/)[0]!
        .trim();
    }
    e = e.cause;
  }
  return 'the database refused it';
}

/**
 * The app's connections to this PostgreSQL database (each pool names its connections
 * `flexcoach-<pid>-<random>`), other than this restore's own: a restore would replace the tables
 * under a running app. The embedded database is guarded by its folder's lock instead.
 */
async function otherConnections(database: Database): Promise<number> {
  if (database.kind !== 'postgres') return 0;
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::integer as n from pg_stat_activity where datname = current_database() and application_name like 'flexcoach-%' and application_name <> current_setting('application_name')`,
    ),
  );
  return Number(row?.n ?? 0);
}

/**
 * Restores `file` into `database`, which must be empty unless `replace`. All or nothing: the file
 * is read whole and checked first; then, in one transaction, the old schema is dropped (with
 * `replace`), the schema the backup was taken at is built, its rows are loaded and the newer
 * migrations run. Any failure rolls all of it back and leaves the database as it was. An error
 * names the table and the line of the file, never a value.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<RestoreResult> {
  const started = performance.now();
  const header = await verifyBackup(file);
  const known = migrationJournal().find((entry) => entry.when === header.migration.when);
  if (!known) {
    throw new RestoreError(
      `the backup was taken by a newer version of FlexCoach (migration ${header.migration.tag}); upgrade the app first`,
    );
  }
  const { db } = database;
  const empty = await isEmptyDatabase(db);
  if (!empty && !replace) {
    throw new RestoreError(
      'the database is not empty: restore into an empty data folder or database, or pass --replace to overwrite it',
    );
  }
  const others = await otherConnections(database);
  if (others > 0) {
    throw new RestoreError(
      `${others} other connection${others === 1 ? ' is' : 's are'} open to this database (is the app running?): stop the app first. Nothing was changed.`,
    );
  }

  let rows = 0;
  await db.transaction(async (tx) => {
    if (!empty) {
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await tx.execute(sql`drop schema public cascade`);
      await tx.execute(sql`create schema public`);
    }
    // The schema as it was: the migrations up to the backup's.
    await migrateWithin(tx, known.when);

    let table: string | null = null;
    let batch: { line: number; text: string }[] = [];
    const insert = (into: Db, lines: readonly { text: string }[]) => {
      const name = quoteIdent(table!);
      return into.execute(
        sql`insert into ${sql.raw(name)} select * from jsonb_populate_recordset(null::${sql.raw(name)}, ${`[${lines.map((l) => l.text).join(',')}]`}::jsonb)`,
      );
    };
    const flush = async () => {
      if (!table || batch.length === 0) return;
      try {
        // A savepoint, so that a refused batch can be tried row by row to name the line.
        await tx.transaction((sp) => insert(sp, batch));
      } catch (error) {
        for (const row of batch) {
          try {
            await tx.transaction((sp) => insert(sp, [row]));
          } catch (rowError) {
            throw new RestoreError(
              `the row of ${table} at line ${row.line} of the file does not fit the table (${reasonOf(rowError)}). Nothing was changed.`,
            );
          }
        }
        throw new RestoreError(
          `the rows of ${table} at lines ${batch[0]!.line}-${batch.at(-1)!.line} of the file do not fit the table (${reasonOf(error)}). Nothing was changed.`,
        );
      }
      rows += batch.length;
      batch = [];
    };
    // verifyBackup has checked the markers, the counts and that each row is a JSON object.
    let lineNumber = 0;
    for await (const line of readLines(file)) {
      lineNumber += 1;
      if (lineNumber === 1) continue;
      if (line.startsWith('["table",')) {
        await flush();
        table = (JSON.parse(line) as [string, string])[1];
      } else if (line.startsWith('["end",')) {
        await flush();
        break;
      } else {
        batch.push({ line: lineNumber, text: line });
        if (batch.length >= BATCH_ROWS) await flush();
      }
    }
    const expected = header.tables.reduce((sum, t) => sum + t.rows, 0);
    if (rows !== expected) {
      throw new RestoreError(`the backup holds ${rows} rows where its header says ${expected}`);
    }
    // Forward to the current schema.
    await migrateWithin(tx);
  });
  return { header, rows, ms: Math.round(performance.now() - started) };
}
