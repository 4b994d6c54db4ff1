import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BlogPostSchema } from '#common/schemas/blog.ts';
import type { AppDeps } from '../../deps.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';
import { toBlogPost } from './blog.presenter.ts';
import { escapeHtml, POLICY_PATHS } from './blog-seo.ts';
import { getPublishedPost, listPublishedPosts } from './blog.service.ts';

const SlugParamSchema = z.object({ slug: z.string().min(1).max(200) });

/** Feeds and sitemaps may be cached briefly by browsers and proxies. */
const FEED_CACHE = 'public, max-age=300';

export const blogRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['blog'];
    const { appUrl } = deps;

    app.get(
      '/api/blog',
      {
        schema: {
          tags,
          summary: 'Published blog posts, newest first (public)',
          security: [],
          response: { 200: z.array(BlogPostSchema) },
        },
      },
      async () => (await listPublishedPosts(db)).map(toBlogPost),
    );

    app.get(
      '/api/blog/:slug',
      {
        schema: {
          tags,
          summary: 'One published blog post by slug (public); drafts answer 404',
          security: [],
          params: SlugParamSchema,
          response: { 200: BlogPostSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => toBlogPost(await getPublishedPost(db, request.params.slug)),
    );

    app.get(
      '/sitemap.xml',
      {
        schema: { tags, summary: 'Sitemap: home, blog, published posts, policy pages', hide: true },
      },
      async (_request, reply) => {
        const posts = await listPublishedPosts(db);
        const entry = (loc: string, lastmod?: Date) =>
          `  <url><loc>${escapeHtml(`${appUrl}${loc}`)}</loc>${
            lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
          }</url>`;
        const xml = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          entry('/'),
          entry('/blog', posts[0]?.updatedAt),
          ...posts.map((post) => entry(`/blog/${post.slug}`, post.updatedAt)),
          ...POLICY_PATHS.map((p) => entry(p)),
          '</urlset>',
          '',
        ].join('\n');
        return reply
          .type('application/xml; charset=utf-8')
          .header('cache-control', FEED_CACHE)
          .send(xml);
      },
    );

    app.get(
      '/blog/rss.xml',
      { schema: { tags, summary: 'RSS 2.0 feed of published blog posts', hide: true } },
      async (_request, reply) => {
        const posts = await listPublishedPosts(db);
        const items = posts.slice(0, 50).map((post) => {
          const link = `${appUrl}/blog/${post.slug}`;
          return [
            '    <item>',
            `      <title>${escapeHtml(post.title)}</title>`,
            `      <link>${escapeHtml(link)}</link>`,
            `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
            `      <description>${escapeHtml(post.excerpt)}</description>`,
            `      <category>${escapeHtml(post.category)}</category>`,
            `      <pubDate>${(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
            '    </item>',
          ].join('\n');
        });
        const xml = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
          '  <channel>',
          '    <title>FlexCoach Blog</title>',
          `    <link>${escapeHtml(`${appUrl}/blog`)}</link>`,
          '    <description>Training, nutrition and wellness articles from the FlexCoach coaches.</description>',
          '    <language>en</language>',
          `    <atom:link href="${escapeHtml(`${appUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml" />`,
          ...(posts[0]?.publishedAt
            ? [`    <lastBuildDate>${posts[0].publishedAt.toUTCString()}</lastBuildDate>`]
            : []),
          ...items,
          '  </channel>',
          '</rss>',
          '',
        ].join('\n');
        return reply
          .type('application/rss+xml; charset=utf-8')
          .header('cache-control', FEED_CACHE)
          .send(xml);
      },
    );
  };
