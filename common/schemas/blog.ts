import { z } from 'zod';
import { BLOG_CATEGORIES } from '../constants.ts';
import { withThousands } from '../thousands.ts';

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${withThousands(max)} characters` });

/** An optional http(s) URL; blank means none. */
const optionalUrl = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2048, { error: `${label} is too long` })
    .regex(/^(?:https?:\/\/\S+)?$/i, { error: `${label} must start with http:// or https://` })
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The blog post form (spec part 2 section 5): the same rules on the client and the server.
 * `tags` accepts an array or the comma-separated text the form sends; `readTime` non-numeric → 1.
 */
export const BlogPostInputSchema = z.object({
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .min(1, { error: 'Slug is required' })
    .max(120, { error: 'Slug must be at most 120 characters' })
    .regex(/^[a-z0-9-]+$/, { error: 'Slug must be lowercase letters, numbers, and hyphens only' }),
  title: required('Title is required', 200),
  excerpt: required('Excerpt is required', 500),
  content: required('Content is required', 100_000),
  author: required('Author is required', 100),
  authorRole: z
    .string()
    .trim()
    .max(100, { error: 'Author role must be at most 100 characters' })
    .nullish()
    .transform((v) => v || 'Fitness Expert'),
  category: z.enum(BLOG_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Category is required'
        : `Category must be one of: ${BLOG_CATEGORIES.join(', ')}`,
  }),
  tags: z
    .union([z.array(z.string()), z.string()], { error: 'At least one tag is required' })
    .transform((v) =>
      (Array.isArray(v) ? v : v.split(','))
        .map((tag) => tag.trim())
        .filter(Boolean)
        .slice(0, 20),
    )
    .pipe(
      z
        .array(z.string().max(40, { error: 'Each tag must be at most 40 characters' }))
        .min(1, { error: 'At least one tag is required' }),
    ),
  readTime: z.preprocess(
    (v) => {
      const n = typeof v === 'string' ? Number.parseInt(v, 10) : v;
      return typeof n === 'number' && Number.isFinite(n) ? n : 1;
    },
    z
      .number()
      .int()
      .min(1, { error: 'Read time must be at least 1 minute' })
      .max(600, { error: 'Read time must be at most 600 minutes' }),
  ),
  imageUrl: optionalUrl('Image URL'),
  externalUrl: optionalUrl('External URL'),
  published: z.boolean().default(false),
});
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;

/** A post as the admin sees it. */
export const AdminBlogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  authorRole: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  readTime: z.number().int(),
  imageUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPostSchema>;

/** A published post as the public sees it. */
export const BlogPostSchema = AdminBlogPostSchema.omit({ published: true, updatedAt: true });
export type BlogPost = z.infer<typeof BlogPostSchema>;

/** A published post in the public list: everything but its content (decision 024). */
export const BlogPostSummarySchema = BlogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;
