import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '#common/schemas/users.ts';

/** `GET /api/config`: the settings the browser may know (support email, payment mode...). */
export const publicConfigQueryOptions = () =>
  queryOptions<PublicConfig>({ queryKey: ['/api/config'] });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
