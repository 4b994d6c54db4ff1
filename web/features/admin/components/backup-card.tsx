import { AlertTriangle, DatabaseBackup } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { useBackUpNow, useBackupStatus } from '../api/use-admin.ts';
import { formatDateTime } from '#web/lib/format.ts';

/** "1.4 MB", "820 kB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The app's automatic backups on /admin: the last one's time and size, a warning, "Back up now". */
export function BackupCard() {
  const status = useBackupStatus();
  const backUp = useBackUpNow();
  const data = status.data;

  return (
    <section aria-labelledby="admin-backups" className="grid gap-4">
      <h2 id="admin-backups" className="text-xl font-bold tracking-tight">
        Backups
      </h2>
      <div className="grid gap-3 rounded-2xl border border-border bg-card p-5 shadow-sm">
        {status.isPending ? (
          <LoadingState label="Loading the backup status..." />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the backup status.{' '}
            {getApiErrorMessage(status.error, 'Please try again.')}
          </p>
        ) : data ? (
          <>
            <div className="flex items-start gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5"
              >
                <DatabaseBackup />
              </span>
              <div className="grid gap-1 text-sm">
                <p className="font-semibold">
                  {data.lastSuccess
                    ? `Last backup: ${formatDateTime(data.lastSuccess.at)}, ${formatBytes(data.lastSuccess.bytes)}`
                    : 'No backup yet'}
                </p>
                <p className="text-muted-foreground">
                  {data.schedule
                    ? `Automatic every day at ${data.schedule}; the last ${data.keep} are kept in the data folder's backups directory.`
                    : 'Automatic backups are off (BACKUP_TIME=off, or PostgreSQL); run npm run backup.'}
                </p>
              </div>
            </div>
            {data.warning ? (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              >
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {data.warning}
              </p>
            ) : null}
            {backUp.isError ? (
              <p role="alert" className="text-sm text-destructive">
                {getApiErrorMessage(backUp.error, 'The backup could not be started.')}
              </p>
            ) : null}
            <div>
              <Button
                variant="outline"
                size="sm"
                disabled={backUp.isPending || data.running}
                onClick={() => backUp.mutate()}
              >
                {backUp.isPending || data.running ? 'Backing up...' : 'Back up now'}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
