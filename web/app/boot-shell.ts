/*
 * The top of a member page as the server paints it before any script has run (`#boot`, decision
 * 029): the site header and the page's heading with the member's name. The app renders into
 * `#root`, hidden while `#boot` is there (styles.css), and `#boot` goes the moment the page
 * itself is in `#root`: not while a page module loads or the session is being checked (those
 * placeholders carry `data-page-pending`). Removed in the microtask after React's commit, so the
 * browser never paints both, nor neither.
 */

import { PAGE_PENDING_ATTRIBUTE, PAINTED_TOP_ID } from '#common/page-shell.ts';

/** Set (as `data-page-pending=""`) on the placeholders shown while the page is not ready yet. */
export const PAGE_PENDING = PAGE_PENDING_ATTRIBUTE;

function pageIsIn(root: HTMLElement): boolean {
  return root.childElementCount > 0 && root.querySelector(`[${PAGE_PENDING}]`) === null;
}

/**
 * Hands the server-painted top of the page over to the app rendered in `root`. Returns false
 * when the page has none (the app renders at once).
 */
export function handOffBootShell(root: HTMLElement): boolean {
  const boot = document.getElementById(PAINTED_TOP_ID);
  if (!boot) return false;
  const observer = new MutationObserver(() => {
    if (!pageIsIn(root)) return;
    observer.disconnect();
    boot.remove();
  });
  observer.observe(root, { childList: true, subtree: true });
  return true;
}

/**
 * Runs `render` once the browser has painted what it has (the server's `#boot`), and not later
 * than 100 ms (a background tab paints no frames): the first render is one long task, and the
 * page's heading should not wait for it.
 */
export function afterFirstPaint(render: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    render();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
}
