import { type ReactNode, Suspense, useEffect } from 'react';
import { DeferredToaster } from '#web/components/ui/deferred-toaster.tsx';
import { useSessionUser } from '#web/lib/session.ts';
import { usePageLoading } from './lazy-page.ts';
import { RouteErrorBoundary, RouteHydrateFallback } from './route-error.tsx';

/*
 * What every page sits in, with or without the router (the landing page starts without it,
 * decision 048): the skip link, the progress bar, the error boundary, the toaster, the idle logout
 * and the preload of what the next page needs.
 */

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

/** Runs `preload` as soon as the visitor shows intent to follow a link within the app. */
function usePreloadOnIntent(preload: () => unknown): void {
  useEffect(() => {
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href^="/"]')) return;
      for (const name of events) document.removeEventListener(name, onIntent, true);
      void preload();
    };
    for (const name of events)
      document.addEventListener(name, onIntent, { capture: true, passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, onIntent, true);
    };
  }, [preload]);
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

export function AppFrame({
  pathname,
  preload,
  children,
}: {
  /** The page's path: a new one clears a page error. */
  pathname: string;
  /** Loads what following a link needs (a stable function). */
  preload: () => unknown;
  children: ReactNode;
}) {
  useIdleLogout();
  usePreloadOnIntent(preload);
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
        <Suspense fallback={<RouteHydrateFallback />}>{children}</Suspense>
      </RouteErrorBoundary>
      <DeferredToaster />
    </>
  );
}
