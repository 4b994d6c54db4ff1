import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserInput, User } from '#common/schemas/users.ts';
import { apiRequest, buildRequestHeaders, throwIfResNotOk } from '#web/lib/api-client.ts';

export const profileKey = (userId: string) => ['/api/user', userId] as const;

export function useProfile(userId: string) {
  return useQuery<User>({ queryKey: profileKey(userId) });
}

/** `PUT /api/user/:id` with the fitness preferences; the profile is refreshed afterwards. */
export function useUpdatePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updates: UpdateUserInput) =>
      apiRequest<User>('PUT', `/api/user/${encodeURIComponent(userId)}`, updates),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(profileKey(userId), user);
      return queryClient.invalidateQueries({ queryKey: profileKey(userId) });
    },
  });
}

/** `DELETE /api/user/:id { password }`: the server checks the password and ends the session. */
export function useDeleteAccount(userId: string) {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<unknown>('DELETE', `/api/user/${encodeURIComponent(userId)}`, { password }),
  });
}

/** `GET /api/user/:id/export`, saved as `flexcoach-data.json` through a Blob link. */
export async function downloadMyData(userId: string): Promise<void> {
  const res = await fetch(`/api/user/${encodeURIComponent(userId)}/export`, {
    headers: buildRequestHeaders(false),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  const blob = new Blob([await res.text()], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'flexcoach-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
