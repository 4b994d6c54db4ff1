import { randomBytes } from 'node:crypto';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import path from 'node:path';
import type { CodeCache } from './bundle-entry.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { closeDataDir, tightenDataDir, usePrivateFiles } from './lib/private-files.ts';
import { EnvError, appUrl, parseEnv } from './env.ts';

/** The rest of the server: loaded while the database opens (see main). */
const loadServer = () =>
  Promise.all([
    import('./app.ts'),
    import('./db/seed.ts'),
    import('./features/blog/seed-posts.ts'),
    import('./features/auth/maintenance.ts'),
    import('./features/backups/backups.service.ts'),
  ]);

/** Graceful shutdown must end within this time; then the process exits with 1. */
const SHUTDOWN_LIMIT_MS = 10_000;
/** Time given to open connections to finish their requests and close on their own. */
const DRAIN_LIMIT_MS = 8_000;
/** No request running for this long: the connections left are idle and can be closed. */
const QUIET_MS = 100;

/**
 * Resolves once the server holds no connection, once no request has been running for
 * `QUIET_MS` (the connections left are idle keep-alive ones), or after `limitMs`.
 */
async function drainConnections(
  server: NetServer,
  inFlight: () => number,
  limitMs: number,
): Promise<void> {
  const started = performance.now();
  let quietSince = started;
  const connections = () =>
    new Promise<number>((resolve) => server.getConnections((error, n) => resolve(error ? 0 : n)));
  while (performance.now() - started < limitMs && (await connections()) > 0) {
    const now = performance.now();
    if (inFlight() > 0) quietSince = now;
    else if (now - quietSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Process entry: env, lock, open database, migrate, seed, listen, graceful shutdown. */
async function main() {
  const startedAt = performance.now();
  const env = parseEnv();
  // Data files are this user's only: new ones from the start; DATA_DIR closed to other users at
  // once, what it already holds tightened once the app answers (below).
  usePrivateFiles();
  const dataDirWasOpen = closeDataDir(path.resolve(env.DATA_DIR));
  const release =
    env.DATABASE_URL === undefined ? lockDataDir(path.resolve(env.DATA_DIR)) : () => {};

  // Where a start's time goes, in the `ready` log line: an operator sees a slow phase at once.
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  // performance.now() counts from the process start: before main() is Node and the modules.
  phases.loadModules = Math.round(startedAt);

  let database: Database | undefined;
  // The database opens (PGlite compiles its WebAssembly and reads the data folder) while the
  // routes and their dependencies load. Both are mostly work on this one thread, so only their
  // waits on the disk overlap (measured: about the same start either way); the order costs
  // nothing and lets a slow disk hide behind the module loading.
  const opening = env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX })
    : openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') });
  const loading = loadServer();
  // Whichever fails first is reported below; the other one's failure is not left unhandled.
  loading.catch(() => {});
  opening.catch(() => {});
  try {
    database = await opening;
    phase('openDatabase');
    const migrated = await database.migrate();
    phase('migrate');
    const [
      { buildApp },
      { seedAdmin, seedPromoCodes },
      { seedBlogPosts },
      { purgeExpiredAuthData },
      { createBackups },
    ] = await loading;
    phase('loadServer');

    const db = database.db;
    const seed = async () => {
      const [seeded] = await Promise.all([
        seedAdmin(db, env),
        seedPromoCodes(db),
        seedBlogPosts(db),
      ]);
      if (seeded.created) {
        const lines = [
          'Admin account created:',
          `  email:    ${seeded.email}`,
          seeded.generatedPassword
            ? `  password: ${seeded.generatedPassword}   (shown once: store it now)`
            : '  password: the ADMIN_PASSWORD you set',
        ];
        console.info(`\n${lines.join('\n')}\n`);
      }
    };
    // A new or upgraded database is seeded before the app answers. One that was up to date has
    // been seeded by an earlier start: its check (admin, promo code, starter posts, about 100 ms
    // of cold reads) runs once the app answers, and tops up whatever is missing.
    const seedAfterListen = !migrated;
    if (!seedAfterListen) await seed();
    phase('seed');

    const backups = createBackups(env, database);
    // `npm run backup` asks this process for a backup of the embedded database it holds.
    const opsToken = randomBytes(32).toString('base64url');
    const app = await buildApp({
      env,
      database,
      backups,
      opsToken,
      logger: {
        level: env.LOG_LEVEL,
        redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        // In a terminal, readable lines; piped or redirected (a service manager, a log shipper),
        // one JSON object per line.
        ...(process.stdout.isTTY
          ? {
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId' },
              },
            }
          : {}),
      },
    });

    phase('buildApp');
    // The embedded database sets its own files' modes (0666): taken back once the app answers
    // (below), and again each hour and at exit (DATA_DIR itself, 0700, keeps other users out). A
    // file this user cannot change is logged: the running app goes on.
    const tightenDatabase = () => {
      if (env.DATABASE_URL) return;
      try {
        tightenDataDir(path.resolve(env.DATA_DIR, 'pglite'));
      } catch (error) {
        app.log.error({ err: error }, 'tightening the embedded database files failed');
      }
    };

    const purge = () => {
      tightenDatabase();
      return Promise.all([
        purgeExpiredAuthData(database!.db).catch((error: unknown) =>
          app.log.warn({ err: error }, 'purging expired sessions failed'),
        ),
        database!
          .replan()
          .catch((error: unknown) =>
            app.log.warn({ err: error }, 'dropping the kept query plans failed'),
          ),
      ]);
    };
    const purgeTimer = setInterval(purge, 60 * 60 * 1000);
    purgeTimer.unref();
    // The first purge waits until the server is up and answering.
    setTimeout(() => void purge(), 10_000).unref();
    backups.schedule(app.log);

    // While draining, every answer closes its connection, so no client sends another request on
    // a socket the server is about to close.
    let closing = false;
    let inFlight = 0;
    app.server.on('request', (_request, response: ServerResponse) => {
      inFlight += 1;
      response.once('close', () => (inFlight -= 1));
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });

    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      const force = setTimeout(() => {
        app.log.error(`shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
        process.exit(1);
      }, SHUTDOWN_LIMIT_MS);
      force.unref();
      clearInterval(purgeTimer);
      backups.stop();
      try {
        // 1. Stop accepting connections but keep the open ones: `server.close()` would also
        //    destroy connections it sees as idle, including ones whose next request has arrived
        //    but is not read yet (the client gets a reset for a request it sent in time).
        NetServer.prototype.close.call(app.server);
        // 2. Open connections finish their requests; each closes after its answer.
        await drainConnections(app.server, () => inFlight, DRAIN_LIMIT_MS);
        // 3. Close the idle connections left, wait for any request still running, run onClose hooks.
        await app.close();
        await database?.close();
        tightenDatabase();
      } finally {
        release();
      }
      process.exit(0);
    };
    // A second signal while draining (Ctrl-C reaches every process of the group, and npm start
    // passes it on too) is ignored: the shutdown already under way ends the process.
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));

    await app.listen({ port: env.PORT, host: env.HOST });
    phase('listen');
    const removeServerFile = writeServerFile(env.DATA_DIR, app, opsToken);
    process.once('exit', removeServerFile);
    const ms = Math.round(performance.now() - startedAt);
    // From the production entry (not when run from the sources): whether this start read the
    // bundle's compiled code from V8's cache; if not, the cache is written now.
    const { flexcoachCodeCache: codeCache } = globalThis as { flexcoachCodeCache?: CodeCache };
    app.log.info({ ms, phases, database: database.kind, codeCache: codeCache?.use }, 'ready');
    console.info(`FlexCoach is running on ${appUrl(env)} (${database.kind}, ready in ${ms} ms)`);
    codeCache?.save();
    // What DATA_DIR holds, the embedded database's files included, is tightened a second after
    // the app answers, not in the way of its first requests: DATA_DIR, closed from the start,
    // keeps other users out meanwhile, and the walk (a thousand files) costs 15-30 ms.
    setTimeout(() => {
      try {
        const tightened = tightenDataDir(path.resolve(env.DATA_DIR));
        if (dataDirWasOpen) tightened.folders += 1;
        if (tightened.folders + tightened.files > 0) {
          app.log.warn(
            { ...tightened, dataDir: path.resolve(env.DATA_DIR) },
            'DATA_DIR was open to other users: its folders are now 0700 and its files 0600',
          );
        }
      } catch (error) {
        // A file this user cannot change: said, and the running app goes on.
        app.log.error({ err: error }, 'tightening DATA_DIR failed');
      }
    }, 1000).unref();
    if (seedAfterListen) {
      seed().catch((error: unknown) => app.log.error({ err: error }, 'seeding failed'));
    }
  } catch (error) {
    await database?.close().catch(() => {});
    release();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('FlexCoach failed to start:', error);
  }
  process.exit(1);
});

/**
 * `DATA_DIR/server.json`: where this server answers and its ops token, for `npm run backup`
 * (scripts/backup.ts), readable by this user only. Removed when the process exits.
 */
function writeServerFile(dataDir: string, app: { server: NetServer }, token: string): () => void {
  const file = path.resolve(dataDir, 'server.json');
  const address = app.server.address();
  if (!address || typeof address === 'string') return () => {};
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${address.port}`;
  writeFileSync(file, JSON.stringify({ pid: process.pid, url, token }), { mode: 0o600 });
  // An older file keeps its mode when it is written over.
  chmodSync(file, 0o600);
  return () => rmSync(file, { force: true });
}
