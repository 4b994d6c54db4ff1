import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Measurement, MeasurementType, WeightHistory } from '#common/schemas/measurements.ts';
import type { Units } from '#common/units.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { useUnits } from '#web/lib/units.ts';

/** Every read of a member's measurements starts with this key. */
export const measurementsKey = (userId: string) => ['/api/measurements', userId] as const;

/**
 * `GET /api/measurements/{userId}/weight`: the first and latest weigh-in and the weekly means of
 * the newest weeks, in `units`: a few rows however long the member's history is.
 */
export const weightHistoryQueryOptions = (userId: string, units: Units) =>
  queryOptions<WeightHistory>({
    queryKey: [...measurementsKey(userId), 'weight', units],
    queryFn: ({ signal }) =>
      apiGet<WeightHistory>(`/api/measurements/${encodeURIComponent(userId)}/weight`, signal),
  });

export function useWeightHistory(userId: string) {
  return useQuery(weightHistoryQueryOptions(userId, useUnits()));
}

/** Entries of one type per page of the measurement history. */
export const MEASUREMENT_PAGE_SIZE = 30;

/**
 * `GET /api/measurements/{userId}?type=&limit=&before=`: one type's entries a page at a time,
 * newest first. Each page asks for one entry more than it shows, so that its oldest entry has
 * the one before it to show its change; the next page starts after the last one shown.
 */
export function useMeasurementPages(userId: string, type: MeasurementType) {
  const units = useUnits();
  return useInfiniteQuery({
    queryKey: [...measurementsKey(userId), 'pages', type, units],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      apiGet<Measurement[]>(
        `/api/measurements/${encodeURIComponent(userId)}?type=${type}&limit=${MEASUREMENT_PAGE_SIZE + 1}${
          pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''
        }`,
        signal,
      ),
    getNextPageParam: (page) =>
      page.length > MEASUREMENT_PAGE_SIZE ? page[MEASUREMENT_PAGE_SIZE - 1]!.id : null,
  });
}
