import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIE_NAME } from '#common/constants.ts';
import { LIBRARY_FIRST_PAGE } from '#common/exercise-constants.ts';
import type { PageHtml, PageMember } from './page-html.ts';

/** The member a page request's session cookie signs in, with their `/api/auth/me` answer. */
export type PageMemberLookup = (request: FastifyRequest) => Promise<PageMember | null>;
import { sendPublic } from './public-cache.ts';

/**
 * Serves the built SPA from `webDir`: hashed assets cached for a year, everything else
 * revalidated. Feature plugins may answer some page paths themselves (the blog's post pages);
 * `registerNotFound` sends every other page path to index.html.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDir,
    // One route for every file, looked up on request: registering a route per built file (and
    // its .gz and .br) cost about 50 ms of each start. A path with no file goes to the not-found
    // handler below, as before.
    wildcard: true,
    preCompressed: true,
    index: false,
    // A folder's path (`/`, `/icons/`) is no file: the not-found handler answers it, with the
    // page for `/`. Left to the file lookup, a client that takes no compressed answer got 403.
    allowedPath: (pathName) => !pathName.endsWith('/'),
    // The ETag revalidates; Last-Modified would only repeat it.
    lastModified: false,
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}

/** A GET or HEAD of a page path (not the API, not a file): the SPA's to answer. */
export function isPagePath(method: string, url: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !url.startsWith('/api/') &&
    !url.startsWith('/assets/') &&
    !path.extname(url)
  );
}

/**
 * Unknown paths: page paths get the SPA's index.html when it is served (the SPA decides, with
 * its own 404 page); everything else, `/api/*` first, a JSON 404.
 */
export function registerNotFound(
  app: FastifyInstance,
  {
    pageHtml,
    routes,
    pageMember,
  }: { pageHtml: PageHtml | null; routes: RouteMethods; pageMember: PageMemberLookup },
) {
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (pageHtml && isPagePath(request.method, url)) {
      // A member page whose top the server paints (decision 029): for the member signed in, and
      // never stored (the shared page when there is no valid session, or the lookup fails).
      const member =
        pageHtml.hasMemberTop(url) && request.cookies[SESSION_COOKIE_NAME]
          ? await pageMember(request).catch((error: unknown) => {
              request.log.warn({ err: error }, 'session lookup for a page failed');
              return null;
            })
          : null;
      const body = member && pageHtml.memberBodyFor(url, member, request.cookies);
      // That page carries the session check's answer: nothing to preload for it.
      preloadPageData(request, reply, url, { session: !body });
      // Never stored: a shared computer's browser keeps nothing of a member's page after logout.
      if (body) return sendPublic(request, reply, body, 'no-store');
      return sendPublic(request, reply, pageHtml.bodyFor(url), 'no-cache');
    }
    const allowed = routes.methodsFor(url);
    // (A route that answers this method and still found nothing, /blog/{slug} of a file, is a 404.)
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      const message = `${request.method} is not allowed on ${url}; use ${allowed.join(', ')}`;
      reply.header('allow', allowed.join(', '));
      return reply.status(405).send({ code: 'METHOD_NOT_ALLOWED', message, error: message });
    }
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${url}`,
      error: `No route for ${request.method} ${url}`,
    });
  });
}

/**
 * The data a page asks for first, announced with its HTML (a `Link: rel=preload` header), so it
 * downloads together with the scripts instead of after them:
 * - with a session cookie, `GET /api/auth/me`, which the app reads before it can show a member
 *   page (without one it would only answer 401, so it is not preloaded);
 * - on `/blog` and `/blog/{slug}`, the public list or post;
 * - on `/exercises` without filters in its address, the library's first page.
 * Only the cookie's presence is read here (the pages with a member's top read the session).
 */
export function preloadPageData(
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  { session = true }: { session?: boolean } = {},
) {
  const links: string[] = [];
  if (session && request.cookies[SESSION_COOKIE_NAME]) links.push('/api/auth/me');
  const blog = /^\/blog(?:\/([a-z0-9-]{1,120}))?\/?$/.exec(pathname);
  if (blog) links.push(blog[1] ? `/api/blog/${blog[1]}` : '/api/blog');
  if (/^\/exercises\/?$/.test(pathname) && !request.url.includes('?')) {
    links.push(LIBRARY_FIRST_PAGE);
  }
  reply.header('vary', 'cookie');
  if (links.length > 0) {
    reply.header(
      'link',
      links
        .map((href) => `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`)
        .join(', '),
    );
  }
}

/**
 * The methods each API path answers, collected as routes are added, so a known path asked with
 * another method gets a 405 and an `Allow` header instead of a 404. Wildcard routes (the static
 * files) are left out: they would make every path "known".
 */
export interface RouteMethods {
  add(method: string | string[], url: string): void;
  methodsFor(pathname: string): string[];
}

export function createRouteMethods(): RouteMethods {
  const byPattern = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return {
    add(method, url) {
      if (url.includes('*')) return;
      let entry = byPattern.get(url);
      if (!entry) {
        const source = url
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : escape(part)))
          .join('/');
        entry = { pattern: new RegExp(`^${source}/?$`), methods: new Set() };
        byPattern.set(url, entry);
      }
      for (const one of Array.isArray(method) ? method : [method]) entry.methods.add(one);
    },
    methodsFor(pathname) {
      const methods = new Set<string>();
      for (const entry of byPattern.values()) {
        if (entry.pattern.test(pathname)) for (const method of entry.methods) methods.add(method);
      }
      return [...methods].sort();
    },
  };
}
