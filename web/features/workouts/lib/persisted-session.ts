import {
  createWorkoutSessionState,
  isSessionInProgress,
  type SessionWorkout,
  workoutSessionReducer,
  type WorkoutSessionState,
} from '#common/workout-session.ts';
import { WORKOUT_OPEN_COOKIE } from '#common/page-shell.ts';

/*
 * The session survives a reload: it is written to localStorage (one key per member) on every
 * change and read back when the page opens. A finished session, or one untouched for 12 hours,
 * is discarded. Timers are timestamps, so a restored session shows the right times at once.
 * While one is stored, a cookie holding the member's id tells the server so
 * (`WORKOUT_OPEN_COOKIE`): `/workout` is then sent plain, to open on the session, not painted
 * with the start screen.
 */

export const SESSION_MAX_AGE_MS = 12 * 60 * 60 * 1000;
const VERSION = 1;

export const sessionStorageKey = (userId: string) => `flexcoach:workout-session:${userId}`;

interface PersistedSession {
  version: number;
  savedAt: number;
  state: WorkoutSessionState;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isNullableNumber = (v: unknown) => v === null || isNumber(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A structural check of what comes back from storage (written by an older build, or edited). */
function isSessionState(value: unknown): value is WorkoutSessionState {
  if (!isRecord(value)) return false;
  const { workout, timer, rest } = value;
  if (!isRecord(workout) || typeof workout.title !== 'string') return false;
  const exercises = workout.exercises;
  if (!Array.isArray(exercises)) return false;
  if (!exercises.every((e) => isRecord(e) && typeof e.name === 'string')) return false;
  const count = exercises.length;
  const perExercise = (v: unknown) =>
    Array.isArray(v) && v.length === count && v.every((n) => isNumber(n));
  // A quick session may have no exercise yet (index 0).
  if (
    !isNumber(value.exerciseIndex) ||
    value.exerciseIndex < 0 ||
    value.exerciseIndex >= Math.max(1, count)
  ) {
    return false;
  }
  if (!isNumber(value.currentSet) || value.currentSet < 1) return false;
  if (!['exercise', 'rest', 'complete'].includes(value.phase as string)) return false;
  if (!isRecord(timer) || !isNullableNumber(timer.startedAt) || !isNumber(timer.accumulatedMs)) {
    return false;
  }
  if (value.phase === 'rest') {
    if (!isRecord(rest) || !isNumber(rest.endsAt) || !isNumber(rest.durationS)) return false;
    if (rest.kind !== 'set' && rest.kind !== 'exercise') return false;
    if (rest.next !== undefined && (!isNumber(rest.next) || rest.next < 0 || rest.next > count)) {
      return false;
    }
  } else if (rest !== null) {
    return false;
  }
  return (
    perExercise(value.repsByExercise) &&
    perExercise(value.completedSets) &&
    isNullableNumber(value.sessionStartedAt) &&
    isNullableNumber(value.finishedAt)
  );
}

/**
 * A session saved by a build before sets were recorded (no loads, sets or efforts) goes on with
 * empty ones; a malformed one is reset to them.
 */
function withSetLog(state: WorkoutSessionState): WorkoutSessionState {
  const exercises = state.workout?.exercises ?? [];
  const perExercise = <T>(value: unknown, valid: (item: unknown) => boolean, empty: () => T) =>
    Array.isArray(value) && value.length === exercises.length && value.every(valid)
      ? (value as T[])
      : exercises.map(empty);
  return {
    ...state,
    weightByExercise: perExercise<number | null>(
      state.weightByExercise,
      isNullableNumber,
      () => null,
    ),
    performedSets: perExercise(
      state.performedSets,
      (sets) => Array.isArray(sets) && sets.every(isRecord),
      () => [],
    ),
    warmupSets: perExercise(
      state.warmupSets,
      (sets) => Array.isArray(sets) && sets.every(isRecord),
      () => [],
    ),
    efforts: perExercise(
      state.efforts,
      (effort) => effort === null || effort === 'easy' || effort === 'good' || effort === 'hard',
      () => null,
    ),
  };
}

/** The member's saved session, or null (none, unreadable, finished or older than 12 hours). */
export function loadPersistedSession(userId: string, now: number): WorkoutSessionState | null {
  const store = storage();
  if (!store) return null;
  const key = sessionStorageKey(userId);
  try {
    const raw = store.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<PersistedSession>;
    const fresh =
      parsed.version === VERSION &&
      isNumber(parsed.savedAt) &&
      now - parsed.savedAt <= SESSION_MAX_AGE_MS;
    if (fresh && isSessionState(parsed.state) && parsed.state.phase !== 'complete') {
      return withSetLog(parsed.state);
    }
    store.removeItem(key);
  } catch {
    // Unreadable: start afresh.
    try {
      store.removeItem(key);
    } catch {
      // Storage unavailable.
    }
  }
  return null;
}

/** The cookie's value now (the id of the member whose session is stored), or null. */
function openCookie(): string | null {
  const prefix = `${WORKOUT_OPEN_COOKIE}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

/**
 * Sets the cookie for `userId` (for as long as the stored session stays fresh), or clears it when
 * it is theirs: another member's session in this browser keeps its cookie.
 */
function markOpen(userId: string, open: boolean): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const attributes = `; Path=/workout; SameSite=Lax${secure}`;
  if (open) {
    const maxAge = SESSION_MAX_AGE_MS / 1000;
    document.cookie = `${WORKOUT_OPEN_COOKIE}=${encodeURIComponent(userId)}; Max-Age=${maxAge}${attributes}`;
  } else if (openCookie() === userId) {
    document.cookie = `${WORKOUT_OPEN_COOKIE}=; Max-Age=0${attributes}`;
  }
}

/** Writes the session (a state without a workout clears the key). */
export function persistSession(userId: string, state: WorkoutSessionState, now: number): void {
  const store = storage();
  if (!store) return;
  try {
    if (!state.workout) {
      store.removeItem(sessionStorageKey(userId));
      markOpen(userId, false);
      return;
    }
    const record: PersistedSession = { version: VERSION, savedAt: now, state };
    store.setItem(sessionStorageKey(userId), JSON.stringify(record));
    markOpen(userId, state.phase !== 'complete');
  } catch {
    // Storage full or unavailable: the session still runs in memory.
  }
}

export function clearPersistedSession(userId: string): void {
  try {
    storage()?.removeItem(sessionStorageKey(userId));
    markOpen(userId, false);
  } catch {
    // Storage unavailable.
  }
}

/**
 * Hands a workout to the workout screen (a routine's day started from another page): it is stored
 * as the member's session, which `/workout` opens. A session in progress is replaced.
 */
export function handOffSession(userId: string, workout: SessionWorkout): void {
  const state = workoutSessionReducer(createWorkoutSessionState(), {
    type: 'LOAD_WORKOUT',
    workout,
  });
  persistSession(userId, state, Date.now());
}

/** The member has a started, unfinished session on this device. */
export function hasSessionInProgress(userId: string): boolean {
  const state = loadPersistedSession(userId, Date.now());
  return state !== null && isSessionInProgress(state);
}
