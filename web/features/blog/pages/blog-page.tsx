import { Newspaper, Rss } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageLayout } from '#web/components/page-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import type { ReadFirst } from '#web/app/page-data.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { blogPostsQueryOptions, useBlogPosts } from '../api/use-blog.ts';
import { BlogCard } from '../components/blog-card.tsx';

/** The list, asked for with this module when the app starts here (the server preloads it too). */
export const readFirst: ReadFirst = (client) => client.prefetchQuery(blogPostsQueryOptions());

/** `/blog` (spec part 2 section 2, Blog): published posts, newest first. */
export function BlogPage() {
  usePageTitle('Blog');
  const posts = useBlogPosts();
  return (
    <BlogFrame>
      <BlogHeader />
      {posts.isPending ? (
        <LoadingState label="Loading posts..." />
      ) : posts.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
        >
          <p className="font-semibold text-destructive">Could not load the blog.</p>
          <p className="text-sm text-muted-foreground">
            Please check your connection and try again.
          </p>
          <Button variant="outline" onClick={() => void posts.refetch()}>
            Try again
          </Button>
        </div>
      ) : posts.data.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-2xl border border-dashed border-border p-10 text-center">
          <Newspaper className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">No posts yet</p>
          <p className="text-sm text-muted-foreground">New articles will appear here soon.</p>
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.data.map((post) => (
            <li key={post.id} className="flex">
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </BlogFrame>
  );
}

function BlogFrame({ children }: { children: ReactNode }) {
  return (
    <PageLayout>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12">{children}</div>
    </PageLayout>
  );
}

function BlogHeader() {
  return (
    <header className="grid gap-2">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">FlexCoach Blog</p>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        Training, nutrition and wellness
      </h1>
      <p className="max-w-2xl text-muted-foreground">
        Practical advice from our coaches to help you train smarter, eat better and recover well.{' '}
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Rss className="size-3.5" aria-hidden="true" />
          RSS feed
        </a>
      </p>
    </header>
  );
}

/**
 * The top of `/blog` as the server paints it before the scripts run (decision 029): the site
 * header and the blog's heading. Rendered at build time (`web/app/prerender-shells.tsx`).
 */
export function BlogBootShell() {
  return (
    <BlogFrame>
      <BlogHeader />
    </BlogFrame>
  );
}
