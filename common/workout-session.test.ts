import { describe, expect, it } from 'vitest';
import type { WorkoutExercise } from './schemas/workouts.ts';
import {
  completedExerciseCount,
  createWorkoutSessionState,
  currentExercise,
  defaultReps,
  estimateWorkoutMinutes,
  exerciseElapsedS,
  isRepBased,
  isSessionInProgress,
  isTimerRunning,
  restRemainingS,
  sessionCalories,
  sessionDurationS,
  sessionMinutes,
  toLoggedExercises,
  upNextExercise,
  workoutSessionReducer as reduce,
  type SessionWorkout,
  type WorkoutSessionAction,
  type WorkoutSessionState,
} from './workout-session.ts';

const exercise = (name: string, extra: Partial<WorkoutExercise> = {}): WorkoutExercise => ({
  name,
  rest: '30',
  sets: 3,
  ...extra,
});

const WORKOUT: SessionWorkout = {
  title: 'Full Body Blast',
  exercises: [
    exercise('Push-ups', { reps: '12-15' }),
    exercise('Plank', { duration: '45 seconds' }),
    exercise('Squats', { reps: '15' }),
  ],
};

const T0 = 1_700_000_000_000;
const s = (seconds: number) => seconds * 1000;

function loaded(workout: SessionWorkout = WORKOUT): WorkoutSessionState {
  return reduce(createWorkoutSessionState(), { type: 'LOAD_WORKOUT', workout });
}

function run(state: WorkoutSessionState, ...actions: WorkoutSessionAction[]): WorkoutSessionState {
  return actions.reduce(reduce, state);
}

describe('defaultReps / isRepBased', () => {
  it.each([
    [{ reps: '12-15' }, 12],
    [{ reps: '8 each side' }, 8],
    [{ duration: '30 seconds' }, 30],
    [{ reps: 'AMRAP' }, 10],
    [{ duration: 'as long as you can' }, 10],
    [{}, 10],
    [{ reps: '0' }, 1],
    [{ reps: '', duration: '40s' }, 40],
    [{ reps: '5000' }, 1000],
  ])('%j -> %i', (fields, expected) => {
    expect(defaultReps(fields)).toBe(expected);
  });

  it('tells rep-based from timed exercises', () => {
    expect(isRepBased({ reps: '10' })).toBe(true);
    expect(isRepBased({ reps: '  ' })).toBe(false);
    expect(isRepBased({})).toBe(false);
  });
});

describe('LOAD_WORKOUT', () => {
  it('starts at exercise 1, set 1, timer stopped at 0, with default reps per exercise', () => {
    const state = loaded();
    expect(state).toMatchObject({
      workout: WORKOUT,
      exerciseIndex: 0,
      currentSet: 1,
      phase: 'exercise',
      timer: { startedAt: null, accumulatedMs: 0 },
      rest: null,
      repsByExercise: [12, 45, 15],
      completedSets: [0, 0, 0],
      sessionStartedAt: null,
      finishedAt: null,
    });
    expect(currentExercise(state)?.name).toBe('Push-ups');
  });

  it('replaces a workout in progress and resets index, timers and sets', () => {
    const midway = run(
      loaded(),
      { type: 'START', now: T0 },
      { type: 'COMPLETE_SET', now: T0 + s(20) },
      { type: 'SKIP_REST', now: T0 + s(25) },
      { type: 'ADJUST_REPS', value: 3 },
    );
    const other: SessionWorkout = {
      title: 'Core',
      exercises: [exercise('Burpees', { reps: '8' })],
    };
    const state = reduce(midway, { type: 'LOAD_WORKOUT', workout: other });
    expect(state).toEqual({
      ...createWorkoutSessionState(),
      workout: other,
      repsByExercise: [8],
      completedSets: [0],
      weightByExercise: [null],
      performedSets: [[]],
      warmupSets: [[]],
      efforts: [null],
    });
  });

  it('ignores every other action before a workout is loaded', () => {
    const empty = createWorkoutSessionState();
    for (const action of [
      { type: 'START', now: T0 },
      { type: 'COMPLETE_SET', now: T0 },
      { type: 'SKIP_EXERCISE', now: T0 },
      { type: 'SKIP_REST', now: T0 },
      { type: 'ADJUST_REPS', delta: 1 },
    ] satisfies WorkoutSessionAction[]) {
      expect(reduce(empty, action)).toBe(empty);
    }
  });
});

describe('START / PAUSE and the exercise timer', () => {
  it('runs from timestamps, pauses and resumes', () => {
    const started = reduce(loaded(), { type: 'START', now: T0 });
    expect(isTimerRunning(started)).toBe(true);
    expect(started.sessionStartedAt).toBe(T0);
    expect(exerciseElapsedS(started, T0 + 12_400)).toBe(12);

    const paused = reduce(started, { type: 'PAUSE', now: T0 + s(20) });
    expect(isTimerRunning(paused)).toBe(false);
    expect(paused.timer).toEqual({ startedAt: null, accumulatedMs: s(20) });
    expect(exerciseElapsedS(paused, T0 + s(500))).toBe(20);

    const resumed = reduce(paused, { type: 'START', now: T0 + s(60) });
    expect(resumed.sessionStartedAt).toBe(T0);
    expect(exerciseElapsedS(resumed, T0 + s(65))).toBe(25);
  });

  it('a second START or a PAUSE while stopped changes nothing', () => {
    const started = reduce(loaded(), { type: 'START', now: T0 });
    expect(reduce(started, { type: 'START', now: T0 + s(5) })).toBe(started);
    const state = loaded();
    expect(reduce(state, { type: 'PAUSE', now: T0 })).toBe(state);
  });

  it('START and PAUSE are ignored while resting', () => {
    const resting = run(loaded(), { type: 'COMPLETE_SET', now: T0 });
    expect(reduce(resting, { type: 'START', now: T0 + 1 })).toBe(resting);
    expect(reduce(resting, { type: 'PAUSE', now: T0 + 1 })).toBe(resting);
  });
});

describe('COMPLETE_SET', () => {
  it('below set 3: next set, timer stopped and reset, a 30 s set rest', () => {
    const state = run(
      loaded(),
      { type: 'START', now: T0 },
      { type: 'COMPLETE_SET', now: T0 + s(40) },
    );
    expect(state).toMatchObject({
      phase: 'rest',
      exerciseIndex: 0,
      currentSet: 2,
      timer: { startedAt: null, accumulatedMs: 0 },
      rest: { kind: 'set', durationS: 30, endsAt: T0 + s(70) },
      completedSets: [1, 0, 0],
    });
    expect(isTimerRunning(state)).toBe(false);
    expect(restRemainingS(state, T0 + s(40))).toBe(30);
    expect(restRemainingS(state, T0 + s(40) + 100)).toBe(30);
    expect(restRemainingS(state, T0 + s(69) + 1)).toBe(1);
    expect(restRemainingS(state, T0 + s(90))).toBe(0);
  });

  it('works without starting the timer and starts the session clock', () => {
    const state = reduce(loaded(), { type: 'COMPLETE_SET', now: T0 });
    expect(state.sessionStartedAt).toBe(T0);
    expect(state.currentSet).toBe(2);
    expect(isSessionInProgress(state)).toBe(true);
  });

  it('on set 3 of an exercise that is not the last: a 120 s exercise rest and set 1', () => {
    const state = run(
      loaded(),
      { type: 'COMPLETE_SET', now: T0 },
      { type: 'SKIP_REST', now: T0 + s(5) },
      { type: 'COMPLETE_SET', now: T0 + s(30) },
      { type: 'SKIP_REST', now: T0 + s(35) },
      { type: 'COMPLETE_SET', now: T0 + s(60) },
    );
    expect(state).toMatchObject({
      phase: 'rest',
      exerciseIndex: 0,
      currentSet: 1,
      timer: { startedAt: null, accumulatedMs: 0 },
      rest: { kind: 'exercise', durationS: 120, endsAt: T0 + s(180) },
      completedSets: [3, 0, 0],
    });
    expect(upNextExercise(state)?.name).toBe('Plank');
  });

  it('on set 3 of the last exercise: the workout completes', () => {
    const oneExercise: SessionWorkout = {
      title: 'Quick',
      exercises: [exercise('Squats', { reps: '10' })],
    };
    const state = run(
      loaded(oneExercise),
      { type: 'START', now: T0 },
      { type: 'COMPLETE_SET', now: T0 + s(30) },
      { type: 'SKIP_REST', now: T0 + s(40) },
      { type: 'COMPLETE_SET', now: T0 + s(70) },
      { type: 'SKIP_REST', now: T0 + s(80) },
      { type: 'COMPLETE_SET', now: T0 + s(110) },
    );
    expect(state).toMatchObject({
      phase: 'complete',
      rest: null,
      completedSets: [3],
      sessionStartedAt: T0,
      finishedAt: T0 + s(110),
    });
    expect(state.timer.startedAt).toBeNull();
    expect(isSessionInProgress(state)).toBe(false);
    expect(sessionDurationS(state)).toBe(110);
  });

  it('is ignored while resting', () => {
    const resting = reduce(loaded(), { type: 'COMPLETE_SET', now: T0 });
    expect(reduce(resting, { type: 'COMPLETE_SET', now: T0 + 1 })).toBe(resting);
  });
});

describe("each exercise's own sets and rest", () => {
  const strength: SessionWorkout = {
    title: 'Lower A',
    exercises: [
      exercise('Barbell Squat', { reps: '6-10', sets: 4, rest: '150' }),
      exercise('Leg Curl', { reps: '12-15', sets: 2, rest: '60' }),
    ],
  };
  const complete = (at: number) => ({ type: 'COMPLETE_SET' as const, now: T0 + s(at) });
  const skipRest = (at: number) => ({ type: 'SKIP_REST' as const, now: T0 + s(at) });

  it('runs 4 sets with 150 s between them, then rests 180 s before the next exercise', () => {
    let state = run(loaded(strength), complete(10));
    expect(state.rest).toMatchObject({ kind: 'set', durationS: 150, endsAt: T0 + s(160) });
    state = run(state, skipRest(20), complete(30), skipRest(40), complete(50), skipRest(60));
    expect(state).toMatchObject({ exerciseIndex: 0, currentSet: 4, phase: 'exercise' });
    state = run(state, complete(70));
    // Its rest and 30 s to move to the next exercise.
    expect(state.rest).toMatchObject({ kind: 'exercise', durationS: 180 });
    state = run(state, skipRest(80), complete(90));
    expect(state.rest).toMatchObject({ kind: 'set', durationS: 60 });
    state = run(state, skipRest(100), complete(110));
    expect(state.phase).toBe('complete');
    expect(toLoggedExercises(state)).toMatchObject([
      { name: 'Barbell Squat', completedSets: 4, skipped: false },
      { name: 'Leg Curl', completedSets: 2, skipped: false },
    ]);
  });

  it('ADJUST_REST changes the rest of the exercise, moves a running rest and is logged', () => {
    let state = run(loaded(strength), complete(10));
    state = run(state, { type: 'ADJUST_REST', seconds: 180, now: T0 + s(20) });
    expect(state.rest).toMatchObject({ kind: 'set', durationS: 180, endsAt: T0 + s(190) });
    expect(state.workout!.exercises[0]!.rest).toBe('180');
    // Shorter than the time already rested: the rest ends now.
    state = run(state, { type: 'ADJUST_REST', seconds: 0, now: T0 + s(30) });
    expect(state.rest!.endsAt).toBe(T0 + s(30));
    state = run(state, { type: 'REST_TICK', now: T0 + s(30) });
    expect(state).toMatchObject({ phase: 'exercise', currentSet: 2 });
    // Out of range or not a number: clamped or ignored.
    state = run(state, { type: 'ADJUST_REST', seconds: 9999, now: T0 + s(40) });
    expect(state.workout!.exercises[0]!.rest).toBe('600');
    expect(run(state, { type: 'ADJUST_REST', seconds: Number.NaN, now: T0 + s(41) })).toBe(state);
    expect(toLoggedExercises(state)[0]!.rest).toBe('600');
  });
});

describe('the end of a rest', () => {
  const afterSetRest = () => run(loaded(), { type: 'COMPLETE_SET', now: T0 });
  const afterExerciseRest = () =>
    run(
      loaded(),
      { type: 'COMPLETE_SET', now: T0 },
      { type: 'SKIP_REST', now: T0 },
      { type: 'COMPLETE_SET', now: T0 },
      { type: 'SKIP_REST', now: T0 },
      { type: 'COMPLETE_SET', now: T0 },
    );

  it('SKIP_REST after an exercise rest: next exercise, set 1, timer auto-started now', () => {
    const state = reduce(afterExerciseRest(), { type: 'SKIP_REST', now: T0 + s(10) });
    expect(state).toMatchObject({
      phase: 'exercise',
      exerciseIndex: 1,
      currentSet: 1,
      rest: null,
      timer: { startedAt: T0 + s(10), accumulatedMs: 0 },
    });
    expect(isTimerRunning(state)).toBe(true);
    expect(currentExercise(state)?.name).toBe('Plank');
  });

  it('SKIP_REST after a set rest: same exercise for its next set, timer auto-started', () => {
    const state = reduce(afterSetRest(), { type: 'SKIP_REST', now: T0 + s(4) });
    expect(state).toMatchObject({
      phase: 'exercise',
      exerciseIndex: 0,
      currentSet: 2,
      rest: null,
      timer: { startedAt: T0 + s(4), accumulatedMs: 0 },
    });
  });

  it('REST_TICK before the end changes nothing', () => {
    const resting = afterSetRest();
    expect(reduce(resting, { type: 'REST_TICK', now: T0 + s(29) })).toBe(resting);
  });

  it('REST_TICK at or after the end (a tab that slept) ends it; the timer runs from the end', () => {
    const resting = afterExerciseRest();
    const state = reduce(resting, { type: 'REST_TICK', now: T0 + s(600) });
    expect(state).toMatchObject({
      phase: 'exercise',
      exerciseIndex: 1,
      timer: { startedAt: T0 + s(120), accumulatedMs: 0 },
    });
    expect(exerciseElapsedS(state, T0 + s(600))).toBe(480);
    const atZero = reduce(afterSetRest(), { type: 'REST_TICK', now: T0 + s(30) });
    expect(atZero).toMatchObject({ phase: 'exercise', currentSet: 2, exerciseIndex: 0 });
  });

  it('REST_END ends the rest at its end (or now, if earlier)', () => {
    const late = reduce(afterSetRest(), { type: 'REST_END', now: T0 + s(45) });
    expect(late.timer.startedAt).toBe(T0 + s(30));
    const early = reduce(afterSetRest(), { type: 'REST_END', now: T0 + s(29) });
    expect(early.timer.startedAt).toBe(T0 + s(29));
    expect(early.phase).toBe('exercise');
  });

  it('SKIP_REST, REST_TICK and REST_END are ignored outside a rest', () => {
    const state = loaded();
    for (const type of ['SKIP_REST', 'REST_TICK', 'REST_END'] as const) {
      expect(reduce(state, { type, now: T0 })).toBe(state);
    }
  });
});

describe('SKIP_EXERCISE', () => {
  it('moves to the next exercise with set 1, timer 0 and stopped', () => {
    const state = run(
      loaded(),
      { type: 'START', now: T0 },
      { type: 'COMPLETE_SET', now: T0 + s(20) },
      { type: 'SKIP_REST', now: T0 + s(25) },
      { type: 'SKIP_EXERCISE', now: T0 + s(40) },
    );
    expect(state).toMatchObject({
      phase: 'exercise',
      exerciseIndex: 1,
      currentSet: 1,
      timer: { startedAt: null, accumulatedMs: 0 },
      rest: null,
      completedSets: [1, 0, 0],
    });
  });

  it('starts the session clock when nothing was started yet', () => {
    expect(reduce(loaded(), { type: 'SKIP_EXERCISE', now: T0 }).sessionStartedAt).toBe(T0);
  });

  it('on the last exercise finishes the workout', () => {
    const state = run(
      loaded(),
      { type: 'START', now: T0 },
      { type: 'SKIP_EXERCISE', now: T0 + s(10) },
      { type: 'SKIP_EXERCISE', now: T0 + s(20) },
      { type: 'START', now: T0 + s(30) },
      { type: 'SKIP_EXERCISE', now: T0 + s(400) },
    );
    expect(state).toMatchObject({
      phase: 'complete',
      exerciseIndex: 2,
      finishedAt: T0 + s(400),
      timer: { startedAt: null, accumulatedMs: s(370) },
    });
    expect(sessionDurationS(state)).toBe(400);
  });

  it('is ignored while resting and after completion', () => {
    const resting = reduce(loaded(), { type: 'COMPLETE_SET', now: T0 });
    expect(reduce(resting, { type: 'SKIP_EXERCISE', now: T0 })).toBe(resting);
    const done = run(
      loaded({ title: 'One', exercises: [exercise('Plank', { duration: '30 seconds' })] }),
      { type: 'SKIP_EXERCISE', now: T0 },
    );
    expect(done.phase).toBe('complete');
    for (const action of [
      { type: 'SKIP_EXERCISE', now: T0 + 1 },
      { type: 'START', now: T0 + 1 },
      { type: 'COMPLETE_SET', now: T0 + 1 },
      { type: 'ADJUST_REPS', delta: 1 },
    ] satisfies WorkoutSessionAction[]) {
      expect(reduce(done, action)).toBe(done);
    }
  });
});

describe('ADJUST_REPS', () => {
  it('changes the current exercise by a delta or to a value, never below 1', () => {
    let state = reduce(loaded(), { type: 'ADJUST_REPS', delta: 2 });
    expect(state.repsByExercise).toEqual([14, 45, 15]);
    state = reduce(state, { type: 'ADJUST_REPS', value: 0 });
    expect(state.repsByExercise[0]).toBe(1);
    const same = reduce(state, { type: 'ADJUST_REPS', delta: -1 });
    expect(same).toBe(state);
    state = reduce(state, { type: 'ADJUST_REPS', value: 7.6 });
    expect(state.repsByExercise[0]).toBe(8);
  });

  it('is ignored while the timer runs, and allowed again once paused', () => {
    const running = reduce(loaded(), { type: 'START', now: T0 });
    expect(reduce(running, { type: 'ADJUST_REPS', delta: 1 })).toBe(running);
    const paused = reduce(running, { type: 'PAUSE', now: T0 + s(5) });
    expect(reduce(paused, { type: 'ADJUST_REPS', delta: 1 }).repsByExercise[0]).toBe(13);
  });

  it('applies to the exercise on screen', () => {
    const state = run(
      loaded(),
      { type: 'SKIP_EXERCISE', now: T0 },
      { type: 'ADJUST_REPS', delta: -5 },
    );
    expect(state.repsByExercise).toEqual([12, 40, 15]);
  });
});

describe('read-outs', () => {
  it('duration, minutes and calories (0.15 per second, rounded)', () => {
    const state = run(
      loaded({ title: 'One', exercises: [exercise('Squats', { reps: '10' })] }),
      { type: 'START', now: T0 },
      { type: 'SKIP_EXERCISE', now: T0 + s(30 * 60 + 29) },
    );
    expect(sessionDurationS(state)).toBe(1829);
    expect(sessionMinutes(state)).toBe(30);
    expect(sessionCalories(state)).toBe(274); // 1829 * 0.15 = 274.35
  });

  it('duration, minutes and calories are 0 before the end', () => {
    const state = reduce(loaded(), { type: 'START', now: T0 });
    expect(sessionDurationS(state)).toBe(0);
    expect(sessionMinutes(state)).toBe(0);
    expect(sessionCalories(state)).toBe(0);
  });

  it('the exercise timer never goes negative and the rest read-out is 0 outside rests', () => {
    const state = reduce(loaded(), { type: 'START', now: T0 });
    expect(exerciseElapsedS(state, T0 - s(10))).toBe(0);
    expect(restRemainingS(state, T0)).toBe(0);
  });

  it('in progress only once started and until complete', () => {
    expect(isSessionInProgress(createWorkoutSessionState())).toBe(false);
    expect(isSessionInProgress(loaded())).toBe(false);
    expect(isSessionInProgress(reduce(loaded(), { type: 'START', now: T0 }))).toBe(true);
  });

  it('up next is the same exercise during a set rest', () => {
    const state = reduce(loaded(), { type: 'COMPLETE_SET', now: T0 });
    expect(upNextExercise(state)?.name).toBe('Push-ups');
    expect(upNextExercise(createWorkoutSessionState())).toBeNull();
    expect(currentExercise(createWorkoutSessionState())).toBeNull();
  });

  it('toLoggedExercises adds completedSets, repsDone (rep-based only) and skipped', () => {
    const state = run(
      loaded(),
      { type: 'ADJUST_REPS', value: 20 },
      { type: 'COMPLETE_SET', now: T0 },
      { type: 'SKIP_REST', now: T0 + s(1) },
      { type: 'PAUSE', now: T0 + s(2) },
      { type: 'COMPLETE_SET', now: T0 + s(30) },
      { type: 'SKIP_REST', now: T0 + s(31) },
      { type: 'COMPLETE_SET', now: T0 + s(60) },
      { type: 'SKIP_REST', now: T0 + s(61) },
      { type: 'PAUSE', now: T0 + s(62) },
      { type: 'COMPLETE_SET', now: T0 + s(90) },
      { type: 'SKIP_REST', now: T0 + s(91) },
      { type: 'SKIP_EXERCISE', now: T0 + s(100) },
      { type: 'SKIP_EXERCISE', now: T0 + s(110) },
    );
    expect(state.phase).toBe('complete');
    expect(completedExerciseCount(state)).toBe(2);
    expect(toLoggedExercises(state)).toEqual([
      {
        ...WORKOUT.exercises[0],
        completedSets: 3,
        skipped: false,
        repsDone: 20,
        performedSets: [{ reps: 20 }, { reps: 20 }, { reps: 20 }],
      },
      // The plank's timer ran 1 s (61 to 62) before it was paused: that is what was held.
      { ...WORKOUT.exercises[1], completedSets: 1, skipped: true, performedSets: [{ seconds: 1 }] },
      { ...WORKOUT.exercises[2], completedSets: 0, skipped: true, repsDone: 15 },
    ]);
    expect(toLoggedExercises(createWorkoutSessionState())).toEqual([]);
  });

  it("estimateWorkoutMinutes counts work, set-up, each exercise's rests and the moves between", () => {
    // Each 3 x (45 s + 15 s to set up) + 2 x 30 s, and 2 x 120 s between: the rest after an
    // exercise is its rest and 30 s to move, at least 120 s.
    expect(estimateWorkoutMinutes(WORKOUT.exercises)).toBe(Math.round((3 * 240 + 240) / 60));
    // Its own sets and rests: 5 x 5 at 3 minutes, then 2 x 12 at 60 s, 3.5 minutes between.
    const strength = [
      exercise('Back Squat', { reps: '5', sets: 5, rest: '180' }),
      exercise('Leg Curl', { reps: '12', sets: 2, rest: '60' }),
    ];
    expect(estimateWorkoutMinutes(strength)).toBe(
      Math.round((5 * 30 + 4 * 180 + 210 + 2 * 51 + 60) / 60),
    );
    // 3 x (60 s + 15 s) + 2 x 30 s.
    expect(estimateWorkoutMinutes([exercise('Wall sit', { duration: '1 minute' })])).toBe(5);
    expect(estimateWorkoutMinutes([])).toBe(0);
  });
});

describe('sets with loads and efforts', () => {
  const LIFTS: SessionWorkout = {
    title: 'Upper Body Strength',
    exercises: [
      exercise('Dumbbell Bench Press', {
        reps: '8-12',
        targetReps: { min: 8, max: 12 },
        aimReps: 10,
        targetWeight: 22,
        loadType: 'dumbbell',
      }),
      exercise('Seated Cable Rows', {
        reps: '8-12',
        targetReps: { min: 8, max: 12 },
        targetWeight: null,
        loadType: 'cable',
      }),
      exercise('Plank', { duration: '45 seconds' }),
    ],
  };

  it('prefills reps with the aim and the load with the target, and records each set as done', () => {
    let state = loaded(LIFTS);
    expect(state.repsByExercise).toEqual([10, 8, 45]);
    expect(state.weightByExercise).toEqual([22, null, null]);
    state = run(
      state,
      { type: 'COMPLETE_SET', now: T0 },
      { type: 'SKIP_REST', now: T0 + s(30) },
      { type: 'PAUSE', now: T0 + s(31) },
      { type: 'ADJUST_REPS', delta: -2 },
      { type: 'ADJUST_WEIGHT', delta: -1 },
      { type: 'COMPLETE_SET', now: T0 + s(60) },
      { type: 'SKIP_REST', now: T0 + s(90) },
      { type: 'SET_EFFORT', index: 0, effort: 'hard' },
      { type: 'COMPLETE_SET', now: T0 + s(120) },
    );
    expect(state.performedSets[0]).toEqual([
      { reps: 10, weight: 22 },
      { reps: 8, weight: 21 },
      { reps: 8, weight: 21 },
    ]);
    expect(state.efforts[0]).toBe('hard');
    // The rows have no load yet: sets without one are logged with reps only until it is chosen.
    state = run(
      state,
      { type: 'SKIP_REST', now: T0 + s(121) },
      { type: 'PAUSE', now: T0 + s(122) },
      { type: 'COMPLETE_SET', now: T0 + s(150) },
      { type: 'SKIP_REST', now: T0 + s(151) },
      { type: 'ADJUST_WEIGHT', value: 40 },
      { type: 'COMPLETE_SET', now: T0 + s(180) },
    );
    expect(state.performedSets[1]).toEqual([{ reps: 8 }, { reps: 8, weight: 40 }]);
    const logged = toLoggedExercises(state);
    expect(logged[0]).toMatchObject({ effort: 'hard', completedSets: 3 });
    expect(logged[1]!.effort).toBeUndefined();
  });

  it('records an RPE on a set done, one tap; the same value clears it, and nonsense is ignored', () => {
    let state = run(loaded(LIFTS), { type: 'COMPLETE_SET', now: T0 });
    state = run(state, { type: 'SET_RPE', index: 0, set: 0, rpe: 8.5 });
    expect(state.performedSets[0]).toEqual([{ reps: 10, weight: 22, rpe: 8.5 }]);
    const ignored = run(
      state,
      { type: 'SET_RPE', index: 0, set: 0, rpe: 11 },
      { type: 'SET_RPE', index: 0, set: 0, rpe: 7.3 },
      { type: 'SET_RPE', index: 0, set: 4, rpe: 8 },
      { type: 'SET_RPE', index: 2, set: 0, rpe: 8 },
    );
    expect(ignored.performedSets).toEqual(state.performedSets);
    expect(toLoggedExercises(state)[0]!.performedSets).toEqual([
      { reps: 10, weight: 22, rpe: 8.5 },
    ]);
    state = run(state, { type: 'SET_RPE', index: 0, set: 0, rpe: 8.5 });
    expect(state.performedSets[0]).toEqual([{ reps: 10, weight: 22 }]);
  });

  it('keeps a note on an exercise with its log; an empty note clears it', () => {
    let state = run(loaded(LIFTS), {
      type: 'SET_NOTE',
      index: 0,
      note: '  Left shoulder clicked  ',
    });
    expect(state.workout!.exercises[0]!.note).toBe('Left shoulder clicked');
    expect(toLoggedExercises(state)[0]!.note).toBe('Left shoulder clicked');
    expect(run(state, { type: 'SET_NOTE', index: 9, note: 'x' })).toBe(state);
    state = run(state, { type: 'SET_NOTE', index: 0, note: ' ' });
    expect(state.workout!.exercises[0]).not.toHaveProperty('note');
  });

  it('never lets a load go negative, and a second tap on an effort clears it', () => {
    let state = run(loaded(LIFTS), { type: 'ADJUST_WEIGHT', value: 1 });
    state = run(state, { type: 'ADJUST_WEIGHT', delta: -2.5 });
    expect(state.weightByExercise[0]).toBe(0);
    state = run(
      state,
      { type: 'SET_EFFORT', index: 0, effort: 'easy' },
      { type: 'SET_EFFORT', index: 0, effort: 'easy' },
    );
    expect(state.efforts[0]).toBeNull();
  });

  it('records the seconds a timed exercise was held, or its prescribed time without a timer', () => {
    const state = run(
      loaded({ title: 'Core', exercises: [exercise('Plank', { duration: '45 seconds' })] }),
      { type: 'START', now: T0 },
      { type: 'COMPLETE_SET', now: T0 + s(50) },
      { type: 'SKIP_REST', now: T0 + s(80) },
      { type: 'PAUSE', now: T0 + s(80) },
      { type: 'COMPLETE_SET', now: T0 + s(81) },
    );
    expect(state.performedSets[0]).toEqual([{ seconds: 50 }, { seconds: 45 }]);
  });

  it('swaps the current exercise before its first set, and only then', () => {
    const rows = exercise('Dumbbell Row', {
      reps: '8-12',
      targetReps: { min: 8, max: 12 },
      targetWeight: 20,
      loadType: 'dumbbell',
    });
    const swapped = run(loaded(LIFTS), { type: 'REPLACE_EXERCISE', exercise: rows });
    expect(swapped.workout!.exercises[0]!.name).toBe('Dumbbell Row');
    expect(swapped.weightByExercise[0]).toBe(20);
    expect(swapped.repsByExercise[0]).toBe(8);
    const started = run(loaded(LIFTS), { type: 'COMPLETE_SET', now: T0 });
    const refused = run(
      started,
      { type: 'SKIP_REST', now: T0 + s(30) },
      { type: 'PAUSE', now: T0 + s(30) },
      { type: 'REPLACE_EXERCISE', exercise: rows },
    );
    expect(refused.workout!.exercises[0]!.name).toBe('Dumbbell Bench Press');
  });
});

describe('supersets, top sets, warm-ups and a session built as it goes', () => {
  const SUPERSET: SessionWorkout = {
    title: 'Arms',
    exercises: [
      exercise('Bench Press', { reps: '5', sets: 2, rest: '120' }),
      exercise('Curl', { reps: '10-12', sets: 2, rest: '60', superset: 'A' }),
      exercise('Pushdown', { reps: '10-12', sets: 2, rest: '60', superset: 'A' }),
      exercise('Plank', { duration: '30 seconds', sets: 1 }),
    ],
  };

  it('alternates the exercises of a superset, resting after each round only', () => {
    let state = run(
      loaded(SUPERSET),
      { type: 'COMPLETE_SET', now: T0 },
      { type: 'SKIP_REST', now: T0 + s(10) },
      { type: 'COMPLETE_SET', now: T0 + s(20) },
      { type: 'SKIP_REST', now: T0 + s(30) },
    );
    expect(currentExercise(state)?.name).toBe('Curl');
    // Curl set 1: straight on to the pushdown, no rest.
    state = reduce(state, { type: 'COMPLETE_SET', now: T0 + s(40) });
    expect(state.phase).toBe('exercise');
    expect(currentExercise(state)?.name).toBe('Pushdown');
    expect(state.currentSet).toBe(1);
    // Pushdown set 1 ends the round: the rest, then the curl's second set.
    state = reduce(state, { type: 'COMPLETE_SET', now: T0 + s(50) });
    expect(state.phase).toBe('rest');
    expect(state.rest).toMatchObject({ kind: 'set', durationS: 60, next: 1 });
    expect(upNextExercise(state)?.name).toBe('Curl');
    state = reduce(state, { type: 'REST_END', now: T0 + s(110) });
    expect(currentExercise(state)?.name).toBe('Curl');
    expect(state.currentSet).toBe(2);
    state = run(state, { type: 'COMPLETE_SET', now: T0 + s(120) });
    expect(currentExercise(state)?.name).toBe('Pushdown');
    expect(state.currentSet).toBe(2);
    // The group is done: the exercise rest leads past it, to the plank.
    state = reduce(state, { type: 'COMPLETE_SET', now: T0 + s(130) });
    expect(state.rest).toMatchObject({ kind: 'exercise', next: 3 });
    expect(upNextExercise(state)?.name).toBe('Plank');
    state = reduce(state, { type: 'SKIP_REST', now: T0 + s(140) });
    expect(currentExercise(state)?.name).toBe('Plank');
    expect(state.completedSets).toEqual([2, 2, 2, 0]);
  });

  it('a superset that ends the workout finishes it', () => {
    const workout: SessionWorkout = { title: 'W', exercises: SUPERSET.exercises.slice(1, 3) };
    const state = run(
      loaded(workout),
      { type: 'COMPLETE_SET', now: T0 },
      { type: 'COMPLETE_SET', now: T0 + s(10) },
      { type: 'SKIP_REST', now: T0 + s(20) },
      { type: 'COMPLETE_SET', now: T0 + s(30) },
      { type: 'COMPLETE_SET', now: T0 + s(40) },
    );
    expect(state.phase).toBe('complete');
  });

  it('moves the load to the back-off sets once the top set is done', () => {
    const workout: SessionWorkout = {
      title: 'Top set',
      exercises: [
        exercise('Bench Press', {
          reps: '6-8',
          sets: 3,
          loadType: 'barbell',
          targetWeight: 100,
          scheme: 'top-set',
          backoffWeight: 90,
        }),
      ],
    };
    let state = loaded(workout);
    expect(state.weightByExercise).toEqual([100]);
    state = run(state, { type: 'COMPLETE_SET', now: T0 }, { type: 'SKIP_REST', now: T0 + s(5) });
    expect(state.weightByExercise).toEqual([90]);
    // A change the member makes to the back-off load stays.
    state = run(
      state,
      { type: 'ADJUST_WEIGHT', value: 92.5 },
      { type: 'COMPLETE_SET', now: T0 + s(60) },
    );
    expect(state.weightByExercise).toEqual([92.5]);
    expect(state.performedSets[0]).toEqual([
      { reps: 6, weight: 100 },
      { reps: 6, weight: 92.5 },
    ]);
  });

  it('logs warm-ups first, as warm-ups, and never as sets done', () => {
    let state = run(loaded(WORKOUT), {
      type: 'SET_WARMUPS',
      index: 0,
      sets: [{ reps: 10 }, { reps: 5, weight: 20 }],
    });
    state = run(state, { type: 'COMPLETE_SET', now: T0 });
    const [pushups] = toLoggedExercises(state);
    expect(pushups!.performedSets).toEqual([
      { reps: 10, kind: 'warmup' },
      { reps: 5, weight: 20, kind: 'warmup' },
      { reps: 12 },
    ]);
    expect(pushups!.completedSets).toBe(1);
    state = run(state, { type: 'SET_WARMUPS', index: 0, sets: [] });
    expect(toLoggedExercises(state)[0]!.performedSets).toEqual([{ reps: 12 }]);
  });

  it('builds a quick session from none, an exercise at a time', () => {
    let state = reduce(createWorkoutSessionState(), {
      type: 'LOAD_WORKOUT',
      workout: { title: 'Quick workout', exercises: [] },
    });
    expect(reduce(state, { type: 'COMPLETE_SET', now: T0 })).toBe(state);
    state = reduce(state, {
      type: 'ADD_EXERCISE',
      exercise: exercise('Deadlift', { reps: '5', loadType: 'barbell', targetWeight: 140 }),
    });
    state = run(state, { type: 'COMPLETE_SET', now: T0 });
    state = reduce(state, {
      type: 'ADD_EXERCISE',
      exercise: exercise('Plank', { duration: '30 seconds' }),
    });
    expect(state.workout!.exercises.map((e) => e.name)).toEqual(['Deadlift', 'Plank']);
    expect(state.weightByExercise).toEqual([140, null]);
    expect(state.completedSets).toEqual([1, 0]);
    expect(state.performedSets).toEqual([[{ reps: 5, weight: 140 }], []]);
    expect(currentExercise(state)?.name).toBe('Deadlift');
    // Started: it cannot be discarded; an empty one can.
    expect(reduce(state, { type: 'DISCARD' })).toBe(state);
    const empty = reduce(createWorkoutSessionState(), {
      type: 'LOAD_WORKOUT',
      workout: { title: 'Quick workout', exercises: [], open: true },
    });
    expect(reduce(empty, { type: 'DISCARD' }).workout).toBeNull();
  });

  it('a quick session rests after its last exercise, for another to be added, and ends without one', () => {
    const quick = (): WorkoutSessionState =>
      run(
        reduce(createWorkoutSessionState(), {
          type: 'LOAD_WORKOUT',
          workout: { title: 'Quick workout', exercises: [], open: true },
        }),
        { type: 'ADD_EXERCISE', exercise: exercise('Row', { reps: '10', sets: 1 }) },
        { type: 'COMPLETE_SET', now: T0 },
      );
    let state = quick();
    expect(state.phase).toBe('rest');
    expect(upNextExercise(state)).toBeNull();
    state = run(
      state,
      { type: 'ADD_EXERCISE', exercise: exercise('Curl', { reps: '12', sets: 1 }) },
      { type: 'SKIP_REST', now: T0 + s(30) },
    );
    expect(currentExercise(state)?.name).toBe('Curl');
    expect(state.phase).toBe('exercise');
    // Nothing added: the end of the rest ends the workout.
    const done = reduce(quick(), { type: 'SKIP_REST', now: T0 + s(30) });
    expect(done.phase).toBe('complete');
  });
});
