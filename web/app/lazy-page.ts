import { type ComponentType, lazy, useSyncExternalStore } from 'react';

/*
 * Pages as lazy components, and how many are loading: the router (declarative mode, decision 023)
 * renders a page as soon as its module is in; meanwhile the previous page stays on screen (the
 * router updates in a transition) and `usePageLoading` drives the progress bar.
 */

let loading = 0;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/** Counts `promise` as a page loading (the progress bar shows) until it settles. */
export function trackLoading<T>(promise: Promise<T>): Promise<T> {
  loading += 1;
  changed();
  return promise.finally(() => {
    loading -= 1;
    changed();
  });
}

/** A page component loaded on first render from its own module. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(() => trackLoading(load().then((Page) => ({ default: Page }))));
}

/** True while a page module is loading. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading > 0,
  );
}
