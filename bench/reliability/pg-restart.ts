import {
  api,
  check,
  freePort,
  freshDatabase,
  ms,
  percentile,
  query,
  registerMember,
  runScenario,
  sleep,
  startApp,
  startCluster,
  tempDir,
} from './lib.ts';
import { startWriters, statusCounts } from './writers.ts';

/**
 * PostgreSQL crashes (immediate stop: WAL recovery on restart) and comes back while the app takes
 * a stream of writes. The app stays up, answers 503 quickly while the database is away, recovers
 * by itself, and every write it acknowledged with 201 is in the database afterwards.
 * Always on its own throwaway cluster: a shared server is never restarted.
 */

const WRITERS = 8;
const BEFORE_MS = 1_500;
const DOWN_MS = 3_000;
const AFTER_MS = 1_500;
const UNAVAILABLE_LIMIT_MS = 1_000;
const RECOVERY_LIMIT_MS = 10_000;

runScenario('PostgreSQL restarted under load', async () => {
  const cluster = await startCluster();
  const { url } = await freshDatabase(cluster);
  const app = await startApp({
    port: await freePort(),
    dataDir: tempDir('pg-restart'),
    databaseUrl: url,
  });
  const member = await registerMember(app.baseUrl);

  const writers = startWriters(app.baseUrl, member, { concurrency: WRITERS });
  await sleep(BEFORE_MS);

  const crashAt = performance.now();
  cluster.stop('immediate');
  const downAt = performance.now();
  await sleep(DOWN_MS);
  const health = await api(app.baseUrl, 'GET', '/healthz');
  const ready = await api(app.baseUrl, 'GET', '/readyz');
  const restartAt = performance.now();
  cluster.start();
  const upAt = performance.now();
  await sleep(AFTER_MS);
  await writers.stop();

  const outage = writers.outcomes.filter((o) => o.sentAt >= downAt && o.at <= restartAt);
  const outage503 = outage.filter((o) => o.status === 503);
  const firstOkAfter = writers.outcomes
    .filter((o) => o.status === 201 && o.sentAt >= upAt)
    .reduce((min, o) => Math.min(min, o.at), Number.POSITIVE_INFINITY);
  const recoveryMs = firstOkAfter - upAt;
  const bad = writers.outcomes.filter((o) => o.status !== 201 && o.status !== 503);

  check(
    'writes succeed before the crash',
    writers.outcomes.some((o) => o.status === 201 && o.at < crashAt),
    `${writers.outcomes.filter((o) => o.at < crashAt).length} writes in ${ms(BEFORE_MS)} with ${WRITERS} writers`,
  );
  check(
    'the app stays up while the database is away',
    health.status === 200 && ready.status === 503 && app.child.exitCode === null,
    `/healthz ${health.status}, /readyz ${ready.status} (${ms(ready.ms)})`,
  );
  check(
    `answers 503 within ${ms(UNAVAILABLE_LIMIT_MS)} while the database is away`,
    outage.length > 0 &&
      outage503.length === outage.length &&
      percentile(
        outage.map((o) => o.ms),
        100,
      ) < UNAVAILABLE_LIMIT_MS,
    `${outage.length} writes during the outage: ${statusCounts(outage)}; ` +
      `latency p50 ${ms(
        percentile(
          outage.map((o) => o.ms),
          50,
        ),
      )}, p99 ${ms(
        percentile(
          outage.map((o) => o.ms),
          99,
        ),
      )}, ` +
      `max ${ms(
        percentile(
          outage.map((o) => o.ms),
          100,
        ),
      )}`,
  );
  check(
    'only 201 or 503 answers, never a 500 or a dropped request',
    bad.length === 0,
    `all answers: ${statusCounts(writers.outcomes)}`,
  );
  check(
    `recovers by itself within ${ms(RECOVERY_LIMIT_MS)} of the restart`,
    recoveryMs <= RECOVERY_LIMIT_MS,
    `first 201 ${ms(recoveryMs)} after PostgreSQL accepted connections again (restart took ${ms(upAt - restartAt)})`,
  );

  const ids = writers.acknowledged;
  const [present] = await query<{ n: number }>(
    url,
    'select count(*)::int as n from measurements where id = any($1::uuid[])',
    [ids],
  );
  check(
    'every acknowledged write is present after the restart',
    present?.n === ids.length,
    `acknowledged ${ids.length}, present ${present?.n}`,
  );
});
