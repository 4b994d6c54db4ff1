import { useEffect } from 'react';
import { toast } from '#web/components/ui/use-toast.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { readPendingLogs, syncPendingLogs } from '../lib/offline-log-queue.ts';
import { useRefreshTrainingReads } from '../api/use-workouts.ts';

/**
 * Sends the signed-in member's workout logs kept offline: when the app starts and whenever the
 * browser comes back online. Mounted once by the app shell; renders nothing.
 */
export function PendingWorkoutSync() {
  const userId = useSessionUser()?.id;
  const refresh = useRefreshTrainingReads(userId);
  useEffect(() => {
    if (!userId) return;
    let active = true;
    const sync = () => {
      if (readPendingLogs(userId).length === 0) return;
      void syncPendingLogs(userId).then(({ sent }) => {
        if (sent === 0 || !active) return;
        refresh();
        toast({
          title: sent === 1 ? 'Workout synced' : `${sent} workouts synced`,
          description:
            sent === 1
              ? 'The workout you finished offline is now in your history.'
              : 'The workouts you finished offline are now in your history.',
        });
      });
    };
    sync();
    window.addEventListener('online', sync);
    return () => {
      active = false;
      window.removeEventListener('online', sync);
    };
  }, [userId, refresh]);
  return null;
}
