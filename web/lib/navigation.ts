/*
 * Client-side navigation without a router import. The landing page starts without React Router
 * (its first load stays small, decision 048): there a navigation loads the app and then goes. Once
 * the router runs, the root layout hands over its `navigate`.
 */

type Navigate = (to: string) => void;

const loadPage: Navigate = (to) => window.location.assign(to);
let current: Navigate = loadPage;

/** Goes to `to` the way the running app can: the router's navigate, else a page load. */
export function navigate(to: string): void {
  current(to);
}

/** Installs `next` as the way to navigate; the returned function restores a page load. */
export function setNavigator(next: Navigate): () => void {
  current = next;
  return () => {
    if (current === next) current = loadPage;
  };
}
