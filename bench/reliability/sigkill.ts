import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  api,
  type AppProcess,
  check,
  freePort,
  freshDatabase,
  measurementBody,
  ms,
  query,
  registerMember,
  runScenario,
  sleep,
  startApp,
  tempDir,
} from './lib.ts';
import { countEmbeddedIds } from './load.ts';
import { startWriters, statusCounts } from './writers.ts';

/**
 * The app is killed with SIGKILL in the middle of a stream of writes, then started again: every
 * write it acknowledged with 201 is there. On the embedded database (same DATA_DIR: the dead
 * process's lock file must not block the restart) and on PostgreSQL.
 */

const WRITERS = 8;
const WRITE_MS = 1_500;

async function killDuringWrites(app: AppProcess, label: string) {
  const member = await registerMember(app.baseUrl);
  const writers = startWriters(app.baseUrl, member, { concurrency: WRITERS });
  await sleep(WRITE_MS);
  app.child.kill('SIGKILL');
  await app.exited;
  await writers.stop();
  const inFlight = writers.outcomes.filter((o) => o.status === 0).length;
  check(
    `${label}: writes acknowledged before the kill`,
    writers.acknowledged.length > 0,
    `${writers.acknowledged.length} acknowledged; answers ${statusCounts(writers.outcomes)} ` +
      `(${inFlight} cut by the kill)`,
  );
  return { member, ids: writers.acknowledged };
}

runScenario('app killed with SIGKILL during writes', async () => {
  // Embedded PGlite
  {
    const dataDir = tempDir('sigkill');
    const port = await freePort();
    const first = await startApp({ port, dataDir });
    const { member, ids } = await killDuringWrites(first, 'embedded');

    const lockFile = path.join(dataDir, 'server.pid');
    const stale = existsSync(lockFile) ? readFileSync(lockFile, 'utf8').trim() : 'none';
    const second = await startApp({ port, dataDir });
    const write = await api(second.baseUrl, 'POST', '/api/measurements', {
      cookie: member.cookie,
      body: measurementBody(member, 7),
    });
    check(
      'embedded: restarts on the same DATA_DIR over the dead process lock',
      stale === String(first.child.pid) && write.status === 201,
      `stale lock pid ${stale}, restart ready in ${ms(second.startMs)}, session still valid, new write ${write.status}`,
    );
    await second.stop();
    const present = await countEmbeddedIds(dataDir, 'measurements', ids);
    check(
      'embedded: every acknowledged write is present after the restart',
      present === ids.length,
      `acknowledged ${ids.length}, present ${present}`,
    );
  }

  // PostgreSQL
  {
    const { url } = await freshDatabase();
    const port = await freePort();
    const first = await startApp({ port, dataDir: tempDir('sigkill-pg'), databaseUrl: url });
    const { member, ids } = await killDuringWrites(first, 'PostgreSQL');
    const second = await startApp({ port, dataDir: tempDir('sigkill-pg2'), databaseUrl: url });
    const write = await api(second.baseUrl, 'POST', '/api/measurements', {
      cookie: member.cookie,
      body: measurementBody(member, 7),
    });
    const [present] = await query<{ n: number }>(
      url,
      'select count(*)::int as n from measurements where id = any($1::uuid[])',
      [ids],
    );
    check(
      'PostgreSQL: every acknowledged write is present after the restart',
      present?.n === ids.length && write.status === 201,
      `acknowledged ${ids.length}, present ${present?.n}; restart ready in ${ms(second.startMs)}, new write ${write.status}`,
    );
  }
});
