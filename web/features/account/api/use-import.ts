import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExerciseSearchResult } from '#common/schemas/exercises.ts';
import type { ImportPreview, ImportRequest, ImportResult } from '#common/schemas/imports.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';
import { useUnits } from '#web/lib/units.ts';

/** What the screen sends: the body without `units`, which the calls add (the member's own). */
export type ImportFileRequest = Omit<ImportRequest, 'units'>;

/**
 * `POST /api/import/preview`: what importing a file would add. A file that does not say its
 * unit is read in the member's unit, sent with the body (never the server's guess of it).
 */
export function useImportPreview() {
  const units = useUnits();
  return useMutation({
    mutationFn: (request: ImportFileRequest) =>
      apiRequest<ImportPreview>('POST', '/api/import/preview', { ...request, units }),
  });
}

/** `POST /api/import`; a history that grew changes most pages, so every read is refreshed. */
export function useImportHistory() {
  const units = useUnits();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportFileRequest) =>
      apiRequest<ImportResult>('POST', '/api/import', { ...request, units }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** The first library exercises matching a search (at least 2 characters), for the picker. */
export const libraryMatchesQueryOptions = (query: string) =>
  queryOptions<ExerciseSearchResult>({
    queryKey: ['/api/exercises/search', { q: query, limit: 8 }],
    queryFn: ({ signal }) =>
      apiGet<ExerciseSearchResult>(
        `/api/exercises/search?q=${encodeURIComponent(query)}&limit=8`,
        signal,
      ),
    enabled: query.length >= 2,
  });

export function useLibraryMatches(query: string) {
  return useQuery(libraryMatchesQueryOptions(query));
}
