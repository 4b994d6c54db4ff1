import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Measurement } from '#common/schemas/measurements.ts';

/** `GET /api/measurements/{userId}`: the member's body measurements, newest first. */
export const measurementsQueryOptions = (userId: string) =>
  queryOptions<Measurement[]>({ queryKey: ['/api/measurements', userId] });

export function useMeasurements(userId: string) {
  return useQuery(measurementsQueryOptions(userId));
}
