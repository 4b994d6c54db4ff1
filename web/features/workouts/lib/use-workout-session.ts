import { useCallback, useEffect, useReducer } from 'react';
import {
  createWorkoutSessionState,
  isSessionInProgress,
  isTimerRunning,
  workoutSessionReducer,
  type WorkoutSessionAction,
} from '#common/workout-session.ts';
import { pauseIdleLogout, resumeIdleLogout } from '#web/lib/idle-logout.ts';
import { loadPersistedSession, persistSession } from './persisted-session.ts';
import { useNow } from './use-clock.ts';
import { useWakeLock } from './use-wake-lock.ts';

/** The actions that carry only the moment they happen. */
export type TimedAction = Exclude<
  Extract<WorkoutSessionAction, { now: number }>,
  { seconds: number }
>['type'];

/**
 * The member's workout session: the state machine of `common/workout-session.ts`, saved on every
 * change (a reload or a killed tab resumes it), a clock that ticks while a timer or a rest runs,
 * the screen kept awake and the idle logout paused while a session is in progress.
 */
export function useWorkoutSession(userId: string) {
  const [state, dispatch] = useReducer(
    workoutSessionReducer,
    userId,
    (id) => loadPersistedSession(id, Date.now()) ?? createWorkoutSessionState(),
  );
  const { phase, rest } = state;
  const running = isTimerRunning(state);
  const inProgress = isSessionInProgress(state);
  const [now, setNow] = useNow(running || phase === 'rest');

  /** Dispatches a timed action and renders with that same instant. */
  const act = useCallback(
    (type: TimedAction) => {
      const at = Date.now();
      setNow(at);
      dispatch({ type, now: at });
    },
    [setNow],
  );

  useEffect(() => persistSession(userId, state, Date.now()), [userId, state]);

  // A rest that ended while the screen was off or the tab asleep is applied on the next render.
  useEffect(() => {
    if (phase === 'rest' && rest && now >= rest.endsAt) {
      dispatch({ type: 'REST_TICK', now });
      if (document.visibilityState === 'visible') navigator.vibrate?.(200);
    }
  }, [now, phase, rest]);

  useWakeLock(inProgress);
  useEffect(() => {
    if (!inProgress) return;
    pauseIdleLogout('workout');
    return () => resumeIdleLogout('workout');
  }, [inProgress]);

  return { state, dispatch, act, now, running, inProgress };
}
