import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/browser.ts';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, REPO_ROOT } from './e2e/e2e-env.ts';

/**
 * End-to-end suite: the production server (built SPA + API) on a fresh embedded database, driven
 * in Debian's Chromium. `npm test` builds dist/web first; run `npx vite build` before
 * `npx playwright test` on its own.
 */
const builtIndex = path.join(REPO_ROOT, 'dist/web/index.html');

if (!existsSync(builtIndex)) {
  throw new Error(
    `The web build is missing (${builtIndex}).\n` +
      'Run `npx vite build` (or `npm test`, which builds first) before the end-to-end tests.',
  );
}
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium is missing at ${CHROMIUM}. Install Debian's package: apt-get update && apt-get install -y chromium\n` +
      '(never `playwright install`: its download is unreachable here).',
  );
}

const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './e2e',
  // Per port, so two suites side by side do not delete each other's traces.
  outputDir: E2E_PORT === 3100 ? './test-results' : `./test-results-${E2E_PORT}`,
  // Spec files run in parallel (each test makes its own account); a 2-core machine gives 2 workers.
  workers: 2,
  fullyParallel: false,
  forbidOnly: isCI,
  // No retries: a failure is a bug to understand, not noise to hide.
  retries: 0,
  // Whole journeys (sign-up, a workout, then the feature) on a 2-core runner with 2 workers take
  // 25-35 s; each step still waits at most 10 s (expect).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The production server bundle (what `npm start` runs), rebuilt when a source changed; a
    // fresh embedded database on every run; `exec` so the server gets the stop signal itself.
    command: `sh -c 'rm -rf ${E2E_DATA_DIR} && node scripts/build-server.mjs --if-stale && exec node dist/server/index.mjs'`,
    cwd: REPO_ROOT,
    url: `${E2E_BASE_URL}/healthz`,
    // Never test against a server started elsewhere: its database and outbox are not ours.
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The e2e server has no payment provider: dev payments complete checkouts at once.
      DEV_PAYMENTS: 'true',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Whatever the shell holds: the embedded database, the file outbox, links to localhost.
      DATABASE_URL: '',
      SMTP_URL: '',
      APP_URL: '',
      SERVE_WEB: 'true',
      TRUST_PROXY: 'false',
    },
  },
});
