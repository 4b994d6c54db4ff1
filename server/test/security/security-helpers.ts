import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { buildApp } from '../../app.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { parseEnv } from '../../env.ts';
import { createMailer } from '../../integrations/mail/index.ts';
import { type Member, openTestDatabase, type TestContext } from '../helpers.ts';

/** One registered route: method and URL pattern as Fastify knows it, and its zod schemas. */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** `METHOD url`, the key of the sample and allowlist tables. */
  key: string;
  params: string[];
  bodySchema: unknown;
  querySchema: unknown;
  /** The route ignores a stale x-user-id (it establishes or ends identity). */
  skipUserIdClaim: boolean;
}

export interface SecurityContext extends TestContext {
  /** Every route of the app (HEAD mirrors of GET routes left out). */
  routes: RegisteredRoute[];
}

/** `createTestApp`, plus the route table collected through Fastify's onRoute hook. */
export async function createSecurityApp(
  envOverrides: Record<string, string> = {},
): Promise<SecurityContext> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-security-'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...envOverrides });
  const mailer = createMailer(env);
  const collected: RouteOptions[] = [];
  const app = await buildApp({
    env,
    database,
    mailer,
    webDir: null,
    onRoute: (route) => collected.push(route),
  });
  await app.ready();
  const routes: RegisteredRoute[] = [];
  const seen = new Set<string>();
  for (const route of collected) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({
        method,
        url: route.url,
        key,
        params: [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] ?? ''),
        bodySchema: route.schema?.body,
        querySchema: route.schema?.querystring,
        skipUserIdClaim: route.config?.skipUserIdClaim === true,
      });
    }
  }
  const withoutHeadMirrors = routes.filter((r) => r.method !== 'HEAD' || !seen.has(`GET ${r.url}`));
  return {
    app,
    database,
    env,
    mailer,
    outboxDir: path.join(dataDir, 'outbox'),
    routes: withoutHeadMirrors,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function setTier(t: TestContext, member: Member, tier: string) {
  await t.database.db
    .update(subscriptions)
    .set({ tier })
    .where(eq(subscriptions.userId, member.user.id));
}

export async function makeAdmin(t: TestContext, member: Member) {
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, member.user.id));
}

/** Replaces `:name` segments (and a trailing `*`) with the values given. */
export function fillPath(url: string, values: (param: string) => string): string {
  return url
    .replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(values(name)))
    .replace(/\*$/, 'x');
}
