import type { Database } from '../../db/client.ts';
import { publicBody, type PublicBody } from '../../http/public-cache.ts';
import { toBlogPost, toBlogSummary } from './blog.presenter.ts';
import { escapeHtml } from '../../http/page-html.ts';
import { POLICY_PATHS } from './blog-seo.ts';
import {
  blogPostNotFound,
  getPublishedPost,
  listPublishedSummaries,
  publishedVersion,
  type BlogSummaryRow,
} from './blog.service.ts';

/** Single posts kept prepared at most (the most recently read). */
const POSTS_KEPT = 100;

/**
 * The public blog, prepared once per change: the list (without contents), each post read, the
 * sitemap and the RSS feed, each as a body with its gzip and ETag (public-cache.ts).
 *
 * An admin's change calls `invalidate()`, so this instance answers the new content at once. On
 * the embedded database this process is the only one (the data folder is locked), so that is
 * all; on PostgreSQL other instances may write too, so the published posts' version (one small
 * aggregate read) is read again at most once a second, and a change made through another
 * instance shows here within that second.
 */
export interface BlogCache {
  list(): Promise<PublicBody>;
  /** Throws the 404 of a missing or draft post. */
  post(slug: string): Promise<PublicBody>;
  sitemap(): Promise<PublicBody>;
  rss(): Promise<PublicBody>;
  invalidate(): void;
}

interface Generation {
  key: string;
  summaries: Promise<BlogSummaryRow[]>;
  bodies: Map<string, Promise<PublicBody>>;
  posts: Map<string, PublicBody>;
}

/** On PostgreSQL, how often the published posts' version is read again (other instances' edits). */
export const BLOG_VERSION_CHECK_MS = 1000;

export function createBlogCache(
  database: Database,
  appUrl: string,
  options: { versionCheckMs?: number } = {},
): BlogCache {
  const { db } = database;
  const checkEvery = options.versionCheckMs ?? BLOG_VERSION_CHECK_MS;
  let invalidations = 0;
  let current: Generation | undefined;
  // The last version read, shared by the requests of the next `checkEvery` ms.
  let version: { at: number; value: Promise<string> } | undefined;

  const sharedVersion = () => {
    const now = Date.now();
    if (!version || now - version.at >= checkEvery) {
      const read = publishedVersion(db);
      const entry = { at: now, value: read };
      version = entry;
      read.catch(() => {
        if (version === entry) version = undefined;
      });
    }
    return version.value;
  };

  const versionKey = async () =>
    database.kind === 'pglite' ? `i${invalidations}` : `i${invalidations}|${await sharedVersion()}`;

  async function generation(): Promise<Generation> {
    const key = await versionKey();
    if (current?.key !== key) {
      const next: Generation = {
        key,
        summaries: listPublishedSummaries(db),
        bodies: new Map(),
        posts: new Map(),
      };
      // A failed read is not kept: the next request reads again.
      next.summaries.catch(() => {
        if (current === next) current = undefined;
      });
      current = next;
    }
    return current;
  }

  /** One body per generation, prepared on first use. */
  async function derived(
    name: string,
    make: (posts: BlogSummaryRow[]) => PublicBody,
  ): Promise<PublicBody> {
    const gen = await generation();
    let body = gen.bodies.get(name);
    if (!body) {
      body = gen.summaries.then(make);
      gen.bodies.set(name, body);
      body.catch(() => gen.bodies.delete(name));
    }
    return body;
  }

  return {
    list: () => derived('list', (posts) => publicBody(posts.map(toBlogSummary))),

    async post(slug) {
      const gen = await generation();
      const kept = gen.posts.get(slug);
      if (kept) return kept;
      // Unknown slugs cost nothing beyond the list: only published posts are read.
      const listed = (await gen.summaries).some((post) => post.slug === slug);
      if (!listed) throw blogPostNotFound();
      const body = publicBody(toBlogPost(await getPublishedPost(db, slug)));
      if (current === gen) {
        if (gen.posts.size >= POSTS_KEPT) gen.posts.delete(gen.posts.keys().next().value!);
        gen.posts.set(slug, body);
      }
      return body;
    },

    sitemap: () =>
      derived('sitemap', (posts) => {
        const entry = (loc: string, lastmod?: Date) =>
          `  <url><loc>${escapeHtml(`${appUrl}${loc}`)}</loc>${
            lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
          }</url>`;
        return publicBody(
          [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            entry('/'),
            entry('/blog', posts[0]?.updatedAt),
            ...posts.map((post) => entry(`/blog/${post.slug}`, post.updatedAt)),
            ...POLICY_PATHS.map((p) => entry(p)),
            '</urlset>',
            '',
          ].join('\n'),
          'application/xml; charset=utf-8',
        );
      }),

    rss: () =>
      derived('rss', (posts) => {
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
        return publicBody(
          [
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
          ].join('\n'),
          'application/rss+xml; charset=utf-8',
        );
      }),

    invalidate() {
      invalidations += 1;
      current = undefined;
      version = undefined;
    },
  };
}
