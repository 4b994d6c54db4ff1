/**
 * API load at 50 connections on one database, all in the same run:
 *   - the app (production server): a public read (GET /api/blog, five published posts), an
 *     authenticated read of dashboard data (GET /api/stats/:userId), a write (POST
 *     /api/measurements) and a chat message on the built-in coach (POST /api/flex/chat);
 *   - then, on the same database, the two bare Fastify baselines of bench/bare-server.ts: a
 *     constant JSON route and a route doing one indexed SELECT.
 * Authenticated requests come from MEMBERS premium members (a week of completed workouts each, so
 * the stats and the coach work on real data), connection i acting as member i % MEMBERS; the
 * fair-use chat limits are raised (FLEX_LIMITS_PREMIUM) so no message is refused. Every figure is
 * also given as a ratio to both baselines (req/s).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BLOG_CATEGORIES } from '#common/constants.ts';
import {
  measure,
  registerMember,
  send,
  type BenchRequest,
  type LoadFigures,
  type Member,
} from './load.ts';
import { freePort, startServer, step, type RunningServer } from './server.ts';

export const MEMBERS = 10;
const POSTS = 5;
export const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password-123' };
const CHAT_LIMITS = '1000000,10000000';
const QUESTIONS = [
  "What's my current streak?",
  'How many workouts have I done?',
  'How do I do push-ups?',
  'What should I train today?',
  'I need some motivation',
];

export type ScenarioKey = 'publicRead' | 'authenticatedRead' | 'write' | 'chat';

export interface Scenario extends LoadFigures {
  /** req/s of this scenario / req/s of the bare JSON route. */
  ratioToBareJson: number;
  /** req/s of this scenario / req/s of the bare indexed SELECT route. */
  ratioToBareSelect: number;
}

/**
 * Runs of the chat load (each `measure`'s 10 s), one after another on the same server: its p99
 * budget holds in the median run, as the page budgets hold in medians (decision 052). The other
 * loads run once.
 */
export const CHAT_RUNS = 3;

/** The run with the median p99, with every run's p99 in the order they ran. */
function medianRun(figures: LoadFigures[]): LoadFigures {
  const sorted = [...figures].sort((a, b) => a.p99Ms - b.p99Ms);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return figures.length > 1 ? { ...median, p99RunsMs: figures.map((f) => f.p99Ms) } : median;
}

export interface ApiFigures {
  database: 'pglite' | 'postgres';
  bareJson: LoadFigures;
  bareSelect: LoadFigures;
  scenarios: Record<ScenarioKey, Scenario>;
}

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const today = () => daysAgo(0);

/** A premium member with five completed workouts over the last week. */
export async function premiumMember(baseUrl: string): Promise<Member> {
  const member = await registerMember(baseUrl);
  await send(baseUrl, 'POST', '/api/subscriptions/create-checkout', member.cookie, {
    userId: member.id,
    tier: 'premium',
  });
  for (const day of [0, 1, 2, 4, 6]) {
    await send(baseUrl, 'POST', '/api/workouts', member.cookie, {
      userId: member.id,
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
  return member;
}

/** Signs the seeded admin in; returns the session cookie. */
export async function adminCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('fc_session='));
  if (!cookie) throw new Error('admin login answered without a session cookie');
  return cookie;
}

/** Publishes `POSTS` blog posts of a realistic length (about 2 kB of HTML each). */
export async function publishPosts(baseUrl: string): Promise<void> {
  const cookie = await adminCookie(baseUrl);
  const paragraph =
    '<p>Consistency beats intensity: three short sessions a week, done for months, change more than one heroic week. Warm up for five minutes, keep a steady tempo, and stop each set one or two repetitions before failure.</p>';
  for (let i = 0; i < POSTS; i++) {
    await send(baseUrl, 'POST', '/api/admin/blog', cookie, {
      slug: `bench-post-${Date.now().toString(36)}-${i}`,
      title: `Training notes ${i + 1}: building a habit that lasts`,
      excerpt: 'How to train three times a week for a year without burning out.',
      content: `<h2>Start small</h2>${paragraph.repeat(8)}`,
      author: 'Bench Author',
      category: BLOG_CATEGORIES[i % BLOG_CATEGORIES.length],
      tags: ['habits', 'training'],
      readTime: 4,
      published: true,
    });
  }
}

const ratio = (a: LoadFigures, b: LoadFigures) =>
  Math.round((a.reqPerSec / Math.max(1, b.reqPerSec)) * 100) / 100;

const memberFor = (members: Member[], connection: number) => members[connection % members.length]!;

/** The app's four scenarios, as requests per connection. */
function scenarios(members: Member[]): [ScenarioKey, string, (i: number) => BenchRequest][] {
  return [
    ['publicRead', 'GET /api/blog (public)', () => ({ method: 'GET', path: '/api/blog' })],
    [
      'authenticatedRead',
      'GET /api/stats/:userId (dashboard)',
      (i) => {
        const m = memberFor(members, i);
        return { method: 'GET', path: `/api/stats/${m.id}`, headers: { cookie: m.cookie } };
      },
    ],
    [
      'write',
      'POST /api/measurements',
      (i) => {
        const m = memberFor(members, i);
        return {
          method: 'POST',
          path: '/api/measurements',
          headers: { cookie: m.cookie },
          body: { userId: m.id, type: 'weight', value: String(160 + (i % 20)), date: today() },
        };
      },
    ],
    [
      'chat',
      'POST /api/flex/chat (built-in coach)',
      (i) => {
        const m = memberFor(members, i);
        return {
          method: 'POST',
          path: '/api/flex/chat',
          headers: { cookie: m.cookie },
          body: {
            userId: m.id,
            message: QUESTIONS[i % QUESTIONS.length],
            conversationHistory: [],
          },
        };
      },
    ],
  ];
}

/**
 * Starts the app on a fresh embedded database (or on `databaseUrl`), loads its four scenarios,
 * stops it, then loads the bare baselines on the same database (PGlite allows one process at a
 * time).
 */
export async function measureApi(databaseUrl?: string): Promise<ApiFigures> {
  const database = databaseUrl ? 'postgres' : 'pglite';
  const dataDir = mkdtempSync(path.join(tmpdir(), `flexcoach-bench-api-${database}-`));
  let app: RunningServer | undefined;
  let bare: RunningServer | undefined;
  try {
    step(`API (${database}): start the app and add ${MEMBERS} members`);
    app = await startServer({
      dataDir,
      databaseUrl,
      port: await freePort(),
      timeoutMs: 120_000,
      env: { FLEX_LIMITS_PREMIUM: CHAT_LIMITS, LLM_BASE_URL: '', DEV_PAYMENTS: 'true' },
    });
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await premiumMember(app.baseUrl));
    await publishPosts(app.baseUrl);

    const measured: Partial<Record<ScenarioKey, LoadFigures>> = {};
    for (const [key, name, requestFor] of scenarios(members)) {
      const runs = key === 'chat' ? CHAT_RUNS : 1;
      const figures: LoadFigures[] = [];
      for (let run = 1; run <= runs; run++) {
        step(`API (${database}): ${name}${runs > 1 ? ` (${run}/${runs})` : ''}`);
        figures.push(await measure(app.baseUrl, name, requestFor));
      }
      measured[key] = medianRun(figures);
    }
    await app.stop();
    app = undefined;

    bare = await startServer({
      dataDir: tmpdir(),
      port: await freePort(),
      script: 'bench/bare-server.ts',
      env: {
        ...(databaseUrl
          ? { DATABASE_URL: databaseUrl }
          : { PGLITE_DIR: path.join(dataDir, 'pglite') }),
        BARE_EMAIL: members[0]!.email,
      },
    });
    step(`API (${database}): bare Fastify JSON route`);
    const bareJson = await measure(bare.baseUrl, 'bare Fastify, JSON route', () => ({
      method: 'GET',
      path: '/bare-json',
    }));
    step(`API (${database}): bare Fastify + one indexed SELECT`);
    const bareSelect = await measure(bare.baseUrl, 'bare Fastify + one indexed SELECT', () => ({
      method: 'GET',
      path: '/bare',
    }));

    const withRatios = (f: LoadFigures): Scenario => ({
      ...f,
      ratioToBareJson: ratio(f, bareJson),
      ratioToBareSelect: ratio(f, bareSelect),
    });
    return {
      database,
      bareJson,
      bareSelect,
      scenarios: {
        publicRead: withRatios(measured.publicRead!),
        authenticatedRead: withRatios(measured.authenticatedRead!),
        write: withRatios(measured.write!),
        chat: withRatios(measured.chat!),
      },
    };
  } finally {
    await app?.stop();
    await bare?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
