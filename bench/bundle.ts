import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './server.ts';

export const WEB_DIR = path.join(ROOT, 'dist/web');

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleFigures {
  chunks: ChunkSize[];
  gzipBytes: number;
}

const gzipSize = (content: Buffer) => gzipSync(content, { level: 9 }).length;

/** Size of one built file, by its URL path (`/assets/index-abc.js`). */
export function chunkSize(urlPath: string): ChunkSize {
  const file = path.join(WEB_DIR, decodeURIComponent(urlPath.replace(/^\//, '')));
  if (!file.startsWith(WEB_DIR) || !existsSync(file)) {
    throw new Error(`${urlPath} is not in ${WEB_DIR}`);
  }
  const content = readFileSync(file);
  return { file: urlPath, bytes: content.length, gzipBytes: gzipSize(content) };
}

export const sum = (chunks: ChunkSize[]) => chunks.reduce((total, c) => total + c.gzipBytes, 0);

/**
 * What the server sends a browser that accepts brotli (every current one): the build's `.br` file
 * beside each script (written for files of 1 kB and more), else the file itself.
 */
export function servedBytes(chunks: ChunkSize[]): number {
  return chunks.reduce((total, c) => {
    const file = path.join(WEB_DIR, decodeURIComponent(c.file.replace(/^\//, '')));
    return total + (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : c.bytes);
  }, 0);
}

/** Static `import ... from "x"`, `import "x"` and `export ... from "x"` (never `import("x")`). */
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;

function staticImportsOf(urlPath: string): string[] {
  const code = readFileSync(path.join(WEB_DIR, urlPath.replace(/^\//, '')), 'utf8');
  const found: string[] = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const spec = match[1]!;
    if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
    found.push(new URL(spec, `http://x${urlPath}`).pathname);
  }
  return found;
}

/**
 * The JavaScript `dist/web/index.html` makes the browser fetch before the app runs: the entry
 * module, its `modulepreload` links, and (whether or not Vite emitted preloads) every chunk the
 * entry imports statically, transitively. Lazy routes are not counted here; see the browser
 * measurement in run.ts for what `/` actually loads.
 */
export function staticEntryBundle(): BundleFigures {
  const html = readFileSync(path.join(WEB_DIR, 'index.html'), 'utf8');
  const tagAttr = (tag: string, attr: string) =>
    new RegExp(`\\b${attr}\\s*=\\s*["']([^"']+)["']`).exec(tag)?.[1];
  const roots: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (tagAttr(tag, 'type') === 'module') {
      const src = tagAttr(tag, 'src');
      if (src) roots.push(src);
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (tagAttr(tag, 'rel') === 'modulepreload') {
      const href = tagAttr(tag, 'href');
      if (href) roots.push(href);
    }
  }
  if (roots.length === 0) throw new Error('no module script in dist/web/index.html');

  const chunks = [...closureOf(roots.map((r) => new URL(r, 'http://x/').pathname))].map(chunkSize);
  return { chunks, gzipBytes: sum(chunks) };
}

/** The files `roots` import statically, transitively, themselves included. */
function closureOf(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...staticImportsOf(next));
  }
  return seen;
}

/**
 * What opening a lazy route adds to the entry: its page chunk (`dist/web/assets/<page>-<hash>.js`)
 * and the chunks it imports statically that the entry does not already hold. Chunks it loads
 * later on demand (a chart, the body map, a dialog) are not counted.
 */
export function routeBundle(page: string): BundleFigures {
  const assets = path.join(WEB_DIR, 'assets');
  const file = readdirSync(assets).find((f) => new RegExp(`^${page}-[\\w-]+\\.js$`).test(f));
  if (!file) throw new Error(`no ${page}-*.js chunk in ${assets}`);
  const entry = new Set(staticEntryBundle().chunks.map((c) => c.file));
  const chunks = [...closureOf([`/assets/${file}`])].filter((f) => !entry.has(f)).map(chunkSize);
  return { chunks, gzipBytes: sum(chunks) };
}
