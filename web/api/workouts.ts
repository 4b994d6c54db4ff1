import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Workout } from '#common/schemas/workouts.ts';

/** `GET /api/workouts/{userId}`: the member's logged workouts. */
export const workoutsQueryOptions = (userId: string) =>
  queryOptions<Workout[]>({ queryKey: ['/api/workouts', userId] });

export function useWorkouts(userId: string) {
  return useQuery(workoutsQueryOptions(userId));
}
