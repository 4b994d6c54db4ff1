import {
  check,
  freePort,
  measurementBody,
  ms,
  portOpen,
  registerMember,
  runScenario,
  sleep,
  startApp,
  tempDir,
} from './lib.ts';
import { countEmbeddedMeasurements, startLoad, startProbes } from './load.ts';

/**
 * Graceful shutdown under load: SIGTERM while 32 connections (24 autocannon, 8 keep-alive probes) write measurements. Requests already
 * accepted finish (no connection reset, no lost write), new connections are refused, and the
 * process exits with 0 within 10 s.
 */

const CONNECTIONS = 24;
const PROBES = 8;
const LOAD_BEFORE_SIGTERM_MS = 2_000;
const EXIT_LIMIT_MS = 10_000;
const REFUSE_LIMIT_MS = 2_000;

runScenario('graceful shutdown under load', async () => {
  const dataDir = tempDir('shutdown');
  const port = await freePort();
  const app = await startApp({ port, dataDir });
  const member = await registerMember(app.baseUrl);

  const load = startLoad({
    url: `${app.baseUrl}/api/measurements`,
    method: 'POST',
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json', cookie: member.cookie },
    body: JSON.stringify(measurementBody(member, 1)),
  });
  let n = 0;
  const probes = startProbes(app.baseUrl, {
    concurrency: PROBES,
    path: '/api/measurements',
    cookie: member.cookie,
    body: () => JSON.stringify(measurementBody(member, (n += 1))),
  });
  await sleep(LOAD_BEFORE_SIGTERM_MS);

  const sigtermAt = performance.now();
  app.child.kill('SIGTERM');
  // New connections must be refused soon after SIGTERM (the loop may be busy with the load).
  let refusedMs = Number.POSITIVE_INFINITY;
  while (performance.now() - sigtermAt < EXIT_LIMIT_MS && app.child.exitCode === null) {
    if (!(await portOpen(port))) {
      refusedMs = performance.now() - sigtermAt;
      break;
    }
    await sleep(10);
  }
  const exitCode = await Promise.race([
    app.exited,
    sleep(EXIT_LIMIT_MS + 5_000).then(() => 'hung'),
  ]);
  const exitMs = performance.now() - sigtermAt;
  const [result] = await Promise.all([load.stop(), probes.stop()]);

  const all = [...load.outcomes, ...probes.outcomes];
  const before = all.filter((o) => o.at < sigtermAt);
  const afterSigterm = all.filter((o) => o.at >= sigtermAt);
  const created = all.filter((o) => o.status === 201).length;
  const finishedAfter = afterSigterm.filter((o) => o.status === 201).length;
  const unavailable = afterSigterm.filter((o) => o.status === 503).length;
  const tally = (outcomes: { status: number; error?: string }[]) => {
    const counts = new Map<string, number>();
    for (const o of outcomes) {
      if (o.status === 201) continue;
      const key = o.error ?? String(o.status);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([code, count]) => `${code}×${count}`).join(', ') || 'none';
  };
  // A request lost by the server: an error on a connection it had accepted and answered before,
  // or an error answer other than 503 (which tells the client to go elsewhere).
  const lost = probes.outcomes.filter(
    (o) => (o.status === 0 && o.reusedSocket) || (o.status >= 400 && o.status !== 503),
  );
  const freshErrors = probes.outcomes.filter((o) => o.status === 0 && !o.reusedSocket);
  const freshUnexpected = freshErrors.filter(
    (o) => o.error !== 'ECONNREFUSED' && o.error !== 'ECONNRESET',
  );

  check(
    'load runs before SIGTERM without errors',
    before.length > 0 && before.every((o) => o.status === 201),
    `${before.length} writes in ${ms(LOAD_BEFORE_SIGTERM_MS)} at ${CONNECTIONS + PROBES} connections, ` +
      `autocannon ${Math.round(result.requests.average)} req/s`,
  );
  check(
    `new connections are refused within ${ms(REFUSE_LIMIT_MS)} of SIGTERM`,
    refusedMs <= REFUSE_LIMIT_MS,
    `refused ${ms(refusedMs)} after SIGTERM`,
  );
  check(
    'accepted requests finish: no reset of an accepted connection, no timeout',
    lost.length === 0 && freshUnexpected.length === 0 && result.timeouts === 0,
    `after SIGTERM ${finishedAfter} writes completed (201), ${unavailable} answered 503; ` +
      `keep-alive probes: ${probes.outcomes.length} requests, lost ${lost.length}, new connections refused/reset ` +
      `${freshErrors.length}; autocannon non-201: ${tally(load.outcomes)}, timeouts ${result.timeouts}`,
  );
  check(
    `process exits cleanly within ${EXIT_LIMIT_MS / 1000} s`,
    exitCode === 0 && exitMs <= EXIT_LIMIT_MS,
    `exit ${exitCode} after ${ms(exitMs)}`,
  );

  const present = await countEmbeddedMeasurements(dataDir, member.id);
  check(
    'every acknowledged write is stored',
    present === created,
    `acknowledged (201) ${created}, present ${present}`,
  );
});
