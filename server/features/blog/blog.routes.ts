import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BlogPostSchema, BlogPostSummarySchema } from '#common/schemas/blog.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';
import { NotModifiedSchema, sendPublic } from '../../http/public-cache.ts';
import type { BlogCache } from './blog-cache.ts';

const SlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

export const blogRoutes =
  (blogCache: BlogCache): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['blog'];
    // Same for everyone: prepared once per change, revalidated with ETag (public-cache.ts).
    const cached = { 304: NotModifiedSchema };

    app.get(
      '/api/blog',
      {
        schema: {
          tags,
          summary:
            'Published blog posts, newest first, without their content (public; ETag, revalidate)',
          security: [],
          response: { 200: z.array(BlogPostSummarySchema), ...cached },
        },
      },
      async (request, reply) => sendPublic(request, reply, await blogCache.list()),
    );

    app.get(
      '/api/blog/:slug',
      {
        schema: {
          tags,
          summary: 'One published blog post by slug (public; ETag, revalidate); drafts answer 404',
          security: [],
          params: SlugParamSchema,
          response: { 200: BlogPostSchema, ...cached, 404: ErrorBodySchema },
        },
      },
      async (request, reply) =>
        sendPublic(request, reply, await blogCache.post(request.params.slug)),
    );

    app.get(
      '/sitemap.xml',
      {
        schema: { tags, summary: 'Sitemap: home, blog, published posts, policy pages', hide: true },
      },
      async (request, reply) => sendPublic(request, reply, await blogCache.sitemap()),
    );

    app.get(
      '/blog/rss.xml',
      { schema: { tags, summary: 'RSS 2.0 feed of published blog posts', hide: true } },
      async (request, reply) => sendPublic(request, reply, await blogCache.rss()),
    );
  };
