import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { DeferredToaster } from '#web/components/ui/deferred-toaster.tsx';
import { setSessionNavigator, useSessionUser } from '#web/lib/session.ts';
import { usePageLoading } from './lazy-page.ts';
import { RouteErrorBoundary, RouteHydrateFallback } from './route-error.tsx';

/** Reports a page view on every route change (once per history entry, even under StrictMode). */
function usePageViews(): void {
  const location = useLocation();
  const lastPath = useRef<string | null>(null);
  const lastKey = useRef<string | null>(null);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    const path = `${location.pathname}${location.search}`;
    const referrer = lastPath.current ?? (document.referrer || undefined);
    lastPath.current = path;
    // The reporter (and the redaction rules it loads) stays out of the entry chunk.
    void import('#web/lib/analytics.ts').then((m) => m.reportPageView(path, referrer));
  }, [location.key, location.pathname, location.search]);
}

/**
 * New pages start at the top; back/forward is left to the browser. (React Router's
 * ScrollRestoration costs about 1 KB gzipped on the landing page's budget.)
 */
function useScrollToTopOnNavigate(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'PUSH' && !hash) window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}

/** Logs a signed-in user out after 5 minutes without interaction (module loaded on sign-in). */
function useIdleLogout(): void {
  const userId = useSessionUser()?.id;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./idle-logout-notice.ts').then((m) => {
      if (!cancelled) stop = m.startIdleLogout();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId]);
}

/** Fetches the route table of the app pages as soon as the visitor shows intent to leave `/`. */
function usePreloadAppRoutesOnIntent(): void {
  useEffect(() => {
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
      for (const name of events) document.removeEventListener(name, onIntent, true);
      void import('./app-routes.tsx');
    };
    for (const name of events)
      document.addEventListener(name, onIntent, { capture: true, passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent, true);
    };
  }, []);
}

/** A thin bar at the top while the next page's module loads (the current page stays shown). */
function NavigationProgress() {
  if (!usePageLoading()) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-progress-indeterminate bg-primary" />
    </div>
  );
}

export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => setSessionNavigator((to) => void navigate(to)), [navigate]);
  usePageViews();
  useScrollToTopOnNavigate();
  useIdleLogout();
  usePreloadAppRoutesOnIntent();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <NavigationProgress />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<RouteHydrateFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <DeferredToaster />
    </>
  );
}
