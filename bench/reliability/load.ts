import type { EventEmitter } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { openDatabase } from '../../server/db/client.ts';

/** Background load with autocannon that can be stopped, with every outcome timestamped. */

interface Tracker extends EventEmitter {
  stop(): void;
}
const startAutocannon = autocannon as unknown as (
  options: Options & { excludeErrorStats?: boolean },
  done: (error: Error | null, result: Result) => void,
) => Tracker;

export interface LoadOutcome {
  /** performance.now() when the answer or the error arrived. */
  at: number;
  status: number;
  /** Error code of a request that got no answer (ECONNREFUSED, ECONNRESET...). */
  error?: string;
  latencyMs: number;
}

export interface Load {
  outcomes: LoadOutcome[];
  stop(): Promise<Result>;
}

export function startLoad(options: Options): Load {
  const outcomes: LoadOutcome[] = [];
  let resolveDone: (result: Result) => void = () => {};
  const done = new Promise<Result>((resolve) => (resolveDone = resolve));
  const tracker = startAutocannon({ duration: 120, timeout: 10, ...options }, (error, result) => {
    if (error) throw error;
    resolveDone(result);
  });
  tracker.on('response', (_client: unknown, status: number, _bytes: number, latency: number) => {
    outcomes.push({ at: performance.now(), status, latencyMs: latency });
  });
  tracker.on('reqError', (error: NodeJS.ErrnoException) => {
    outcomes.push({
      at: performance.now(),
      status: 0,
      error: error.code ?? error.message,
      latencyMs: 0,
    });
  });
  return {
    outcomes,
    stop: async () => {
      tracker.stop();
      return done;
    },
  };
}

/** Counts the rows of `table` whose id is in `ids`, reading a stopped server's embedded database. */
export async function countEmbeddedIds(dataDir: string, table: string, ids: string[]) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const result = await database.pglite!.query<{ n: number }>(
      `select count(*)::int as n from ${table} where id = any($1::uuid[])`,
      [ids],
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

/** Counts a member's measurement rows in a stopped server's embedded database. */
export async function countEmbeddedMeasurements(dataDir: string, userId: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  try {
    const result = await database.pglite!.query<{ n: number }>(
      'select count(*)::int as n from measurements where user_id = $1',
      [userId],
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await database.close();
  }
}

export interface ProbeOutcome {
  at: number;
  status: number;
  error?: string;
  /** Whether the request went out on a kept-alive connection the server had already accepted. */
  reusedSocket: boolean;
}

/**
 * Keep-alive clients (node:http Agent) writing in a loop. Unlike autocannon they tell a reset on a
 * connection the server had accepted and answered before (`reusedSocket`: a lost request) from a
 * reset of a brand-new connection still in the kernel's accept queue when the listener closed.
 */
export function startProbes(
  baseUrl: string,
  options: { concurrency: number; path: string; cookie: string; body: () => string },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const outcomes: ProbeOutcome[] = [];
  let running = true;
  const once = () =>
    new Promise<void>((resolve) => {
      const body = options.body();
      const request = http.request(
        `${baseUrl}${options.path}`,
        {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            cookie: options.cookie,
          },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            outcomes.push({
              at: performance.now(),
              status: response.statusCode ?? 0,
              reusedSocket: request.reusedSocket,
            });
            resolve();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('ETIMEDOUT')));
      request.on('error', (error: NodeJS.ErrnoException) => {
        outcomes.push({
          at: performance.now(),
          status: 0,
          error: error.code ?? error.message,
          reusedSocket: request.reusedSocket,
        });
        setTimeout(resolve, 5);
      });
      request.end(body);
    });
  const loops = Array.from({ length: options.concurrency }, async () => {
    while (running) await once();
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}
