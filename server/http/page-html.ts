import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BOOT_SHELLS_FILE,
  type BootShells,
  composePage,
  INLINED_STYLESHEET_ATTRIBUTE,
  paintedTop,
  pageTemplate,
  ROUTE_PRELOADS_FILE,
  type RoutePreloads,
  withName,
} from '#common/page-shell.ts';
import { matchRoute } from '#common/routes.ts';
import { publicBody, type PublicBody } from './public-cache.ts';

/*
 * The SPA's index.html for a page path, with `modulepreload` links for that page's modules
 * (`route-preloads.json`, written by the web build): the browser fetches the entry, the route
 * table and the page's chunks at once, instead of discovering each only when the one before it
 * has run. The same HTML for everyone (no member data), prepared once per route.
 */

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
  // No link to the file stays in the HTML, not even a disabled one: the browser's preload scanner
  // fetched that at the highest priority, the whole stylesheet a second time. The style element
  // names the file, and the app links it, disabled, for the loader of lazy pages to find
  // (web/app/inlined-stylesheet.ts).
  const href = `/assets/${match[1]}`;
  return html.replace(
    match[0],
    () => `<style ${INLINED_STYLESHEET_ATTRIBUTE}="${href}">${css}</style>`,
  );
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
   * none, or none now (the page's `unpaintedWhile` cookie, among `cookies`, holds their id). `me`
   * is their `GET /api/auth/me` answer, written into the page for the app to start with. Per
   * member: sent as private, never shared.
   */
  memberBodyFor(
    pathname: string,
    member: PageMember,
    cookies?: Record<string, string | undefined>,
  ): PublicBody | null;
}

/** The member a page is painted for, and their `GET /api/auth/me` answer. */
export interface PageMember {
  id: string;
  firstName: string;
  isAdmin: boolean;
  me: unknown;
}

/** Escapes text for an HTML attribute or element body (and for XML). */
export { escapeHtml } from '#common/page-shell.ts';

/**
 * Per-member pages kept prepared (a member reloading their dashboard costs no compression), keyed
 * by all they hold: a changed name, plan or credit balance makes a new one.
 */
const MEMBER_BODIES_KEPT = 32;

export function createPageHtml(webDir: string): PageHtml {
  const template = pageTemplate(
    inlineStylesheet(readFileSync(path.join(webDir, 'index.html'), 'utf8'), webDir),
  );
  const readJson = <T>(name: string): T | null => {
    const file = path.join(webDir, name);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
  };
  const preloads = readJson<RoutePreloads>(ROUTE_PRELOADS_FILE) ?? {};
  const shells = readJson<BootShells>(BOOT_SHELLS_FILE) ?? {};
  const pages = new Map<string, string>();
  const bodies = new Map<string, PublicBody>();
  const memberBodies = new Map<string, PublicBody>();

  /** The page of a route, the same for everyone: its preloads, and a visitor's top if it has one. */
  const htmlFor = (pathname: string) => {
    const route = matchRoute(pathname)?.path ?? '*';
    let html = pages.get(route);
    if (html === undefined) {
      const visitor = shells[route]?.visitor;
      html = composePage(template, {
        preloads: preloads[route],
        top: visitor === undefined ? undefined : paintedTop(visitor),
      });
      pages.set(route, html);
    }
    return html;
  };

  const shellFor = (pathname: string) => {
    const route = matchRoute(pathname);
    const shell = route && route.painted ? shells[route.path] : undefined;
    return route && shell
      ? { route: route.path, unpaintedWhile: route.unpaintedWhile, ...shell }
      : undefined;
  };

  return {
    htmlFor,
    hasMemberTop: (pathname) => shellFor(pathname) !== undefined,
    memberBodyFor(pathname, member, cookies = {}) {
      const shell = shellFor(pathname);
      // An empty name has a wording of its own in the app ("Champion"): the plain page then.
      if (!shell || !member.firstName) return null;
      if (shell.unpaintedWhile && cookies[shell.unpaintedWhile] === member.id) return null;
      const key = `${shell.route}\n${member.isAdmin}\n${member.firstName}\n${JSON.stringify(member.me)}`;
      let body = memberBodies.get(key);
      if (body) {
        memberBodies.delete(key); // moved to the newest end
      } else {
        const markup = withName(member.isAdmin ? shell.admin : shell.member, member.firstName);
        const html = composePage(template, {
          preloads: preloads[shell.route],
          top: paintedTop(markup, member.me),
        });
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
