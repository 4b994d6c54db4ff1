import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts'],
    // The process tests run the real server on the embedded database; once is enough.
    exclude:
      kind === 'postgres' ? ['server/index.process.test.ts', 'server/bundle.process.test.ts'] : [],
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Two files at a time on a 2-core runner, one worker fewer than the cores on bigger ones
    // (decision 051): the whole CI run 21 min -> 16 min. Each worker keeps its own PostgreSQL
    // database; the web journeys have 15 s and 5 s waits for the load that brings.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
          // Journeys through a page on a busy 2-core runner (CI beside PostgreSQL) can pass 5 s.
          testTimeout: 15_000,
        },
      },
      { test: { name: 'common', environment: 'node', include: ['common/**/*.test.ts'] } },
      serverProject('server', 'pglite'),
      ...(withPostgres ? [serverProject('server-pg', 'postgres')] : []),
    ],
  },
});
