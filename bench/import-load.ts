/**
 * An import of the largest file one import takes (10,000 workouts, about 60,000 set rows), on the
 * embedded database, while another member asks `GET /api/auth/me` every 20 ms over HTTP: the
 * import's time and rows per second, and the other member's p50 / p99 / max during it.
 * Run with `node --import tsx bench/import-load.ts`; `npm run bench` adds it to its table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { parseEnv } from '#server/env.ts';
import { IMPORT_MAX_WORKOUTS } from '#server/features/imports/imports.service.ts';

export interface ImportLoadFigures {
  workouts: number;
  rows: number;
  bytes: number;
  importMs: number;
  rowsPerSecond: number;
  otherRequests: number;
  otherP50Ms: number;
  otherP99Ms: number;
  otherMaxMs: number;
}

/** A Strong CSV of `workouts` workouts, each of 6 sets (two exercises of three sets). */
export function strongFile(workouts: number): { text: string; rows: number } {
  const lines = ['Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds'];
  const start = Date.UTC(1990, 0, 1);
  for (let i = 0; i < workouts; i++) {
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    for (const [name, weight] of [
      ['Bench Press (Barbell)', 60 + (i % 20)],
      ['Squat (Barbell)', 80 + (i % 30)],
    ] as const) {
      for (let set = 1; set <= 3; set++) {
        lines.push(`${day} 18:00:00,"Session ${i}",1h,"${name}",${set},${weight},8,0,0`);
      }
    }
  }
  return { text: lines.join('\n'), rows: lines.length - 1 };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function register(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'correct horse battery',
      firstName: 'Bench',
      gender: 'other',
      level: 'intermediate',
      goals: ['build-muscle'],
      equipment: ['full-gym'],
      currentWeight: 180,
      targetWeight: 175,
      targetDate: '2027-06-01',
      timeAvailable: '60',
      daysPerWeek: '4',
      newsletterConsent: false,
    }),
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export async function measureImportLoad(): Promise<ImportLoadFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bench-import-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    await database.migrate();
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database, webDir: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;
    const importer = await register(base, 'importer@bench.local');
    const other = await register(base, 'other@bench.local');
    const file = strongFile(IMPORT_MAX_WORKOUTS);
    const body = JSON.stringify({ content: file.text, weightUnit: 'kg' });

    const me = () => fetch(`${base}/api/auth/me`, { headers: { cookie: other } });
    for (let i = 0; i < 20; i++) await (await me()).text();

    let importing = true;
    const times: number[] = [];
    const watcher = (async () => {
      while (importing) {
        const started = performance.now();
        const response = await me();
        await response.text();
        if (response.status !== 200) throw new Error(`/api/auth/me answered ${response.status}`);
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const response = await fetch(`${base}/api/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: importer },
      body,
    });
    const result = (await response.json()) as { added?: number; error?: string };
    const importMs = performance.now() - started;
    importing = false;
    await watcher;
    await app.close();
    if (response.status !== 200 || result.added !== IMPORT_MAX_WORKOUTS) {
      throw new Error(`import answered ${response.status}: ${JSON.stringify(result)}`);
    }
    times.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      workouts: IMPORT_MAX_WORKOUTS,
      rows: file.rows,
      bytes: Buffer.byteLength(body),
      importMs: Math.round(importMs),
      rowsPerSecond: Math.round(file.rows / (importMs / 1000)),
      otherRequests: times.length,
      otherP50Ms: round(percentile(times, 50)),
      otherP99Ms: round(percentile(times, 99)),
      otherMaxMs: round(times.at(-1) ?? 0),
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const describeImportLoad = (f: ImportLoadFigures) =>
  `Import of ${f.workouts.toLocaleString('en-US')} workouts (${f.rows.toLocaleString('en-US')} rows, ${(f.bytes / 1e6).toFixed(1)} MB) on the embedded database: ${(f.importMs / 1000).toFixed(1)} s, ${f.rowsPerSecond.toLocaleString('en-US')} rows/s; another member's GET /api/auth/me meanwhile (${f.otherRequests} requests): p50 ${f.otherP50Ms} ms, p99 ${f.otherP99Ms} ms, max ${f.otherMaxMs} ms`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.info(describeImportLoad(await measureImportLoad()));
}
