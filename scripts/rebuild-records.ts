/**
 * `npm run records:rebuild`: every member's records summary computed again from their workouts
 * (decision 044). The triggers on `workouts` keep the summaries right as the history changes; run
 * this after a change to how records are counted. Safe while the app serves on PostgreSQL (a
 * summary whose history changes meanwhile is not stored); the embedded database needs the app
 * stopped, like a backup from the command line.
 */
import { parseEnv } from '../server/env.ts';
import { rebuildRecords } from '../server/features/exercises/index.ts';
import { usePrivateFiles } from '../server/lib/private-files.ts';
import { withEnvDatabase } from './env-database.ts';

async function main() {
  usePrivateFiles();
  const env = parseEnv();
  const started = performance.now();
  const members = await withEnvDatabase(env, async (database) => {
    await database.migrate();
    return rebuildRecords(database.db, (done, total) =>
      console.info(`  ${done} of ${total} members`),
    );
  });
  console.info(
    `Records rebuilt for ${members} members in ${Math.round(performance.now() - started)} ms.`,
  );
}

main().catch((error: unknown) => {
  console.error(`Rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
