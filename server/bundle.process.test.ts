import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './test/free-port.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

/**
 * The production entry (server/bundle-entry.ts) on a real build: the first start writes V8's code
 * cache once it answers, the next one reads it and serves from it, a damaged cache is replaced, and
 * with source maps on the bundle loads as a plain module.
 */

const root = path.resolve(import.meta.dirname, '..');
// Two levels under the project, as dist/server is: the bundle finds node_modules from there.
mkdirSync(path.join(root, 'dist'), { recursive: true });
const outdir = mkdtempSync(path.join(root, 'dist', 'bundle-test-'));
const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-bundle-'));
afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
}, 60_000);

interface Started {
  child: ChildProcess;
  baseUrl: string;
  /** The `ready` log line's fields. */
  ready: { codeCache?: string; database: string };
}

/** A server a failed test left running is killed, so the next one can take the data folder. */
const children = new Set<ChildProcess>();
afterEach(() => {
  for (const child of children) child.kill('SIGKILL');
  children.clear();
});

async function start(nodeArgs: string[] = []): Promise<Started> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, path.join(outdir, 'index.mjs')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SERVE_WEB: 'false',
      BACKUP_TIME: 'off',
    },
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    const line = output.split('\n').find((l) => l.includes('"msg":"ready"'));
    if (line) return { child, baseUrl: `http://127.0.0.1:${port}`, ready: JSON.parse(line) };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start: ${output}`);
}

async function stop({ child }: Started): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

const cacheFiles = () => readdirSync(outdir).filter((name) => name.endsWith('.v8cache'));

describe('the production entry', () => {
  it('writes the code cache once the app answers, then starts from it', async () => {
    expect(cacheFiles()).toEqual([]);
    const first = await start();
    expect(first.ready).toMatchObject({ database: 'pglite', codeCache: 'compiled' });
    // The `ready` line is written just before the cache.
    await expect.poll(cacheFiles).toHaveLength(1);
    expect(await stop(first)).toBe(0);
    const [cache] = cacheFiles();
    expect(cache).toMatch(/^server-[0-9a-f]{16}-v\d+\.\d+\.\d+-\w+\.v8cache$/);
    expect(statSync(path.join(outdir, cache!)).size).toBeGreaterThan(100_000);

    const second = await start();
    expect(second.ready.codeCache).toBe('read');
    // Code from the cache serves a request that reads the database.
    const answer = await fetch(`${second.baseUrl}/api/blog`);
    expect(answer.status).toBe(200);
    const posts = (await answer.json()) as { slug: string }[];
    expect(posts.length).toBeGreaterThan(0);
    expect(posts[0]!.slug).toEqual(expect.any(String));
    expect(await stop(second)).toBe(0);
  }, 120_000);

  it('replaces a damaged cache, and starts from the new one', async () => {
    const [cache] = cacheFiles();
    writeFileSync(path.join(outdir, cache!), Buffer.alloc(4096, 7));
    const damaged = await start();
    expect(damaged.ready.codeCache).toBe('compiled');
    expect((await fetch(`${damaged.baseUrl}/healthz`)).status).toBe(200);
    await expect.poll(() => statSync(path.join(outdir, cache!)).size).toBeGreaterThan(100_000);
    expect(await stop(damaged)).toBe(0);

    const next = await start();
    expect(next.ready.codeCache).toBe('read');
    expect(await stop(next)).toBe(0);
  }, 120_000);

  it('loads the bundle as a module when source maps are on', async () => {
    const mapped = await start(['--enable-source-maps']);
    expect(mapped.ready.codeCache).toBe('off (source maps)');
    expect((await fetch(`${mapped.baseUrl}/healthz`)).status).toBe(200);
    expect(await stop(mapped)).toBe(0);
  }, 60_000);
});
