import { afterEach, describe, expect, it } from 'vitest';
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
