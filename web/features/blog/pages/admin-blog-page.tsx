import { ExternalLink, FilePlus2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminBlogPost } from '#common/schemas/blog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useAdminBlogPosts, useDeleteBlogPost } from '../api/use-blog.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { formatShortDate } from '../lib/blog-format.ts';
import { ScrollTable, tableCell } from '#web/components/ui/data-table.tsx';

/** `/admin/blog` (spec part 2 section 2, Blog management): admins only. */
export function AdminBlogPage() {
  usePageTitle('Blog Management');
  return <AdminBlog />;
}

function AdminBlog() {
  const posts = useAdminBlogPosts();
  const remove = useDeleteBlogPost();
  const [deleting, setDeleting] = useState<AdminBlogPost | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    const { title } = deleting;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'Blog post deleted', description: `“${title}” was deleted.` });
      },
      onError: () => {
        setDeleting(null);
        toast({
          title: 'Failed to delete',
          description: 'Could not delete the blog post. Please try again.',
          variant: 'destructive',
        });
      },
    });
  }

  const count = posts.data?.length ?? 0;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Blog Management</h1>
          <p className="mt-1 text-muted-foreground">Write, publish and manage blog posts.</p>
        </div>
        <Link to="/admin/blog/new" className={buttonVariants()}>
          <FilePlus2 aria-hidden="true" />
          New Post
        </Link>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>All Posts</CardTitle>
          {posts.data ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {count} {count === 1 ? 'post' : 'posts'}
            </p>
          ) : null}
        </CardHeader>
        <CardContent>
          {posts.isPending ? (
            <LoadingState label="Loading posts..." />
          ) : posts.isError ? (
            <div
              role="alert"
              className="grid justify-items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
            >
              <p className="font-semibold text-destructive">Could not load the blog posts.</p>
              <Button variant="outline" onClick={() => void posts.refetch()}>
                Try again
              </Button>
            </div>
          ) : count === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-xl bg-muted p-8 text-center">
              <p className="font-semibold">No posts yet</p>
              <Link to="/admin/blog/new" className={buttonVariants({ variant: 'outline' })}>
                Create your first post
              </Link>
            </div>
          ) : (
            <ScrollTable
              label="Blog posts table"
              className="min-w-[760px]"
              columns={['Title', 'Author', 'Category', 'Status', 'Created', 'Actions']}
            >
              {posts.data.map((post) => (
                <tr key={post.id}>
                  <td className={tableCell}>
                    <p className="font-semibold">{post.title}</p>
                    <p className="font-mono text-xs text-muted-foreground">/{post.slug}</p>
                  </td>
                  <td className={tableCell}>{post.author}</td>
                  <td className={tableCell}>{post.category}</td>
                  <td className={tableCell}>
                    <StatusBadge published={post.published} />
                  </td>
                  <td className={`${tableCell} whitespace-nowrap`}>
                    {formatShortDate(post.createdAt)}
                  </td>
                  <td className={tableCell}>
                    <div className="flex gap-1">
                      {post.published ? (
                        <Link
                          to={`/blog/${post.slug}`}
                          aria-label={`View ${post.title}`}
                          title="View published post"
                          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                        >
                          <ExternalLink aria-hidden="true" />
                        </Link>
                      ) : null}
                      <Link
                        to={`/admin/blog/edit/${post.id}`}
                        aria-label={`Edit ${post.title}`}
                        title="Edit"
                        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                      >
                        <Pencil aria-hidden="true" />
                      </Link>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${post.title}`}
                        title="Delete"
                        onClick={() => setDeleting(post)}
                      >
                        <Trash2 aria-hidden="true" className="text-destructive" />
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </ScrollTable>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Are you sure?"
        description="This action cannot be undone. This will permanently delete the blog post."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function StatusBadge({ published }: { published: boolean }) {
  return published ? (
    <span className="inline-flex rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-success">
      Published
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground">
      Draft
    </span>
  );
}
