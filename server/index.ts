import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { seedAdmin, seedPromoCodes } from './db/seed.ts';
import { seedBlogPosts } from './features/blog/seed-posts.ts';
import { EnvError, appUrl, parseEnv } from './env.ts';
import { purgeExpiredAuthData } from './features/auth/maintenance.ts';

/** Process entry: env, lock, open database, migrate, seed, listen, graceful shutdown. */
async function main() {
  const startedAt = performance.now();
  const env = parseEnv();
  const release =
    env.DATABASE_URL === undefined ? lockDataDir(path.resolve(env.DATA_DIR)) : () => {};

  let database: Database | undefined;
  try {
    database = env.DATABASE_URL
      ? await openDatabase({
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolMax: env.DATABASE_POOL_MAX,
        })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') });
    await database.migrate();

    await seedPromoCodes(database.db);
    await seedBlogPosts(database.db);
    const seeded = await seedAdmin(database.db, env);
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

    const app = await buildApp({
      env,
      database,
      logger: {
        level: env.LOG_LEVEL,
        redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      },
    });

    const purge = () =>
      purgeExpiredAuthData(database!.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'purging expired sessions failed'),
      );
    const purgeTimer = setInterval(purge, 60 * 60 * 1000);
    purgeTimer.unref();
    void purge();

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing in-flight requests');
      const force = setTimeout(() => {
        app.log.error('shutdown took over 10 s; exiting');
        process.exit(1);
      }, 10_000);
      force.unref();
      clearInterval(purgeTimer);
      try {
        await app.close(); // stops accepting, waits for in-flight requests
        await database?.close();
      } finally {
        release();
      }
      process.exit(0);
    };
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    process.once('SIGINT', () => void shutdown('SIGINT'));

    await app.listen({ port: env.PORT, host: env.HOST });
    const ms = Math.round(performance.now() - startedAt);
    app.log.info({ ms, database: database.kind }, 'ready');
    console.info(`FlexCoach is running on ${appUrl(env)} (${database.kind}, ready in ${ms} ms)`);
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
