import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { getPublishedPost } from './blog.service.ts';
import { escapeHtml } from '../../http/page-html.ts';

/** The eight policy pages listed in the sitemap. */
export const POLICY_PATHS = [
  '/privacy-policy',
  '/terms-of-service',
  '/refund-policy',
  '/health-disclaimer',
  '/cancellation-policy',
  '/payment-policy',
  '/flex-credits-policy',
  '/affiliate-policy',
] as const;

export interface PostHead {
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
}

// The generic tags of index.html that a post page replaces.
const TITLE_TAG = /\s*<title>[\s\S]*?<\/title>/i;
const REPLACED_META =
  /\s*<meta\b[^>]*?\b(?:name\s*=\s*"description"|property\s*=\s*"og:[^"]*")[^>]*>/gi;

/** index.html with the post's title, description and Open Graph tags (every value escaped). */
export function injectPostHead(indexHtml: string, head: PostHead): string {
  const title = `${head.title} · FlexCoach Blog`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    ...(head.imageUrl
      ? [`<meta property="og:image" content="${escapeHtml(head.imageUrl)}" />`]
      : []),
    `<meta name="twitter:card" content="${head.imageUrl ? 'summary_large_image' : 'summary'}" />`,
  ];
  const stripped = indexHtml.replace(TITLE_TAG, '').replace(REPLACED_META, '');
  const at = stripped.search(/<\/head>/i);
  const block = `\n    ${tags.join('\n    ')}\n  `;
  return at === -1
    ? `${block}${stripped}`
    : `${stripped.slice(0, at).trimEnd()}${block}${stripped.slice(at)}`;
}

const POST_PATH = /^\/blog\/([a-z0-9-]{1,120})\/?$/;

/**
 * The HTML of `/blog/{slug}` for a published post: the built index.html (read once, then cached)
 * with the post's head tags. `null` for any other path, a draft or a missing post, so the caller
 * serves the plain index.html.
 */
export function createPostPageRenderer(options: {
  /** The SPA's index.html for a path (with that page's preloads). */
  indexHtml: (pathname: string) => string;
  db: Db;
  appUrl: string;
  onError?: (error: unknown) => void;
}) {
  return async function renderPostPage(urlPath: string): Promise<string | null> {
    const slug = POST_PATH.exec(urlPath)?.[1];
    if (!slug) return null;
    let post;
    try {
      post = await getPublishedPost(options.db, slug);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      // The page still works without its head tags: the SPA reads the post (and reports errors).
      options.onError?.(error);
      return null;
    }
    return injectPostHead(options.indexHtml(urlPath), {
      title: post.title,
      description: post.excerpt,
      url: `${options.appUrl}/blog/${post.slug}`,
      imageUrl: post.imageUrl,
    });
  };
}
