/**
 * The big-data bench's seed in a process of its own (bench/big.ts): migrates and seeds the
 * database a server will open, says its progress on stdout, and ends with its figures as one
 * JSON line. The bench process that then times the reads never holds the seeding's embedded
 * database and its garbage, whose collections landed in its timings.
 *
 *   node --import tsx bench/big-seed.ts '<{"dataDir", "databaseUrl"?, "scale"}>'
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { SEED_FIGURES_PREFIX, seedBigData, type BigScale } from './big-data.ts';

const { dataDir, databaseUrl, scale } = JSON.parse(process.argv[2] ?? '{}') as {
  dataDir: string;
  databaseUrl?: string;
  scale: BigScale;
};
const database = databaseUrl
  ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 2 })
  : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
try {
  await database.migrate();
  const figures = await seedBigData(database, scale, (line) => console.info(line));
  // What a database that has been running for a while has: fresh statistics and a visibility
  // map (autovacuum would do it some minutes later, in the middle of the measurements).
  const started = performance.now();
  await database.db.execute(sql.raw('vacuum analyze'));
  console.info(`vacuum analyze: ${Math.round(performance.now() - started)} ms`);
  console.info(`${SEED_FIGURES_PREFIX}${JSON.stringify(figures)}`);
} finally {
  await database.close();
}
