import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { statsQueryOptions } from '#web/api/stats.ts';
import { workoutsKey } from '#web/api/workouts.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { readPendingLogs, syncPendingLogs } from '../lib/offline-log-queue.ts';

/**
 * Sends the signed-in member's workout logs kept offline: when the app starts and whenever the
 * browser comes back online. Mounted once by the app shell; renders nothing.
 */
export function PendingWorkoutSync() {
  const userId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let active = true;
    const sync = () => {
      if (readPendingLogs(userId).length === 0) return;
      void syncPendingLogs(userId).then(({ sent }) => {
        if (sent === 0 || !active) return;
        void queryClient.invalidateQueries({ queryKey: statsQueryOptions(userId).queryKey });
        void queryClient.invalidateQueries({ queryKey: workoutsKey(userId) });
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
  }, [userId, queryClient]);
  return null;
}
