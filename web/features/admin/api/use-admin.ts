import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOverview, BackupStatus } from '#common/schemas/admin.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/admin/overview`: the live figures of the admin dashboard. */
export const adminOverviewQueryOptions = () =>
  queryOptions<AdminOverview>({
    queryKey: ['/api/admin/overview'],
    queryFn: ({ signal }) => apiGet<AdminOverview>('/api/admin/overview', signal),
  });

export function useAdminOverview() {
  return useQuery(adminOverviewQueryOptions());
}

/** `GET /api/admin/backups`: the last automatic backup and the schedule. */
export const backupStatusQueryOptions = () =>
  queryOptions<BackupStatus>({
    queryKey: ['/api/admin/backups'],
    queryFn: ({ signal }) => apiGet<BackupStatus>('/api/admin/backups', signal),
  });

export function useBackupStatus() {
  return useQuery(backupStatusQueryOptions());
}

/** `POST /api/admin/backups`: a backup now; its answer is the new status. */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<BackupStatus>('POST', '/api/admin/backups'),
    onSuccess: (next) => queryClient.setQueryData(backupStatusQueryOptions().queryKey, next),
  });
}
