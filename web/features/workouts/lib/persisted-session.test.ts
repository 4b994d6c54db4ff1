import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createWorkoutSessionState,
  workoutSessionReducer,
  type WorkoutSessionState,
} from '#common/workout-session.ts';
import {
  clearPersistedSession,
  loadPersistedSession,
  persistSession,
  SESSION_MAX_AGE_MS,
  sessionStorageKey,
} from './persisted-session.ts';

const T0 = 1_700_000_000_000;

function started(): WorkoutSessionState {
  const loaded = workoutSessionReducer(createWorkoutSessionState(), {
    type: 'LOAD_WORKOUT',
    workout: {
      title: 'Legs',
      exercises: [
        { name: 'Squats', reps: '15', rest: '30', sets: 3 },
        { name: 'Lunges', reps: '10', rest: '30', sets: 3 },
      ],
    },
  });
  return workoutSessionReducer(loaded, { type: 'START', now: T0 });
}

afterEach(() => localStorage.clear());

describe('persisted workout session', () => {
  it('round-trips per member', () => {
    const state = started();
    persistSession('u-1', state, T0);
    expect(loadPersistedSession('u-1', T0 + 60_000)).toEqual(state);
    expect(loadPersistedSession('u-2', T0)).toBeNull();
  });

  it('discards a session older than 12 hours', () => {
    persistSession('u-1', started(), T0);
    expect(loadPersistedSession('u-1', T0 + SESSION_MAX_AGE_MS)).not.toBeNull();
    expect(loadPersistedSession('u-1', T0 + SESSION_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(sessionStorageKey('u-1'))).toBeNull();
  });

  it('discards a finished session', () => {
    const done = workoutSessionReducer(
      workoutSessionReducer(started(), { type: 'SKIP_EXERCISE', now: T0 + 1 }),
      { type: 'SKIP_EXERCISE', now: T0 + 2 },
    );
    expect(done.phase).toBe('complete');
    persistSession('u-1', done, T0);
    expect(loadPersistedSession('u-1', T0)).toBeNull();
  });

  it('discards unreadable or malformed records', () => {
    const key = sessionStorageKey('u-1');
    localStorage.setItem(key, '{not json');
    expect(loadPersistedSession('u-1', T0)).toBeNull();
    const state = started();
    for (const broken of [
      { ...state, exerciseIndex: 5 },
      { ...state, phase: 'dancing' },
      { ...state, completedSets: [0] },
      { ...state, workout: { title: 'x', exercises: [] } },
      { ...state, phase: 'rest', rest: null },
      { ...state, timer: { startedAt: 'soon', accumulatedMs: 0 } },
    ]) {
      localStorage.setItem(key, JSON.stringify({ version: 1, savedAt: T0, state: broken }));
      expect(loadPersistedSession('u-1', T0)).toBeNull();
    }
    localStorage.setItem(key, JSON.stringify({ version: 99, savedAt: T0, state }));
    expect(loadPersistedSession('u-1', T0)).toBeNull();
  });

  it('a state without a workout, or a clear, removes the record', () => {
    persistSession('u-1', started(), T0);
    persistSession('u-1', createWorkoutSessionState(), T0);
    expect(localStorage.getItem(sessionStorageKey('u-1'))).toBeNull();
    persistSession('u-1', started(), T0);
    clearPersistedSession('u-1');
    expect(localStorage.getItem(sessionStorageKey('u-1'))).toBeNull();
  });
});

describe('the cookie that tells the server a workout is open on this device', () => {
  const cookie = () => document.cookie.split('; ').filter((c) => c.startsWith('fc_workout='));
  beforeEach(() => window.history.replaceState(null, '', '/workout'));
  afterEach(() => {
    document.cookie = 'fc_workout=; Max-Age=0; Path=/workout';
    window.history.replaceState(null, '', '/');
  });

  it("holds the member's id while their session is stored, and goes with it", () => {
    persistSession('u-1', started(), T0);
    expect(cookie()).toEqual(['fc_workout=u-1']);
    // Another member's screen with nothing open leaves it alone.
    persistSession('u-2', createWorkoutSessionState(), T0);
    expect(cookie()).toEqual(['fc_workout=u-1']);
    persistSession('u-1', createWorkoutSessionState(), T0);
    expect(cookie()).toEqual([]);

    persistSession('u-1', started(), T0);
    clearPersistedSession('u-1');
    expect(cookie()).toEqual([]);

    // A finished session is not one to open on.
    persistSession('u-1', started(), T0);
    const done = workoutSessionReducer(
      workoutSessionReducer(started(), { type: 'SKIP_EXERCISE', now: T0 + 1 }),
      { type: 'SKIP_EXERCISE', now: T0 + 2 },
    );
    persistSession('u-1', done, T0);
    expect(cookie()).toEqual([]);
  });

  it('is sent to the workout screen only', () => {
    persistSession('u-1', started(), T0);
    window.history.replaceState(null, '', '/dashboard');
    expect(cookie()).toEqual([]);
    window.history.replaceState(null, '', '/workout');
    expect(cookie()).toEqual(['fc_workout=u-1']);
  });
});
