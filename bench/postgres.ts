/**
 * The PostgreSQL the bench loads: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else a throwaway
 * cluster of its own (PostgreSQL 15 binaries, as CI starts one): initdb in a temporary directory,
 * a free loopback port, stopped and deleted by `stop()`. PostgreSQL refuses to run as root, so as
 * root the cluster belongs to the postgres system user (runuser).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface BenchPostgres {
  url: string;
  /** Where the URL came from. */
  source: 'BENCH_DATABASE_URL' | 'TEST_DATABASE_URL' | 'throwaway cluster';
  stop(): void;
}

const isRoot = () => process.getuid?.() === 0;

function asOwner(command: string, args: string[]) {
  const [file, argv] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  return spawnSync(file, argv, { encoding: 'utf8' });
}

/** The configured PostgreSQL, or a new throwaway cluster; null when neither is possible. */
export async function benchPostgres(): Promise<BenchPostgres | null> {
  for (const name of ['BENCH_DATABASE_URL', 'TEST_DATABASE_URL'] as const) {
    const url = process.env[name];
    if (url) return { url, source: name, stop: () => {} };
  }
  if (!existsSync(path.join(PG_BIN, 'initdb'))) {
    console.warn(`PostgreSQL binaries not found in ${PG_BIN}: skipping the PostgreSQL figures`);
    return null;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bench-pg-'));
  const data = path.join(dir, 'data');
  const socket = path.join(dir, 'sock');
  mkdirSync(data);
  mkdirSync(socket);
  chmodSync(data, 0o700);
  if (isRoot()) {
    const chown = spawnSync('chown', ['-R', 'postgres:', dir], { encoding: 'utf8' });
    if (chown.status !== 0) throw new Error(`chown postgres: ${chown.stderr}`);
  }
  const fail = (what: string, result: { stdout: string; stderr: string }) => {
    const log = path.join(data, 'log');
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    return new Error(`${what} failed:\n${result.stdout}${result.stderr}${serverLog}`);
  };
  const initdb = asOwner(path.join(PG_BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'app',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  if (initdb.status !== 0) throw fail('initdb', initdb);
  const port = await freePort();
  const pgCtl = path.join(PG_BIN, 'pg_ctl');
  const start = asOwner(pgCtl, [
    '-D',
    data,
    '-l',
    path.join(data, 'log'),
    '-w',
    '-t',
    '60',
    '-o',
    `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  if (start.status !== 0) throw fail('pg_ctl start', start);
  let stopped = false;
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    source: 'throwaway cluster',
    stop: () => {
      if (stopped) return;
      stopped = true;
      asOwner(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
