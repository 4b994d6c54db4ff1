/**
 * `npm run bench -- --big`: the member reads with big data beside the same reads on an empty
 * database, in one run, on the embedded database and on PostgreSQL (BENCH_NO_POSTGRES=1 skips it).
 *
 * For each database: a production server on an otherwise empty database holding one heavy
 * member with 32 weeks of history (so each read returns as much as with big data) and one on a
 * database seeded by bench/big-data.ts (10,000 members, 1,000 with two years of training), each
 * signed in as a heavy member. Each read is sent BIG_SAMPLES times (after a warm-up) to both
 * servers in turn, one request at a time, so both figures share whatever else the machine does
 * meanwhile; each gives p50 and p99, and the table gives each big figure beside its empty twin
 * and the ratio. Budget: p99 within 1.5x of the empty figure, and under 50 ms on PostgreSQL.
 *
 * BIG_MEMBERS / BIG_HEAVY scale the seed down for a quick look (the defaults are the issue's).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { adminTable, measureAdmin, type AdminFigures } from './big-admin.ts';
import {
  BIG_PASSWORD,
  BIG_SCALE,
  bigEmail,
  SEED_FIGURES_PREFIX,
  type BigSeedFigures,
} from './big-data.ts';
import { benchPostgres } from './postgres.ts';
import { freePort, ROOT, startServer, step } from './server.ts';

/**
 * Samples per read and server: with 1,000 the p99 is the tenth slowest answer, so one pause of the
 * machine (a collection, another process) does not decide it, as it did the second slowest of 200.
 */
const SAMPLES = Number(process.env.BIG_SAMPLES ?? 1000);
const WARMUP = 20;
const RATIO_BUDGET = 1.5;
const POSTGRES_P99_MS = 50;

interface Read {
  name: string;
  method: 'GET' | 'POST';
  path: (member: SignedIn) => string;
  body?: (member: SignedIn) => unknown;
}

interface SignedIn {
  id: string;
  cookie: string;
  /** The library id of the member's most trained lift. */
  liftId: string;
  /** A workout of about a year ago (a heavy member), where a page of history starts. */
  yearBackId?: string;
}

/** The reads a member's pages make, with big data and without. */
const READS: readonly Read[] = [
  { name: 'dashboard: stats and export count', method: 'GET', path: (m) => `/api/stats/${m.id}` },
  { name: 'dashboard: week plan', method: 'GET', path: (m) => `/api/workouts/week/${m.id}` },
  { name: 'progress: personal records', method: 'GET', path: (m) => `/api/records/${m.id}` },
  { name: 'history: first page', method: 'GET', path: (m) => `/api/workouts/${m.id}?limit=30` },
  {
    name: 'history: a page a year back (empty: the second page)',
    method: 'GET',
    path: (m) => `/api/workouts/${m.id}?limit=30${m.yearBackId ? `&before=${m.yearBackId}` : ''}`,
  },
  {
    name: 'exercise history and records',
    method: 'GET',
    path: (m) => `/api/exercises/${m.liftId}/history`,
  },
  {
    name: 'progress and dashboard: weight',
    method: 'GET',
    path: (m) => `/api/measurements/${m.id}/weight`,
  },
  {
    name: 'measurements: first page of weigh-ins',
    method: 'GET',
    path: (m) => `/api/measurements/${m.id}?type=weight&limit=31`,
  },
  {
    name: "generate today's workout",
    method: 'POST',
    path: () => '/api/workouts/generate',
    body: () => ({}),
  },
  ...["what's my best bench?", 'how many workouts this year?', 'how much protein last week?'].map(
    (message): Read => ({
      name: `coach: "${message}"`,
      method: 'POST',
      path: () => '/api/flex/chat',
      body: (m) => ({ userId: m.id, message }),
    }),
  ),
];

interface ReadFigure {
  name: string;
  p50Ms: number;
  p99Ms: number;
  status: number;
}

async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login ${email}: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('fc_session='));
  if (!cookie) throw new Error('login answered without a session cookie');
  return cookie;
}

/** One request of a read, timed to its last byte. */
async function timeRead(baseUrl: string, read: Read, member: SignedIn) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${read.path(member)}`, {
    method: read.method,
    headers: {
      cookie: member.cookie,
      origin: baseUrl,
      ...(read.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: read.body === undefined ? undefined : JSON.stringify(read.body(member)),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

function figure(name: string, times: number[], status: number): ReadFigure {
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)]!;
  return {
    name,
    p50Ms: Math.round(at(0.5) * 10) / 10,
    p99Ms: Math.round(at(0.99) * 10) / 10,
    status,
  };
}

/**
 * Each read on both servers side by side: one request to the empty database, then one to the
 * big one, and so on, so that whatever else the machine does in those seconds falls on both
 * figures alike and the ratio is the database's.
 */
async function measureReads(
  empty: { baseUrl: string; member: SignedIn },
  big: { baseUrl: string; member: SignedIn },
): Promise<{ empty: ReadFigure[]; big: ReadFigure[] }> {
  const figures = { empty: [] as ReadFigure[], big: [] as ReadFigure[] };
  for (const read of READS) {
    const times = { empty: [] as number[], big: [] as number[] };
    const status = { empty: 0, big: 0 };
    for (let i = 0; i < WARMUP + SAMPLES; i++) {
      for (const [side, server] of [
        ['empty', empty],
        ['big', big],
      ] as const) {
        const { ms, status: code } = await timeRead(server.baseUrl, read, server.member);
        status[side] = code;
        if (i >= WARMUP) times[side].push(ms);
      }
    }
    figures.empty.push(figure(read.name, times.empty, status.empty));
    figures.big.push(figure(read.name, times.big, status.big));
  }
  return figures;
}

/** The library id of the heavy members' main lift (their history is by name). */
async function liftIdOf(baseUrl: string): Promise<string> {
  const response = await fetch(
    `${baseUrl}/api/exercises/search?q=${encodeURIComponent('Barbell Bench Press')}`,
  );
  const { exercises: found } = (await response.json()) as {
    exercises: { id: string; name: string }[];
  };
  const lift = found.find((e) => e.name.startsWith('Barbell Bench Press')) ?? found[0];
  if (!lift) throw new Error('the bench press is not in the library');
  return lift.id;
}

/**
 * Weeks of history of the member on the empty database: enough for a full page of every paged
 * read (30 workouts of history and a second page, 30 sessions of the bench press at one a week,
 * 31 weigh-ins), so that a read returns as many rows as with big data.
 */
const TWIN_WEEKS = 32;

/** The id of the `depth`-th newest workout: a page of history starts after it. */
async function pageStart(baseUrl: string, userId: string, cookie: string, depth: number) {
  const response = await fetch(`${baseUrl}/api/workouts/${userId}?limit=${depth}`, {
    headers: { cookie },
  });
  return ((await response.json()) as { id: string }[]).at(-1)?.id;
}

const SERVER_ENV = {
  // The fair-use chat limits, raised so that no message of the bench is refused.
  FLEX_LIMITS_PRO: '1000000,10000000',
  FLEX_LIMITS_PREMIUM: '1000000,10000000',
};

interface DatabaseRun {
  database: 'pglite' | 'postgres';
  seed: BigSeedFigures;
  empty: ReadFigure[];
  big: ReadFigure[];
  admin?: AdminFigures;
}

async function runOn(kind: 'pglite' | 'postgres', serverUrl?: string): Promise<DatabaseRun> {
  const scale = {
    ...BIG_SCALE,
    members: Number(process.env.BIG_MEMBERS ?? BIG_SCALE.members),
    heavy: Number(process.env.BIG_HEAVY ?? BIG_SCALE.heavy),
  };
  const dirs: string[] = [];
  const fresh = async (label: string) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `flexcoach-bench-big-${label}-`));
    dirs.push(dataDir);
    if (!serverUrl) return { dataDir, databaseUrl: undefined, drop: async () => {} };
    const name = `bench_big_${label}_${Date.now()}`;
    const admin = await openDatabase({ kind: 'postgres', url: serverUrl, poolMax: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      dataDir,
      databaseUrl: url.toString(),
      drop: async () => {
        await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      },
    };
  };
  try {
    // The empty database: the heavy member alone, with TWIN_WEEKS weeks of the same training, so
    // each read returns as much as it does with big data and the ratio shows how its cost grows
    // with the database, not with the page.
    const empty = await fresh('empty');
    await seedBigDataOnServer(empty, { ...scale, members: 1, heavy: 1, heavyWeeks: TWIN_WEEKS });
    // The big database, seeded before its server starts.
    const big = await fresh('big');
    step(`big data (${kind}): seeding ${scale.members} members, ${scale.heavy} with two years`);
    const seed = await seedBigDataOnServer(big, scale, (line) => step(line));
    const emptyServer = await startServer({
      port: await freePort(),
      dataDir: empty.dataDir,
      databaseUrl: empty.databaseUrl,
      env: SERVER_ENV,
    });
    const server = await startServer({
      port: await freePort(),
      dataDir: big.dataDir,
      databaseUrl: big.databaseUrl,
      env: SERVER_ENV,
      timeoutMs: 300_000,
    }).catch(async (error: unknown) => {
      await emptyServer.stop();
      await empty.drop();
      throw error;
    });
    try {
      const liftId = await liftIdOf(server.baseUrl);
      /** The heavy member signed in, with the workout a page `depth` workouts back starts after. */
      const signedIn = async (baseUrl: string, depth: number): Promise<SignedIn> => {
        const cookie = await signIn(baseUrl, bigEmail(1), BIG_PASSWORD);
        const me = (await (
          await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie } })
        ).json()) as { id: string };
        return {
          id: me.id,
          cookie,
          liftId,
          yearBackId: await pageStart(baseUrl, me.id, cookie, depth),
        };
      };
      step(`big data (${kind}): the reads of a heavy member, side by side with the empty database`);
      let figures: { empty: ReadFigure[]; big: ReadFigure[] };
      try {
        figures = await measureReads(
          // The empty database's "year back" is its second page.
          { baseUrl: emptyServer.baseUrl, member: await signedIn(emptyServer.baseUrl, 30) },
          // A year back: after the 208th workout (4 a week).
          { baseUrl: server.baseUrl, member: await signedIn(server.baseUrl, 208) },
        );
      } finally {
        await emptyServer.stop();
        await empty.drop();
      }
      const { empty: emptyFigures, big: bigFigures } = figures;
      // The member reads above stay in the table when an admin figure fails.
      const admin = await measureAdmin(
        server,
        big.dataDir,
        Math.min(SAMPLES, 100),
        async () => {
          const target = await fresh('restore');
          const database = target.databaseUrl
            ? await openDatabase({ kind: 'postgres', url: target.databaseUrl, poolMax: 2 })
            : await openDatabase({ kind: 'pglite', dataDir: path.join(target.dataDir, 'pglite') });
          return {
            database,
            drop: async () => {
              await database.close();
              await target.drop();
            },
          };
        },
        kind,
      ).catch((error: unknown) => {
        const cause = (error as { cause?: unknown }).cause;
        console.error(`big data (${kind}): the admin figures failed:`, error, cause ?? '');
        return undefined;
      });
      return { database: kind, seed, empty: emptyFigures, big: bigFigures, admin };
    } finally {
      await server.stop();
      await big.drop();
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Migrates and seeds the database a server will open (its DATA_DIR's, or its DATABASE_URL), in a
 * process of its own (bench/big-seed.ts): this process, which times the reads next, never holds
 * the seeding's embedded database nor its garbage.
 */
async function seedBigDataOnServer(
  target: { dataDir: string; databaseUrl: string | undefined },
  scale: typeof BIG_SCALE,
  say?: (line: string) => void,
): Promise<BigSeedFigures> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/big-seed.ts',
      JSON.stringify({ dataDir: target.dataDir, databaseUrl: target.databaseUrl, scale }),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let figures: BigSeedFigures | undefined;
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith(SEED_FIGURES_PREFIX)) {
      figures = JSON.parse(line.slice(SEED_FIGURES_PREFIX.length)) as BigSeedFigures;
    } else {
      say?.(line);
    }
  });
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0 || !figures) throw new Error(`the big-data seed failed (exit ${code})`);
  return figures;
}

function table(runs: readonly DatabaseRun[]): string {
  const lines = [
    `| Database | Read (${SAMPLES} samples each) | Empty p50 / p99 ms | Big p50 / p99 ms | p99 ratio | Within budget |`,
    '|---|---|---|---|---|---|',
  ];
  for (const run of runs) {
    run.big.forEach((big, i) => {
      const empty = run.empty[i]!;
      const ratio = Math.round((big.p99Ms / Math.max(0.1, empty.p99Ms)) * 100) / 100;
      const ok =
        big.status < 300 &&
        ratio <= RATIO_BUDGET &&
        (run.database !== 'postgres' || big.p99Ms < POSTGRES_P99_MS);
      lines.push(
        `| ${run.database} | ${big.name} | ${empty.p50Ms} / ${empty.p99Ms} | ${big.p50Ms} / ${big.p99Ms}${big.status >= 300 ? ` (HTTP ${big.status})` : ''} | ${ratio}x | ${ok ? 'yes' : 'NO'} |`,
      );
    });
  }
  for (const run of runs) {
    const s = run.seed;
    lines.push(
      '',
      `${run.database}: seeded ${s.members.toLocaleString('en-US')} members (${s.heavy.toLocaleString('en-US')} with two years), ${s.workouts.toLocaleString('en-US')} workouts, ${s.sets.toLocaleString('en-US')} sets, ${s.measurements.toLocaleString('en-US')} measurements, ${s.dailyLogs.toLocaleString('en-US')} nutrition logs, ${s.notes.toLocaleString('en-US')} notes, ${s.chatMessages.toLocaleString('en-US')} chat messages in ${(s.ms / 1000).toFixed(1)} s`,
    );
  }
  return lines.join('\n');
}

export async function benchBig(): Promise<void> {
  const runs: DatabaseRun[] = [await runOn('pglite')];
  if (process.env.BENCH_NO_POSTGRES !== '1') {
    const postgres = await benchPostgres();
    if (postgres) {
      try {
        runs.push(await runOn('postgres', postgres.url));
      } finally {
        postgres.stop();
      }
    }
  }
  const text = `${table(runs)}\n\n${adminTable(runs)}`;
  console.info(`\n${text}`);
  writeFileSync(path.join(ROOT, 'bench', 'results-big.json'), `${JSON.stringify(runs, null, 2)}\n`);
}
