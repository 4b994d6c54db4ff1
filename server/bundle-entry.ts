/**
 * The production entry, `dist/server/index.mjs` (scripts/build-server.mjs builds it from this
 * file): runs the server bundle, `dist/server/server.cjs`, through V8's code cache.
 *
 * Node 20 compiles every module from its source on every start, and compiling the bundle (the
 * app, its packages and PGlite's JavaScript, about 4.7 MB) was a large part of a start. A
 * `vm.Script` takes V8's cached data: the bytecode of the functions an earlier process compiled.
 * The first start after a build writes it once the app answers; every later start reads it
 * instead of compiling (decision 053). V8 itself rejects data from another Node version or other
 * V8 flags, and the file's name holds the bundle's content hash, so a rebuilt bundle never meets
 * the bytecode of an older one. Without the file (a read-only folder, a first start) the bundle
 * compiles as before.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** The bundle's content hash, set by the build. */
declare const SERVER_BUNDLE_HASH: string;

const bundle = path.join(import.meta.dirname, 'server.cjs');
const cacheFile = path.join(
  import.meta.dirname,
  `server-${SERVER_BUNDLE_HASH}-${process.version}-${process.arch}.v8cache`,
);

/** The code cache as the server sees it (`globalThis.flexcoachCodeCache`, server/index.ts). */
export interface CodeCache {
  /**
   * `read`: this start ran bytecode from the cache; `compiled`: there was none, or V8 refused it
   * (another Node version, other flags), and `save()` writes one; `off (source maps)`: see below.
   */
  use: 'read' | 'compiled' | 'off (source maps)';
  /** Writes the bytecode compiled so far; the server calls it once it answers. */
  save(): void;
}
const expose = (cache: CodeCache) => {
  (globalThis as { flexcoachCodeCache?: CodeCache }).flexcoachCodeCache = cache;
};

if (process.sourceMapsEnabled) {
  // Node applies a source map to the modules it loads itself, not to a vm.Script: with
  // --enable-source-maps (traces that name the TypeScript sources) the bundle loads as a module.
  expose({ use: 'off (source maps)', save: () => {} });
  createRequire(import.meta.url)(bundle);
} else {
  runCached();
}

function runCached() {
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // none yet: this process writes it
  }

  // The CommonJS wrapper Node itself puts around a module, on the bundle's first line, so the
  // bundle's line numbers stay true.
  const script = new vm.Script(
    `(function (exports, require, module, __filename, __dirname) {${readFileSync(bundle, 'utf8')}\n})`,
    { filename: bundle, cachedData },
  );

  const read = cachedData !== undefined && script.cachedDataRejected !== true;
  let saved = read;
  expose({
    use: read ? 'read' : 'compiled',
    // Written once the app answers, it holds what every start runs and little else. Measured
    // (decision 053): starts read a cache written then faster than one written at exit, which
    // carries whatever the process ran since, or one written before the start's first await.
    save: () => {
      if (saved) return;
      saved = true;
      const temporary = `${cacheFile}.${process.pid}.tmp`;
      try {
        writeFileSync(temporary, script.createCachedData());
        renameSync(temporary, cacheFile);
      } catch {
        // A folder the app cannot write to: the next start compiles, as this one did.
      }
    },
  });

  const module = { exports: {} };
  const run = script.runInThisContext() as (
    exports: object,
    require: NodeJS.Require,
    module: object,
    filename: string,
    dirname: string,
  ) => void;
  run(module.exports, createRequire(bundle), module, bundle, import.meta.dirname);
}
