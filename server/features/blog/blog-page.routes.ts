import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { isPagePath, preloadPageData } from '../../http/web-app.ts';
import type { PageHtml } from '../../http/page-html.ts';
import { sendPublic } from '../../http/public-cache.ts';
import { createPostPageRenderer } from './blog-seo.ts';

/**
 * `/blog/{slug}` as a page: a published post gets index.html with its title and Open Graph tags
 * (so a shared link previews the post); a draft or unknown slug gets the plain index.html and the
 * SPA shows its own answer. Registered only while the built SPA is served.
 */
export const blogPageRoutes =
  (deps: AppDeps, pageHtml: PageHtml): FastifyPluginAsync =>
  async (app) => {
    const renderPostPage = createPostPageRenderer({
      indexHtml: (pathname) => pageHtml.htmlFor(pathname),
      db: deps.database.db,
      appUrl: deps.appUrl,
      onError: (error) => app.log.warn({ err: error }, 'blog post page head lookup failed'),
    });
    for (const url of ['/blog/:slug', '/blog/:slug/']) {
      app.get(url, { schema: { hide: true } }, async (request, reply) => {
        const pathname = request.url.split('?')[0] ?? '/';
        if (!isPagePath(request.method, pathname)) return reply.callNotFound();
        reply.header('cache-control', 'no-cache');
        preloadPageData(request, reply, pathname);
        const page = await renderPostPage(pathname);
        if (page === null)
          return sendPublic(request, reply, pageHtml.bodyFor(pathname), 'no-cache');
        return reply.type('text/html; charset=utf-8').send(page);
      });
    }
  };
