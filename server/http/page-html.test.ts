import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { parseEnv } from '../env.ts';
import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../db/schema/index.ts';
import { createTestApp, registerMember, type TestContext } from '../test/helpers.ts';
import { createPageHtml, inlineStylesheet } from './page-html.ts';
import { LIBRARY_FIRST_PAGE } from '#common/exercise-constants.ts';

describe('page HTML with the route modules preloaded', () => {
  let webDir: string;
  let t: TestContext;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-page-html-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"><!--route-preloads--></head><body><!--painted-top--><div id="root"></div></body></html>',
    );
    writeFileSync(
      path.join(webDir, 'route-preloads.json'),
      JSON.stringify({
        '/': ['/assets/landing-1.js'],
        '/blog': ['/assets/app-routes-1.js', '/assets/blog-page-1.js'],
        '/dashboard': ['/assets/app-routes-1.js', '/assets/dashboard-page-1.js'],
        '*': ['/assets/app-routes-1.js', '/assets/not-found-1.js'],
        // Never put in the page: not a built script path.
        '/:code': ['"><script>alert(1)</script>'],
      }),
    );
    writeFileSync(
      path.join(webDir, 'boot-shells.json'),
      JSON.stringify({
        '/dashboard': {
          member: '<header>Dashboard</header><h1>Welcome back, FLEXCOACH-BOOT-FIRST-NAME!</h1>',
          admin:
            '<header>Dashboard Admin</header><h1>Welcome back, FLEXCOACH-BOOT-FIRST-NAME!</h1>',
        },
        '/workout': {
          member: '<header>Guided Workout</header><h2>Ready to train?</h2>',
          admin: '<header>Guided Workout</header><h2>Ready to train?</h2>',
        },
        '/blog': {
          member: '<header>Dashboard</header><h1>The blog</h1>',
          admin: '<header>Dashboard Admin</header><h1>The blog</h1>',
          visitor: '<header>Sign In</header><h1>The blog</h1>',
        },
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
    expect(pages.htmlFor('/no/such/page')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/not-found-1.js">',
    );
    expect(pages.htmlFor('/blog')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/blog-page-1.js">',
    );
    expect(pages.htmlFor('/')).toContain('href="/assets/landing-1.js"');
    expect(pages.htmlFor('/')).not.toContain('blog-page');
    expect(pages.htmlFor('/evil')).not.toContain('<script>alert');
  });

  it('writes the entry stylesheet into the page, unless it could close the element', () => {
    const html = createPageHtml(webDir).htmlFor('/');
    expect(html).toContain('<style data-href="/assets/index-1.css">body{color:red}.gap{margin:0}');
    // No link to the file at all: the browser's preload scanner fetches even a disabled one.
    expect(html).not.toContain('rel="stylesheet"');
    const link = '<link rel="stylesheet" crossorigin href="/assets/evil-1.css">';
    writeFileSync(path.join(webDir, 'assets', 'evil-1.css'), 'a{}</style><script>x()</script>');
    expect(inlineStylesheet(`<head>${link}</head>`, webDir)).toBe(`<head>${link}</head>`);
    const missing = '<link rel="stylesheet" crossorigin href="/assets/gone-1.css">';
    expect(inlineStylesheet(missing, webDir)).toBe(missing);
  });

  it('serves the landing page at / and a folder path as a page, with or without compression', async () => {
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: webDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database: t.database, mailer: t.mailer, webDir });
    try {
      for (const headers of [{}, { 'accept-encoding': 'gzip, deflate, br' }]) {
        const landing = await app.inject({ method: 'GET', url: '/', headers });
        expect(landing.statusCode, JSON.stringify(headers)).toBe(200);
        expect(landing.headers['content-type']).toContain('text/html');
        const folder = await app.inject({ method: 'GET', url: '/assets/', headers });
        expect(folder.statusCode).not.toBe(403);
      }
      const plain = await app.inject({ method: 'GET', url: '/' });
      expect(plain.body).toContain('href="/assets/landing-1.js"');
    } finally {
      await app.close();
    }
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
      // The library's first page, only where the page asks for it (no filter in the address).
      const library = await app.inject({ method: 'GET', url: '/exercises' });
      expect(library.headers.link).toBe(
        `<${LIBRARY_FIRST_PAGE}>; rel=preload; as=fetch; crossorigin=use-credentials`,
      );
      const filtered = await app.inject({ method: 'GET', url: '/exercises?muscle=chest' });
      expect(filtered.headers.link).toBeUndefined();
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

  it('paints the top of the dashboard for the member signed in, privately, and only for them', async () => {
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: webDir, LOG_LEVEL: 'silent' });
    const app = await buildApp({ env, database: t.database, mailer: t.mailer, webDir });
    try {
      const ana = await registerMember(app, { firstName: 'Ana <b>&"\'' });
      const ben = await registerMember(app, { firstName: 'Ben' });
      const page = (cookie?: string, url = '/dashboard') =>
        app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

      const mine = await page(ana.cookie);
      expect(mine.statusCode).toBe(200);
      // The name is escaped: it is text in the page, never markup.
      expect(mine.body).toContain(
        '"><header>Dashboard</header><h1>Welcome back, Ana &lt;b&gt;&amp;&quot;&#39;!</h1></div><div id="root">',
      );
      // With the member's session answer (as GET /api/auth/me gives it), so the app needs no such
      // request: the page does not announce one.
      const painted = /<div id="boot" data-me="([^"]*)">/.exec(mine.body);
      const unescape = (text: string) =>
        text
          .replaceAll('&quot;', '"')
          .replaceAll('&#39;', "'")
          .replaceAll('&lt;', '<')
          .replaceAll('&gt;', '>')
          .replaceAll('&amp;', '&');
      const me = await app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: ana.cookie },
      });
      expect(JSON.parse(unescape(painted![1]!))).toEqual(me.json());
      expect(me.json()).toMatchObject({ firstName: 'Ana <b>&"\'', subscription: { tier: 'free' } });
      expect(mine.headers.link).toBeUndefined();
      expect(mine.body).not.toContain('<b>');
      expect(mine.body).not.toContain('FLEXCOACH-BOOT-FIRST-NAME');
      // Its entry waits behind what the first paint needs; the shared page's does not. Its page's
      // modules are fetched at once (nothing else competes: the session answer is in the page).
      expect(mine.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-1.js">',
      );
      expect(mine.body).toContain(
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">',
      );
      // Never stored, not even by the member's own browser: on a shared computer, nothing of it
      // stays after logout.
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(mine.headers.vary).toContain('cookie');
      const again = await page(ana.cookie);
      expect(again.headers.etag).toBe(mine.headers.etag);
      const revalidated = await app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { cookie: ana.cookie, 'if-none-match': mine.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(304);

      const theirs = await page(ben.cookie);
      expect(theirs.body).toContain('<h1>Welcome back, Ben!</h1>');
      expect(theirs.body).toContain(`&quot;id&quot;:&quot;${ben.user.id}&quot;`);
      expect(theirs.body).not.toContain(ana.user.id);
      expect(theirs.body).not.toContain('Ana');
      expect(theirs.headers.etag).not.toBe(mine.headers.etag);
      // Ana's browser holding her page does not make Ben's a 304.
      const crossed = await app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { cookie: ben.cookie, 'if-none-match': mine.headers.etag as string },
      });
      expect(crossed.statusCode).toBe(200);
      expect(crossed.body).toContain('Welcome back, Ben!');

      // An admin's header has their Admin link; a renamed member's page follows at once.
      await t.database.db
        .update(users)
        .set({ isAdmin: true, firstName: 'Benedict' })
        .where(eq(users.id, ben.user.id));
      expect((await page(ben.cookie)).body).toContain(
        '<header>Dashboard Admin</header><h1>Welcome back, Benedict!</h1>',
      );

      // A change of plan or credits is in the next page at once.
      await t.database.db
        .update(subscriptions)
        .set({ flexCredits: 7 })
        .where(eq(subscriptions.userId, ben.user.id));
      expect((await page(ben.cookie)).body).toContain('&quot;flexCredits&quot;:7');

      // No session, an unknown one, or a signed-out one: the shared page, with no member in it.
      const shared = await page();
      for (const response of [shared, await page('fc_session=not-a-session')]) {
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('id="boot"');
        expect(response.body).not.toContain('fetchpriority');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
      await app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: ana.cookie },
      });
      expect((await page(ana.cookie)).body).not.toContain('id="boot"');
      // A public page's top: the same for every visitor, and the member's own for a member.
      const guest = await page(undefined, '/blog');
      expect(guest.body).toContain(
        '<div id="boot"><header>Sign In</header><h1>The blog</h1></div><div id="root">',
      );
      expect(guest.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/blog-page-1.js">',
      );
      expect(guest.headers['cache-control']).toBe('no-cache');
      expect(guest.headers.etag).toBe(
        (await page('fc_session=not-a-session', '/blog')).headers.etag,
      );
      const memberBlog = await page(ben.cookie, '/blog');
      expect(memberBlog.body).toMatch(
        /<div id="boot" data-me="[^"]*Benedict[^"]*"><header>Dashboard Admin<\/header><h1>The blog<\/h1>/,
      );
      expect(memberBlog.headers['cache-control']).toBe('no-store');
      // The workout screen's start, unless the member's browser says a workout of theirs is open
      // on it: that page opens on the workout (the plain page, with no session answer).
      const workout = (cookie: string) => page(cookie, '/workout');
      expect((await workout(ben.cookie)).body).toMatch(
        /<div id="boot" data-me="[^"]*"><header>Guided Workout<\/header><h2>Ready to train\?<\/h2>/,
      );
      const open = await workout(`${ben.cookie}; fc_workout=${ben.user.id}`);
      expect(open.statusCode).toBe(200);
      expect(open.body).not.toContain('id="boot"');
      expect(open.headers.link).toBe(
        '</api/auth/me>; rel=preload; as=fetch; crossorigin=use-credentials',
      );
      expect(open.headers['cache-control']).toBe('no-cache');
      // Someone else's workout open in this browser changes nothing for Ben.
      expect((await workout(`${ben.cookie}; fc_workout=${ana.user.id}`)).body).toContain(
        '<h2>Ready to train?</h2>',
      );
      // Pages without a painted top stay the same for everyone.
      const other = await page(ben.cookie, '/no/such/page');
      expect(other.body).not.toContain('id="boot"');
      expect(other.headers['cache-control']).toBe('no-cache');
    } finally {
      await app.close();
    }
  });
});
