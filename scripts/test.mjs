// `npm test`: typecheck, lint, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), the Flex evaluation set, the production web build, the reliability
// scenarios (with TEST_DATABASE_URL), the server build, and the Playwright end-to-end suite.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['unit and integration tests', 'npx', ['vitest', 'run']],
  // The built-in coach's evaluation set: fails below its pass mark (scripts/eval-coach.ts).
  ['Flex evaluation', 'npm', ['run', '--silent', 'eval:coach']],
  ['production build (web)', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  // Real processes: three instances on one PostgreSQL under load (they serve the web build's
  // painted pages, so this comes after it), graceful shutdown under load, SIGKILL durability,
  // slow clients, PostgreSQL crashed and restarted under load. Needs PostgreSQL
  // (TEST_DATABASE_URL), so CI runs it.
  ...(process.env.TEST_DATABASE_URL
    ? [['reliability', 'node', ['--import', 'tsx', 'bench/reliability/run.ts', '--ci']]]
    : []),
  ['production build (server)', 'node', ['scripts/build-server.mjs']],
  ['end-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  console.info(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${name} (${seconds} s)`);
}
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
