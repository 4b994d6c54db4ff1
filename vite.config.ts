import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), serviceWorkerPrecache(), precompress()],
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
