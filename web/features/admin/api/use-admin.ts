import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOverview, BackupStatus } from '#common/schemas/admin.ts';
import type { MasterExportProgress } from '#common/schemas/export.ts';
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

/** How often the admin page reads the master export's progress while it runs. */
export const MASTER_PROGRESS_POLL_MS = 500;

/** `GET /api/admin/export/master/progress`: how far the admin's master export is. */
export const masterExportProgressQueryOptions = () =>
  queryOptions<MasterExportProgress>({
    queryKey: ['/api/admin/export/master/progress'],
    queryFn: ({ signal }) =>
      apiGet<MasterExportProgress>('/api/admin/export/master/progress', signal),
    gcTime: 0,
  });

/** The master export's progress, read every half second while `running`. */
export function useMasterExportProgress(running: boolean) {
  return useQuery({
    ...masterExportProgressQueryOptions(),
    enabled: running,
    refetchInterval: running ? MASTER_PROGRESS_POLL_MS : false,
  });
}
