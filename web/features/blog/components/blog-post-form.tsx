import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, Save } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { BLOG_CATEGORIES } from '#common/constants.ts';
import { BlogPostInputSchema, type BlogPostInput } from '#common/schemas/blog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
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

type BlogPostValues = z.output<typeof BlogPostInputSchema>;

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

const schemaResolver = zodResolver(BlogPostInputSchema) as unknown as Resolver<
  BlogFormValues,
  unknown,
  BlogPostValues
>;

/** The shared rules; the external link only counts for a published post. */
const resolver: Resolver<BlogFormValues, unknown, BlogPostValues> = (values, context, options) =>
  schemaResolver(
    { ...values, externalUrl: values.published ? values.externalUrl : '' },
    context,
    options,
  );

const fieldClass =
  'w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-primary aria-invalid:border-destructive sm:text-sm';

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
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    setError,
    formState: { errors },
  } = useForm<BlogFormValues, unknown, BlogPostValues>({
    resolver,
    defaultValues: initialValues,
  });
  const published = watch('published');
  const content = watch('content');

  const onSubmit = handleSubmit((values) => {
    const input: BlogPostInput = values;
    save.mutate(
      { id: postId, input },
      {
        onSuccess: () => {
          toast({
            title: postId ? 'Post updated' : 'Post created',
            description: `“${values.title}” was saved${values.published ? ' and published' : ' as a draft'}.`,
          });
          void navigate('/admin/blog');
        },
        onError: (error) => {
          const details = error instanceof ApiError ? error : null;
          const fields = details?.body?.fields;
          if (Array.isArray(fields)) {
            for (const f of fields as { field?: unknown; message?: unknown }[]) {
              if (typeof f.field === 'string' && FIELD_NAMES.has(f.field)) {
                setError(f.field as FieldName, { message: String(f.message ?? '') });
              }
            }
          } else if (details?.code === 'CONFLICT') {
            setError('slug', {
              message: details.serverMessage ?? 'A post with this slug already exists',
            });
          }
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
  });

  const field = (name: FieldName, extra: { hint?: string } = {}) => {
    const error = errors[name]?.message;
    return {
      id: `post-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': fieldDescribedBy(`post-${name}`, { hint: extra.hint, error }),
    } as const;
  };

  const slugHint = 'Lowercase letters, numbers and hyphens, e.g. my-first-post';
  const tagsHint = 'Separate tags with commas, e.g. strength, beginners';
  const contentHint =
    'Paragraphs, headings (h2-h4), lists, links, images, quotes, code and tables. Scripts, styles, frames and event handlers are removed when saved.';
  const externalHint = 'Readers are sent to this address instead of the post.';

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start"
    >
      <Card>
        <CardHeader>
          <CardTitle>Post details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField id="post-title" label="Title" error={errors.title?.message}>
            <Input
              {...field('title')}
              autoComplete="off"
              maxLength={200}
              {...register('title', {
                onBlur: () => {
                  if (!postId && !getValues('slug').trim()) {
                    const suggestion = slugify(getValues('title'));
                    if (suggestion) setValue('slug', suggestion);
                  }
                },
              })}
            />
          </FormField>
          <FormField id="post-slug" label="Slug" hint={slugHint} error={errors.slug?.message}>
            <Input
              {...field('slug', { hint: slugHint })}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={120}
              className="font-mono"
              {...register('slug')}
            />
          </FormField>
          <FormField id="post-excerpt" label="Excerpt" error={errors.excerpt?.message}>
            <textarea
              {...field('excerpt')}
              rows={3}
              maxLength={500}
              className={cn(fieldClass, 'resize-y')}
              {...register('excerpt')}
            />
          </FormField>
          <FormField
            id="post-content"
            label="Content (HTML)"
            hint={contentHint}
            error={errors.content?.message}
          >
            <textarea
              {...field('content', { hint: contentHint })}
              rows={14}
              spellCheck
              className={cn(fieldClass, 'min-h-64 resize-y font-mono text-sm sm:text-sm')}
              {...register('content')}
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="post-author" label="Author" error={errors.author?.message}>
              <Input {...field('author')} maxLength={100} {...register('author')} />
            </FormField>
            <FormField id="post-authorRole" label="Author role" error={errors.authorRole?.message}>
              <Input
                {...field('authorRole')}
                maxLength={100}
                placeholder="Fitness Expert"
                {...register('authorRole')}
              />
            </FormField>
            <FormField id="post-category" label="Category" error={errors.category?.message}>
              <select
                {...field('category')}
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
            <FormField
              id="post-readTime"
              label="Read time (minutes)"
              error={errors.readTime?.message}
            >
              <Input
                {...field('readTime')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                {...register('readTime')}
              />
            </FormField>
          </div>
          <FormField id="post-tags" label="Tags" hint={tagsHint} error={errors.tags?.message}>
            <Input
              {...field('tags', { hint: tagsHint })}
              autoComplete="off"
              {...register('tags')}
            />
          </FormField>
          <FormField
            id="post-imageUrl"
            label="Image URL (optional)"
            error={errors.imageUrl?.message}
          >
            <Input
              {...field('imageUrl')}
              type="url"
              inputMode="url"
              placeholder="https://"
              {...register('imageUrl')}
            />
          </FormField>
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
            <FormField
              id="post-externalUrl"
              label="External link (optional)"
              hint={externalHint}
              error={errors.externalUrl?.message}
            >
              <Input
                {...field('externalUrl', { hint: externalHint })}
                type="url"
                inputMode="url"
                placeholder="https://"
                {...register('externalUrl')}
              />
            </FormField>
          ) : null}
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
    </form>
  );
}
