import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicBody, type PublicBody } from './public-cache.ts';

/*
 * The SPA's index.html for a page path, with `modulepreload` links for that page's modules
 * (`route-preloads.json`, written by the web build): the browser fetches the entry, the route
 * table and the page's chunks at once, instead of discovering each only when the one before it
 * has run. The same HTML for everyone (no member data), prepared once per route.
 */

type Preloads = Record<string, string[]>;

/** The route pattern a path matches: static segments beat `:params`, `*` catches the rest. */
export function matchRoute(pathname: string, patterns: readonly string[]): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return patterns.includes('/') ? '/' : null;
  let best: { pattern: string; score: number } | null = null;
  for (const pattern of patterns) {
    if (pattern === '/' || pattern === '*') continue;
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    let score = 0;
    const matches = parts.every((part, i) => {
      if (part.startsWith(':')) return true;
      score += 1;
      return part === segments[i];
    });
    if (matches && (!best || score > best.score)) best = { pattern, score };
  }
  return best?.pattern ?? (patterns.includes('*') ? '*' : null);
}

const HREF = /^\/assets\/[\w.-]+\.js$/;

export interface PageHtml {
  /** index.html for this path, with its modules preloaded. */
  htmlFor(pathname: string): string;
  /** The same, prepared to send (ETag, gzip). */
  bodyFor(pathname: string): PublicBody;
}

export function createPageHtml(webDir: string): PageHtml {
  const index = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const file = path.join(webDir, 'route-preloads.json');
  const preloads: Preloads = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Preloads)
    : {};
  const patterns = Object.keys(preloads);
  const byRoute = new Map<string, string>();
  const bodies = new Map<string, PublicBody>();

  const htmlFor = (pathname: string) => {
    const route = matchRoute(pathname, patterns);
    if (route === null) return index;
    let html = byRoute.get(route);
    if (html === undefined) {
      const links = (preloads[route] ?? [])
        .filter((href) => HREF.test(href))
        .map((href) => `    <link rel="modulepreload" crossorigin href="${href}">`)
        .join('\n');
      html = links ? index.replace('</head>', `${links}\n  </head>`) : index;
      byRoute.set(route, html);
    }
    return html;
  };

  return {
    htmlFor,
    bodyFor(pathname) {
      const html = htmlFor(pathname);
      let body = bodies.get(html);
      if (!body) {
        body = publicBody(html, 'text/html; charset=utf-8');
        bodies.set(html, body);
      }
      return body;
    },
  };
}
