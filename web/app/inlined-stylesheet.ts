/*
 * The server writes the entry stylesheet into the page (`<style data-href>`, decision 023) and
 * leaves no link to the file, which the browser's preload scanner would fetch. Vite's loader of
 * lazy pages looks for a `<link rel="stylesheet">` to each stylesheet a page module lists, the
 * entry's included, and adds one (a download and a second copy of every rule) when it finds none.
 * A disabled link, made here before any lazy import, is found and never fetched.
 */

import { INLINED_STYLESHEET_ATTRIBUTE } from '#common/page-shell.ts';

/** Links the page's inlined stylesheet file, disabled. Returns the link, or null when none. */
export function linkInlinedStylesheet(doc: Document): HTMLLinkElement | null {
  const style = doc.querySelector<HTMLStyleElement>(`style[${INLINED_STYLESHEET_ATTRIBUTE}]`);
  const href = style?.getAttribute(INLINED_STYLESHEET_ATTRIBUTE);
  if (!href) return null;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // Disabled before it is in the document: the browser does not fetch it.
  link.disabled = true;
  doc.head.append(link);
  return link;
}
