/**
 * Registers the service worker (`/sw.js`: the app shell offline) in production builds, once the
 * page has loaded and the main thread is idle, so it never competes with the first render.
 */
let registered = false;

export function registerServiceWorker(): void {
  if (registered || !import.meta.env.PROD) return;
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The offline app shell is unavailable (service worker not registered)', error);
    });
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(register, { timeout: 5000 });
    } else {
      window.setTimeout(register, 1000);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
