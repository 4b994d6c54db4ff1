import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs the reliability scenarios one after the other, each in its own process, and prints a
 * summary. `node --import tsx bench/reliability/run.ts [--ci] [name...]`: `--ci` runs the set
 * that fits in CI; names pick scenarios (default: all). Exits 1 if any scenario fails.
 */

/** `background`: mostly waiting on timeouts, so it runs alongside the others. */
const SCENARIOS = {
  'slow-clients': {
    ci: true,
    background: true,
    about: 'slowloris and slow bodies cut by timeouts',
  },
  'three-instances': {
    ci: true,
    background: false,
    about: 'three app instances on one PostgreSQL, under load',
  },
  shutdown: { ci: true, background: false, about: 'graceful shutdown under load' },
  sigkill: {
    ci: true,
    background: false,
    about: 'SIGKILL during writes (embedded and PostgreSQL)',
  },
  'pg-restart': { ci: true, background: false, about: 'PostgreSQL crash and restart under load' },
} as const;
type Name = keyof typeof SCENARIOS;

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--ci' && !(a in SCENARIOS));
if (unknown.length > 0) {
  console.error(
    `Unknown scenario(s): ${unknown.join(', ')}. Known: ${Object.keys(SCENARIOS).join(', ')}`,
  );
  process.exit(2);
}
const picked = args.filter((a): a is Name => a in SCENARIOS);
const names: Name[] =
  picked.length > 0
    ? picked
    : (Object.keys(SCENARIOS) as Name[]).filter((n) => !args.includes('--ci') || SCENARIOS[n].ci);

interface Outcome {
  name: Name;
  ok: boolean;
  seconds: number;
}

/** Runs one scenario; a background one's output is printed in one block when it ends. */
function run(name: Name, background: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, `${name}.ts`)],
      { stdio: background ? ['ignore', 'pipe', 'pipe'] : 'inherit' },
    );
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => {
      if (background) process.stdout.write(output);
      const seconds = (performance.now() - started) / 1000;
      resolve({ name, ok: (code ?? (signal ? 1 : 0)) === 0, seconds });
    });
  });
}

const started = performance.now();
const background = names
  .filter((n) => SCENARIOS[n].background && names.length > 1)
  .map((n) => run(n, true));
const results: Outcome[] = [];
for (const name of names.filter((n) => !SCENARIOS[n].background || names.length === 1)) {
  results.push(await run(name, false));
}
results.push(...(await Promise.all(background)));
const total = (performance.now() - started) / 1000;
console.info('\nReliability scenarios');
for (const r of results) {
  console.info(
    `  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(14)} ${r.seconds.toFixed(1).padStart(5)} s  ${SCENARIOS[r.name].about}`,
  );
}
console.info(`  total ${total.toFixed(1)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
