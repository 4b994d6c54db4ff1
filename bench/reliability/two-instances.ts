import {
  api,
  check,
  freePort,
  freshDatabase,
  ms,
  query,
  registerMember,
  runScenario,
  startApp,
  tempDir,
} from './lib.ts';

/**
 * Two app instances against one PostgreSQL: sessions, the credit race and the fair-use chat limits
 * are shared through the database, so they hold whichever instance answers.
 */

const CREDITS = 10;
const CREDIT_ATTEMPTS = 40;
const HOURLY_LIMIT = 5;
const FAIR_USE_ATTEMPTS = 20;

runScenario('two app instances on one PostgreSQL', async () => {
  const { url } = await freshDatabase();
  const env = { FLEX_LIMITS_BASIC: `${HOURLY_LIMIT},${HOURLY_LIMIT * 2}` };
  const [portA, portB] = [await freePort(), await freePort()];
  // Both start together: the migration advisory lock makes them apply the migrations once.
  const [a, b] = await Promise.all([
    startApp({ port: portA, dataDir: tempDir('two-a'), databaseUrl: url, env }),
    startApp({ port: portB, dataDir: tempDir('two-b'), databaseUrl: url, env }),
  ]);
  check(
    'both instances start together on one database',
    true,
    `${ms(a.startMs)}, ${ms(b.startMs)}`,
  );
  const instances = [a.baseUrl, b.baseUrl];

  // Sessions
  const member = await registerMember(a.baseUrl);
  const me = await api(b.baseUrl, 'GET', '/api/auth/me', { cookie: member.cookie });
  check(
    'a session made on instance A works on instance B',
    me.status === 200 && (me.body as { id?: string }).id === member.id,
    `GET /api/auth/me on B: ${me.status}`,
  );
  const logout = await api(b.baseUrl, 'POST', '/api/auth/logout', { cookie: member.cookie });
  const after = await api(a.baseUrl, 'GET', '/api/auth/me', { cookie: member.cookie });
  check(
    'a logout on B ends the session on A',
    logout.status < 300 && after.status === 401,
    `logout ${logout.status}, then /api/auth/me on A: ${after.status}`,
  );

  // Credit race: free tier, every message costs one credit.
  const spender = await registerMember(a.baseUrl);
  await query(url, 'update subscriptions set flex_credits = $2 where user_id = $1', [
    spender.id,
    CREDITS,
  ]);
  const chats = await Promise.all(
    Array.from({ length: CREDIT_ATTEMPTS }, (_, i) =>
      api(instances[i % 2]!, 'POST', '/api/flex/chat', {
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
    'credit race across both instances spends exactly the balance',
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

  // Fair-use limits of a paid tier (hourly limit shared through the database).
  const paid = await registerMember(b.baseUrl);
  await query(url, `update subscriptions set tier = 'basic' where user_id = $1`, [paid.id]);
  const fair = await Promise.all(
    Array.from({ length: FAIR_USE_ATTEMPTS }, (_, i) =>
      api(instances[i % 2]!, 'POST', '/api/flex/chat', {
        cookie: paid.cookie,
        body: { userId: paid.id, message: `Plan my week (${i})` },
        timeoutMs: 30_000,
      }),
    ),
  );
  const fairServed = fair.filter((c) => c.status === 200).length;
  const fairRefused = fair.filter((c) => c.status === 429).length;
  check(
    'hourly chat limit holds across both instances',
    fairServed === HOURLY_LIMIT && fairRefused === FAIR_USE_ATTEMPTS - HOURLY_LIMIT,
    `${FAIR_USE_ATTEMPTS} concurrent messages, hourly limit ${HOURLY_LIMIT}: ${fairServed} answered, ` +
      `${fairRefused} refused (429), other statuses ${fair
        .filter((c) => c.status !== 200 && c.status !== 429)
        .map((c) => c.status)
        .join(',')}`,
  );
});
