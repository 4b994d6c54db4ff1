import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeekPlan } from '#common/schemas/workouts.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { workoutsKey } from './workouts.ts';

/**
 * `GET /api/workouts/week/{userId}?today=`: the weekly program from the member's own calendar
 * day. Its key extends the workout history's, so logging a workout refreshes it too.
 */
export const weekQueryOptions = (userId: string) =>
  queryOptions<WeekPlan>({
    queryKey: [...workoutsKey(userId), 'week'],
    queryFn: ({ signal }) =>
      apiGet<WeekPlan>(
        `/api/workouts/week/${encodeURIComponent(userId)}?today=${toLocalIsoDate()}`,
        signal,
      ),
  });

export function useWeekPlan(userId: string) {
  return useQuery(weekQueryOptions(userId));
}
