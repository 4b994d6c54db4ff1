import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { CloudOff } from 'lucide-react';
import { toast } from '#web/components/ui/use-toast.ts';
import { useSessionUser } from '#web/lib/session.ts';
import {
  readPendingLogs,
  subscribePendingLogs,
  syncPendingLogs,
} from '../lib/offline-log-queue.ts';
import { useRefreshTrainingReads } from '../api/use-workouts.ts';

/** The first retry of a waiting log, doubled after each one that fails, up to the most. */
export const SYNC_RETRY_FIRST_MS = 15_000;
export const SYNC_RETRY_MOST_MS = 5 * 60_000;

/**
 * Sends the signed-in member's workout logs kept on this phone: when the app starts, when the
 * browser comes back online, when the app is looked at again (focus, a tab made visible), and
 * every so often while any wait (15 s, then doubling to 5 minutes): a connection that comes back
 * without the browser noticing still gets them. Says how many wait, except on the workout screen,
 * which says it itself. Mounted once by the app shell.
 */
export function PendingWorkoutSync() {
  const userId = useSessionUser()?.id;
  const refresh = useRefreshTrainingReads(userId);
  const waiting = useSyncExternalStore(subscribePendingLogs, () =>
    userId ? readPendingLogs(userId).length : 0,
  );
  const onWorkoutScreen = useLocation().pathname.startsWith('/workout');
  useEffect(() => {
    if (!userId) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = SYNC_RETRY_FIRST_MS;
    const schedule = () => {
      clearTimeout(timer);
      if (!active || readPendingLogs(userId).length === 0) return;
      timer = setTimeout(() => {
        delay = Math.min(delay * 2, SYNC_RETRY_MOST_MS);
        sync();
      }, delay);
    };
    const sync = () => {
      if (readPendingLogs(userId).length === 0) return;
      void syncPendingLogs(userId).then(({ sent }) => {
        if (!active) return;
        schedule();
        if (sent === 0) return;
        delay = SYNC_RETRY_FIRST_MS;
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
    const now = () => {
      delay = SYNC_RETRY_FIRST_MS;
      sync();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') now();
    };
    sync();
    // A log queued later (a save that ran out of time) starts the retries too.
    const unsubscribe = subscribePendingLogs(schedule);
    window.addEventListener('online', now);
    window.addEventListener('focus', now);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('online', now);
      window.removeEventListener('focus', now);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId, refresh]);

  if (!userId || waiting === 0 || onWorkoutScreen) return null;
  return (
    <p
      role="status"
      className="fixed bottom-3 left-3 z-40 inline-flex max-w-[calc(100vw-1.5rem)] items-center gap-2 rounded-full bg-primary px-3 py-1.5 text-xs font-medium text-primary-foreground shadow-lg"
    >
      <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      {waiting === 1
        ? '1 workout on this phone, waiting to sync'
        : `${waiting} workouts on this phone, waiting to sync`}
    </p>
  );
}
