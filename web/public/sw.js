/*
 * FlexCoach service worker: the app shell offline.
 *
 * - install: precaches index.html and every built JS/CSS file (the build writes the list and a
 *   version made from the build's hashes in place of the two marked values below);
 * - activate: deletes the caches of earlier builds and takes control of open pages;
 * - navigations: network first, the cached index.html when the network is down (the SPA routes
 *   itself, so every page opens offline);
 * - hashed /assets/*: cache first (their names change with their content);
 * - /api/*: never touched, never cached (answers are per account), and neither is anything but GET.
 */

const VERSION = /* build-version */ 'dev';
/** @type {string[]} */
const PRECACHE = /* precache-list */ [];

const CACHE_PREFIX = 'flexcoach-shell-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const SHELL = '/index.html';

/** The worker's global scope (`ServiceWorkerGlobalScope`). */
const sw = /** @type {any} */ (self);

sw.addEventListener('install', (/** @type {ExtendableEvent} */ event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload`: take the files from the network, not from a stale HTTP cache entry.
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (/** @type {ExtendableEvent} */ event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (/** @type {FetchEvent} */ event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  // Authenticated data: straight to the network, never into a cache.
  if (url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(networkFirstFile(request));
  }
});

/** @param {Request} request */
async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** @param {Request} request */
async function cacheFirst(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  // A file of this build missed at install (or added since): keep it for the next offline start.
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** Unhashed files (icons, manifest): fresh when online, the precached copy when offline. */
/** @param {Request} request */
async function networkFirstFile(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

/*
 * The rest timer's "Rest over" notification (shown by the page through this worker): a tap brings
 * the workout back to the front, or opens it.
 */
sw.addEventListener('notificationclick', (/** @type {NotificationEvent} */ event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).pathname === '/workout');
      if (open) return open.focus();
      return sw.clients.openWindow('/workout');
    })(),
  );
});
