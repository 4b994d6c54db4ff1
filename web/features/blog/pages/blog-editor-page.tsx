import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useAdminBlogPost } from '../api/use-blog.ts';
import { BlogPostForm, newPostValues, postFormValues } from '../components/blog-post-form.tsx';

/** `/admin/blog/new` and `/admin/blog/edit/{id}` (spec part 2 section 2, Blog post form). */
export function BlogEditorPage() {
  const { id } = useParams();
  const title = id ? 'Edit Blog Post' : 'Create New Post';
  usePageTitle(title);
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <Link
          to="/admin/blog"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" />
          Back to Blog Management
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{title}</h1>
      </div>
      {id ? <EditPost id={id} /> : <NewPost />}
    </div>
  );
}

function NewPost() {
  const user = useSessionUser();
  return <BlogPostForm initialValues={newPostValues(user?.firstName ?? '')} />;
}

function EditPost({ id }: { id: string }) {
  const post = useAdminBlogPost(id);
  if (post.isPending) return <LoadingState label="Loading post..." />;
  if (post.isError) {
    const missing = isApiError(post.error, 'NOT_FOUND');
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
      >
        <p className="font-semibold text-destructive">
          {missing ? 'Blog post not found' : 'Could not load the blog post.'}
        </p>
        {missing ? (
          <Link to="/admin/blog" className={buttonVariants({ variant: 'outline' })}>
            Back to Blog Management
          </Link>
        ) : (
          <Button variant="outline" onClick={() => void post.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return (
    <BlogPostForm
      key={post.data.id}
      postId={post.data.id}
      initialValues={postFormValues(post.data)}
    />
  );
}
