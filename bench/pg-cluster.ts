/**
 * A throwaway PostgreSQL 15 cluster (as CI starts one), for the bench and the reliability
 * scenarios: initdb in a temporary directory, started on a loopback port, and removed by
 * `remove()`. PostgreSQL refuses to run as root, so as root the cluster belongs to the postgres
 * system user (runuser).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export const hasPostgresBinaries = () => existsSync(path.join(PG_BIN, 'initdb'));

export interface PgCluster {
  url: string;
  port: number;
  start(): void;
  /** `fast`: open connections are terminated, then a checkpoint; `immediate`: a crash (WAL recovery at the next start). */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Stops the cluster if it runs, and deletes its directory. */
  remove(): void;
}

/**
 * Cluster ports come from 25400–25999, below Linux's ephemeral range (32768–60999). A port in that
 * range can be free when checked and then taken as the local end of any outgoing connection (the
 * app's own, a load client's) before PostgreSQL binds it, or while a restarted cluster is down:
 * CI once failed so, with "could not bind ... Address already in use".
 */
const CLUSTER_PORTS = { first: 25_400, count: 600 } as const;

/** Whether a listening socket can be bound on 127.0.0.1:port right now. */
function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () =>
      server.close(() => resolve(true)),
    );
  });
}

/**
 * A free port for a throwaway cluster. The search starts at a random place in the range, so two
 * processes looking at the same moment rarely pick the same port.
 */
export async function freeClusterPort(): Promise<number> {
  const offset = Math.floor(Math.random() * CLUSTER_PORTS.count);
  for (let i = 0; i < CLUSTER_PORTS.count; i++) {
    const port = CLUSTER_PORTS.first + ((offset + i) % CLUSTER_PORTS.count);
    if (await canBind(port)) return port;
  }
  const last = CLUSTER_PORTS.first + CLUSTER_PORTS.count - 1;
  throw new Error(`no free port between ${CLUSTER_PORTS.first} and ${last} for PostgreSQL`);
}

const isRoot = () => process.getuid?.() === 0;

/** Creates (initdb) a cluster that will listen on 127.0.0.1:`port`; `start()` starts it. */
export function createCluster(port: number, prefix = 'flexcoach-pg-'): PgCluster {
  if (!hasPostgresBinaries()) {
    throw new Error(`PostgreSQL 15 is not installed (${PG_BIN}/initdb is missing)`);
  }
  const base = mkdtempSync(path.join(tmpdir(), prefix));
  const data = path.join(base, 'data');
  const socket = path.join(base, 'sock');
  const log = path.join(base, 'postgres.log');
  mkdirSync(data);
  mkdirSync(socket);
  chmodSync(data, 0o700);
  if (isRoot()) {
    const chown = spawnSync('chown', ['-R', 'postgres:', base], { encoding: 'utf8' });
    if (chown.status !== 0) throw new Error(`chown postgres: ${chown.stderr}`);
  }

  const run = (what: string, command: string, args: string[]) => {
    const [file, argv] = isRoot()
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      const serverLog = existsSync(log) ? readFileSync(log, 'utf8') : '';
      throw new Error(`${what} failed:\n${result.stdout}${result.stderr}${serverLog}`);
    }
  };

  try {
    run('initdb', path.join(PG_BIN, 'initdb'), [
      '-D',
      data,
      '-U',
      'app',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  } catch (error) {
    rmSync(base, { recursive: true, force: true });
    throw error;
  }

  const pgCtl = path.join(PG_BIN, 'pg_ctl');
  let running = false;
  const cluster: PgCluster = {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    port,
    start: () => {
      run('pg_ctl start', pgCtl, [
        '-D',
        data,
        '-l',
        log,
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -k ${socket} -c listen_addresses=127.0.0.1`,
        'start',
      ]);
      running = true;
    },
    stop: (mode = 'fast') => {
      run('pg_ctl stop', pgCtl, ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    remove: () => {
      if (running) cluster.stop();
      rmSync(base, { recursive: true, force: true });
    },
  };
  return cluster;
}
