import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workout } from '#common/schemas/workouts.ts';
import type { Units } from '#common/units.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { useUnits } from '#web/lib/units.ts';

/** Every read of a member's workouts starts with this key: invalidate it to refresh them all. */
export const workoutsKey = (userId: string) => ['/api/workouts', userId] as const;

/**
 * `GET /api/workouts/{userId}`: the member's logged workouts, loads in `units` (the key carries
 * the unit, so switching it reads the history again, and nothing else).
 */
export const workoutsQueryOptions = (userId: string, units: Units) =>
  queryOptions<Workout[]>({
    queryKey: [...workoutsKey(userId), units],
    queryFn: ({ signal }) =>
      apiGet<Workout[]>(`/api/workouts/${encodeURIComponent(userId)}`, signal),
  });

export function useWorkouts(userId: string) {
  return useQuery(workoutsQueryOptions(userId, useUnits()));
}
