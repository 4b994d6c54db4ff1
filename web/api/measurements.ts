import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Measurement } from '#common/schemas/measurements.ts';
import type { Units } from '#common/units.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { useUnits } from '#web/lib/units.ts';

/** Every read of a member's measurements starts with this key. */
export const measurementsKey = (userId: string) => ['/api/measurements', userId] as const;

/** `GET /api/measurements/{userId}`: the member's body measurements in `units`, newest first. */
export const measurementsQueryOptions = (userId: string, units: Units) =>
  queryOptions<Measurement[]>({
    queryKey: [...measurementsKey(userId), units],
    queryFn: ({ signal }) =>
      apiGet<Measurement[]>(`/api/measurements/${encodeURIComponent(userId)}`, signal),
  });

export function useMeasurements(userId: string) {
  return useQuery(measurementsQueryOptions(userId, useUnits()));
}
