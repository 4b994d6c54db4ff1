import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverProject = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    environment: 'node',
    include: ['server/**/*.test.ts'],
    // The process test runs the real server on the embedded database; once is enough.
    exclude: kind === 'postgres' ? ['server/index.process.test.ts'] : [],
    globalSetup: ['server/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core runner, where
    // a test file spends much of its time waiting on PostgreSQL or on file I/O. Two workers there
    // take the suite from ~700 s to ~420 s (decision 051).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/**/*.test.{ts,tsx}'],
          setupFiles: ['web/test/setup.ts'],
        },
      },
      { test: { name: 'common', environment: 'node', include: ['common/**/*.test.ts'] } },
      serverProject('server', 'pglite'),
      ...(withPostgres ? [serverProject('server-pg', 'postgres')] : []),
    ],
  },
});
