import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Tier } from '#common/constants.ts';
import type { RegisterInput, SessionUser } from '#common/schemas/auth.ts';
import { buildApp } from '../app.ts';
import { type Database, openDatabase, wrapPgliteInstance } from '../db/client.ts';
import { subscriptions } from '../db/schema/index.ts';
import { type Env, parseEnv } from '../env.ts';
import { createMailer, type Mailer } from '../integrations/mail/index.ts';
import { TEMPLATE_FILE, workerDatabaseUrl } from './global-setup.ts';

/**
 * A fresh database: a copy of the migrated PGlite template, or this worker's database on the
 * PostgreSQL server (shared by the files the worker runs, one after another).
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    return openDatabase({ kind: 'postgres', url: workerDatabaseUrl(), poolMax: 5 });
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(TEMPLATE_FILE)]) });
  return wrapPgliteInstance(client);
}

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  env: Env;
  outboxDir: string;
  mailer: Mailer;
  close(): Promise<void>;
}

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  mailer?: Mailer,
): Promise<TestContext> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-test-'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...envOverrides });
  const outboxDir = path.join(dataDir, 'outbox');
  const usedMailer = mailer ?? createMailer(env);
  const app = await buildApp({ env, database, mailer: usedMailer, webDir: null });
  await app.ready();
  return {
    app,
    database,
    env,
    outboxDir,
    mailer: usedMailer,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const uniqueEmail = (prefix = 'member') =>
  `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

let ipCounter = 0;
/** A distinct client address per test, so per-IP throttles never leak between tests. */
export const uniqueIp = () => {
  ipCounter += 1;
  const n = (process.pid * 1000 + ipCounter) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export function buildRegistration(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    email: uniqueEmail(),
    password: 'correct horse battery',
    firstName: 'Alex',
    gender: 'female',
    level: 'intermediate',
    goals: ['build-muscle', 'general-fitness'],
    equipment: ['dumbbells', 'bench'],
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
    ...overrides,
  };
}

/** The session cookie pair (`fc_session=...`) set by a response. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'fc_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}`);
  return `${cookie.name}=${cookie.value}`;
}

export interface Member {
  user: SessionUser;
  cookie: string;
  email: string;
  password: string;
}

export async function registerMember(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> = {},
): Promise<Member> {
  const payload = buildRegistration(overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: uniqueIp(),
  });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return {
    user: response.json(),
    cookie: sessionCookie(response),
    email: payload.email.toLowerCase(),
    password: payload.password,
  };
}

/** Puts a member on a plan directly (the payments flows have their own tests). */
export async function setTier(database: Database, userId: string, tier: Tier): Promise<void> {
  await database.db.update(subscriptions).set({ tier }).where(eq(subscriptions.userId, userId));
}

/** The newest message in the outbox, or undefined. */
export function lastOutboxMessage(
  outboxDir: string,
): { to: string; subject: string; text: string } | undefined {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((f) => f.endsWith('.json'));
  } catch {
    return undefined;
  }
  const last = files.sort().at(-1);
  return last ? JSON.parse(readFileSync(path.join(outboxDir, last), 'utf8')) : undefined;
}

export function resetLinkFrom(text: string): URL {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return new URL(match[0]);
}
