import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#common/schemas/users.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/config`: the settings the browser may know (support email, payment mode...). */
export const publicConfigQueryOptions = () =>
  queryOptions<PublicConfig>({
    queryKey: ['/api/config'],
    queryFn: ({ signal }) => apiGet<PublicConfig>('/api/config', signal),
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
