import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type {
  ExerciseDetail,
  ExerciseHistory,
  ExerciseSearchResultSchema,
} from '#common/schemas/exercises.ts';
import { LIBRARY_PAGE_SIZE } from '#common/exercise-constants.ts';
import type { z } from 'zod';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';
import { useUnits } from '#web/lib/units.ts';

export type ExerciseSearchResult = z.infer<typeof ExerciseSearchResultSchema>;

export interface LibraryFilters {
  q: string;
  muscle: string;
  equipment: string;
  level: string;
  category: string;
}

/** The search's address (its first page with no filter is `LIBRARY_FIRST_PAGE`, preloaded). */
export function searchUrl(filters: LibraryFilters, offset: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value.trim()) params.set(key, value.trim());
  }
  params.set('limit', String(LIBRARY_PAGE_SIZE));
  params.set('offset', String(offset));
  return `/api/exercises/search?${params.toString()}`;
}

/** `GET /api/exercises/search`, a page at a time ("Show more"). */
export const exerciseSearchQueryOptions = (filters: LibraryFilters) =>
  infiniteQueryOptions({
    queryKey: ['/api/exercises/search', filters],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiRequest<ExerciseSearchResult>('GET', searchUrl(filters, pageParam)),
    getNextPageParam: (last: ExerciseSearchResult, pages: ExerciseSearchResult[]) => {
      const loaded = pages.reduce((n, page) => n + page.exercises.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
    staleTime: 60 * 60 * 1000,
  });

export function useExerciseSearch(filters: LibraryFilters) {
  return useInfiniteQuery({
    ...exerciseSearchQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/exercises/{id}`: the exercise, its tips and alternatives (public). */
export const exerciseDetailQueryOptions = (id: string) =>
  queryOptions<ExerciseDetail>({
    queryKey: ['/api/exercises', id],
    queryFn: ({ signal }) =>
      apiGet<ExerciseDetail>(`/api/exercises/${encodeURIComponent(id)}`, signal),
    staleTime: 60 * 60 * 1000,
  });

export function useExerciseDetail(id: string) {
  return useQuery(exerciseDetailQueryOptions(id));
}

/**
 * `GET /api/exercises/{id}/history`: the signed-in member's sessions with it, a page at a time
 * (newest first; the next page starts after `nextBefore`), and their records with it. Loads are
 * in the member's unit: the key carries it.
 */
export function useExerciseHistory(id: string) {
  const units = useUnits();
  return useInfiniteQuery({
    queryKey: ['/api/exercises', id, 'history', units],
    initialPageParam: null as string | null,
    queryFn: ({ signal, pageParam }) =>
      apiGet<ExerciseHistory>(
        `/api/exercises/${encodeURIComponent(id)}/history${
          pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''
        }`,
        signal,
      ),
    getNextPageParam: (page) => page.nextBefore,
  });
}
