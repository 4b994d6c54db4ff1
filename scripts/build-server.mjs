// Bundles the server (server/index.ts and everything it imports from server/ and common/) into
// dist/server/index.mjs with esbuild, once, so `npm start` runs plain JavaScript instead of
// compiling TypeScript on every start (decision 023). Packages stay in node_modules (external):
// they are JavaScript already, several load files beside themselves (PGlite's WebAssembly, the
// exercise dataset), and the rarely used ones (Stripe, Google, ExcelJS) stay lazy.
//
//   node scripts/build-server.mjs           builds
//   node scripts/build-server.mjs --if-stale builds only when a source is newer than the bundle
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const SERVER_BUNDLE = path.join(root, 'dist/server/index.mjs');

/** The newest modification time of the files under `dir` (test files left out). */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** True when the bundle is missing or older than a server, common or config source. */
export function serverBundleStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const sources = Math.max(
    ...['server', 'common'].map((d) => newestMtime(path.join(root, d))),
    ...['package.json', 'scripts/build-server.mjs'].map(
      (f) => statSync(path.join(root, f)).mtimeMs,
    ),
  );
  return statSync(SERVER_BUNDLE).mtimeMs < sources;
}

export async function buildServer() {
  const started = performance.now();
  // No chunk of an earlier build is left beside the new ones.
  rmSync(path.dirname(SERVER_BUNDLE), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { index: 'server/index.ts' },
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    // Each dynamic import() stays a chunk of its own, loaded on first use: without splitting,
    // esbuild would hoist the packages those modules import (Stripe, Google, the model SDK) to the
    // top of the bundle and load them on every start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // The code keeps its names: stack traces and logs stay readable.
    minify: false,
    logLevel: 'warning',
    legalComments: 'none',
  });
  return Math.round(performance.now() - started);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--if-stale') && !serverBundleStale()) process.exit(0);
  const ms = await buildServer();
  console.info(`Server bundled into dist/server/index.mjs in ${ms} ms`);
}
