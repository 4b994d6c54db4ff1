import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { freePort } from './test/free-port.ts';
import { afterAll, describe, expect, it } from 'vitest';

/** The real process: start-up, seeding, the data-directory lock and graceful shutdown. */

const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(port: number, extraEnv: Record<string, string> = {}): Running {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      ...extraEnv,
    },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitReady(port: number, running: Running, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited: ${running.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not ready: ${running.output()}`);
}

/** Each file and folder under `dir` (relative path, `.` for itself) with its permission bits. */
function modesUnder(dir: string): Map<string, number> {
  const modes = new Map<string, number>();
  const visit = (relative: string) => {
    const stat = lstatSync(path.join(dir, relative));
    modes.set(relative || '.', stat.mode & 0o777);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path.join(dir, relative))) {
        visit(relative ? `${relative}/${entry}` : entry);
      }
    }
  };
  visit('');
  return modes;
}

describe('server process', () => {
  it('starts, prints the generated admin once, refuses a second process, and shuts down cleanly', async () => {
    const port = await freePort();
    const first = startServer(port);
    await waitReady(port, first);
    expect(first.output()).toMatch(
      /Admin account created:\s+email:\s+admin@flexcoach\.local\s+password: \S{16}/,
    );
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(true);

    // A second process on the same embedded database refuses to start, with a clear message.
    const second = startServer(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another FlexCoach server');
    expect(second.output()).toContain('DATABASE_URL');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    // Restart on the existing database: same admin, nothing printed again.
    const again = startServer(port);
    await waitReady(port, again);
    expect(again.output()).not.toContain('Admin account created');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);

    // An up-to-date database is checked once the app answers, and topped up: an admin address
    // set since gets its account.
    const third = startServer(port, {
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'owner-password-long-enough',
    });
    await waitReady(port, third);
    await expect
      .poll(() => third.output(), { timeout: 15_000 })
      .toMatch(/Admin account created:\s+email:\s+owner@example\.com/);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);

  it('keeps DATA_DIR to its user: folders 0700, files 0600, existing ones tightened at start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flexcoach-modes-'));
    try {
      chmodSync(dir, 0o755);
      mkdirSync(path.join(dir, 'outbox'), { mode: 0o755 });
      writeFileSync(path.join(dir, 'outbox', 'old-reset-link.json'), '{}', { mode: 0o644 });
      const port = await freePort();
      const running = startServer(port, { DATA_DIR: dir });
      await waitReady(port, running);
      // DATA_DIR is closed at once; what it holds is tightened once the app answers.
      expect(modesUnder(dir).get('.')).toBe(0o700);
      await expect
        .poll(() => running.output(), { timeout: 10_000 })
        .toContain('DATA_DIR was open to other users');
      // A backup, written by the running server.
      const server = JSON.parse(readFileSync(path.join(dir, 'server.json'), 'utf8')) as {
        url: string;
        token: string;
      };
      const backup = await fetch(`${server.url}/ops/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.token}` },
      });
      expect(backup.status).toBe(200);
      const modes = modesUnder(dir);
      expect(modes.get('.')).toBe(0o700);
      expect(modes.get('outbox/old-reset-link.json')).toBe(0o600);
      expect(modes.get('server.json')).toBe(0o600);
      expect([...modes.keys()].some((f) => f.startsWith('backups/flexcoach-'))).toBe(true);
      expect([...modes.keys()].filter((f) => f.startsWith('pglite/')).length).toBeGreaterThan(100);
      const open = [...modes].filter(([, mode]) => (mode & 0o077) !== 0);
      expect(open).toEqual([]);

      // Repeated stop signals (Ctrl-C reaches the whole process group) do not cut the shutdown
      // short: it ends cleanly and leaves neither server.json nor server.pid.
      running.child.kill('SIGINT');
      running.child.kill('SIGINT');
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
      expect(existsSync(path.join(dir, 'server.json'))).toBe(false);
      expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it('restore: a cut-off file and a row that does not fit are refused in one line, and the data stays', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flexcoach-restore-'));
    const run = (script: string, ...args: string[]) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        let output = '';
        const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
          env: { PATH: process.env.PATH, DATA_DIR: dir, LOG_LEVEL: 'warn' },
        });
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('exit', (code) => resolve({ code, output }));
      });
    const rowsOf = (output: string) => Number(/(\d+) rows in \d+ tables/.exec(output)?.[1]);
    try {
      // A data folder with data: the first start seeds the admin, the blog and the promo codes.
      const port = await freePort();
      const server = startServer(port, { DATA_DIR: dir });
      await waitReady(port, server);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const good = path.join(dir, 'good.backup.gz');
      const backup = await run('scripts/backup.ts', good);
      expect(backup.code, backup.output).toBe(0);
      const before = rowsOf(backup.output);
      expect(before).toBeGreaterThan(5);

      const cut = path.join(dir, 'cut.backup.gz');
      writeFileSync(cut, readFileSync(good).subarray(0, 400));
      const refused = await run('scripts/restore.ts', cut, '--replace');
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(
        /^Restore refused: \S+cut\.backup\.gz is not a FlexCoach backup, or it is damaged or cut short \(unexpected end of file\)\. Nothing was changed\.\n$/,
      );
      expect(refused.output).not.toMatch(/\n\s+at /);
      expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);

      const lines = gunzipSync(readFileSync(good)).toString('utf8').trimEnd().split('\n');
      const at = lines.findIndex((line) => line.startsWith('["table","users"')) + 1;
      const row = JSON.parse(lines[at]!) as Record<string, unknown>;
      lines[at] = JSON.stringify({ ...row, created_at: 'not-a-timestamp' });
      const bad = path.join(dir, 'bad.backup.gz');
      writeFileSync(bad, gzipSync(`${lines.join('\n')}\n`));
      const badRow = await run('scripts/restore.ts', bad, '--replace');
      expect(badRow.code).toBe(1);
      expect(badRow.output).toContain(`Restore refused: the row of users at line ${at + 1}`);
      expect(badRow.output).toMatch(/The database as it was: .*before-restore-.*\.backup\.gz/);
      expect(badRow.output).not.toContain(String(row.password_hash));
      expect(badRow.output).not.toContain(String(row.email));

      const after = await run('scripts/backup.ts', path.join(dir, 'after.backup.gz'));
      expect(rowsOf(after.output)).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to start with invalid configuration, listing each problem', async () => {
    const bad = startServer(await freePort(), { PORT: 'abc', DATABASE_URL: 'mysql://nope' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('Invalid configuration');
    expect(bad.output()).toMatch(/PORT: /);
    expect(bad.output()).toMatch(/DATABASE_URL: must start with postgres/);
  });
});
