import { ArrowLeft, CalendarDays, Clock, ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import type { BlogPost } from '#common/schemas/blog.ts';
import { PageLayout } from '#web/components/page-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useBlogPost } from '../api/use-blog.ts';
import { CategoryBadge, TagList } from '../components/blog-card.tsx';
import { PostContent } from '../components/post-content.tsx';
import { formatPostDate, isHttpUrl, readTimeLabel } from '../lib/blog-format.ts';

/** Leaves the app for a post that lives elsewhere (an object so tests can observe it). */
export const externalRedirect = { go: (url: string) => window.location.replace(url) };

/** `/blog/{slug}` (spec part 2 section 2, Blog): one published post. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useBlogPost(slug);
  const notFound = post.isError && isApiError(post.error, 'NOT_FOUND');
  usePageTitle(post.data ? post.data.title : notFound ? 'Blog post not found' : 'Blog');

  return (
    <PageLayout>
      <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        <BackToBlog />
        {post.isPending ? (
          <LoadingState label="Loading post..." />
        ) : notFound ? (
          <div className="grid justify-items-center gap-4 py-16 text-center">
            <h1 className="text-2xl font-bold tracking-tight">Blog post not found</h1>
            <p className="text-muted-foreground">The post may have been moved or removed.</p>
            <Link to="/blog" className={buttonVariants()}>
              Back to Blog
            </Link>
          </div>
        ) : post.isError ? (
          <div
            role="alert"
            className="mt-6 grid justify-items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
          >
            <p className="font-semibold text-destructive">Could not load this post.</p>
            <p className="text-sm text-muted-foreground">
              Please check your connection and try again.
            </p>
            <Button variant="outline" onClick={() => void post.refetch()}>
              Try again
            </Button>
          </div>
        ) : isHttpUrl(post.data.externalUrl) ? (
          <ExternalPost post={post.data} url={post.data.externalUrl} />
        ) : (
          <Article post={post.data} />
        )}
      </div>
    </PageLayout>
  );
}

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
    >
      <ArrowLeft aria-hidden="true" />
      Back to Blog
    </Link>
  );
}

/** A post published elsewhere: the visitor is sent there (spec part 2 section 4). */
function ExternalPost({ post, url }: { post: BlogPost; url: string }) {
  useEffect(() => {
    externalRedirect.go(url);
  }, [url]);
  return (
    <div className="grid justify-items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{post.title}</h1>
      <p className="text-muted-foreground" role="status">
        Redirecting to the full article...
      </p>
      <a href={url} className={buttonVariants({ variant: 'outline' })}>
        <ExternalLink aria-hidden="true" />
        Open the article
      </a>
    </div>
  );
}

function Article({ post }: { post: BlogPost }) {
  const date = formatPostDate(post.publishedAt ?? post.createdAt);
  return (
    <article className="mt-4">
      <header className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <CategoryBadge category={post.category} />
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {readTimeLabel(post.readTime)}
          </span>
        </div>
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight sm:text-4xl">
          {post.title}
        </h1>
        <p className="text-lg text-muted-foreground">{post.excerpt}</p>
        <div className="flex flex-wrap items-center justify-between gap-3 border-y border-border py-4">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {initials(post.author)}
            </span>
            <div>
              <p className="font-semibold">{post.author}</p>
              <p className="text-sm text-muted-foreground">{post.authorRole}</p>
            </div>
          </div>
          {date ? (
            <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarDays className="size-4" aria-hidden="true" />
              <time dateTime={post.publishedAt ?? post.createdAt}>{date}</time>
            </p>
          ) : null}
        </div>
      </header>
      {isHttpUrl(post.imageUrl) ? (
        <img
          src={post.imageUrl}
          alt=""
          className="mt-6 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      ) : null}
      <PostContent html={post.content} className="mt-8" />
      <div className="mt-8">
        <TagList tags={post.tags} />
      </div>
      <aside
        aria-labelledby="post-cta"
        className="mt-10 grid gap-4 rounded-2xl bg-ink p-6 text-white sm:p-8"
      >
        <h2 id="post-cta" className="text-2xl font-bold tracking-tight">
          Ready to put this into practice?
        </h2>
        <p className="text-ink-muted">
          FlexCoach builds workouts around your goals, equipment and schedule, with Flex, your AI
          coach, by your side.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/onboarding" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
            Get Started Free
          </Link>
          <Link to="/" className={buttonVariants({ variant: 'outline-dark', size: 'lg' })}>
            Learn More
          </Link>
        </div>
      </aside>
    </article>
  );
}

function initials(name: string): string {
  const words = name
    .replace(/^coach\s+/i, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return (words[0]?.[0] ?? '?').toUpperCase() + (words[1]?.[0] ?? '').toUpperCase();
}
