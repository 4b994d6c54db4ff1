import { Clock, Dumbbell, HeartPulse, Salad } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPostSummary } from '#common/schemas/blog.ts';
import { isHttpUrl, readTimeLabel } from '../lib/blog-format.ts';

/** Cards show at most this many tags (spec part 2 section 9). */
export const CARD_TAG_LIMIT = 2;

const CATEGORY_ICON = { Training: Dumbbell, Nutrition: Salad, Wellness: HeartPulse } as const;

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-primary">
      {category}
    </span>
  );
}

export function TagList({ tags, limit }: { tags: string[]; limit?: number }) {
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
      {shown.map((tag) => (
        <li
          key={tag}
          className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground"
        >
          #{tag}
        </li>
      ))}
    </ul>
  );
}

/** One post on /blog: image, category, read time, title, excerpt and up to two tags. */
export function BlogCard({ post }: { post: BlogPostSummary }) {
  const Icon = CATEGORY_ICON[post.category as keyof typeof CATEGORY_ICON] ?? Dumbbell;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-gradient-to-br from-primary to-ink">
        {isHttpUrl(post.imageUrl) ? (
          <img
            src={post.imageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform group-hover:scale-[1.02]"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-white/80">
            <Icon className="size-12" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <CategoryBadge category={post.category} />
          <span className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden="true" />
            {readTimeLabel(post.readTime)}
          </span>
        </div>
        <h2 className="text-lg leading-snug font-bold tracking-tight">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.excerpt}</p>
        <div className="mt-auto pt-1">
          <TagList tags={post.tags} limit={CARD_TAG_LIMIT} />
        </div>
      </div>
    </article>
  );
}
