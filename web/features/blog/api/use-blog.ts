import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminBlogPost,
  BlogPost,
  BlogPostInput,
  BlogPostSummary,
} from '#common/schemas/blog.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Query keys are URL segments (the default query function GETs `key.join('/')`). */
export const blogPostsKey = ['/api/blog'] as const;
export const blogPostKey = (slug: string) => ['/api/blog', encodeURIComponent(slug)] as const;
export const adminBlogPostsKey = ['/api/admin/blog'] as const;
export const adminBlogPostKey = (id: string) =>
  ['/api/admin/blog', encodeURIComponent(id)] as const;

export function useBlogPosts() {
  return useQuery<BlogPostSummary[]>({ queryKey: blogPostsKey });
}

export function useBlogPost(slug: string) {
  return useQuery<BlogPost>({ queryKey: blogPostKey(slug) });
}

export function useAdminBlogPosts() {
  return useQuery<AdminBlogPost[]>({ queryKey: adminBlogPostsKey });
}

export function useAdminBlogPost(id: string | undefined) {
  return useQuery<AdminBlogPost>({ queryKey: adminBlogPostKey(id ?? ''), enabled: Boolean(id) });
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
