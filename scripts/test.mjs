// `npm test`: typecheck, lint, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), the Flex evaluation set, the production web build, the reliability
// scenarios (with TEST_DATABASE_URL), the server build, and the Playwright end-to-end suite.
import { spawn } from 'node:child_process';

// The static checks run at once: the type checker and the linter each keep one core busy, and
// on a 2-core runner the pair takes about as long as the slower one (47 s and 56 s one after
// the other before). Their output is held and printed whole when each ends.
const staticChecks = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  [
    'lint and format',
    'sh',
    ['-c', 'npm run --silent lint && npx prettier --check --log-level warn .'],
  ],
];

const steps = [
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

/** Runs one step; `held` keeps its output until it ends (for steps that run side by side). */
const run = ([name, command, args], held) =>
  new Promise((resolve) => {
    const stepStart = Date.now();
    if (!held) console.info(`\n▶ ${name}`);
    const child = spawn(command, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
      if (held) {
        console.info(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status === 0) console.info(`✔ ${name} (${seconds} s)`);
      else console.error(`\n✖ ${name} failed after ${seconds} s`);
      resolve(status ?? 1);
    });
  });

const started = Date.now();
const statuses = await Promise.all(staticChecks.map((step) => run(step, true)));
const failed = statuses.find((status) => status !== 0);
if (failed !== undefined) process.exit(failed);
for (const step of steps) {
  const status = await run(step, false);
  if (status !== 0) process.exit(status);
}
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
