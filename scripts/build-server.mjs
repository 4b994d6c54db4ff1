// Bundles the server (server/index.ts and everything it imports from server/ and common/) into
// dist/server/index.mjs with esbuild, once, so `npm start` runs plain JavaScript instead of
// compiling TypeScript on every start (decision 023). The packages every start loads (Fastify and
// its plugins, Drizzle, zod) are bundled too: Node then resolves and reads one file where it read
// hundreds (decision 047). Packages stay in node_modules (`EXTERNAL`) when they load files beside
// themselves or are loaded only on first use.
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

/**
 * Packages left in node_modules: PGlite (its WebAssembly and data files), pino and its transports
 * (run in worker threads from their own files), argon2 (a native binary), @fastify/static (serves
 * files beside the app), and those loaded only on first use or only with PostgreSQL (Stripe,
 * Google Sheets, the model SDK, mail, imports, HTML sanitising, node-postgres). Swagger UI's files
 * are read from its package (server/http/api-docs.ts); its plugin is not loaded.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'pino',
  'pino-pretty',
  'thread-stream',
  '@node-rs/argon2',
  '@fastify/static',
  'stripe',
  '@googleapis/sheets',
  'google-auth-library',
  'ai',
  '@ai-sdk/openai-compatible',
  'nodemailer',
  'csv-parse',
  'yazl',
  'sanitize-html',
  'pg',
  'pg-native',
  // Fastify's JSON Schema compilers (Ajv, fast-json-stringify: a sixth of the bundle to parse on
  // every start): the app gives Fastify its zod compilers instead (app.ts), so they never load.
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
];

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
    external: EXTERNAL,
    // Bundled CommonJS packages call require(): an ES module has none, so the bundle makes one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: 'linked',
    // File and line are enough for a stack trace; the sources would make the map 5 MB to load.
    sourcesContent: false,
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
