import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import {
  BOOT_SHELLS_FILE,
  NAME_SLOT,
  PRELOADS_SLOT,
  ROUTE_PRELOADS_FILE,
  TOP_SLOT,
} from './common/page-shell.ts';
import { APP_ROUTES, LANDING_ROUTE, ROUTES } from './common/routes.ts';
import type { renderBootShells } from './web/app/prerender-shells.tsx';

const apiPort = Number(process.env.API_PORT ?? 3001);
const outDir = path.resolve(import.meta.dirname, 'dist/web');

/**
 * Writes .br and .gz next to every text asset once the build is done, so the server sends
 * compressed files without spending CPU per request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'flexcoach-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Fills in the service worker (`web/public/sw.js`, copied to the build as is) with what it
 * precaches: index.html, every built JS and CSS file and the unhashed public files. Its cache is
 * named by a hash of that list and of index.html, so each build replaces the previous cache.
 * Runs before `precompress` (writeBundle comes before closeBundle), so sw.js.gz/.br match.
 */
function serviceWorkerPrecache(): Plugin {
  let built: string[] = [];
  return {
    name: 'flexcoach-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      built = Object.keys(bundle)
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => `/${file}`);
    },
    writeBundle() {
      const file = path.join(outDir, 'sw.js');
      if (!existsSync(file)) throw new Error('sw.js is missing from the build (web/public/sw.js)');
      const publicFiles = ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png'];
      const precache = ['/index.html', ...publicFiles, ...built.sort()];
      const version = createHash('sha256')
        .update(precache.join('\n'))
        .update(readFileSync(path.join(outDir, 'index.html')))
        .digest('hex')
        .slice(0, 12);
      const source = readFileSync(file, 'utf8');
      const filled = source
        .replace(/\/\* build-version \*\/ '[^']*'/, `'${version}'`)
        .replace(/\/\* precache-list \*\/ \[\]/, JSON.stringify(precache));
      if (filled === source || !filled.includes(version) || filled.includes('precache-list')) {
        throw new Error('sw.js: the build-version and precache-list markers were not found');
      }
      writeFileSync(file, filled);
    },
  };
}

/** `file` and every chunk it imports statically, directly or not, added to `into`. */
function staticImports(
  byFile: ReadonlyMap<string, { imports: string[] }>,
  file: string,
  into: Set<string>,
): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const next of byFile.get(file)?.imports ?? []) staticImports(byFile, next, into);
  return into;
}

/**
 * V8's explicit compile hint (Chrome 136 and later): at the top of a script, it asks V8 to compile
 * every function of the file at once, on the thread that streams the download, instead of parsing
 * each function a second time on the main thread when it is first called (decision 054).
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint at the top of every chunk a page runs before its first render: the entry
 * and what it imports, and every route's preloads (`route-preloads.json`). Last of the
 * `generateBundle` hooks, after Vite has put its own preamble at the top of chunks.
 */
function compileHints(): Plugin {
  return {
    name: 'flexcoach-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const preloads = bundle[ROUTE_PRELOADS_FILE];
        const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
        if (preloads?.type !== 'asset' || entry?.type !== 'chunk') {
          throw new Error('compile hints: no route preloads or no entry chunk');
        }
        const pages = JSON.parse(String(preloads.source)) as Record<string, string[]>;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const files = staticImports(
          new Map(chunks.map((chunk) => [chunk.fileName, chunk])),
          entry.fileName,
          new Set(),
        );
        for (const file of Object.values(pages).flat()) files.add(file.replace(/^\//, ''));
        for (const file of files) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') throw new Error(`compile hints: no chunk ${file}`);
          chunk.code = `${EAGER_COMPILE_HINT}\n${chunk.code}`;
          // One more generated line above the first: the source map's lines move down by one. The
          // map is already an asset of the bundle by now (when the build writes one).
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset') {
            const text = typeof map.source === 'string' ? map.source : Buffer.from(map.source);
            const json = JSON.parse(text.toString()) as { mappings: string };
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * Writes `route-preloads.json` beside index.html: for each route of the route table
 * (`common/routes.ts`), the JavaScript that page needs beyond the entry (the router, the app routes module, the
 * page module and what they import). The server puts these in the page's HTML as `modulepreload`
 * links, so a page's modules download together with the entry instead of one after the other
 * (decision 023). Also checks that index.html has the slots the server fills (common/page-shell.ts).
 */
function routePreloads(): Plugin {
  const webRoot = path.resolve(import.meta.dirname, 'web');
  return {
    name: 'flexcoach-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byModule = new Map(chunks.map((chunk) => [chunk.facadeModuleId, chunk]));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (file: string, into: Set<string>) => staticImports(byFile, file, into);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route preloads: no entry chunk');
      const loaded = closure(entry.fileName, new Set());
      const need = (modules: string[]) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = byModule.get(module);
          if (!chunk) throw new Error(`route preloads: no chunk for ${module}`);
          closure(chunk.fileName, files);
        }
        return [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
      };
      const router = path.join(webRoot, 'app/router.tsx');
      const appRoutes = path.join(webRoot, 'app/app-routes.tsx');
      const landing = path.join(webRoot, LANDING_ROUTE.page);
      const preloads: Record<string, string[]> = { [LANDING_ROUTE.path]: need([landing]) };
      for (const route of APP_ROUTES) {
        preloads[route.path] = need([router, appRoutes, path.join(webRoot, route.page)]);
      }
      // The member chunk is for signed-in pages: the entry, the landing page and what the entry
      // loads on every page (all its dynamic imports but the route table and the signed-in
      // member's Flex bubble) never load it.
      const isMember = (file: string) => /(^|\/)assets\/member-/.test(file);
      const sources: [string, Set<string>][] = [
        ['the entry', loaded],
        ['the landing page', new Set(preloads['/'])],
        ...entry.dynamicImports
          .filter((file) => !/(^|\/)(router|app-routes|flex-bubble)-/.test(file))
          .map((file): [string, Set<string>] => [file, closure(file, new Set())]),
      ];
      for (const [source, files] of sources) {
        const member = [...files].find(isMember);
        if (member) throw new Error(`route preloads: ${source} loads ${member}`);
      }
      // What every page but `/` loads (the router and the route table) never loads a dialog: it
      // is for the pages that open one.
      const dialogModule = path.join(webRoot, 'components/ui/dialog.tsx');
      const dialog = chunks.find((chunk) => chunk.moduleIds.includes(dialogModule))?.fileName;
      const everyPage = need([router, appRoutes]);
      if (dialog && everyPage.includes(`/${dialog}`)) {
        throw new Error(`route preloads: every page loads ${dialog} (the dialog and Radix)`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads),
      });
    },
    writeBundle() {
      const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const slot of [PRELOADS_SLOT, TOP_SLOT]) {
        if (html.split(slot).length !== 2) {
          throw new Error(`index.html must keep the slot ${slot} once (common/page-shell.ts)`);
        }
      }
    },
  };
}

/**
 * Writes `boot-shells.json` beside index.html: the tops of member pages (site header and
 * heading) that the server paints before any script runs, with the member's name (decision 029).
 * Rendered here with the app's own components (`web/app/prerender-shells.tsx`, bundled for Node
 * with esbuild), so they are the markup the app renders next.
 */
function bootShells(): Plugin {
  const root = import.meta.dirname;
  // Inside the project, so the bundle's imports of react and the rest resolve to node_modules.
  const outfile = path.join(root, 'node_modules/.cache/flexcoach-prerender/shells.mjs');
  return {
    name: 'flexcoach-boot-shells',
    apply: 'build',
    async generateBundle() {
      await esbuild({
        absWorkingDir: root,
        entryPoints: ['web/app/prerender-shells.tsx'],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        jsx: 'automatic',
        logLevel: 'warning',
      });
      try {
        const module = (await import(`${pathToFileURL(outfile).href}?${Date.now()}`)) as {
          renderBootShells: typeof renderBootShells;
        };
        const shells = module.renderBootShells();
        // One top per painted route of the table, and a visitor's one where it says so.
        const painted = ROUTES.filter((route) => route.painted);
        const missing = painted.filter(
          (route) =>
            !shells[route.path] ||
            (route.painted === 'member-and-visitor') !==
              (shells[route.path]!.visitor !== undefined),
        );
        if (missing.length > 0 || Object.keys(shells).length !== painted.length) {
          throw new Error(`boot shells: they do not match the painted routes of common/routes.ts`);
        }
        // The headers' own links tell the versions apart: a wrong session would show here. A
        // page with its own frame (the workout screen) has no site header: one top for everyone.
        for (const [route, markup] of Object.entries(shells)) {
          const ownFrame = ROUTES.find((r) => r.path === route)?.frame === 'own';
          const headers = ownFrame
            ? markup.admin === markup.member && !markup.member.includes('>Admin</a>')
            : markup.admin.includes('>Admin</a>') &&
              !markup.member.includes('>Admin</a>') &&
              (markup.visitor === undefined || markup.visitor.includes('>Sign In</a>'));
          if (!headers) throw new Error(`boot shells: ${route} has the wrong site header`);
        }
        if (!shells['/dashboard']?.member.includes(NAME_SLOT)) {
          throw new Error('boot shells: the dashboard has no place for the name');
        }
        this.emitFile({
          type: 'asset',
          fileName: BOOT_SHELLS_FILE,
          source: JSON.stringify(shells),
        });
      } finally {
        rmSync(path.dirname(outfile), { recursive: true, force: true });
      }
    },
  };
}

/**
 * What nearly every member page needs, in one chunk (issue 18): the data layer (TanStack Query,
 * the API hooks), the small shared helpers, and the page frame. Left to the
 * automatic split they were about 20 files of 0.1-3 kB each, and /dashboard waited on 26 files
 * before its heading: on a phone's connection the number of requests, not their bytes, set the
 * time. Never what the entry or the landing page loads (the build checks: routePreloads).
 * With the top-level common modules go the session-time helpers `common/workout-session.ts`
 * imports: left to the split, they shared a chunk with the exercise picker, and every page loaded
 * the picker's dialog and Radix with it (17 kB gzipped; the build checks that too).
 */
const MEMBER_CORE =
  /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]web[\\/](api|lib)[\\/][^\\/]+\.tsx?$|[\\/]web[\\/]components[\\/](page-layout|require-auth|ui[\\/](button|spinner))\.tsx$|[\\/]common[\\/][^\\/]+\.ts$|[\\/]common[\\/]training[\\/](session-time|timed)\.ts$/;
/**
 * Modules of the entry and of the landing page, and what the entry loads on every page (page-view
 * analytics, the idle sign-out, the toaster, and what they import; the landing page's figures use
 * the shared formatters): they stay out of the member chunk.
 */
const ENTRY_OR_LANDING =
  /[\\/]web[\\/]lib[\\/](session|session-storage|navigation|api-client|page-title|analytics|idle-logout|utils|format)\.ts$|[\\/]common[\\/](errors|toast-constants|analytics-path|constants|page-shell|units)\.ts$/;
/**
 * The zod-free constants of the workout and exercise schemas. The schemas build enums from them
 * as they load, in the chunk of the pages that validate; in the member chunk, which imports one
 * of those chunks (the saved workout session), they would be read before they are set.
 */
const SCHEMA_CONSTANTS = /[\\/]common[\\/](workout|exercise)-constants\.ts$/;
function isMemberCore(id: string): boolean {
  return MEMBER_CORE.test(id) && !ENTRY_OR_LANDING.test(id) && !SCHEMA_CONSTANTS.test(id);
}

/**
 * Small modules that the same pages load together, each set in one chunk. Left to the automatic
 * split, each was a chunk of its own of 0.2-2 kB: `/workout` preloaded 29 files. Lighthouse's
 * model of the first paint counts every high-priority request that finished before it, so the
 * number of files, not their bytes, set the painted pages' first paint (FCP 2.4 s on
 * `/workout`, 1.9 s on `/dashboard` with 17 files). Each set is loaded by nearly every page that
 * loads one of its modules, so no page loads much it does not use.
 */
const SMALL_SHARED: { name: string; test: RegExp }[] = [
  {
    // The header and the helpers of every page's first render, the landing page's included.
    name: 'shell',
    test: /[\\/]web[\\/](components[\\/](links|site-header|site-footer|logo|icons|ui[\\/]button-variants)|lib[\\/](page-title|format))\.tsx?$|node_modules[\\/](clsx|class-variance-authority)[\\/]/,
  },
  {
    // Radix's base, which every Radix component imports (the toaster's on every page).
    name: 'radix',
    test: /node_modules[\\/]@radix-ui[\\/](primitive|react-(context|primitive|presence|use-layout-effect|use-effect-event|use-controllable-state))[\\/]/,
  },
  {
    // The form pieces of the member pages.
    name: 'form',
    test: /node_modules[\\/]@radix-ui[\\/]react-(label|checkbox|use-size)[\\/]|[\\/]web[\\/]components[\\/]ui[\\/](card|label|checkbox|select-class)\.tsx?$/,
  },
  {
    // Loads, plates, records and the describing of a set: the training pages' arithmetic.
    name: 'training',
    test: /[\\/]common[\\/]training[\\/](loads|plates|records|describe)\.ts$/,
  },
];

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    routePreloads(),
    compileHints(),
    bootShells(),
    serviceWorkerPrecache(),
    precompress(),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // lucide-react's icons in one chunk (decision 017): left to the automatic split, each icon
    // shared by two pages became its own chunk of 150-500 bytes, and /dashboard loaded 47 files
    // before its heading (31 now). The landing page uses its own SVGs (components/icons.tsx) and
    // never loads this chunk; React stays in the entry (no recursive capture of dependencies).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'icons',
              test: /node_modules[\\/]lucide-react/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'member',
              test: isMemberCore,
              includeDependenciesRecursively: false,
            },
            ...SMALL_SHARED.map(({ name, test }) => ({
              name,
              test,
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}` } },
  },
});
