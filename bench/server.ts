import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
/** The production server bundle (scripts/build-server.mjs). */
export const SERVER_BUNDLE = 'dist/server/index.mjs';
/** The server from its TypeScript sources, compiled at run time (how `npm start` ran before). */
export const SERVER_SOURCES = 'server/index.ts';

/**
 * The phases of a start (ms), from the server's `ready` log line (logged at level info, one JSON
 * object per line when the output is not a terminal); null when the line is not there.
 */
export function readyPhases(output: string): Record<string, number> | null {
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"ready"')) continue;
    try {
      const parsed = JSON.parse(line) as { phases?: Record<string, number>; ms?: number };
      if (parsed.phases) return { ...parsed.phases, total: parsed.ms ?? 0 };
    } catch {
      // not JSON
    }
  }
  return null;
}

/** A free TCP port on the loopback interface (the tests' helper). */
export { freePort } from '#server/test/free-port.ts';

export interface RunningServer {
  baseUrl: string;
  /** Milliseconds from spawn to the first 200 from /healthz. */
  startMs: number;
  /** The server process (its memory is read from /proc). */
  pid: number | undefined;
  /** The server's last lines of output (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  databaseUrl?: string;
  port: number;
  timeoutMs?: number;
  /**
   * Entry file, relative to the repository root: a `.ts` file runs through tsx; by default the
   * production server bundle (`dist/server/index.mjs`, what `npm start` runs).
   */
  script?: string;
  env?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const running = new Set<ChildProcess>();
/** Stops any server still running when the bench is interrupted or crashes. */
export function killAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/**
 * Starts the production server (one process) on loopback and resolves once /healthz answers 200,
 * with the time that took.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const output: string[] = [];
  const started = performance.now();
  const script = options.script ?? SERVER_BUNDLE;
  // As `npm start` runs it (scripts/start.mjs).
  const args = script.endsWith('.ts') ? ['--import', 'tsx', script] : [script];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      APP_URL: '',
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'bench-admin-password-123',
      // No automatic backup: on a database without one, the app takes one a minute after it
      // starts, which would land inside whatever is being measured then (a backup is measured on
      // its own, through its admin action).
      BACKUP_TIME: 'off',
      ...options.env,
    },
  });
  running.add(child);
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | string | null = null;
  const exitPromise = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = code ?? signal ?? 'unknown';
      running.delete(child);
      resolve();
    });
  });

  const stop = async () => {
    if (exited !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exitPromise;
    clearTimeout(timer);
  };

  const deadline = started + (options.timeoutMs ?? 60_000);
  while (performance.now() < deadline) {
    if (exited !== null) {
      throw new Error(`the server exited (${exited}) before answering:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (response.status === 200) {
        const startMs = performance.now() - started;
        await response.arrayBuffer();
        return { baseUrl, startMs, pid: child.pid, output: () => output.join(''), stop };
      }
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  await stop();
  throw new Error(`the server did not answer /healthz within the time limit:\n${output.join('')}`);
}

const benchStarted = performance.now();
/** A progress line with the seconds since the bench started. */
export function step(message: string): void {
  console.info(`▶ [${Math.round((performance.now() - benchStarted) / 1000)} s] ${message}`);
}
