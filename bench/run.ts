/**
 * `npm run bench`: the budgets of ARCHITECTURE.md section 9 and issue 18, measured on this machine
 * in one run. Prints one table and writes bench/results.json.
 *
 *   Web, on the production build served by the production server (embedded database):
 *     - initial JavaScript, gzipped (level 9), of `/` (signed out) and `/dashboard` (signed in):
 *       the scripts Chromium requests before the page's main heading is rendered (bench/browser.ts;
 *       without Chromium, the static entry closure of dist/web/index.html, bench/bundle.ts).
 *       Budget for the landing page: 90 kB.
 *     - Lighthouse 12, mobile profile: performance, accessibility, best practices and SEO of `/`,
 *       `/blog`, and signed in (the session cookie sent as an extra header) `/dashboard`,
 *       `/workout` and `/exercises` (bench/lighthouse.ts), 5 runs each: the medians, with FCP, LCP,
 *       TBT and the machine's benchmark index. Budgets: performance >= 97 on `/`, `/blog` and
 *       `/dashboard`, >= 95 on `/workout` and `/exercises`; accessibility 100 on all.
 *   Start-up: spawn to the first 200 from /healthz on an existing embedded database, median of 5,
 *     of the production server bundle that `npm start` runs, with the median of each phase of the
 *     `ready` log line. Budget: under 1.0 s. The same measured from the TypeScript sources through
 *     tsx (how `npm start` ran before) beside it.
 *   API, 50 connections, on PGlite and on PostgreSQL (bench/api.ts): a public read, an
 *     authenticated read of dashboard data, a write and a chat message on the built-in coach, each
 *     with req/s, p50, p99 and its ratio to a bare Fastify JSON route and to a bare Fastify route
 *     doing one indexed SELECT, measured on the same database in the same run. PostgreSQL is
 *     BENCH_DATABASE_URL, else TEST_DATABASE_URL, else a throwaway cluster (bench/postgres.ts).
 *     Budgets: no error or non-2xx answer; the public read reaches 0.8x the bare SELECT route's
 *     req/s on both databases; the authenticated read 0.5x on PGlite and 0.7x on PostgreSQL, with
 *     p99 under 50 ms there; the chat's p99 under 250 ms on PGlite, in the median of three runs.
 *   Data (bench/data.ts): a 10,000-row Strong export imported through the API (budget: under
 *     5 s), the admin master export's first call after a start (under 1 s, and a health check
 *     beside it under 100 ms), and a backup and restore of 1,000 members × 100 workouts on each
 *     database.
 *   For information: the workout generator and the built-in coach, in process.
 *
 * Loopback only; about 6 to 8 minutes. Options: --no-build (or BENCH_SKIP_BUILD=1) reuses
 * dist/web; BENCH_DURATION_S (default 10) per load; BENCH_NO_POSTGRES=1 skips PostgreSQL;
 * BENCH_STRICT=1 exits 1 when a budget is missed; `--web` measures only the start-up and the web
 * figures and prints them (results.json is left as it is). `--big` runs bench/big.ts instead: the member
 * reads of a heavy member on a database of 10,000 members beside the same reads on an empty one.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { measureApi, publishPosts, type ApiFigures, type ScenarioKey } from './api.ts';
import { routeBundle, servedBytes, staticEntryBundle, type BundleFigures } from './bundle.ts';
import { hasChromium, launchChromium, pageScripts, type PageLoad } from './browser.ts';
import { benchBig } from './big.ts';
import { describeCoach, measureCoach } from './coach.ts';
import { measureBackup, measureImport, measureMasterExport, type BackupFigures } from './data.ts';
import { describeGenerator, measureGenerator } from './generator.ts';
import { measureImportLoad } from './import-load.ts';
import { auditPages, CATEGORIES, RUNS, type LighthousePage } from './lighthouse.ts';
import { CONNECTIONS, DURATION_S, failures, registerMember, type LoadFigures } from './load.ts';
import { benchPostgres } from './postgres.ts';
import {
  freePort,
  killAllServers,
  readyPhases,
  ROOT,
  SERVER_SOURCES,
  startServer,
  step,
  type RunningServer,
} from './server.ts';

const BUDGETS = {
  landingJsGzipKb: 90,
  /** Lighthouse mobile performance, median of RUNS (issue 33), per page. */
  lighthousePerformance: {
    '/': 97,
    '/blog': 97,
    '/dashboard': 97,
    '/workout': 95,
    '/exercises': 95,
  },
  lighthouseAccessibility: 100,
  startupMs: 1_000,
  publicReadVsBareSelect: 0.8,
  authReadVsBareSelect: 0.5,
  postgresAuthReadVsBareSelect: 0.7,
  postgresP99Ms: 50,
  pgliteChatP99Ms: 250,
  loadFailures: 0,
  generatorMedianMs: 2,
  importMs: 5_000,
  importBesideP99Ms: 200,
  masterExportFirstMs: 1_000,
  masterExportBesideMs: 100,
} as const;

/** The lazy routes whose chunks the table reports (page chunk file name prefixes). */
const ROUTES: [string, string][] = [
  ['/workout', 'workout-page'],
  ['/exercises', 'exercise-library-page'],
  ['/exercises/:id', 'exercise-page'],
];
const MEASURED_STARTS = 5;
const OUT_FILE = path.join(ROOT, 'bench/results.json');
/** Stops the throwaway PostgreSQL cluster, if one is running (also on Ctrl-C or a crash). */
let stopPostgres = () => {};

/** One line of the table (and of results.json's `table`). */
interface Row {
  group: string;
  measure: string;
  value: string;
  p50?: string;
  p99?: string;
  xJson?: string;
  xSelect?: string;
  errors?: string;
  budget: string;
  /** true/false against a budget; null for information only. */
  pass: boolean | null;
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10; // kB of 1000 bytes, one decimal
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** `loadModules 300, openDatabase 700, ...` (ms): the median of each phase over the starts. */
function describePhases(starts: (Record<string, number> | null)[]): string {
  const known = starts.filter((p): p is Record<string, number> => p !== null);
  if (known.length === 0) return 'no ready line found';
  return Object.keys(known[0]!)
    .map((phase) => `${phase} ${median(known.map((p) => p[phase] ?? 0))}`)
    .join(', ');
}

function build(): void {
  step('vite build');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** The server bundle `npm start` runs; with --no-build, only when a source is newer. */
function buildServer(onlyIfStale: boolean): void {
  step('server bundle');
  const result = spawnSync(
    process.execPath,
    ['scripts/build-server.mjs', ...(onlyIfStale ? ['--if-stale'] : [])],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the server bundle failed to build');
}

interface WebFigures {
  /** `/` signed out and `/dashboard` signed in, in Chromium. */
  pages: PageLoad[];
  lighthouse: LighthousePage[];
}

/** Initial JavaScript and Lighthouse on the running production server. */
async function measureWeb(server: RunningServer): Promise<WebFigures> {
  await publishPosts(server.baseUrl); // so /blog shows posts, as in use
  const member = await registerMember(server.baseUrl);
  step('web: scripts loaded by / and /dashboard in Chromium');
  const browser = await launchChromium();
  const pages: PageLoad[] = [];
  try {
    pages.push(await pageScripts(browser, server.baseUrl, { path: '/', heading: /\S/ }));
    pages.push(
      await pageScripts(browser, server.baseUrl, {
        path: '/dashboard',
        heading: /Welcome back/,
        cookie: member.cookie,
      }),
    );
  } finally {
    await browser.close();
  }
  step(
    `web: Lighthouse (mobile), ${RUNS} runs each, on /, /blog, /dashboard, /workout, /exercises`,
  );
  const lighthouse = await auditPages(server.baseUrl, [
    { path: '/' },
    { path: '/blog' },
    { path: '/dashboard', cookie: member.cookie },
    { path: '/workout', cookie: member.cookie },
    { path: '/exercises', cookie: member.cookie },
  ]);
  return { pages, lighthouse };
}

const SCENARIOS: [ScenarioKey, string][] = [
  ['publicRead', 'public read: GET /api/blog'],
  ['authenticatedRead', 'authenticated read: GET /api/stats/:userId'],
  ['write', 'write: POST /api/measurements'],
  ['chat', 'chat: POST /api/flex/chat (built-in coach)'],
];

function loadRow(
  group: string,
  measure: string,
  f: LoadFigures,
  ratios: { json?: number; select?: number },
  budget: string,
  pass: boolean | null,
): Row {
  return {
    group,
    measure: f.p99RunsMs
      ? `${measure}, the median of ${f.p99RunsMs.length} runs (p99 ${f.p99RunsMs.join(', ')})`
      : measure,
    value: `${f.reqPerSec} req/s`,
    p50: String(f.p50Ms),
    p99: `${f.p99Ms} (${f.p99FromStartMs} with the opening)`,
    xJson: ratios.json === undefined ? '' : ratios.json.toFixed(2),
    xSelect: ratios.select === undefined ? '' : ratios.select.toFixed(2),
    errors: String(failures(f)),
    budget,
    pass,
  };
}

function apiRows(api: ApiFigures): Row[] {
  const group = `API ${api.database}`;
  const noErrors = (f: LoadFigures) => failures(f) === BUDGETS.loadFailures;
  const rows: Row[] = [
    loadRow(group, 'bare Fastify JSON route', api.bareJson, {}, '0 errors', noErrors(api.bareJson)),
    loadRow(
      group,
      'bare Fastify + one indexed SELECT',
      api.bareSelect,
      { json: Math.round((api.bareSelect.reqPerSec / api.bareJson.reqPerSec) * 100) / 100 },
      '0 errors',
      noErrors(api.bareSelect),
    ),
  ];
  for (const [key, name] of SCENARIOS) {
    const s = api.scenarios[key];
    let budget = '0 errors';
    let pass = noErrors(s);
    if (key === 'publicRead') {
      budget = `>= ${BUDGETS.publicReadVsBareSelect}x SELECT, 0 errors`;
      pass &&= s.ratioToBareSelect >= BUDGETS.publicReadVsBareSelect;
    }
    if (key === 'authenticatedRead') {
      const min =
        api.database === 'postgres'
          ? BUDGETS.postgresAuthReadVsBareSelect
          : BUDGETS.authReadVsBareSelect;
      budget = `>= ${min}x SELECT`;
      pass &&= s.ratioToBareSelect >= min;
      if (api.database === 'postgres') {
        budget += `, p99 < ${BUDGETS.postgresP99Ms}`;
        pass &&= s.p99Ms < BUDGETS.postgresP99Ms;
      }
      budget += ', 0 errors';
    }
    if (key === 'chat' && api.database === 'pglite') {
      budget = `p99 < ${BUDGETS.pgliteChatP99Ms}, 0 errors`;
      pass &&= s.p99Ms < BUDGETS.pgliteChatP99Ms;
    }
    rows.push(
      loadRow(
        group,
        name,
        s,
        { json: s.ratioToBareJson, select: s.ratioToBareSelect },
        budget,
        pass,
      ),
    );
  }
  return rows;
}

/** A Lighthouse metric in seconds with one decimal (TBT in ms), as the report shows it. */
const seconds = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? '?' : `${(ms / 1000).toFixed(1)} s`;

function webRows(web: WebFigures | null, staticBundle: BundleFigures): Row[] {
  const rows: Row[] = [];
  const landing = web?.pages.find((p) => p.path === '/');
  const landingJs = landing?.beforeReady ?? staticBundle;
  rows.push({
    group: 'Web',
    measure: landing
      ? `initial JS of / (gzip, ${landing.beforeReady.chunks.length} files before the hero; as served, brotli: ${kb(servedBytes(landing.beforeReady.chunks))} kB)`
      : 'initial JS of / (gzip, static entry: no Chromium)',
    value: `${kb(landingJs.gzipBytes)} kB`,
    budget: `<= ${BUDGETS.landingJsGzipKb} kB`,
    pass: kb(landingJs.gzipBytes) <= BUDGETS.landingJsGzipKb,
  });
  const dashboard = web?.pages.find((p) => p.path === '/dashboard');
  if (dashboard) {
    rows.push({
      group: 'Web',
      measure: `initial JS of /dashboard (gzip, ${dashboard.beforeReady.chunks.length} files before its heading)`,
      value: `${kb(dashboard.beforeReady.gzipBytes)} kB`,
      budget: '',
      pass: null,
    });
  }
  for (const page of web?.lighthouse ?? []) {
    const where = `${page.path}${page.signedIn ? ' (signed in)' : ''}`;
    const m = page.metrics;
    const tbt = m['total-blocking-time'];
    const minPerformance =
      BUDGETS.lighthousePerformance[page.path as keyof typeof BUDGETS.lighthousePerformance];
    const performance = page.scores.performance;
    rows.push({
      group: 'Lighthouse',
      measure:
        `${where} performance, median of ${page.performanceRuns.join(', ')}: ` +
        `FCP ${seconds(m['first-contentful-paint'])}, LCP ${seconds(m['largest-contentful-paint'])}, ` +
        `TBT ${tbt === null || tbt === undefined ? '?' : Math.round(tbt)} ms ` +
        `(benchmark index ${page.benchmarkIndex === null ? '?' : Math.round(page.benchmarkIndex)})`,
      value:
        performance === null
          ? `n/a${page.runtimeError ? ` (${page.runtimeError})` : ''}`
          : String(performance),
      budget: minPerformance === undefined ? '' : `>= ${minPerformance}`,
      pass:
        minPerformance === undefined ? null : performance !== null && performance >= minPerformance,
    });
    for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
      const score = page.scores[category];
      const min = category === 'accessibility' ? BUDGETS.lighthouseAccessibility : undefined;
      rows.push({
        group: 'Lighthouse',
        measure: `${where} ${category}`,
        value: score === null ? 'n/a' : String(score),
        budget: min === undefined ? '' : `>= ${min}`,
        pass: min === undefined ? null : score !== null && score >= min,
      });
    }
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const headers = [
    'group',
    'measure',
    'value',
    'p50 ms',
    'p99 ms',
    'x JSON',
    'x SELECT',
    'errors',
    'budget',
    'result',
  ];
  const cells = rows.map((r) => [
    r.group,
    r.measure,
    r.value,
    r.p50 ?? '',
    r.p99 ?? '',
    r.xJson ?? '',
    r.xSelect ?? '',
    r.errors ?? '',
    r.budget,
    r.pass === null ? 'info' : r.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((c, i) => (i < 2 || i >= 8 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.info(line(headers));
  console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.info(line(row));
}

async function main(): Promise<void> {
  const started = performance.now();
  const skipBuild = process.argv.includes('--no-build') || process.env.BENCH_SKIP_BUILD === '1';
  if (!skipBuild) build();
  buildServer(skipBuild);
  // `--big`: the member reads with big data beside an empty database (bench/big.ts), alone.
  if (process.argv.includes('--big')) {
    await benchBig();
    return;
  }
  const staticBundle = staticEntryBundle();
  // `--web`: only the start-up and the web figures (a few minutes), printed, not written.
  const webOnly = process.argv.includes('--web');

  step('workout generator (in process)');
  const generator = measureGenerator();
  step('built-in coach (in process)');
  const coach = await measureCoach();

  // Start-up on an existing embedded database; the last server then serves the web measurements.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bench-'));
  const startRuns: number[] = [];
  const sourceStartRuns: number[] = [];
  const startPhases: (Record<string, number> | null)[] = [];
  let firstStartMs = 0;
  let web: WebFigures | null = null;
  let server: RunningServer | undefined;
  try {
    const port = await freePort();
    step('first start (creates and migrates the embedded database)');
    server = await startServer({ dataDir, port, timeoutMs: 120_000 });
    firstStartMs = Math.round(server.startMs);
    await server.stop();
    // The old method side by side: the same server compiled from TypeScript at run time.
    for (let run = 1; run <= (webOnly ? 0 : MEASURED_STARTS); run++) {
      step(`start from the TypeScript sources (tsx) (${run}/${MEASURED_STARTS})`);
      server = await startServer({ dataDir, port, script: SERVER_SOURCES });
      sourceStartRuns.push(Math.round(server.startMs));
      await server.stop();
    }
    for (let run = 1; run <= MEASURED_STARTS; run++) {
      step(`start on the existing database (${run}/${MEASURED_STARTS})`);
      server = await startServer({ dataDir, port, env: { LOG_LEVEL: 'info' } });
      startRuns.push(Math.round(server.startMs));
      // The `ready` line is written just before the first health check can answer.
      await new Promise((resolve) => setTimeout(resolve, 200));
      startPhases.push(readyPhases(server.output()));
      if (run < MEASURED_STARTS) await server.stop();
    }
    if (hasChromium()) web = await measureWeb(server!);
    else console.warn('Chromium not found: skipping the browser and Lighthouse measurements');
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (webOnly) {
    const startupMs = median(startRuns);
    printTable([
      ...webRows(web, staticBundle),
      {
        group: 'Start-up',
        measure: `existing embedded database (median of ${startRuns.join(', ')} ms); phases: ${describePhases(startPhases)}`,
        value: `${startupMs} ms`,
        budget: `< ${BUDGETS.startupMs} ms`,
        pass: startupMs < BUDGETS.startupMs,
      },
    ]);
    return;
  }
  const apis: ApiFigures[] = [await measureApi()];
  const imported = await measureImport();
  const importLoad = await measureImportLoad();
  const masterExport = await measureMasterExport();
  const backups: BackupFigures[] = [await measureBackup()];
  let postgresSource: string | null = null;
  if (process.env.BENCH_NO_POSTGRES !== '1') {
    const postgres = await benchPostgres().catch((error: unknown) => {
      console.warn(`PostgreSQL could not be started, so it is not measured: ${String(error)}`);
      return null;
    });
    if (postgres) {
      postgresSource = postgres.source;
      stopPostgres = postgres.stop;
      try {
        apis.push(await measureApi(postgres.url));
        backups.push(await measureBackup(postgres.url));
      } finally {
        stopPostgres();
      }
    }
  }

  const startupMs = median(startRuns);
  const rows: Row[] = [
    ...webRows(web, staticBundle),
    {
      group: 'Start-up',
      measure: `existing embedded database, production bundle as npm start runs it (median of ${startRuns.join(', ')} ms)`,
      value: `${startupMs} ms`,
      budget: `< ${BUDGETS.startupMs} ms`,
      pass: startupMs < BUDGETS.startupMs,
    },
    {
      group: 'Start-up',
      measure: `where the start goes, median of each phase of the \`ready\` log line: ${describePhases(startPhases)}`,
      value: '',
      budget: '',
      pass: null,
    },
    ...(sourceStartRuns.length === 0
      ? []
      : [
          {
            group: 'Start-up',
            measure: `the same, from the TypeScript sources through tsx, as before (median of ${sourceStartRuns.join(', ')} ms)`,
            value: `${median(sourceStartRuns)} ms`,
            budget: '',
            pass: null,
          },
        ]),
    ...apis.flatMap(apiRows),
    ...ROUTES.map(([route, page]): Row => {
      const bundle = routeBundle(page);
      const own = bundle.chunks[0]!;
      return {
        group: 'Web',
        measure: `${route}: its page chunk ${kb(own.gzipBytes)} kB, and with the ${bundle.chunks.length - 1} shared chunks it needs beyond the landing entry (gzip)`,
        value: `${kb(bundle.gzipBytes)} kB`,
        budget: '',
        pass: null,
      };
    }),
    {
      group: 'Data',
      measure: `import of a Strong export, ${imported.rows} rows (${imported.workouts} workouts, ${kb(imported.bytes)} kB) through POST /api/import, embedded database (its preview: ${imported.previewMs} ms)`,
      value: `${imported.importMs} ms`,
      budget: `< ${BUDGETS.importMs} ms`,
      pass: imported.importMs < BUDGETS.importMs && imported.added === imported.workouts,
    },
    {
      group: 'Data',
      measure: `another member's GET /api/auth/me p99 during the largest import (${importLoad.workouts} workouts, ${importLoad.rows} rows in ${importLoad.importMs} ms, ${importLoad.rowsPerSecond} rows/s), embedded database`,
      value: `${importLoad.otherP99Ms} ms`,
      budget: `< ${BUDGETS.importBesideP99Ms} ms`,
      pass: importLoad.otherP99Ms < BUDGETS.importBesideP99Ms,
    },
    {
      group: 'Data',
      measure: `admin master export, the first after a start (then ${masterExport.runsMs.slice(1).join(', ')} ms), fresh embedded database`,
      value: `${masterExport.runsMs[0]} ms`,
      budget: `< ${BUDGETS.masterExportFirstMs} ms`,
      pass: masterExport.runsMs[0]! < BUDGETS.masterExportFirstMs,
    },
    {
      group: 'Data',
      measure: `the slowest GET /healthz sent beside that first export (${masterExport.probes} sent, one every 5 ms)`,
      value: `${masterExport.worstBesideMs} ms`,
      budget: `< ${BUDGETS.masterExportBesideMs} ms`,
      pass: masterExport.worstBesideMs < BUDGETS.masterExportBesideMs,
    },
    ...backups.map((b): Row => ({
      group: 'Data',
      measure: `backup of ${b.members} members × ${b.workouts / b.members} workouts (${b.rows} rows), ${b.database}: ${(b.bytes / 1024 / 1024).toFixed(1)} MB; restored into an empty database in ${b.restoreMs} ms`,
      value: `${b.backupMs} ms`,
      budget: '',
      pass: null,
    })),
    {
      group: 'Generator',
      measure: `median per workout (${generator.generations} generations, p95 ${generator.p95Ms} ms)`,
      value: `${generator.medianMs} ms`,
      budget: `< ${BUDGETS.generatorMedianMs} ms`,
      pass: generator.medianMs < BUDGETS.generatorMedianMs,
    },
  ];
  console.info(
    `\nFlexCoach bench: ${CONNECTIONS} connections, ${DURATION_S} s per load after a 2 s warm-up; ` +
      `x JSON / x SELECT = req/s as a ratio to the bare Fastify routes on the same database, same run` +
      (postgresSource ? `; PostgreSQL: ${postgresSource}` : '; PostgreSQL: not measured'),
  );
  printTable(rows);
  console.info(`${describeGenerator(generator)}\n${describeCoach(coach)}`);

  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const results = {
    date: new Date().toISOString(),
    commit: commit.status === 0 ? commit.stdout.trim() : null,
    machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? null },
    budgets: BUDGETS,
    table: rows,
    web: {
      unit: 'bytes, gzip level 9',
      staticEntry: staticBundle,
      pages: web?.pages ?? null,
      lighthouse: web?.lighthouse ?? null,
      lighthouseSignIn: 'session cookie sent as an extra request header (Lighthouse extraHeaders)',
    },
    startup: {
      phases: startPhases,
      firstRunMs: firstStartMs,
      existingDatabaseMs: startRuns,
      medianMs: startupMs,
      fromSourcesMs: sourceStartRuns,
      fromSourcesMedianMs: median(sourceStartRuns),
    },
    api: { connections: CONNECTIONS, durationS: DURATION_S, postgres: postgresSource, runs: apis },
    generator,
    coach,
    data: { import: imported, importLoad, backups },
    totalSeconds: Math.round((performance.now() - started) / 1000),
  };
  // Formatted like the rest of the repository, so `prettier --check .` stays clean.
  const prettierOptions = (await resolveConfig(OUT_FILE)) ?? {};
  writeFileSync(
    OUT_FILE,
    await format(JSON.stringify(results), { ...prettierOptions, filepath: OUT_FILE }),
  );
  console.info(`Wrote bench/results.json (${results.totalSeconds} s in total)`);

  if (process.env.BENCH_STRICT === '1' && rows.some((r) => r.pass === false)) process.exitCode = 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAllServers();
    stopPostgres();
    process.exit(130);
  });
}

main().catch((error: unknown) => {
  killAllServers();
  stopPostgres();
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
