import { and, count, desc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BlogPostInputSchema } from '#common/schemas/blog.ts';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { sanitizePostHtml } from './blog-sanitize.ts';
import { isUuid } from '#common/uuid.ts';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type BlogPostValues = z.output<typeof BlogPostInputSchema>;

/** Public and admin lists answer at most this many posts. */
export const BLOG_LIST_LIMIT = 500;

export const blogPostNotFound = () => new AppError('NOT_FOUND', 'Blog post not found');
const duplicateSlug = () =>
  new AppError('CONFLICT', 'A post with this slug already exists', {
    fields: [{ field: 'slug', message: 'A post with this slug already exists' }],
  });

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

const published = and(eq(blogPosts.published, true), isNotNull(blogPosts.publishedAt));

/** A published post without its content: what the list, the sitemap and the feed need. */
export type BlogSummaryRow = Omit<BlogPostRow, 'content'>;

/** Published posts without their content, newest first. */
export async function listPublishedSummaries(db: Db): Promise<BlogSummaryRow[]> {
  const { content: _content, ...columns } = getTableColumns(blogPosts);
  return db
    .select(columns)
    .from(blogPosts)
    .where(published)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt))
    .limit(BLOG_LIST_LIMIT);
}

/**
 * What changes when a published post is added, edited, unpublished or deleted: a cheap read that
 * lets every app instance on one PostgreSQL database see another's edits.
 */
export async function publishedVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      posts: count(),
      updated: sql<string | null>`max(${blogPosts.updatedAt})::text`,
      created: sql<string | null>`max(${blogPosts.createdAt})::text`,
    })
    .from(blogPosts)
    .where(published);
  return `${row?.posts ?? 0}|${row?.updated ?? ''}|${row?.created ?? ''}`;
}

/** One published post by slug; drafts answer 404 like a missing post. */
export async function getPublishedPost(db: Db, slug: string): Promise<BlogPostRow> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published))
    .limit(1);
  if (!row) throw blogPostNotFound();
  return row;
}

/** Every post, drafts included, newest created first (admin). */
export async function listAllPosts(db: Db): Promise<BlogPostRow[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt)).limit(BLOG_LIST_LIMIT);
}

export async function getPost(db: Db, id: string): Promise<BlogPostRow> {
  if (!isUuid(id)) throw blogPostNotFound();
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) throw blogPostNotFound();
  return row;
}

/** The stored columns of a validated input: content sanitised, empty-after-sanitising refused. */
async function toColumns(input: BlogPostValues) {
  const content = await sanitizePostHtml(input.content);
  if (!content) {
    throw new AppError('VALIDATION_FAILED', 'Invalid blog post: content Content is required', {
      fields: [{ field: 'content', message: 'Content is required' }],
    });
  }
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content,
    author: input.author,
    authorRole: input.authorRole,
    category: input.category,
    tags: input.tags,
    readTime: input.readTime,
    imageUrl: input.imageUrl,
    // The external link is offered only for published posts (spec part 2 section 4).
    externalUrl: input.published ? input.externalUrl : null,
    published: input.published,
  };
}

export async function createPost(db: Db, input: BlogPostValues): Promise<BlogPostRow> {
  const columns = await toColumns(input);
  try {
    const [row] = await db
      .insert(blogPosts)
      .values({ ...columns, publishedAt: columns.published ? new Date() : null })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug();
    throw error;
  }
}

export async function updatePost(db: Db, id: string, input: BlogPostValues): Promise<BlogPostRow> {
  const existing = await getPost(db, id);
  const columns = await toColumns(input);
  try {
    const [row] = await db
      .update(blogPosts)
      .set({
        ...columns,
        // Set when first published; kept when unpublished and republished later.
        publishedAt: existing.publishedAt ?? (columns.published ? new Date() : null),
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, id))
      .returning();
    if (!row) throw blogPostNotFound();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSlug();
    throw error;
  }
}

export async function deletePost(db: Db, id: string): Promise<void> {
  if (!isUuid(id)) throw blogPostNotFound();
  const deleted = await db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  if (deleted.length === 0) throw blogPostNotFound();
}
