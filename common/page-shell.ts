/*
 * The contract between the page the server sends and the app that takes it over (decisions 023
 * and 029), in one place for the web build, the server and the app:
 * - the slots of `web/index.html` where the server puts a page's preloads and its painted top;
 * - the painted top's element, the slot for the member's name in it, and the session answer it
 *   carries for the app to start with;
 * - the files the web build writes beside index.html.
 * Pages are put together from the template split at its slots, not by searching its text.
 */

/** The element holding the top of the page as the server painted it. */
export const PAINTED_TOP_ID = 'boot';
/** The element the app renders into (hidden by styles.css while the painted top is there). */
export const APP_ROOT_ID = 'root';
/** The attribute of the painted top holding the member's `GET /api/auth/me` answer (JSON). */
export const SESSION_ATTRIBUTE = 'data-me';
/** Set on the placeholders the app shows while the page itself is not ready yet. */
export const PAGE_PENDING_ATTRIBUTE = 'data-page-pending';
/** On the page's inline `<style>`: the address of the stylesheet file the server wrote into it. */
export const INLINED_STYLESHEET_ATTRIBUTE = 'data-href';
/** Spread on such a placeholder (`<div {...PAGE_PENDING_PROPS}>`). */
export const PAGE_PENDING_PROPS: Record<string, string> = { [PAGE_PENDING_ATTRIBUTE]: '' };
/**
 * Kept by the browser, holding the member's id, while a workout of theirs is in progress on this
 * device (`web/features/workouts/lib/persisted-session.ts`): `/workout` then opens on it, not on
 * the start screen the server would paint.
 */
export const WORKOUT_OPEN_COOKIE = 'fc_workout';
/** In the built tops, where the server writes the member's first name, HTML-escaped. */
export const NAME_SLOT = 'FLEXCOACH-BOOT-FIRST-NAME';

/** Beside index.html: route path → the markup of its painted top, per viewer. */
export const BOOT_SHELLS_FILE = 'boot-shells.json';
/** Beside index.html: route path → the JavaScript files that page needs beyond the entry. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** index.html's slots: before `</head>`, and just before the app's root element. */
export const PRELOADS_SLOT = '<!--route-preloads-->';
export const TOP_SLOT = '<!--painted-top-->';

export type BootShells = Record<string, { member: string; admin: string; visitor?: string }>;
export type RoutePreloads = Record<string, string[]>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Escapes text for an HTML attribute or element body (and for XML). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** index.html split at its two slots, in both script priorities. */
export interface PageTemplate {
  /** Up to the preloads' slot, and from there to the top's slot. */
  head: string;
  body: string;
  /** The same with the page's scripts fetched at low priority (a page with a painted top). */
  headAfterPaint: string;
  bodyAfterPaint: string;
  /** From the top's slot (the app's root element) to the end. */
  rest: string;
}

function splitOnce(html: string, slot: string): [string, string] {
  const parts = html.split(slot);
  if (parts.length !== 2) {
    throw new Error(`index.html must hold ${slot} exactly once (it holds it ${parts.length - 1})`);
  }
  return [parts[0]!, parts[1]!];
}

const PAGE_SCRIPTS = /<(script type="module"|link rel="modulepreload") crossorigin/g;
/**
 * A page whose top is in its HTML needs no script for its first paint: its scripts come after
 * what the browser deems urgent (the session check the app starts with), decision 029.
 */
const afterPaint = (html: string) =>
  html.replace(PAGE_SCRIPTS, '<$1 fetchpriority="low" crossorigin');

export function pageTemplate(html: string): PageTemplate {
  const [head, afterPreloads] = splitOnce(html, PRELOADS_SLOT);
  const [body, rest] = splitOnce(afterPreloads, TOP_SLOT);
  if (!rest.trimStart().startsWith(`<div id="${APP_ROOT_ID}">`)) {
    throw new Error(`index.html: ${TOP_SLOT} must come just before <div id="${APP_ROOT_ID}">`);
  }
  return { head, body, headAfterPaint: afterPaint(head), bodyAfterPaint: afterPaint(body), rest };
}

const PRELOADABLE = /^\/assets\/[\w.-]+\.js$/;

/** The page's top as the server paints it; `me` is the session answer the app starts with. */
export function paintedTop(markup: string, me?: unknown): string {
  const data = me === undefined ? '' : ` ${SESSION_ATTRIBUTE}="${escapeHtml(JSON.stringify(me))}"`;
  return `<div id="${PAINTED_TOP_ID}"${data}>${markup}</div>`;
}

/** A built top with the member's first name in its slot. */
export const withName = (markup: string, firstName: string) =>
  markup.split(NAME_SLOT).join(escapeHtml(firstName));

/** A page: the template with its preloads and, when it has one, its painted top. */
export function composePage(
  template: PageTemplate,
  { preloads = [], top }: { preloads?: readonly string[]; top?: string },
): string {
  const painted = top !== undefined;
  // At the browser's own priority on a painted page too: its top needs none of them, but nothing
  // else competes (the session answer is in the page), and they are what the app waits for.
  const links = preloads
    .filter((href) => PRELOADABLE.test(href))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  const head = painted ? template.headAfterPaint : template.head;
  const body = painted ? template.bodyAfterPaint : template.body;
  return `${head}${links}${body}${top ?? ''}${template.rest}`;
}

/** The session answer in the painted top of `doc`, or null (none, or not readable). */
export function readPaintedSession(doc: {
  getElementById(id: string): { getAttribute(name: string): string | null } | null;
}): unknown {
  const json = doc.getElementById(PAINTED_TOP_ID)?.getAttribute(SESSION_ATTRIBUTE);
  if (!json) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}
