/*
 * Page views, once per history entry (even under StrictMode), with the previous page as the
 * referrer: across the landing page's start without the router and the app that takes over.
 */

let lastPath: string | null = null;
let lastKey: string | null = null;

/** Reports a view of `path` for the history entry `key` (React Router's location key). */
export function reportPageView(key: string, path: string): void {
  if (lastKey === key) return;
  lastKey = key;
  const referrer = lastPath ?? (document.referrer || undefined);
  lastPath = path;
  // The reporter (and the redaction rules it loads) stays out of the entry chunk.
  void import('#web/lib/analytics.ts').then((m) => m.reportPageView(path, referrer));
}
