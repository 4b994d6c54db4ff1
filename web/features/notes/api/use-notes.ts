import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteInput, Note, UpdateNoteInput } from '#common/schemas/notes.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

export const notesKey = (userId: string) => ['/api/notes', userId] as const;

/** `GET /api/notes/{userId}`: the member's notes, newest first. */
export const notesQueryOptions = (userId: string) =>
  queryOptions<Note[]>({
    queryKey: notesKey(userId),
    queryFn: ({ signal }) => apiGet<Note[]>(`/api/notes/${encodeURIComponent(userId)}`, signal),
  });

export function useNotes(userId: string) {
  return useQuery(notesQueryOptions(userId));
}

/** `POST /api/notes`; the list is refreshed afterwards. */
export function useCreateNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateNoteInput, 'userId'>) =>
      apiRequest<Note>('POST', '/api/notes', { userId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(userId) }),
  });
}

/** `PUT /api/notes/{id}`; the list is refreshed afterwards. */
export function useUpdateNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateNoteInput & { id: string }) =>
      apiRequest<Note>('PUT', `/api/notes/${encodeURIComponent(id)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(userId) }),
  });
}

/** `DELETE /api/notes/{id}`; the list is refreshed afterwards. */
export function useDeleteNote(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: boolean }>('DELETE', `/api/notes/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(userId) }),
  });
}
