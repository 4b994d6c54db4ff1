import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createCluster, freeClusterPort, type PgCluster } from '../pg-cluster.ts';

/** Shared helpers of the reliability scenarios: real server processes, a real PostgreSQL. */

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- reporting -----------------------------------------------------------------------------------

let failures = 0;
/** Prints one `PASS name (figures)` or `FAIL name (figures)` line. */
export function check(name: string, ok: boolean, figures = ''): boolean {
  if (!ok) failures += 1;
  console.info(`${ok ? 'PASS' : 'FAIL'} ${name}${figures ? ` (${figures})` : ''}`);
  return ok;
}

export const ms = (value: number) => `${Math.round(value)} ms`;

const cleanups: (() => Promise<void> | void)[] = [];
/** Runs at the end, last registered first, whatever happened. */
export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.unshift(fn);
}

async function runCleanups(): Promise<void> {
  for (const fn of cleanups.splice(0)) {
    try {
      await fn();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

/** Runs a scenario: prints its lines, cleans up, exits 1 on any failure or crash. */
export function runScenario(title: string, body: () => Promise<void>): void {
  const started = performance.now();
  console.info(`== ${title}`);
  const interrupted = () => {
    void runCleanups().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  body()
    .catch((error: unknown) => {
      failures += 1;
      console.error(`FAIL ${title} crashed:`, error);
    })
    .finally(async () => {
      await runCleanups();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `== ${title}: ${failures === 0 ? 'passed' : `${failures} failed`} in ${seconds} s`,
      );
      process.exit(failures === 0 ? 0 : 1);
    });
}

// --- ports and processes -------------------------------------------------------------------------

export { freePort } from '../server.ts';

/** Whether something accepts TCP connections on 127.0.0.1:port. */
export function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `flexcoach-${prefix}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export interface AppProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 from /readyz. */
  startMs: number;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exited: Promise<number | string>;
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<void>;
}

export interface AppOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
}

/** Starts `node --import tsx server/index.ts` and resolves once /readyz answers 200. */
export async function startApp(options: AppOptions): Promise<AppProcess> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      ADMIN_EMAIL: 'admin@reliability.test',
      ADMIN_PASSWORD: 'reliability-admin-password',
      ...options.env,
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exitedWith: number | string | null = null;
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      exitedWith = code ?? signal ?? 'unknown';
      resolve(exitedWith);
    });
  });
  const stop = async (graceMs = 15_000) => {
    if (exitedWith !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  onCleanup(() => stop(5_000));

  const deadline = started + (options.timeoutMs ?? 60_000);
  while (performance.now() < deadline) {
    if (exitedWith !== null) {
      throw new Error(`the server exited (${exitedWith}) before answering:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      if (response.status === 200) {
        console.info(`     server on :${options.port} ready in ${ms(performance.now() - started)}`);
        return {
          baseUrl,
          port: options.port,
          child,
          startMs: performance.now() - started,
          exited,
          output: () => output,
          stop,
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  await stop(1_000);
  throw new Error(`the server did not become ready in time:\n${output}`);
}

// --- HTTP ----------------------------------------------------------------------------------------

export interface ApiAnswer {
  status: number;
  body: unknown;
  ms: number;
}

/** One JSON request; a network failure is status 0 with the error code in `body`. */
export async function api(
  baseUrl: string,
  method: string,
  url: string,
  options: { cookie?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<ApiAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: response.status, body, ms: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      status: 0,
      body: cause?.code ?? (error as Error).name,
      ms: performance.now() - started,
    };
  }
}

export interface Member {
  id: string;
  cookie: string;
  email: string;
}

/** Registers a new member (201) and returns its id and session cookie. */
export async function registerMember(baseUrl: string, prefix = 'rel'): Promise<Member> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'correct horse battery',
      firstName: 'Rel',
      gender: 'female',
      level: 'intermediate',
      goals: ['general-fitness'],
      equipment: ['dumbbells'],
      workoutLocation: '',
      hasInjury: 'no',
      injuries: [],
      currentWeight: 180,
      targetWeight: 165,
      muscleTarget: '',
      enduranceGoal: '',
      targetDate: '2027-06-30',
      startDate: '2026-11-21',
      timeAvailable: '60',
      daysPerWeek: '4',
      newsletterConsent: false,
    }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${text}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('fc_session='));
  if (!cookie) throw new Error('register set no session cookie');
  return { id: (JSON.parse(text) as { id: string }).id, cookie, email };
}

/** A measurement write: `POST /api/measurements` (weight, a distinct value per call). */
export function measurementBody(member: Member, n: number) {
  return {
    userId: member.id,
    type: 'weight',
    value: String(100 + (n % 1000) / 10),
    date: '2026-11-21',
  };
}

// --- PostgreSQL ----------------------------------------------------------------------------------

export type Cluster = PgCluster;

/** A throwaway PostgreSQL 15 cluster on a free port (bench/pg-cluster.ts), removed at the end. */
export async function startCluster(): Promise<Cluster> {
  const cluster = createCluster(await freeClusterPort(), 'flexcoach-rel-pg-');
  onCleanup(() => cluster.remove());
  cluster.start();
  return cluster;
}

/**
 * A fresh database for one scenario: on TEST_DATABASE_URL's server when set (never restarted),
 * otherwise on a throwaway cluster. Dropped at the end.
 */
export async function freshDatabase(
  cluster?: Cluster,
): Promise<{ url: string; cluster?: Cluster }> {
  let serverUrl = cluster?.url ?? process.env.TEST_DATABASE_URL;
  let own = cluster;
  if (!serverUrl) {
    own = await startCluster();
    serverUrl = own.url;
  }
  const name = `reliability_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  onCleanup(async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    try {
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end().catch(() => {});
    }
  });
  return { url: url.toString(), cluster: own };
}

/** Runs one query on a short-lived connection. */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Percentile of a list of numbers (0..100). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}
