import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '#common/schemas/workouts.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/stats/{userId}`: streaks, totals, this week's workouts and the logged count. */
export const statsQueryOptions = (userId: string) =>
  queryOptions<StatsResponse>({
    queryKey: ['/api/stats', userId],
    queryFn: ({ signal }) =>
      apiGet<StatsResponse>(`/api/stats/${encodeURIComponent(userId)}`, signal),
  });

/** `enabled: false` holds the read back (the workout screen reads only once its log is stored). */
export function useUserStats(userId: string | undefined, { enabled = true } = {}) {
  return useQuery({ ...statsQueryOptions(userId ?? ''), enabled: enabled && Boolean(userId) });
}
