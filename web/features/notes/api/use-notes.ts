import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateNoteInput, Note, UpdateNoteInput } from '#common/schemas/notes.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Query key of the notes list (the default query function GETs `/api/notes/{userId}`). */
export const notesKey = (userId: string) => ['/api/notes', userId] as const;

export function useNotes(userId: string) {
  return useQuery<Note[]>({ queryKey: notesKey(userId) });
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
