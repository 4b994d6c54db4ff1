import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { generateWorkout, signUpMember } from './training-fixtures.ts';

/*
 * Installable and offline-ready: the web app manifest and its icons, the service worker serving
 * the app shell offline, and a workout finished offline that is logged once when the connection
 * returns.
 */

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Waits until the service worker is active and controls the page (it has precached the shell). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
        once: true,
      }),
    );
  });
}

async function loggedWorkouts(request: APIRequestContext, userId: string) {
  const response = await request.get(`/api/workouts/${userId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; title: string }[];
}

test.describe('installable and offline-ready', () => {
  test('the manifest is linked, served and valid, with its icons', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/icons/apple-touch-icon.png',
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/);

    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: ManifestIcon[];
    };
    expect(manifest.name).toContain('FlexCoach');
    expect(manifest.short_name).toBe('FlexCoach');
    expect(manifest.start_url).toBe('/dashboard');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    const icons = [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }];
    for (const icon of icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(await png.body()), icon.src).toEqual({ width, height });
    }
  });

  test('the service worker is served fresh and allowed by the CSP', async ({ request }) => {
    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toContain('javascript');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    const source = await worker.text();
    // The build filled in the precache list and the cache version.
    expect(source).toContain('"/index.html"');
    expect(source).not.toContain("'dev'");

    const page = await request.get('/dashboard');
    const csp = page.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  test('after a first visit, /dashboard opens offline from the app shell', async ({
    page,
    context,
  }) => {
    await signUpMember(page, { firstName: 'Robin' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome back, Robin!' })).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Welcome back, Robin!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'FlexCoach home' }).first()).toBeVisible();

    // API answers are never served from the worker's cache.
    const apiCached = await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const keys = await cache.keys();
        if (keys.some((request) => new URL(request.url).pathname.startsWith('/api/'))) {
          return true;
        }
      }
      return false;
    });
    expect(apiCached).toBe(false);
    await context.setOffline(false);
  });

  test('a workout finished offline is logged once when the connection returns', async ({
    page,
    context,
  }) => {
    await signUpMember(page);
    const me = await page.request.get('/api/auth/me');
    const userId = ((await me.json()) as { id: string }).id;

    const total = await generateWorkout(page);
    await waitForServiceWorker(page);
    for (let n = 1; n < total; n += 1) {
      await expect(page.getByText(`Exercise ${n} of ${total}`, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Skip Exercise' }).click();
    }
    await expect(page.getByText(`Exercise ${total} of ${total}`, { exact: true })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Skip Exercise' }).click();
    await expect(page.getByRole('heading', { name: 'Workout Complete!' })).toBeVisible();
    await expect(
      page.getByText('Saved on this phone — it will sync when the connection is back'),
    ).toBeVisible();
    // Nothing reached the server yet; the log waits on this device.
    expect(await loggedWorkouts(page.request, userId)).toHaveLength(0);
    const queued = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { clientId: string }[],
      `flexcoach:pending-workout-logs:${userId}`,
    );
    expect(queued).toHaveLength(1);

    await context.setOffline(false);
    await expect(page.getByText('Saved to your history')).toBeVisible();
    await expect(page.getByText('Workout synced', { exact: true })).toBeVisible();
    const logged = await loggedWorkouts(page.request, userId);
    expect(logged).toHaveLength(1);
    expect(
      await page.evaluate(
        (key) => localStorage.getItem(key),
        `flexcoach:pending-workout-logs:${userId}`,
      ),
    ).toBeNull();

    // Another start of the app sends nothing again.
    await page.goto('/dashboard');
    await expect(page.getByRole('group', { name: 'Workouts' })).toContainText('1');
    await page.reload();
    await expect(page.getByRole('group', { name: 'Workouts' })).toContainText('1');
    expect((await loggedWorkouts(page.request, userId)).map((w) => w.id)).toEqual([logged[0]!.id]);
  });

  test('a new tab opened with no reception opens signed in, from the last session on this phone', async ({
    page,
    context,
  }) => {
    await signUpMember(page, { firstName: 'Sasha' });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome back, Sasha!' })).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    const tab = await context.newPage();
    await tab.goto('/dashboard');
    // The sign-in check may get no answer at all offline: the app waits 8 s for it, then opens
    // from the last session.
    await expect(tab.getByRole('heading', { name: 'Welcome back, Sasha!' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(tab.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a save that gets no answer is kept on this phone, and sent when the app is looked at again', async ({
    page,
  }) => {
    await signUpMember(page);
    const me = await page.request.get('/api/auth/me');
    const userId = ((await me.json()) as { id: string }).id;
    const total = await generateWorkout(page);
    for (let n = 1; n < total; n += 1) {
      await page.getByRole('button', { name: 'Skip Exercise' }).click();
    }
    await expect(page.getByText(`Exercise ${total} of ${total}`, { exact: true })).toBeVisible();

    // A connection that is up but carries nothing: the log is sent and never answered (that
    // request stays unanswered to the end of the test).
    let carrying = false;
    await page.route('**/api/workouts', async (route) => {
      if (carrying || route.request().method() !== 'POST') await route.continue();
    });
    await page.getByRole('button', { name: 'Skip Exercise' }).click();
    await expect(page.getByRole('heading', { name: 'Workout Complete!' })).toBeVisible();
    await expect(page.getByText('Saving your workout...')).toBeVisible();
    await expect(
      page.getByText('Saved on this phone — it will sync when the connection is back'),
    ).toBeVisible({ timeout: 15_000 });
    expect(await loggedWorkouts(page.request, userId)).toHaveLength(0);

    // The connection carries again; the browser saw no change, so no `online` event comes. The
    // member looks at the app again.
    carrying = true;
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('Workout synced', { exact: true })).toBeVisible();
    await expect(page.getByText('Saved to your history')).toBeVisible();
    expect(await loggedWorkouts(page.request, userId)).toHaveLength(1);
  });
});
