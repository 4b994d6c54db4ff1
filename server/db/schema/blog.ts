import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Blog posts; `content` is HTML already sanitised on the server when saved. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    authorRole: text('author_role').notNull().default('Fitness Expert'),
    /** 'Training' | 'Nutrition' | 'Wellness' */
    category: text('category').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** Minutes. */
    readTime: integer('read_time').notNull().default(5),
    imageUrl: text('image_url'),
    externalUrl: text('external_url'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    index('blog_posts_published_idx').on(t.published, t.publishedAt),
  ],
);
