import { Eye, Save } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Controller, useFormContext, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { BLOG_CATEGORIES } from '#common/constants.ts';
import { BlogPostInputSchema, type BlogPostInput } from '#common/schemas/blog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import {
  Form,
  TextAreaField,
  TextField,
  useFieldError,
  useZodForm,
} from '#web/components/ui/form.tsx';
import { fieldDescribedBy, FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { cn } from '#web/lib/utils.ts';
import { useSaveBlogPost } from '../api/use-blog.ts';
import { slugify } from '../lib/blog-format.ts';
import { ContentPreview } from './content-preview.tsx';
import { PublishedSwitch } from './published-switch.tsx';

/** What the form holds: text as typed (tags comma-separated, read time as text). */
export interface BlogFormValues {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  authorRole: string;
  category: string;
  tags: string;
  readTime: string;
  imageUrl: string;
  externalUrl: string;
  published: boolean;
}

type FieldName = keyof BlogFormValues;
const FIELD_NAMES = new Set<string>([
  'slug',
  'title',
  'excerpt',
  'content',
  'author',
  'authorRole',
  'category',
  'tags',
  'readTime',
  'imageUrl',
  'externalUrl',
  'published',
]);

/** Defaults of a new post (spec part 2 section 5). */
export function newPostValues(firstName: string): BlogFormValues {
  return {
    slug: '',
    title: '',
    excerpt: '',
    content: '',
    author: `Coach ${firstName}`.trim(),
    authorRole: 'Certified Personal Trainer',
    category: 'Training',
    tags: '',
    readTime: '5',
    imageUrl: '',
    externalUrl: '',
    published: false,
  };
}

export function postFormValues(post: {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  authorRole: string;
  category: string;
  tags: string[];
  readTime: number;
  imageUrl: string | null;
  externalUrl: string | null;
  published: boolean;
}): BlogFormValues {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    authorRole: post.authorRole,
    category: post.category,
    tags: post.tags.join(', '),
    readTime: String(post.readTime),
    imageUrl: post.imageUrl ?? '',
    externalUrl: post.externalUrl ?? '',
    published: post.published,
  };
}

/**
 * The form's text as typed, checked by the shared rules; the external link only counts for a
 * published post.
 */
const BlogFormSchema = z
  .custom<BlogFormValues>()
  // The category is checked by the shared rules that follow, hence the cast.
  .transform(
    (values) =>
      ({
        ...values,
        externalUrl: values.published ? values.externalUrl : '',
      }) as z.input<typeof BlogPostInputSchema>,
  )
  .pipe(BlogPostInputSchema);

const fieldClass =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-primary aria-invalid:border-destructive sm:text-sm';

const HINTS = {
  slug: 'Lowercase letters, numbers and hyphens, e.g. my-first-post',
  tags: 'Separate tags with commas, e.g. strength, beginners',
  content:
    'Paragraphs, headings (h2-h4), lists, links, images, quotes, code and tables. Scripts, styles, frames and event handlers are removed when saved.',
  externalUrl: 'Readers are sent to this address instead of the post.',
};

/** The server's refusal, shown under the fields it names (or under Slug for a taken slug). */
function showServerErrors(error: unknown, setError: UseFormSetError<BlogFormValues>) {
  const details = error instanceof ApiError ? error : null;
  const fields = details?.body?.fields;
  if (Array.isArray(fields)) {
    for (const f of fields as { field?: unknown; message?: unknown }[]) {
      if (typeof f.field === 'string' && FIELD_NAMES.has(f.field)) {
        setError(f.field as FieldName, { message: String(f.message ?? '') });
      }
    }
  } else if (details?.code === 'CONFLICT') {
    setError('slug', { message: details.serverMessage ?? 'A post with this slug already exists' });
  }
}

/** The editor of `/admin/blog/new` and `/admin/blog/edit/{id}`. */
export function BlogPostForm({
  postId,
  initialValues,
}: {
  postId?: string;
  initialValues: BlogFormValues;
}) {
  const navigate = useNavigate();
  const save = useSaveBlogPost();
  const form = useZodForm(BlogFormSchema, { defaultValues: initialValues });

  const onSubmit = (values: BlogPostInput) =>
    save.mutate(
      { id: postId, input: values },
      {
        onSuccess: () => {
          toast({
            title: postId ? 'Post updated' : 'Post created',
            description: `“${values.title}” was saved${values.published ? ' and published' : ' as a draft'}.`,
          });
          void navigate('/admin/blog');
        },
        onError: (error) => {
          showServerErrors(error, form.setError);
          toast({
            title: 'Failed to save',
            description: getApiErrorMessage(
              error,
              'Could not save the blog post. Please try again.',
            ),
            variant: 'destructive',
          });
        },
      },
    );

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start"
    >
      <Card>
        <CardHeader>
          <CardTitle>Post details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <PostTextFields isNew={!postId} />
          <PublishedFields />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to="/admin/blog" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              Cancel
            </Link>
            <Button type="submit" size="lg" disabled={save.isPending}>
              {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden="true" />}
              Save Post
            </Button>
          </div>
        </CardContent>
      </Card>
      <PostPreview />
    </Form>
  );
}

/** Title (suggesting a slug for a new post), slug, excerpt, content, byline, category, tags. */
function PostTextFields({ isNew }: { isNew: boolean }) {
  const { register, getValues, setValue } = useFormContext<BlogFormValues>();
  const title = register('title', {
    onBlur: () => {
      if (isNew && !getValues('slug').trim()) {
        const suggestion = slugify(getValues('title'));
        if (suggestion) setValue('slug', suggestion);
      }
    },
  });
  const titleError = useFieldError('title');
  const categoryError = useFieldError('category');
  return (
    <>
      <FormField id="post-title" label="Title" error={titleError}>
        <Input
          id="post-title"
          autoComplete="off"
          maxLength={200}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={fieldDescribedBy('post-title', { error: titleError })}
          {...title}
        />
      </FormField>
      <TextField
        name="slug"
        id="post-slug"
        label="Slug"
        hint={HINTS.slug}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={120}
        controlClassName="font-mono"
      />
      <TextAreaField
        name="excerpt"
        id="post-excerpt"
        label="Excerpt"
        rows={3}
        maxLength={500}
        controlClassName="resize-y"
      />
      <TextAreaField
        name="content"
        id="post-content"
        label="Content (HTML)"
        hint={HINTS.content}
        rows={14}
        spellCheck
        controlClassName="min-h-64 resize-y font-mono text-sm sm:text-sm"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="author" id="post-author" label="Author" maxLength={100} />
        <TextField
          name="authorRole"
          id="post-authorRole"
          label="Author role"
          maxLength={100}
          placeholder="Fitness Expert"
        />
        <FormField id="post-category" label="Category" error={categoryError}>
          <select
            id="post-category"
            aria-invalid={categoryError ? true : undefined}
            aria-describedby={fieldDescribedBy('post-category', { error: categoryError })}
            className={cn(fieldClass, 'h-11')}
            {...register('category')}
          >
            <option value="">Select a category</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          name="readTime"
          id="post-readTime"
          label="Read time (minutes)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
      </div>
      <TextField name="tags" id="post-tags" label="Tags" hint={HINTS.tags} autoComplete="off" />
      <TextField
        name="imageUrl"
        id="post-imageUrl"
        label="Image URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://"
      />
    </>
  );
}

/** The Published switch, and the external link a published post may send readers to. */
function PublishedFields() {
  const { control, watch } = useFormContext<BlogFormValues>();
  const published = watch('published');
  return (
    <>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-border p-4">
        <div>
          <p id="post-published-label" className="text-sm font-semibold">
            Published
          </p>
          <p id="post-published-hint" className="text-xs text-muted-foreground">
            {published ? 'Visible to everyone on the blog.' : 'Draft: only admins can see it.'}
          </p>
        </div>
        <Controller
          control={control}
          name="published"
          render={({ field: { value, onChange } }) => (
            <PublishedSwitch
              id="post-published"
              labelId="post-published-label"
              describedBy="post-published-hint"
              checked={value}
              onCheckedChange={onChange}
            />
          )}
        />
      </div>
      {published ? (
        <TextField
          name="externalUrl"
          id="post-externalUrl"
          label="External link (optional)"
          hint={HINTS.externalUrl}
          type="url"
          inputMode="url"
          placeholder="https://"
        />
      ) : null}
    </>
  );
}

/** The content as readers will see it (sanitised the same way), updated as the admin types. */
function PostPreview() {
  const content = useFormContext<BlogFormValues>().watch('content');
  return (
    <Card className="lg:sticky lg:top-20">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Eye className="size-5 text-primary" aria-hidden="true" />
          Preview
        </CardTitle>
      </CardHeader>
      <CardContent>
        {content.trim() ? (
          <ContentPreview html={content} />
        ) : (
          <p className="rounded-xl bg-muted p-6 text-center text-sm text-muted-foreground">
            The content preview appears here as you type.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
