/**
 * Latency of `POST /api/flex/chat` on the built-in coach: 20 premium members (each its own session
 * cookie and connection, fair-use limits raised to FLEX_LIMITS_PREMIUM=100000,1000000 so nothing is
 * refused) chatting at once for BENCH_DURATION_S seconds (default 10) after a 2 s warm-up, against
 * the production server on a fresh embedded database (and on PostgreSQL with BENCH_DATABASE_URL).
 * Each member has a week of logged workouts, so the coach answers from real data; the questions
 * rotate over streak, totals, an exercise, today's training and motivation.
 *
 * Run alone with `node --import tsx bench/chat.ts`; `npm run bench` calls `measureChat()`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';
import { registerMember } from './load.ts';
import { freePort, killAllServers, startServer } from './server.ts';

export const CHAT_USERS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const WARMUP_S = 2;
const CHAT_LIMITS = '100000,1000000';
const QUESTIONS = [
  "What's my current streak?",
  'How many workouts have I done?',
  'How do I do push-ups?',
  'What should I train today?',
  'I need some motivation',
];

export interface ChatFigures {
  database: 'pglite' | 'postgres';
  users: number;
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

interface ChatMember {
  id: string;
  cookie: string;
}

/** The parts of autocannon's per-connection client that this bench uses. */
interface AutocannonClient {
  setHeadersAndBody(headers: Record<string, string>, body: string): void;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function send(baseUrl: string, method: string, url: string, cookie: string, body: unknown) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  return response.json() as Promise<Record<string, unknown>>;
}

/** A premium member with five completed workouts over the last week. */
async function premiumMember(baseUrl: string): Promise<ChatMember> {
  const { cookie } = await registerMember(baseUrl);
  const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie } });
  const { id } = (await me.json()) as { id: string };
  await send(baseUrl, 'POST', '/api/subscriptions/create-checkout', cookie, {
    userId: id,
    tier: 'premium',
  });
  for (const day of [0, 1, 2, 4, 6]) {
    await send(baseUrl, 'POST', '/api/workouts', cookie, {
      userId: id,
      title: 'Full Body Circuit',
      exercises: [
        { name: 'Push-ups', reps: '12-15', rest: '30' },
        { name: 'Squats', reps: '15-20', rest: '30' },
        { name: 'Plank', duration: '45 seconds', rest: '30' },
      ],
      duration: 1800,
      completed: true,
      date: daysAgo(day),
    });
  }
  return { id, cookie };
}

function load(baseUrl: string, members: ChatMember[], duration: number): Promise<Result> {
  let next = 0;
  const options: Options & { setupClient: (client: AutocannonClient) => void } = {
    url: `${baseUrl}/api/flex/chat`,
    method: 'POST',
    connections: members.length,
    duration,
    timeout: 10,
    // One member per connection: its own cookie, its own question.
    setupClient: (client) => {
      const index = next++ % members.length;
      const member = members[index]!;
      client.setHeadersAndBody(
        { cookie: member.cookie, 'content-type': 'application/json' },
        JSON.stringify({
          userId: member.id,
          message: QUESTIONS[index % QUESTIONS.length],
          conversationHistory: [],
        }),
      );
    },
  };
  return autocannon(options);
}

/** Starts a server (PGlite in a temporary directory, or PostgreSQL) and loads the chat. */
export async function measureChat(databaseUrl?: string): Promise<ChatFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bench-chat-'));
  const server = await startServer({
    dataDir,
    databaseUrl,
    port: await freePort(),
    timeoutMs: 120_000,
    env: { FLEX_LIMITS_PREMIUM: CHAT_LIMITS, LLM_BASE_URL: '' },
  });
  try {
    const members: ChatMember[] = [];
    for (let i = 0; i < CHAT_USERS; i++) members.push(await premiumMember(server.baseUrl));
    const database = databaseUrl ? 'postgres' : 'pglite';
    console.info(`▶ load (${database}): POST /api/flex/chat, ${CHAT_USERS} members at once`);
    await load(server.baseUrl, members, WARMUP_S);
    const result = await load(server.baseUrl, members, DURATION_S);
    return {
      database,
      users: CHAT_USERS,
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
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function describeChat(f: ChatFigures): string {
  return `POST /api/flex/chat, built-in coach, ${f.database}, ${f.users} members at once for ${f.durationS} s: ${f.reqPerSec} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms (${f.requests} requests, ${f.errors + f.timeouts} errors, ${f.non2xx} non-2xx)`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const run = async () => {
    console.info(describeChat(await measureChat()));
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    if (databaseUrl) console.info(describeChat(await measureChat(databaseUrl)));
  };
  run().catch((error: unknown) => {
    killAllServers();
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
