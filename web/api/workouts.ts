import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { UpdateWorkoutInput, Workout } from '#common/schemas/workouts.ts';
import type { Units } from '#common/units.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';
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

/** Workouts per page of the history screen. */
export const HISTORY_PAGE_SIZE = 30;

/**
 * `GET /api/workouts/{userId}?limit=&before=`: the history a page at a time, newest first; the
 * next page starts after the last workout of the one before (keyset paging on the server).
 */
export function useWorkoutPages(userId: string) {
  const units = useUnits();
  return useInfiniteQuery({
    queryKey: [...workoutsKey(userId), units, 'pages'],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      apiGet<Workout[]>(
        `/api/workouts/${encodeURIComponent(userId)}?limit=${HISTORY_PAGE_SIZE}${
          pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''
        }`,
        signal,
      ),
    getNextPageParam: (page) =>
      page.length < HISTORY_PAGE_SIZE ? null : (page[page.length - 1]?.id ?? null),
  });
}

/**
 * `PUT /api/workouts/{id}`: a logged workout corrected (title, date, sets), loads in `units`.
 * Everything read from the history (records, stats, the week, next targets) is read again.
 */
export function useUpdateWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateWorkoutInput & { id: string }) =>
      apiRequest<Workout>('PUT', `/api/workouts/${encodeURIComponent(id)}`, input),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** `DELETE /api/workouts/{id}`; everything read from the history is read again. */
export function useDeleteWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: true }>('DELETE', `/api/workouts/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
