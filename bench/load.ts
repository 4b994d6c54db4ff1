import { randomUUID } from 'node:crypto';
import autocannon, { type Options, type Result } from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;

export interface LoadFigures {
  /** What was loaded, e.g. `GET /api/stats/:userId`. */
  name: string;
  connections: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  /**
   * Latency percentiles of the steady state: the answers after every connection has had its
   * first one (decision 052). A run opens all its connections at once, and the server accepts
   * them between the requests of those already open, so the last first requests wait for the
   * whole opening; `p99FromStartMs` is the p99 with them.
   */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** p99 of every answer of the run, the opening included. */
  p99FromStartMs: number;
  /** When the figures are the median of several runs: each run's p99, in the order they ran. */
  p99RunsMs?: number[];
  /** From the start of the run until every connection had its first answer. */
  openingMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Responses per status code, e.g. `{ "200": 24000 }`. */
  statusCodes: Record<string, number>;
}

/** One request, as sent by one connection for the whole run. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface Member {
  id: string;
  email: string;
  cookie: string;
}

/** The parts of autocannon's per-connection client that this bench uses. */
interface AutocannonClient {
  setRequests(
    requests: { method: string; path: string; headers: Record<string, string>; body?: string }[],
  ): void;
}

/** Registers a member through the API; returns its id, e-mail and session cookie. */
export async function registerMember(baseUrl: string): Promise<Member> {
  const email = `bench-${randomUUID().slice(0, 12)}@bench.test`;
  const date = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'bench password long enough',
      firstName: 'Bench',
      gender: 'other',
      level: 'beginner',
      goals: ['general-fitness'],
      equipment: ['no-equipment'],
      currentWeight: 170,
      targetWeight: 160,
      targetDate: date,
      timeAvailable: '30',
      daysPerWeek: '3',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('fc_session='));
  if (!cookie) throw new Error('register answered without a session cookie');
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`GET /api/auth/me with the cookie: ${me.status}`);
  const { id } = (await me.json()) as { id: string };
  return { id, email, cookie };
}

/** A JSON request through fetch that must succeed (set-up of the bench's data). */
export async function send(
  baseUrl: string,
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

function run(
  baseUrl: string,
  requestFor: (connection: number) => BenchRequest,
  connections: number,
  duration: number,
) {
  let next = 0;
  const first = requestFor(0);
  const options: Options & { setupClient: (client: AutocannonClient) => void } = {
    url: `${baseUrl}${first.path}`,
    method: first.method,
    connections,
    duration,
    timeout: 10,
    // Each connection sends its own request (its member's cookie, path and body) all along.
    setupClient: (client) => {
      const request = requestFor(next++);
      client.setRequests([
        {
          method: request.method,
          path: request.path,
          headers: {
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...request.headers,
          },
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        },
      ]);
    },
  };
  return autocannon(options);
}

/**
 * A short warm-up (10 connections, 2 s), then `CONNECTIONS` connections for `DURATION_S` seconds;
 * `requestFor(i)` gives connection i its request.
 */
export async function measure(
  baseUrl: string,
  name: string,
  requestFor: (connection: number) => BenchRequest,
): Promise<LoadFigures> {
  await run(baseUrl, requestFor, 10, WARMUP_S);
  const instance = run(baseUrl, requestFor, CONNECTIONS, DURATION_S);
  const started = performance.now();
  const answered = new Set<unknown>();
  let openingMs = 0;
  const steady: number[] = [];
  instance.on('response', (client: unknown, _status: number, _bytes: number, ms: number) => {
    if (answered.size < CONNECTIONS) {
      answered.add(client);
      if (answered.size === CONNECTIONS) openingMs = Math.round(performance.now() - started);
      return;
    }
    steady.push(ms);
  });
  const result: Result = await instance;
  if (steady.length === 0) throw new Error(`${name}: no answer after the connections opened`);
  steady.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(steady[Math.min(steady.length - 1, Math.ceil(p * steady.length) - 1)]! * 10) / 10;
  return {
    name,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: Math.round(steady.at(-1)! * 10) / 10,
    p99FromStartMs: result.latency.p99,
    openingMs,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]),
    ),
  };
}

/** Failed requests of one load run: errors (timeouts included: autocannon counts them in both) and non-2xx answers. */
export const failures = (f: LoadFigures) => f.errors + f.non2xx;
