import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliates, exportFiles } from '../../db/schema/index.ts';
import { type Member, registerMember, uniqueIp } from '../helpers.ts';
import { blogPostInput, ROUTE_SAMPLES } from './route-samples.ts';
import {
  createSecurityApp,
  fillPath,
  makeAdmin,
  type RegisteredRoute,
  type SecurityContext,
  setTier,
} from './security-helpers.ts';

/**
 * Routes anyone may call without a session. Adding a public route means adding it here: the
 * first test fails until the list is exactly the set of routes that answer without a session.
 */
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/forgot-password',
  'POST /api/reset-password',
  'GET /api/config',
  'POST /api/webhooks/stripe',
  'POST /api/analytics/pageview',
  'GET /api/exercises/:id',
  'GET /api/exercises/info/:name',
  'GET /api/exercises/search',
  'GET /api/public/stats',
  'POST /api/affiliate/track-click',
  'GET /api/blog',
  'GET /api/blog/:slug',
]);

/** Member routes that need no record id: called as the attacker, they must show nothing of the victim's. */
const ADMIN_ONLY = (route: RegisteredRoute) =>
  route.url.startsWith('/api/admin/') || route.key === 'POST /api/subscriptions/update-tier';

/** Routes that end the caller's own session, called last so they do not sign the attacker out. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

let t: SecurityContext;
let victim: Member;
let attacker: Member;
let admin: Member;
let marker: string;
const ids: Record<string, string> = {};
const fallbackId = randomUUID();

const apiRoutes = () =>
  t.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
const docsRoutes = () => t.routes.filter((r) => r.url.startsWith('/api/docs'));

/** The victim's record for a path parameter of a route. */
function paramValue(route: RegisteredRoute, param: string): string {
  if (param === 'userId') return victim.user.id;
  if (param === 'slug') return ids.blogSlug!;
  if (param === 'name') return 'Push-ups';
  if (param === 'day') return '0';
  const prefixes: [string, string][] = [
    ['/api/user/', victim.user.id],
    ['/api/measurements/', ids.measurement!],
    ['/api/notes/', ids.note!],
    ['/api/daily-logs/', ids.dailyLog!],
    ['/api/saved-workouts/', ids.savedWorkout!],
    ['/api/routines/', ids.routine!],
    ['/api/workouts/', ids.workout!],
    ['/api/export/files/', ids.exportFile!],
    ['/api/admin/blog/', ids.blogPost!],
    ['/api/admin/affiliates/', ids.affiliate!],
  ];
  return prefixes.find(([prefix]) => route.url.startsWith(prefix))?.[1] ?? fallbackId;
}

function call(
  route: RegisteredRoute,
  options: { cookie?: string; headers?: Record<string, string>; claimAs?: string } = {},
) {
  const sample = ROUTE_SAMPLES[route.key];
  const self = options.claimAs ?? victim.user.id;
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const body = sample?.body?.(self);
  return t.app.inject({
    method: route.method as 'GET',
    url: fillPath(route.url, (param) => paramValue(route, param)),
    query: sample?.query,
    headers,
    remoteAddress: uniqueIp(),
    ...(body !== undefined ? { payload: body } : {}),
  });
}

/** Nothing of the victim's in an answer given to someone else. */
function expectNoVictimData(res: LightMyRequestResponse, route: RegisteredRoute) {
  const body = res.body;
  expect(body, `${route.key} leaks the victim's e-mail`).not.toContain(victim.email);
  expect(body, `${route.key} leaks the victim's data`).not.toContain(marker);
  for (const [what, id] of Object.entries(ids)) {
    if (what === 'blogSlug' || what === 'blogPost') continue; // admin-owned, public once published
    expect(body, `${route.key} leaks the victim's ${what} id`).not.toContain(id);
  }
}

beforeAll(async () => {
  t = await createSecurityApp();
  marker = `Vic${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
  victim = await registerMember(t.app, { firstName: marker });
  attacker = await registerMember(t.app, { firstName: 'Mallory' });
  admin = await registerMember(t.app, { firstName: 'Ada' });
  await makeAdmin(t, admin);
  await setTier(t, victim, 'pro');
  await setTier(t, attacker, 'pro');

  const as = (member: Member, method: 'POST', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie: member.cookie }, payload });
  const created = async (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: string };
  };
  const vid = victim.user.id;
  const exercises = [{ name: 'Push-ups', reps: '10', rest: '30', sets: 3 }];
  ids.workout = (
    await created(
      await as(victim, 'POST', '/api/workouts', {
        userId: vid,
        title: `${marker} workout`,
        exercises,
        duration: 900,
        completed: true,
        date: '2026-11-19',
      }),
    )
  ).id;
  ids.savedWorkout = (
    await created(
      await as(victim, 'POST', '/api/saved-workouts', {
        name: `${marker} saved`,
        exercises,
        timeEstimate: 20,
      }),
    )
  ).id;
  ids.routine = (
    await created(
      await as(victim, 'POST', '/api/routines', {
        name: `${marker} routine`,
        days: [
          {
            name: 'A',
            exercises: [
              { exerciseId: 'Barbell_Squat', sets: 3, reps: { min: 5, max: 5 }, restSeconds: 120 },
            ],
          },
        ],
      }),
    )
  ).id;
  ids.measurement = (
    await created(
      await as(victim, 'POST', '/api/measurements', {
        type: 'waist',
        value: '31.7',
        date: '2026-11-19',
      }),
    )
  ).id;
  ids.dailyLog = (
    await created(
      await as(victim, 'POST', '/api/daily-logs', {
        date: '2026-11-19',
        calories: 1234,
        notes: `${marker} meals`,
      }),
    )
  ).id;
  ids.note = (
    await created(
      await as(victim, 'POST', '/api/notes', {
        title: `${marker} note`,
        content: `${marker} body`,
      }),
    )
  ).id;
  const exported = await as(victim, 'POST', `/api/export/workouts/${vid}`, {});
  expect(exported.statusCode, exported.body).toBe(200);
  const [file] = await t.database.db
    .select({ id: exportFiles.id })
    .from(exportFiles)
    .where(eq(exportFiles.userId, vid));
  ids.exportFile = file!.id;
  expect(
    (await as(victim, 'POST', '/api/affiliate/register', { paypalEmail: null })).statusCode,
  ).toBe(201);
  const [affiliate] = await t.database.db
    .select({ id: affiliates.id })
    .from(affiliates)
    .where(eq(affiliates.userId, vid));
  ids.affiliate = affiliate!.id;
  const post = await created(await as(admin, 'POST', '/api/admin/blog', blogPostInput()));
  ids.blogPost = post.id;
  ids.blogSlug = (post as unknown as { slug: string }).slug;
});
afterAll(async () => {
  await t.close();
});

describe('access-control matrix over the registered route table', { timeout: 60_000 }, () => {
  it('covers every /api route, with a valid sample for each one that takes a body', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      if (route.bodySchema) {
        expect(ROUTE_SAMPLES[route.key]?.body, `add a sample body for ${route.key}`).toBeDefined();
      }
    }
    // The OpenAPI docs are the only other /api routes, and they only read.
    for (const route of docsRoutes()) expect(['GET', 'HEAD']).toContain(route.method);
  });

  it('answers 401 without a session, except on the public allowlist (which is exact)', async () => {
    const publicSeen = new Set<string>();
    for (const route of apiRoutes()) {
      // A forged x-user-id naming the victim is never identity.
      const res = await call(route, { headers: { 'x-user-id': victim.user.id } });
      expect(res.statusCode, `${route.key}: ${res.body}`).toBeLessThan(500);
      const refused = res.statusCode === 401 && res.json().code === 'UNAUTHENTICATED';
      if (!refused) publicSeen.add(route.key);
      expectNoVictimData(res, route);
    }
    expect([...publicSeen].sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it('refuses every admin route to a member with 403', async () => {
    const adminRoutes = apiRoutes().filter(ADMIN_ONLY);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of adminRoutes) {
      const res = await call(route, { cookie: attacker.cookie, claimAs: attacker.user.id });
      expect(res.statusCode, `${route.key}: ${res.body}`).toBe(403);
      expectNoVictimData(res, route);
    }
  });

  it("answers 403/404 to another member for the victim's ids in paths, and leaks nothing", async () => {
    const routes = apiRoutes().filter(
      (r) => r.params.length > 0 && !ADMIN_ONLY(r) && !PUBLIC_ROUTES.has(r.key),
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      const res = await call(route, { cookie: attacker.cookie, claimAs: attacker.user.id });
      expect([403, 404], `${route.key}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
      expectNoVictimData(res, route);
    }
  });

  it('refuses a userId in the body naming someone else with 403', async () => {
    const routes = apiRoutes().filter(
      (r) =>
        !ADMIN_ONLY(r) &&
        r.params.length === 0 &&
        ROUTE_SAMPLES[r.key]?.body?.('probe').userId === 'probe',
    );
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const res = await call(route, { cookie: attacker.cookie, claimAs: victim.user.id });
      expect(res.statusCode, `${route.key}: ${res.body}`).toBe(403);
      expectNoVictimData(res, route);
    }
  });

  it('refuses a forged x-user-id next to a real session with 403', async () => {
    const skipping = apiRoutes().filter((r) => r.skipUserIdClaim && !PUBLIC_ROUTES.has(r.key));
    // Only GET /api/auth/me ignores the header; it answers the session's own user.
    expect(skipping.map((r) => r.key)).toEqual(['GET /api/auth/me']);
    for (const route of apiRoutes()) {
      if (PUBLIC_ROUTES.has(route.key) || route.skipUserIdClaim) continue;
      const res = await call(route, {
        cookie: attacker.cookie,
        claimAs: attacker.user.id,
        headers: { 'x-user-id': victim.user.id },
      });
      expect(res.statusCode, `${route.key}: ${res.body}`).toBe(403);
      expectNoVictimData(res, route);
    }
  });

  it("shows the attacker nothing of the victim's on the routes without ids, and the victim's data is intact", async () => {
    const routes = apiRoutes().filter(
      (r) => r.params.length === 0 && !ADMIN_ONLY(r) && !ENDS_SESSION.has(r.key),
    );
    for (const route of routes) {
      const res = await call(route, { cookie: attacker.cookie, claimAs: attacker.user.id });
      expect(res.statusCode, `${route.key}: ${res.body}`).toBeLessThan(500);
      expectNoVictimData(res, route);
    }
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie: victim.cookie } });
    const vid = victim.user.id;
    expect((await get(`/api/user/${vid}`)).json().firstName).toBe(marker);
    expect((await get(`/api/notes/${vid}`)).json()).toEqual([
      expect.objectContaining({ id: ids.note, title: `${marker} note` }),
    ]);
    expect((await get(`/api/daily-logs/${vid}`)).json()).toEqual([
      expect.objectContaining({ id: ids.dailyLog, calories: 1234 }),
    ]);
    expect((await get(`/api/measurements/${vid}`)).json()).toHaveLength(1);
    expect((await get('/api/saved-workouts')).json()).toHaveLength(1);
    expect((await get(`/api/workouts/${vid}`)).json()).toHaveLength(1);
    expect((await get(`/api/subscriptions/status/${vid}`)).json().tier).toBe('pro');
    expect((await get(`/api/export/files/${ids.exportFile}`)).statusCode).toBe(200);
    const stats = await get('/api/affiliate/stats');
    expect(stats.statusCode).toBe(200);
    const adminPost = await t.app.inject({
      method: 'GET',
      url: `/api/admin/blog/${ids.blogPost}`,
      headers: { cookie: admin.cookie },
    });
    expect(adminPost.json().title).toBe('Security Drills');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: victim.cookie },
    });
    expect(me.statusCode).toBe(200);
  });
});
