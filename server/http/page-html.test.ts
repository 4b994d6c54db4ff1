import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { createPageHtml, inlineStylesheet, matchRoute } from './page-html.ts';

const PATTERNS = ['/', 'blog', 'blog/:slug', 'admin/blog/new', 'admin/blog/edit/:id', ':code', '*'];

describe('matchRoute', () => {
  it.each([
    ['/', '/'],
    ['/blog', 'blog'],
    ['/blog/', 'blog'],
    ['/blog/eat-well', 'blog/:slug'],
    ['/admin/blog/new', 'admin/blog/new'],
    ['/admin/blog/edit/42', 'admin/blog/edit/:id'],
    ['/ABC123', ':code'],
    ['/no/such/page', '*'],
  ])('%s -> %s', (pathname, pattern) => {
    expect(matchRoute(pathname, PATTERNS)).toBe(pattern);
  });
});

describe('page HTML with the route modules preloaded', () => {
  let webDir: string;
  let t: TestContext;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-page-html-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(webDir, 'route-preloads.json'),
      JSON.stringify({
        '/': ['/assets/landing-1.js'],
        blog: ['/assets/app-routes-1.js', '/assets/blog-page-1.js'],
        '*': ['/assets/app-routes-1.js', '/assets/not-found-1.js'],
        // Never put in the page: not a built script path.
        evil: ['"><script>alert(1)</script>'],
      }),
    );
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'landing-1.js'), 'export const landing = 1;');
    // Over a kilobyte, so the page is sent compressed.
    writeFileSync(
      path.join(webDir, 'assets', 'index-1.css'),
      `body{color:red}${'.gap{margin:0}'.repeat(100)}`,
    );
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('links each page to its own modules, and only script paths of the build', () => {
    const pages = createPageHtml(webDir);
    expect(pages.htmlFor('/blog')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/blog-page-1.js">',
    );
    expect(pages.htmlFor('/')).toContain('href="/assets/landing-1.js"');
    expect(pages.htmlFor('/')).not.toContain('blog-page');
    expect(pages.htmlFor('/evil')).not.toContain('<script>alert');
  });

  it('writes the entry stylesheet into the page, unless it could close the element', () => {
    const html = createPageHtml(webDir).htmlFor('/');
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/index-1.css" disabled><style>body{color:red}.gap{margin:0}',
    );
    expect(html).not.toContain('rel="stylesheet" crossorigin');
    const link = '<link rel="stylesheet" crossorigin href="/assets/evil-1.css">';
    writeFileSync(path.join(webDir, 'assets', 'evil-1.css'), 'a{}</style><script>x()</script>');
    expect(inlineStylesheet(`<head>${link}</head>`, webDir)).toBe(`<head>${link}</head>`);
    const missing = '<link rel="stylesheet" crossorigin href="/assets/gone-1.css">';
    expect(inlineStylesheet(missing, webDir)).toBe(missing);
  });

  it('serves page paths with their preloads, an ETag and a 304 on revalidation', async () => {
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: webDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database: t.database, mailer: t.mailer, webDir });
    try {
      const page = await app.inject({ method: 'GET', url: '/blog' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('href="/assets/blog-page-1.js"');
      // Brotli when the browser takes it, gzip otherwise: the same page either way.
      const br = await app.inject({
        method: 'GET',
        url: '/blog',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
      const gz = await app.inject({
        method: 'GET',
        url: '/blog',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(page.body);
      const again = await app.inject({
        method: 'GET',
        url: '/blog',
        headers: { 'if-none-match': page.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      // The page's first data is announced with it: the public list here, the session check
      // only with a session cookie (and the answer varies by it).
      expect(page.headers.link).toBe(
        '</api/blog>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
      expect(page.headers.vary).toContain('cookie');
      const signedIn = await app.inject({
        method: 'GET',
        url: '/dashboard',
        cookies: { fc_session: 'any' },
      });
      expect(signedIn.headers.link).toBe(
        '</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
      const anonymous = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(anonymous.headers.link).toBeUndefined();
      const unknown = await app.inject({ method: 'GET', url: '/no/such/page' });
      expect(unknown.body).toContain('href="/assets/not-found-1.js"');
      const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
    } finally {
      await app.close();
    }
  });

  it('serves hashed assets for a year, with only the headers that apply to them', async () => {
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: webDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database: t.database, mailer: t.mailer, webDir });
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/landing-1.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(asset.headers.etag).toBeDefined();
      for (const documentOnly of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'last-modified',
      ]) {
        expect(asset.headers[documentOnly], documentOnly).toBeUndefined();
      }
      // Pages keep the whole set.
      const page = await app.inject({ method: 'GET', url: '/' });
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      expect(page.headers['x-frame-options']).toBe('DENY');
    } finally {
      await app.close();
    }
  });
});
