import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOT_SHELL_NAME_SLOT, BOOT_SHELLS_FILE } from '#common/constants.ts';
import { publicBody, type PublicBody } from './public-cache.ts';

/*
 * The SPA's index.html for a page path, with `modulepreload` links for that page's modules
 * (`route-preloads.json`, written by the web build): the browser fetches the entry, the route
 * table and the page's chunks at once, instead of discovering each only when the one before it
 * has run. The same HTML for everyone (no member data), prepared once per route.
 */

type Preloads = Record<string, string[]>;

/** The route pattern a path matches: static segments beat `:params`, `*` catches the rest. */
export function matchRoute(pathname: string, patterns: readonly string[]): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return patterns.includes('/') ? '/' : null;
  let best: { pattern: string; score: number } | null = null;
  for (const pattern of patterns) {
    if (pattern === '/' || pattern === '*') continue;
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    let score = 0;
    const matches = parts.every((part, i) => {
      if (part.startsWith(':')) return true;
      score += 1;
      return part === segments[i];
    });
    if (matches && (!best || score > best.score)) best = { pattern, score };
  }
  return best?.pattern ?? (patterns.includes('*') ? '*' : null);
}

const HREF = /^\/assets\/[\w.-]+\.js$/;
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/assets\/([\w.-]+\.css)">/;

/**
 * The entry's stylesheet, written into the page (`<style>`) instead of linked: the first paint
 * then needs the HTML alone, one round trip less on a phone's link, and happens before the
 * scripts arrive. It is about 12 kB compressed, and a page's HTML is revalidated with its ETag,
 * so a returning visitor does not download it again. Kept as a link when the file is missing or
 * could close the element early.
 */
export function inlineStylesheet(html: string, webDir: string): string {
  const match = STYLESHEET.exec(html);
  if (!match?.[1]) return html;
  const file = path.join(webDir, 'assets', match[1]);
  if (!existsSync(file)) return html;
  const css = readFileSync(file, 'utf8');
  if (/<\/style/i.test(css)) return html;
  // The link stays, disabled (a disabled style sheet is not fetched): the loader of lazy pages
  // finds it there and does not fetch the file either.
  const placeholder = `<link rel="stylesheet" href="/assets/${match[1]}" disabled>`;
  return html.replace(match[0], () => `${placeholder}<style>${css}</style>`);
}

export interface PageHtml {
  /** index.html for this path, with its modules preloaded. */
  htmlFor(pathname: string): string;
  /** The same, prepared to send (ETag, gzip). */
  bodyFor(pathname: string): PublicBody;
  /**
   * True when this path's page has a top the server paints for a signed-in member (a public one
   * also has one for visitors, in `htmlFor`).
   */
  hasMemberTop(pathname: string): boolean;
  /**
   * This path's page with its top painted for `member` (decision 029), or null when the page has
   * none. `me` is their `GET /api/auth/me` answer, written into the page for the app to start
   * with. Per member: sent as private, never shared.
   */
  memberBodyFor(pathname: string, member: PageMember): PublicBody | null;
}

/** The member a page is painted for, and their `GET /api/auth/me` answer. */
export interface PageMember {
  firstName: string;
  isAdmin: boolean;
  me: unknown;
}

type BootShells = Record<string, { member: string; admin: string; guest?: string }>;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Escapes text for an HTML attribute or element body (and for XML). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const PAGE_SCRIPTS = /<(script type="module"|link rel="modulepreload") crossorigin/g;
/**
 * A page whose top is in its HTML needs no script for its first paint: its scripts are fetched at
 * low priority, after what the browser deems urgent (the session check the app starts with),
 * instead of at the high priority of scripts that could block rendering (decision 029).
 */
const scriptsAfterPaint = (html: string) =>
  html.replace(PAGE_SCRIPTS, '<$1 fetchpriority="low" crossorigin');

/**
 * `html` with a painted top (`#boot`) before `#root`, and its scripts after the first paint. `me`:
 * the member's session answer, for the app to start with.
 */
function withTop(html: string, markup: string, me?: string): string {
  const data = me === undefined ? '' : ` data-me="${escapeHtml(me)}"`;
  return scriptsAfterPaint(html).replace(
    '<div id="root">',
    () => `<div id="boot"${data}>${markup}</div><div id="root">`,
  );
}

/**
 * Per-member pages kept prepared (a member reloading their dashboard costs no compression), keyed
 * by all they hold: a changed name, plan or credit balance makes a new one.
 */
const MEMBER_BODIES_KEPT = 32;

export function createPageHtml(webDir: string): PageHtml {
  const index = inlineStylesheet(readFileSync(path.join(webDir, 'index.html'), 'utf8'), webDir);
  const file = path.join(webDir, 'route-preloads.json');
  const preloads: Preloads = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Preloads)
    : {};
  const patterns = Object.keys(preloads);
  const byRoute = new Map<string, string>();
  const bodies = new Map<string, PublicBody>();
  const shellsFile = path.join(webDir, BOOT_SHELLS_FILE);
  const shells: BootShells = existsSync(shellsFile)
    ? (JSON.parse(readFileSync(shellsFile, 'utf8')) as BootShells)
    : {};
  const memberBodies = new Map<string, PublicBody>();

  /** index.html with the route's modules preloaded. */
  const preloaded = (route: string) => {
    let html = byRoute.get(route);
    if (html === undefined) {
      const links = (preloads[route] ?? [])
        .filter((href) => HREF.test(href))
        .map((href) => `    <link rel="modulepreload" crossorigin href="${href}">`)
        .join('\n');
      html = links ? index.replace('</head>', `${links}\n  </head>`) : index;
      byRoute.set(route, html);
    }
    return html;
  };
  const guestPages = new Map<string, string>();
  const htmlFor = (pathname: string) => {
    const route = matchRoute(pathname, patterns);
    if (route === null) return index;
    // A public page whose top the server paints: for a visitor, the same for everyone.
    const guest = shells[route]?.guest;
    if (!guest) return preloaded(route);
    let html = guestPages.get(route);
    if (html === undefined) guestPages.set(route, (html = withTop(preloaded(route), guest)));
    return html;
  };

  const shellFor = (pathname: string) => {
    const route = matchRoute(pathname, patterns);
    const shell = route === null ? undefined : shells[route];
    return route !== null && shell ? { route, ...shell } : undefined;
  };

  return {
    htmlFor,
    hasMemberTop: (pathname) => shellFor(pathname) !== undefined,
    memberBodyFor(pathname, member) {
      const shell = shellFor(pathname);
      // An empty name has a wording of its own in the app ("Champion"): the plain page then.
      if (!shell || !member.firstName) return null;
      const me = JSON.stringify(member.me);
      const key = `${shell.route}\n${member.isAdmin}\n${member.firstName}\n${me}`;
      let body = memberBodies.get(key);
      if (body) {
        memberBodies.delete(key); // moved to the newest end
      } else {
        const markup = (member.isAdmin ? shell.admin : shell.member).replace(
          BOOT_SHELL_NAME_SLOT,
          () => escapeHtml(member.firstName),
        );
        const html = withTop(preloaded(shell.route), markup, me);
        body = publicBody(html, 'text/html; charset=utf-8', 5);
        if (memberBodies.size >= MEMBER_BODIES_KEPT) {
          memberBodies.delete(memberBodies.keys().next().value!);
        }
      }
      memberBodies.set(key, body);
      return body;
    },
    bodyFor(pathname) {
      const html = htmlFor(pathname);
      let body = bodies.get(html);
      if (!body) {
        body = publicBody(html, 'text/html; charset=utf-8');
        bodies.set(html, body);
      }
      return body;
    },
  };
}
