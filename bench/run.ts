/**
 * `npm run bench`: the budgets of ARCHITECTURE.md section 9, measured on this machine.
 *
 *   1. Landing-page JavaScript, gzipped (level 9): the static entry closure of dist/web/index.html,
 *      and what a first visit to `/` really loads in Chromium. Budget 110 kB.
 *   2. Server start-up on an existing embedded database: spawn to the first 200 from /healthz.
 *      Budget 3 s.
 *   3. API load at 50 connections: GET /api/auth/me with a session cookie (an authenticated read)
 *      next to GET /readyz (one database round trip through the full app) and the budget's own
 *      baseline, a bare Fastify route doing one indexed SELECT (bench/bare-server.ts), on PGlite,
 *      and on PostgreSQL when BENCH_DATABASE_URL is set. Budgets: /api/auth/me reaches half the
 *      bare route's req/s, no errors, p99 under 50 ms on PostgreSQL.
 *   4. Workout generator: time per generated workout in process (median, p95), for information.
 *   5. Flex chat: POST /api/flex/chat on the built-in coach, 20 premium members at once
 *      (bench/chat.ts), on PGlite and on PostgreSQL when BENCH_DATABASE_URL is set; p50, p99 and
 *      req/s, for information.
 *   6. Built-in Flex coach: time per answer in process, database reads included (median, p95),
 *      over about 300 varied questions from a member with real data (bench/coach.ts).
 *
 * Loopback only; about 1 to 2 minutes. Prints a table and writes bench/results/latest.json.
 * Options: --no-build (or BENCH_SKIP_BUILD=1) reuses dist/web; BENCH_DURATION_S (default 10);
 * BENCH_STRICT=1 exits 1 when a budget is missed.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { staticEntryBundle, type BundleFigures } from './bundle.ts';
import { hasChromium, landingPageScripts, type LandingLoad } from './browser.ts';
import { describeChat, measureChat, type ChatFigures } from './chat.ts';
import { describeCoach, measureCoach } from './coach.ts';
import { describeGenerator, measureGenerator } from './generator.ts';
import { CONNECTIONS, DURATION_S, measure, registerMember, type LoadFigures } from './load.ts';
import { freePort, killAllServers, ROOT, startServer, type RunningServer } from './server.ts';

const BUDGETS = {
  landingJsGzipKb: 110,
  startupMs: 3_000,
  authReadVsBaseline: 0.5,
  postgresP99Ms: 50,
} as const;
const MEASURED_STARTS = 3;

interface ApiFigures {
  database: 'pglite' | 'postgres';
  /** GET /readyz on the app: `select 1` behind every app hook. */
  readyz: LoadFigures;
  /** GET /api/auth/me with a session cookie. */
  authenticatedRead: LoadFigures;
  /** Bare Fastify + one indexed SELECT, same database, same run (the budget's baseline). */
  bareIndexedSelect: LoadFigures;
  /** authenticatedRead / bareIndexedSelect, in req/s. */
  ratioToBare: number;
  /** authenticatedRead / readyz, in req/s (for information). */
  ratioToReadyz: number;
}

interface Check {
  name: string;
  measured: string;
  budget: string;
  pass: boolean;
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10; // kB of 1000 bytes, one decimal
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function build(): void {
  console.info('▶ vite build');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

const ratio = (a: LoadFigures, b: LoadFigures) =>
  Math.round((a.reqPerSec / Math.max(1, b.reqPerSec)) * 100) / 100;

/**
 * Loads the running app (GET /readyz, then GET /api/auth/me as a new member), stops it, then
 * loads the bare baseline on the same database (PGlite allows one process at a time).
 */
async function apiFigures(
  database: ApiFigures['database'],
  app: RunningServer,
  bareEnv: Record<string, string>,
): Promise<ApiFigures> {
  const member = await registerMember(app.baseUrl);
  console.info(`▶ load (${database}): GET /readyz`);
  const readyz = await measure(app.baseUrl, '/readyz');
  console.info(`▶ load (${database}): GET /api/auth/me`);
  const authenticatedRead = await measure(app.baseUrl, '/api/auth/me', { cookie: member.cookie });
  await app.stop();

  console.info(`▶ load (${database}): bare Fastify + one indexed SELECT`);
  const bare = await startServer({
    dataDir: tmpdir(),
    port: await freePort(),
    script: 'bench/bare-server.ts',
    env: { ...bareEnv, BARE_EMAIL: member.email },
  });
  try {
    const bareIndexedSelect = await measure(bare.baseUrl, '/bare');
    return {
      database,
      readyz,
      authenticatedRead,
      bareIndexedSelect,
      ratioToBare: ratio(authenticatedRead, bareIndexedSelect),
      ratioToReadyz: ratio(authenticatedRead, readyz),
    };
  } finally {
    await bare.stop();
  }
}

function apiChecks(api: ApiFigures): Check[] {
  const failures = [api.readyz, api.authenticatedRead, api.bareIndexedSelect].reduce(
    (total, f) => total + f.errors + f.timeouts + f.non2xx,
    0,
  );
  const checks: Check[] = [
    {
      name: `API ${api.database}: /api/auth/me vs bare indexed SELECT req/s`,
      measured: `${api.ratioToBare.toFixed(2)}x`,
      budget: `>= ${BUDGETS.authReadVsBaseline}x`,
      pass: api.ratioToBare >= BUDGETS.authReadVsBaseline,
    },
    {
      name: `API ${api.database}: errors under load`,
      measured: String(failures),
      budget: '0',
      pass: failures === 0,
    },
  ];
  if (api.database === 'postgres') {
    checks.push({
      name: 'API postgres: /api/auth/me p99',
      measured: `${api.authenticatedRead.p99Ms} ms`,
      budget: `< ${BUDGETS.postgresP99Ms} ms`,
      pass: api.authenticatedRead.p99Ms < BUDGETS.postgresP99Ms,
    });
  }
  return checks;
}

function printTable(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.info(line(headers));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.info(line(row));
}

async function main(): Promise<void> {
  const started = performance.now();
  const skipBuild = process.argv.includes('--no-build') || process.env.BENCH_SKIP_BUILD === '1';
  if (!skipBuild) build();

  // 1. Bundle, statically.
  const staticBundle = staticEntryBundle();
  let browserLoad: LandingLoad | null = null;

  // 4. The workout generator, in process (bench/generator.ts).
  console.info('▶ workout generator');
  const generator = measureGenerator();

  // 6. The built-in coach, in process on its own in-memory PGlite (bench/coach.ts).
  console.info('▶ built-in coach');
  const coach = await measureCoach();

  // 2. Start-up on an existing embedded database.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bench-'));
  const apis: ApiFigures[] = [];
  const startRuns: number[] = [];
  let firstStartMs = 0;
  let server: RunningServer | undefined;
  try {
    const port = await freePort();
    console.info('▶ first start (creates and migrates the embedded database)');
    server = await startServer({ dataDir, port, timeoutMs: 120_000 });
    firstStartMs = Math.round(server.startMs);
    await server.stop();
    for (let run = 1; run <= MEASURED_STARTS; run++) {
      console.info(`▶ start on the existing database (${run}/${MEASURED_STARTS})`);
      server = await startServer({ dataDir, port });
      startRuns.push(Math.round(server.startMs));
      if (run < MEASURED_STARTS) await server.stop();
    }

    // 1b. What `/` really loads, in Chromium, from the running production server.
    if (hasChromium()) {
      console.info('▶ landing page in Chromium');
      browserLoad = await landingPageScripts(server!.baseUrl);
    } else {
      console.warn('Chromium not found: skipping the browser measurement of `/`');
    }

    // 3. API load on PGlite.
    apis.push(await apiFigures('pglite', server!, { PGLITE_DIR: path.join(dataDir, 'pglite') }));
    server = undefined;

    // ... and on PostgreSQL when asked.
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    if (databaseUrl) {
      console.info('▶ start on PostgreSQL');
      server = await startServer({
        dataDir: path.join(dataDir, 'postgres-run'),
        databaseUrl,
        port: await freePort(),
      });
      apis.push(await apiFigures('postgres', server, { DATABASE_URL: databaseUrl }));
      server = undefined;
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  // 5. Flex chat on the built-in coach (its own servers, fresh databases).
  const chat: ChatFigures[] = [await measureChat()];
  if (process.env.BENCH_DATABASE_URL) chat.push(await measureChat(process.env.BENCH_DATABASE_URL));

  // Report.
  const startupMs = median(startRuns);
  // The budget is for the JavaScript `/` needs to show its hero: measured in Chromium when
  // available, else the static entry closure (which leaves out the lazy landing-page chunk).
  const landing: BundleFigures = browserLoad?.beforeHero ?? staticBundle;
  const checks: Check[] = [
    {
      name: `Landing JS gzipped (${browserLoad ? 'loaded by / before the hero, Chromium' : 'static entry'})`,
      measured: `${kb(landing.gzipBytes)} kB`,
      budget: `<= ${BUDGETS.landingJsGzipKb} kB`,
      pass: kb(landing.gzipBytes) <= BUDGETS.landingJsGzipKb,
    },
    {
      name: 'Start-up, existing embedded database (median)',
      measured: `${startupMs} ms`,
      budget: `< ${BUDGETS.startupMs} ms`,
      pass: startupMs < BUDGETS.startupMs,
    },
    ...apis.flatMap(apiChecks),
  ];

  const bundleRow = (name: string, f: BundleFigures) => [
    name,
    String(f.chunks.length),
    kb(f.gzipBytes).toFixed(1),
  ];
  console.info('\nLanding page JavaScript (gzip -9, kB of 1000 bytes)');
  printTable(
    ['measure', 'files', 'gzip kB'],
    [
      bundleRow('static entry closure of index.html', staticBundle),
      ...(browserLoad
        ? [
            bundleRow(
              `loaded by / before the hero (${browserLoad.heroMs} ms)`,
              browserLoad.beforeHero,
            ),
            bundleRow('loaded by a first visit of / until idle', browserLoad.untilIdle),
          ]
        : []),
    ],
  );
  if (browserLoad) {
    const critical = new Set(browserLoad.beforeHero.chunks.map((c) => c.file));
    for (const chunk of [...browserLoad.untilIdle.chunks].sort(
      (a, b) => b.gzipBytes - a.gzipBytes,
    )) {
      const when = critical.has(chunk.file) ? 'before hero' : 'after hero';
      console.info(
        `  ${chunk.file.padEnd(44)} ${kb(chunk.gzipBytes).toFixed(1).padStart(6)} kB  ${when}`,
      );
    }
  }

  console.info(
    `\nStart-up: first run (creates the database) ${firstStartMs} ms; on the existing database ${startRuns.join(', ')} ms (median ${startupMs} ms)`,
  );

  console.info(`\nAPI load (${CONNECTIONS} connections, ${DURATION_S} s each after a 2 s warm-up)`);
  printTable(
    ['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx'],
    apis.flatMap((api) =>
      (
        [
          ['GET /readyz (app)', api.readyz],
          ['GET /api/auth/me (app)', api.authenticatedRead],
          ['bare Fastify + indexed SELECT', api.bareIndexedSelect],
        ] as const
      ).map(([name, f]) => [
        api.database,
        name,
        String(f.reqPerSec),
        String(f.p50Ms),
        String(f.p99Ms),
        String(f.maxMs),
        String(f.errors + f.timeouts),
        String(f.non2xx),
      ]),
    ),
  );
  for (const api of apis) {
    console.info(
      `${api.database}: /api/auth/me = ${api.ratioToBare.toFixed(2)}x the bare indexed SELECT, ${api.ratioToReadyz.toFixed(2)}x /readyz`,
    );
  }
  if (!process.env.BENCH_DATABASE_URL) {
    console.info('(set BENCH_DATABASE_URL=postgres://... to measure PostgreSQL too)');
  }

  console.info(`\n${describeGenerator(generator)}`);
  console.info(describeCoach(coach));
  for (const figures of chat) console.info(describeChat(figures));

  console.info('\nBudgets (ARCHITECTURE.md section 9)');
  printTable(
    ['check', 'measured', 'budget', 'result'],
    checks.map((c) => [c.name, c.measured, c.budget, c.pass ? 'PASS' : 'FAIL']),
  );

  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const results = {
    date: new Date().toISOString(),
    commit: commit.status === 0 ? commit.stdout.trim() : null,
    machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? null },
    budgets: BUDGETS,
    bundle: {
      unit: 'bytes, gzip level 9',
      staticEntry: staticBundle,
      landingInChromium: browserLoad,
    },
    startup: { firstRunMs: firstStartMs, existingDatabaseMs: startRuns, medianMs: startupMs },
    api: apis,
    generator,
    chat,
    coach,
    checks,
    totalSeconds: Math.round((performance.now() - started) / 1000),
  };
  const outDir = path.join(ROOT, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const outFile = path.join(outDir, 'latest.json');
  // Formatted like the rest of the repository, so `prettier --check .` stays clean.
  const prettierOptions = (await resolveConfig(outFile)) ?? {};
  writeFileSync(
    outFile,
    await format(JSON.stringify(results), { ...prettierOptions, filepath: outFile }),
  );
  console.info(`\nWrote bench/results/latest.json (${results.totalSeconds} s in total)`);

  if (process.env.BENCH_STRICT === '1' && checks.some((c) => !c.pass)) process.exitCode = 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAllServers();
    process.exit(130);
  });
}

main().catch((error: unknown) => {
  killAllServers();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
