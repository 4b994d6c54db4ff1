import { existsSync } from 'node:fs';
import path from 'node:path';
import { SESSION_ATTRIBUTE } from '#common/page-shell.ts';
import {
  api,
  check,
  freePort,
  freshDatabase,
  measurementBody,
  ms,
  query,
  registerMember,
  ROOT,
  runScenario,
  startApp,
  tempDir,
} from './lib.ts';
import { startLoad } from './load.ts';

/**
 * Three app instances against one PostgreSQL, under a steady write load on each: sessions, the
 * credit race, the fair-use chat limits and the pages the server paints (decision 029) are shared
 * through the database, so they hold whichever instance answers.
 */

const INSTANCES = 3;
const CREDITS = 10;
const CREDIT_ATTEMPTS = 45;
const HOURLY_LIMIT = 5;
const FAIR_USE_ATTEMPTS = 21;
/** autocannon connections writing measurements, per instance. */
const LOAD_CONNECTIONS = 4;

/** The `GET /api/auth/me` answer the server painted into `/dashboard` for this cookie. */
async function paintedMe(baseUrl: string, cookie: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${baseUrl}/dashboard`, { headers: { cookie } });
  const html = await response.text();
  const match = new RegExp(`${SESSION_ATTRIBUTE}="([^"]*)"`).exec(html);
  if (!match) return null;
  const json = match[1]!
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return JSON.parse(json) as Record<string, unknown>;
}

runScenario('three app instances on one PostgreSQL, under load', async () => {
  if (!existsSync(path.join(ROOT, 'dist', 'web', 'index.html'))) {
    throw new Error('the painted pages need the web build: run `npm run build` first');
  }
  const { url } = await freshDatabase();
  const env = { FLEX_LIMITS_BASIC: `${HOURLY_LIMIT},${HOURLY_LIMIT * 2}`, SERVE_WEB: 'true' };
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  // All start together: the migration advisory lock makes them apply the migrations once.
  const apps = await Promise.all(
    ports.map((port, i) =>
      startApp({ port, dataDir: tempDir(`three-${i}`), databaseUrl: url, env }),
    ),
  );
  check(
    'three instances start together on one database',
    true,
    apps.map((app) => ms(app.startMs)).join(', '),
  );
  const instances = apps.map((app) => app.baseUrl);
  const on = (i: number) => instances[i % INSTANCES]!;

  // A steady write load on every instance while the checks run.
  const writer = await registerMember(on(0));
  const loads = instances.map((baseUrl) =>
    startLoad({
      url: `${baseUrl}/api/measurements`,
      method: 'POST',
      connections: LOAD_CONNECTIONS,
      headers: { 'content-type': 'application/json', cookie: writer.cookie },
      body: JSON.stringify(measurementBody(writer, 1)),
    }),
  );

  // Sessions: made on one instance, read on each, ended on another.
  const member = await registerMember(on(0));
  const seen = await Promise.all(
    instances.map((baseUrl) => api(baseUrl, 'GET', '/api/auth/me', { cookie: member.cookie })),
  );
  check(
    'a session made on instance 1 works on all three',
    seen.every((me) => me.status === 200 && (me.body as { id?: string }).id === member.id),
    `GET /api/auth/me: ${seen.map((me) => me.status).join(', ')}`,
  );
  const logout = await api(on(1), 'POST', '/api/auth/logout', { cookie: member.cookie });
  const after = await Promise.all(
    [on(0), on(2)].map((baseUrl) => api(baseUrl, 'GET', '/api/auth/me', { cookie: member.cookie })),
  );
  check(
    'a logout on instance 2 ends the session on 1 and 3',
    logout.status < 300 && after.every((me) => me.status === 401),
    `logout ${logout.status}, then /api/auth/me: ${after.map((me) => me.status).join(', ')}`,
  );

  // Credit race: free tier, every message costs one credit, sent to the three in turn.
  const spender = await registerMember(on(1));
  await query(url, 'update subscriptions set flex_credits = $2 where user_id = $1', [
    spender.id,
    CREDITS,
  ]);
  const before = await Promise.all(instances.map((baseUrl) => paintedMe(baseUrl, spender.cookie)));
  const chats = await Promise.all(
    Array.from({ length: CREDIT_ATTEMPTS }, (_, i) =>
      api(on(i), 'POST', '/api/flex/chat', {
        cookie: spender.cookie,
        body: { userId: spender.id, message: `How should I warm up? (${i})` },
        timeoutMs: 30_000,
      }),
    ),
  );
  const served = chats.filter((c) => c.status === 200).length;
  const refused = chats.filter(
    (c) => c.status === 403 && (c.body as { code?: string }).code === 'INSUFFICIENT_CREDITS',
  ).length;
  const [balance] = await query<{ flex_credits: number }>(
    url,
    'select flex_credits from subscriptions where user_id = $1',
    [spender.id],
  );
  const [ledger] = await query<{ spent: string }>(
    url,
    'select coalesce(-sum(delta), 0) as spent from credit_ledger where user_id = $1',
    [spender.id],
  );
  check(
    'credit race across the three spends exactly the balance',
    served === CREDITS &&
      refused === CREDIT_ATTEMPTS - CREDITS &&
      balance?.flex_credits === 0 &&
      Number(ledger?.spent) === CREDITS,
    `${CREDIT_ATTEMPTS} concurrent messages with ${CREDITS} credits: ${served} answered, ` +
      `${refused} refused (403 INSUFFICIENT_CREDITS), balance after ${balance?.flex_credits}, ` +
      `ledger net spend ${ledger?.spent}, other statuses ${chats
        .filter((c) => c.status !== 200 && c.status !== 403)
        .map((c) => c.status)
        .join(',')}`,
  );

  // The painted dashboard carries the session answer: each instance paints the balance after.
  const credits = (me: Record<string, unknown> | null) =>
    (me?.subscription as { flexCredits?: number } | undefined)?.flexCredits;
  const painted = await Promise.all(instances.map((baseUrl) => paintedMe(baseUrl, spender.cookie)));
  check(
    'each instance paints the dashboard with the balance after the race',
    before.every((me) => credits(me) === CREDITS) && painted.every((me) => credits(me) === 0),
    `painted credits before ${before.map(credits).join(', ')}, after ${painted.map(credits).join(', ')}`,
  );
  await api(on(2), 'PUT', `/api/user/${spender.id}`, {
    cookie: spender.cookie,
    body: { firstName: 'Renamed' },
  });
  const renamed = await Promise.all(instances.map((baseUrl) => paintedMe(baseUrl, spender.cookie)));
  check(
    'a rename on instance 3 is in the page each instance paints next',
    renamed.every((me) => me?.firstName === 'Renamed'),
    `painted first names: ${renamed.map((me) => String(me?.firstName)).join(', ')}`,
  );

  // Fair-use limits of a paid tier (the hourly limit is shared through the database).
  const paid = await registerMember(on(2));
  await query(url, `update subscriptions set tier = 'basic' where user_id = $1`, [paid.id]);
  const fair = await Promise.all(
    Array.from({ length: FAIR_USE_ATTEMPTS }, (_, i) =>
      api(on(i), 'POST', '/api/flex/chat', {
        cookie: paid.cookie,
        body: { userId: paid.id, message: `Plan my week (${i})` },
        timeoutMs: 30_000,
      }),
    ),
  );
  const fairServed = fair.filter((c) => c.status === 200).length;
  const fairRefused = fair.filter((c) => c.status === 429).length;
  check(
    'hourly chat limit holds across the three',
    fairServed === HOURLY_LIMIT && fairRefused === FAIR_USE_ATTEMPTS - HOURLY_LIMIT,
    `${FAIR_USE_ATTEMPTS} concurrent messages, hourly limit ${HOURLY_LIMIT}: ${fairServed} answered, ` +
      `${fairRefused} refused (429), other statuses ${fair
        .filter((c) => c.status !== 200 && c.status !== 429)
        .map((c) => c.status)
        .join(',')}`,
  );

  // The load: every write answered 201 and stored, none lost or failed.
  await Promise.all(loads.map((load) => load.stop()));
  const outcomes = loads.flatMap((load) => load.outcomes);
  const created = outcomes.filter((o) => o.status === 201).length;
  const failed = outcomes.filter((o) => o.status !== 201);
  const [stored] = await query<{ n: number }>(
    url,
    'select count(*)::int as n from measurements where user_id = $1',
    [writer.id],
  );
  // Writes in flight when the load stopped are stored without their answer being counted.
  const inFlight = INSTANCES * LOAD_CONNECTIONS;
  const storedRows = stored?.n ?? 0;
  check(
    'the write load beside it: every write answered 201 and stored',
    created > 0 && failed.length === 0 && storedRows >= created && storedRows <= created + inFlight,
    `${created} measurements answered 201 through the three (${LOAD_CONNECTIONS} connections each), ` +
      `${storedRows} stored (at most ${inFlight} more were in flight at the stop), other outcomes ${failed
        .slice(0, 10)
        .map((o) => o.error ?? o.status)
        .join(',')}`,
  );
});
