import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;

export interface LoadFigures {
  path: string;
  connections: number;
  durationS: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Registers a member through the API; returns its e-mail and session cookie (`fc_session=...`). */
export async function registerMember(baseUrl: string): Promise<{ email: string; cookie: string }> {
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
  return { email, cookie };
}

/** A short warm-up, then `CONNECTIONS` connections for `DURATION_S` seconds against one path. */
export async function measure(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const url = `${baseUrl}${path}`;
  await autocannon({ url, headers, connections: 10, duration: WARMUP_S });
  const result: Result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
  });
  return {
    path,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
