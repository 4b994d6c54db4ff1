import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExerciseSearchResult } from '#common/schemas/exercises.ts';
import type {
  PrescribedExercises,
  PrescribeExercisesInput,
  Routine,
  RoutineSession,
  SaveRoutineInput,
} from '#common/schemas/routines.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';

/* The member's own routines (decision 039), and exercises prescribed for a quick session. */

const ROUTINES_KEY = ['/api/routines'] as const;

/** `GET /api/routines`: newest first. Routines hold no loads, so the unit is not in the key. */
export const routinesQueryOptions = () =>
  queryOptions<Routine[]>({
    queryKey: ROUTINES_KEY,
    queryFn: ({ signal }) => apiGet<Routine[]>('/api/routines', signal),
  });

export function useRoutines() {
  return useQuery(routinesQueryOptions());
}

/** Results of the exercise picker's search: a phone screen's worth. */
const PICKER_RESULTS = 12;

/** `GET /api/exercises/search?q=`: the library's exercises matching the words typed. */
export const librarySearchQueryOptions = (query: string) =>
  queryOptions<ExerciseSearchResult>({
    queryKey: ['/api/exercises/search', 'picker', query],
    staleTime: 60 * 60 * 1000,
    queryFn: ({ signal }) =>
      apiGet<ExerciseSearchResult>(
        `/api/exercises/search?${new URLSearchParams({ q: query, limit: String(PICKER_RESULTS) }).toString()}`,
        signal,
      ),
  });

export function useLibrarySearch(query: string, enabled: boolean) {
  return useQuery({ ...librarySearchQueryOptions(query), enabled });
}

/** `POST /api/routines`, or `PUT /api/routines/{id}` when an id is given. */
export function useSaveRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, routine }: { id?: string; routine: SaveRoutineInput }) =>
      id
        ? apiRequest<Routine>('PUT', `/api/routines/${encodeURIComponent(id)}`, routine)
        : apiRequest<Routine>('POST', '/api/routines', routine),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROUTINES_KEY }),
  });
}

export function useDeleteRoutine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: boolean }>('DELETE', `/api/routines/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROUTINES_KEY }),
  });
}

/** `POST /api/routines/{id}/days/{day}/session`: the day, prescribed for the member's today. */
export function useStartRoutineDay() {
  return useMutation({
    mutationFn: ({ id, day }: { id: string; day: number }) =>
      apiRequest<RoutineSession>(
        'POST',
        `/api/routines/${encodeURIComponent(id)}/days/${day}/session`,
        { today: toLocalIsoDate() },
      ),
  });
}

/** `POST /api/workouts/prescribe`: exercises picked during a quick session, for today. */
export function usePrescribeExercises() {
  return useMutation({
    mutationFn: (input: Omit<PrescribeExercisesInput, 'today'>) =>
      apiRequest<PrescribedExercises>('POST', '/api/workouts/prescribe', {
        ...input,
        today: toLocalIsoDate(),
      }),
  });
}
