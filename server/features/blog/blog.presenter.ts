import type { AdminBlogPost, BlogPost, BlogPostSummary } from '#common/schemas/blog.ts';
import type { BlogPostRow, BlogSummaryRow } from './blog.service.ts';

export function toAdminBlogPost(row: BlogPostRow): AdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    authorRole: row.authorRole,
    category: row.category,
    tags: Array.isArray(row.tags) ? row.tags.filter((t) => typeof t === 'string') : [],
    readTime: row.readTime,
    imageUrl: row.imageUrl,
    externalUrl: row.externalUrl,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  };
}

/** The public view: no draft flag, no edit time. */
export function toBlogPost(row: BlogPostRow): BlogPost {
  const { published: _published, updatedAt: _updatedAt, ...post } = toAdminBlogPost(row);
  return post;
}

/** The public list's view: the public post without its content. */
export function toBlogSummary(row: BlogSummaryRow): BlogPostSummary {
  const { content: _content, ...post } = toBlogPost({ ...row, content: '' });
  return post;
}
