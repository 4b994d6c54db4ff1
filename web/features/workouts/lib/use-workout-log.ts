import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { LogWorkoutInput } from '#common/schemas/workouts.ts';
import {
  sessionDurationS,
  toLoggedExercises,
  type WorkoutSessionState,
} from '#common/workout-session.ts';
import type { Units } from '#common/units.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { useUnits } from '#web/lib/units.ts';
import { useLogWorkout } from '../api/use-workouts.ts';
import type { LogStatus } from '../components/completion-view.tsx';
import {
  isLogPending,
  newClientId,
  subscribePendingLogs,
  type QueuedWorkoutLog,
} from './offline-log-queue.ts';

/** `POST /api/workouts` body for a finished session: completed, dated the member's local day. */
function workoutLog(
  state: WorkoutSessionState,
  userId: string,
  currentUnits: Units,
): LogWorkoutInput | null {
  if (!state.workout || state.finishedAt === null) return null;
  return {
    userId,
    title: state.workout.title,
    exercises: toLoggedExercises(state),
    duration: sessionDurationS(state),
    completed: true,
    date: toLocalIsoDate(new Date(state.finishedAt)),
    // The loads' own unit travels with them (into the offline queue too).
    units: state.workout.units ?? currentUnits,
  };
}

/**
 * Logs a finished session once (the reducer's finishedAt marks it), with one client id per
 * finished session: a retry, or the offline queue sending it later, cannot log it twice. Returns
 * where the log stands and a retry for a failed one.
 */
export function useWorkoutLog(userId: string, state: WorkoutSessionState) {
  const logWorkout = useLogWorkout(userId);
  const units = useUnits();
  const loggedFor = useRef<number | null>(null);
  const clientIdFor = useRef<{ finishedAt: number; clientId: string } | null>(null);
  const logPayload = useCallback(
    (session: WorkoutSessionState): QueuedWorkoutLog | null => {
      const payload = workoutLog(session, userId, units);
      if (!payload || session.finishedAt === null) return null;
      if (clientIdFor.current?.finishedAt !== session.finishedAt) {
        clientIdFor.current = { finishedAt: session.finishedAt, clientId: newClientId() };
      }
      return { ...payload, clientId: clientIdFor.current.clientId };
    },
    [userId, units],
  );
  const { mutate } = logWorkout;
  useEffect(() => {
    if (state.phase !== 'complete' || state.finishedAt === null) return;
    if (loggedFor.current === state.finishedAt) return;
    loggedFor.current = state.finishedAt;
    const payload = logPayload(state);
    if (payload) mutate(payload);
  }, [state, logPayload, mutate]);
  const retryLog = () => {
    const payload = logPayload(state);
    if (payload) mutate(payload);
  };

  // A log kept offline counts as saved once the queue has sent it (see PendingWorkoutSync).
  const queuedClientId =
    logWorkout.data?.status === 'queued' ? logWorkout.variables?.clientId : undefined;
  const waitingOffline = useSyncExternalStore(subscribePendingLogs, () =>
    queuedClientId ? isLogPending(userId, queuedClientId) : false,
  );
  const logStatus: LogStatus = logWorkout.isError
    ? 'failed'
    : logWorkout.data?.status === 'saved' || (queuedClientId && !waitingOffline)
      ? 'saved'
      : waitingOffline
        ? 'offline'
        : 'saving';
  return { logStatus, retryLog };
}
