import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBlogPost,
  BlogPost,
  BlogPostInput,
  BlogPostSummary,
} from '#common/schemas/blog.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

export const blogPostsKey = ['/api/blog'] as const;
export const adminBlogPostsKey = ['/api/admin/blog'] as const;

/** `GET /api/blog`: the published posts, newest first. */
export const blogPostsQueryOptions = () =>
  queryOptions<BlogPostSummary[]>({
    queryKey: blogPostsKey,
    queryFn: ({ signal }) => apiGet<BlogPostSummary[]>('/api/blog', signal),
  });

/** `GET /api/blog/{slug}`: one published post. */
export const blogPostQueryOptions = (slug: string) =>
  queryOptions<BlogPost>({
    queryKey: [...blogPostsKey, slug],
    queryFn: ({ signal }) => apiGet<BlogPost>(`/api/blog/${encodeURIComponent(slug)}`, signal),
  });

/** `GET /api/admin/blog`: every post, drafts included. */
export const adminBlogPostsQueryOptions = () =>
  queryOptions<AdminBlogPost[]>({
    queryKey: adminBlogPostsKey,
    queryFn: ({ signal }) => apiGet<AdminBlogPost[]>('/api/admin/blog', signal),
  });

/** `GET /api/admin/blog/{id}`: one post to edit. */
export const adminBlogPostQueryOptions = (id: string) =>
  queryOptions<AdminBlogPost>({
    queryKey: [...adminBlogPostsKey, id],
    queryFn: ({ signal }) =>
      apiGet<AdminBlogPost>(`/api/admin/blog/${encodeURIComponent(id)}`, signal),
  });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}

export function useAdminBlogPosts() {
  return useQuery(adminBlogPostsQueryOptions());
}

export function useAdminBlogPost(id: string | undefined) {
  return useQuery({ ...adminBlogPostQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** After any write, the admin and public lists (and single posts) are read again. */
function useInvalidateBlog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminBlogPostsKey }),
      queryClient.invalidateQueries({ queryKey: blogPostsKey }),
    ]);
}

export function useSaveBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: BlogPostInput }) =>
      id
        ? apiRequest<AdminBlogPost>('PUT', `/api/admin/blog/${encodeURIComponent(id)}`, input)
        : apiRequest<AdminBlogPost>('POST', '/api/admin/blog', input),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteBlogPost() {
  const invalidate = useInvalidateBlog();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: boolean }>('DELETE', `/api/admin/blog/${encodeURIComponent(id)}`),
    onSuccess: () => invalidate(),
  });
}
