import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecordsSummary } from '#common/training/session-records.ts';
import type { Units } from '#common/units.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { useUnits } from '#web/lib/units.ts';
import { workoutsKey } from './workouts.ts';

/**
 * `GET /api/records/{userId}`: the member's records over their whole history, in `units`. Under
 * the workouts key, so a logged, corrected or deleted workout reads them again.
 */
export const recordsQueryOptions = (userId: string, units: Units) =>
  queryOptions<RecordsSummary>({
    queryKey: [...workoutsKey(userId), units, 'records'],
    queryFn: ({ signal }) =>
      apiGet<RecordsSummary>(`/api/records/${encodeURIComponent(userId)}`, signal),
  });

export function useRecords(userId: string) {
  return useQuery(recordsQueryOptions(userId, useUnits()));
}
