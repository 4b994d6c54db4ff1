import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ExerciseGuide } from '#common/schemas/exercises.ts';
import { apiGet } from '#web/lib/api-client.ts';

/** `GET /api/exercises/info/{name}`: emoji, difficulty, instructions, tips and muscles. */
export const exerciseGuideQueryOptions = (name: string) =>
  queryOptions<ExerciseGuide>({
    queryKey: ['/api/exercises/info', name],
    queryFn: ({ signal }) =>
      apiGet<ExerciseGuide>(`/api/exercises/info/${encodeURIComponent(name)}`, signal),
  });

/** Waits (disabled) while there is no exercise to show. */
export function useExerciseGuide(name: string | undefined) {
  return useQuery({ ...exerciseGuideQueryOptions(name ?? ''), enabled: Boolean(name) });
}

/** Reads an exercise's guide on demand (from the cache when it is there). */
export function useFetchExerciseGuide() {
  const queryClient = useQueryClient();
  return useCallback(
    (name: string) => queryClient.fetchQuery(exerciseGuideQueryOptions(name)),
    [queryClient],
  );
}
