import { useMutation } from '@tanstack/react-query';
import { apiRequest, buildRequestHeaders, throwIfResNotOk } from '#web/lib/api-client.ts';

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
