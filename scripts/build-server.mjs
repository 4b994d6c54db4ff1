// Bundles the server (server/index.ts and everything it imports from server/ and common/) into
// dist/server/server.cjs with esbuild, once, so `npm start` runs plain JavaScript instead of
// compiling TypeScript on every start (decision 023); dist/server/index.mjs (built from
// server/bundle-entry.ts) runs it through V8's code cache (decision 053). The packages every start
// loads (Fastify and its plugins, Drizzle, zod, PGlite's JavaScript) are bundled too: Node then
// resolves and reads one file where it read hundreds (decision 047). Packages stay in
// node_modules (`EXTERNAL`) when they load files beside themselves or are loaded only on first use.
//
//   node scripts/build-server.mjs           builds
//   node scripts/build-server.mjs --if-stale builds only when a source is newer than the bundle
//   node scripts/build-server.mjs --outdir D builds into D (two levels under the project)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
 * Packages left in node_modules: pino's transports (pino-pretty and thread-stream, run in worker
 * threads from their own files), argon2 (a native binary), and those loaded only on first use or
 * only with PostgreSQL (Stripe, Google Sheets, the model SDK, mail, imports, HTML sanitising,
 * node-postgres). Swagger UI's files are read from its package (server/http/api-docs.ts); its
 * plugin is not loaded. pino and @fastify/static, which every start loads, are bundled (and so
 * cached, decision 053).
 */
export const EXTERNAL = [
  'pino-pretty',
  'thread-stream',
  '@node-rs/argon2',
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

/**
 * Bundled package files keep their own place. A CommonJS bundle has no `import.meta`, and its
 * `__dirname` is the bundle's folder: a package that finds files beside itself (PGlite's
 * WebAssembly and data files through `import.meta.url`, a package.json through `__dirname`) gets
 * its own address instead, relative to the bundle, and finds them in node_modules. PGlite's
 * Emscripten code also declares its own `require` (`var require = createRequire(...)`, after
 * `await import("node:module")`): the bundle's require() for that import would be the shadowing,
 * still undefined variable, so that import takes the banner's `node:module`.
 */
const packageFilePaths = (outdir) => ({
  name: 'package-file-paths',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]node_modules[\\/].*\.(c|m)?js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const usesUrl = text.includes('import.meta.url');
      const usesPath = /\b__(dirname|filename)\b/.test(text);
      if (!usesUrl && !usesPath) return undefined;
      const relative = JSON.stringify(path.relative(outdir, args.path));
      let contents = text
        .replaceAll('import.meta.url', `__fileUrl(${relative})`)
        .replaceAll('import("node:module")', 'Promise.resolve(__nodeModule)');
      if (usesPath) {
        // After a "use strict" directive (which must stay first), on the same line: the source
        // map's lines stay true. esbuild renames the variables where two files would meet.
        const prologue = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use strict\1;?/.exec(
          contents,
        );
        const at = prologue ? prologue[0].length : 0;
        const own = `;var __filename = __filePath(${relative}), __dirname = require("node:path").dirname(__filename);`;
        contents = `${contents.slice(0, at)}${own}${contents.slice(at)}`;
      }
      return { contents, loader: 'js' };
    });
  },
});

/** Builds into dist/server, or into `outdir`: a folder two levels under the project (a test's). */
export async function buildServer(outdir = path.dirname(SERVER_BUNDLE)) {
  const started = performance.now();
  // Nothing of an earlier build (its bundle, its code cache) is left beside the new one.
  rmSync(outdir, { recursive: true, force: true });
  const both = {
    absWorkingDir: root,
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  };
  // One CommonJS file, which the entry below runs through V8's code cache (decision 053). Modules
  // reached only by a dynamic import() stay in the bundle as functions run on first use, and the
  // packages they import (Stripe, Google, the model SDK) are required there, not at start.
  await build({
    ...both,
    entryPoints: { server: 'server/index.ts' },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // A dynamic import() inside a vm.Script needs a flag on Node 20: the packages left external
    // are required instead (each of them has a CommonJS build).
    supported: { 'dynamic-import': false },
    external: EXTERNAL,
    plugins: [packageFilePaths(outdir)],
    // The app's own `import.meta.url` is the bundle's address, as it was in the ES module bundle.
    define: { 'import.meta.url': '__bundleUrl' },
    banner: {
      js: [
        "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;",
        "const __nodeModule = require('node:module');",
        "const __filePath = (relative) => require('node:path').join(__dirname, relative);",
        "const __fileUrl = (relative) => require('node:url').pathToFileURL(__filePath(relative)).href;",
      ].join(' '),
    },
    // Any other `import.meta` would be empty in CommonJS: the build fails instead.
    logOverride: { 'empty-import-meta': 'error' },
    sourcemap: 'linked',
    // File and line are enough for a stack trace; the sources would make the map 5 MB to load.
    sourcesContent: false,
    // The code keeps its names: stack traces and logs stay readable.
    minify: false,
    legalComments: 'none',
  });
  const hash = createHash('sha256')
    .update(readFileSync(path.join(outdir, 'server.cjs')))
    .digest('hex')
    .slice(0, 16);
  // The entry, with the bundle's hash in its code cache's name.
  await build({
    ...both,
    entryPoints: { index: 'server/bundle-entry.ts' },
    outExtension: { '.js': '.mjs' },
    format: 'esm',
    define: { SERVER_BUNDLE_HASH: JSON.stringify(hash) },
  });
  return Math.round(performance.now() - started);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--if-stale') && !serverBundleStale()) process.exit(0);
  const flag = process.argv.indexOf('--outdir');
  const outdir = flag > 0 ? path.resolve(process.argv[flag + 1]) : path.dirname(SERVER_BUNDLE);
  const ms = await buildServer(outdir);
  console.info(`Server bundled into ${path.relative(root, outdir)} in ${ms} ms`);
}
