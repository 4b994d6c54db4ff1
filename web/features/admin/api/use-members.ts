import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_MEMBERS_PAGE_SIZE, type AdminMembersPage } from '#common/schemas/admin.ts';
import { apiGet } from '#web/lib/api-client.ts';

/**
 * `GET /api/admin/members?q=&after=`: the member list a page at a time, newest first (keyset
 * paging on the server: the next page starts after the last member of the one before).
 */
export function useAdminMembers(q: string) {
  return useInfiniteQuery({
    queryKey: ['/api/admin/members', q],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) => {
      const params = new URLSearchParams({ limit: String(ADMIN_MEMBERS_PAGE_SIZE) });
      if (q) params.set('q', q);
      if (pageParam) params.set('after', pageParam);
      return apiGet<AdminMembersPage>(`/api/admin/members?${params.toString()}`, signal);
    },
    getNextPageParam: (page) => page.nextAfter,
    // The list stays on screen while a new search loads.
    placeholderData: keepPreviousData,
  });
}
