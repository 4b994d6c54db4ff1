/**
 * The PostgreSQL the bench loads: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else a throwaway
 * cluster of its own (bench/pg-cluster.ts) on a free loopback port, stopped and deleted by
 * `stop()`.
 */
import { createCluster, freeClusterPort, hasPostgresBinaries, PG_BIN } from './pg-cluster.ts';

export interface BenchPostgres {
  url: string;
  /** Where the URL came from. */
  source: 'BENCH_DATABASE_URL' | 'TEST_DATABASE_URL' | 'throwaway cluster';
  stop(): void;
}

/** The configured PostgreSQL, or a new throwaway cluster; null when neither is possible. */
export async function benchPostgres(): Promise<BenchPostgres | null> {
  for (const name of ['BENCH_DATABASE_URL', 'TEST_DATABASE_URL'] as const) {
    const url = process.env[name];
    if (url) return { url, source: name, stop: () => {} };
  }
  if (!hasPostgresBinaries()) {
    console.warn(`PostgreSQL binaries not found in ${PG_BIN}: skipping the PostgreSQL figures`);
    return null;
  }
  const cluster = createCluster(await freeClusterPort(), 'flexcoach-bench-pg-');
  try {
    cluster.start();
  } catch (error) {
    cluster.remove();
    throw error;
  }
  let stopped = false;
  return {
    url: cluster.url,
    source: 'throwaway cluster',
    stop: () => {
      if (stopped) return;
      stopped = true;
      cluster.remove();
    },
  };
}
