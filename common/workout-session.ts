import type { Effort, PerformedSet, WorkoutExercise } from './schemas/workouts.ts';
import type { Units } from './units.ts';
import { estimateCalories, EXERCISE_NOTE_MAX, RPE_VALUES } from './workout-constants.ts';
import { MAX_REST_S, restAfter, restOf, setsOf, setWorkSeconds } from './training/session-time.ts';

export { estimateWorkoutMinutes } from './training/session-time.ts';

/*
 * The guided workout session (spec part 2 section 4) as a pure reducer. Time is never read here:
 * every action that depends on it carries `now` (epoch ms), and the timers are stored as
 * timestamps, so what the screen shows is computed from the clock at render time. A phone that
 * locks or a tab that sleeps therefore loses nothing: the next render (or REST_TICK) catches up.
 *
 * Transitions:
 * - START / PAUSE: the exercise timer runs while started and not resting.
 * - COMPLETE_SET below the exercise's last set (its `sets`, else 3): set + 1, timer stopped and
 *   reset to 0, and the exercise's own rest ('set'; its `rest`, else 30 s).
 * - COMPLETE_SET on the last set: on the last exercise the workout completes (the page then logs
 *   it); otherwise the rest after the exercise ('exercise': its rest and 30 s to move, at least
 *   120 s; see training/session-time.ts) starts and the set counter goes back to 1.
 * - ADJUST_REST: the current exercise's rest between sets, changed by the member (kept in the
 *   log, so the next session of it starts from it); a rest between its sets moves by as much.
 * - Rest ends at 0 (REST_TICK past the end, or REST_END) or by SKIP_REST: after an 'exercise' rest
 *   the session moves to the next exercise; after a 'set' rest it stays on the exercise for its
 *   next set. Either way the exercise timer starts on its own (from the moment the rest ended).
 * - SKIP_EXERCISE: on the last exercise it finishes; otherwise next exercise, set 1, timer 0, stopped.
 * - ADJUST_REPS: ignored while the timer runs; values are at least 1. The adjuster is "reps done",
 *   prefilled with the target (`aimReps`, else the first number of the range).
 * - ADJUST_WEIGHT: the load of the next set (any time: plates change between sets); never negative.
 * - COMPLETE_SET also records the set as done: reps and load, or seconds held for a timed
 *   exercise (the timer's reading, else the prescribed time).
 * - SET_EFFORT: the optional Easy / Good / Hard of an exercise (tapping the same one clears it).
 * - REPLACE_EXERCISE: the current exercise swapped for another, only before its first set is done
 *   and while its timer is stopped; its reps and load start from the new one's targets.
 * - LOAD_WORKOUT: replaces the workout and resets index, timers, sets and reps.
 * - Supersets (neighbours with one `superset` letter): COMPLETE_SET moves to the next exercise of
 *   the group with a set left, with no rest; after the last of a round the rest ('set', the
 *   exercise's rest) leads back to the first with a set left; when every set of the group is done,
 *   the exercise rest leads to the exercise after the group. A rest that knows where it leads says
 *   so in `next`.
 * - A top set (`scheme` 'top-set'): once it is done the load adjuster moves to `backoffWeight`.
 * - SET_WARMUPS: the warm-up sets taken before an exercise's first working set (logged first, as
 *   `kind: 'warmup'`; they never count as sets done).
 * - ADD_EXERCISE: appends an exercise (quick start: a session built as it goes, from none).
 * - DISCARD: back to no workout, only while nothing of the session was started or done.
 */

export type WorkoutPhase = 'exercise' | 'rest' | 'complete';
export type RestKind = 'set' | 'exercise';

/** The workout being followed. Only `title` and `exercises` drive the session; the rest is shown. */
export interface SessionWorkout {
  title: string;
  exercises: WorkoutExercise[];
  /** Estimated length in minutes, when the source knows it (generated or saved workouts). */
  estimatedMinutes?: number;
  /** Muscle groups trained (generated workouts). */
  focus?: string[];
  /** One line per adaptation the generator made from the member's history. */
  adaptations?: string[];
  /** The training block the session belongs to ("Week 3 of 5"), for generated sessions. */
  block?: { week: number; weeks: number; deload: boolean };
  /** The day of the split ("Upper A"), for generated sessions. */
  day?: string;
  /** The member's level, when known (saved workouts keep it as their difficulty). */
  difficulty?: string;
  /**
   * A quick session, built as it goes: after the last set of its last exercise the rest runs
   * while the member adds another, and ends the workout when they add none.
   */
  open?: boolean;
  /** The saved workout this session was loaded from. */
  savedWorkoutId?: string;
  /**
   * The unit of every load in this session (targets and sets), fixed when it is loaded: the log
   * says it, so a switch of unit before the log reaches the server changes no weight. Absent in
   * sessions saved by older builds: the member's current unit.
   */
  units?: Units;
}

export interface ExerciseTimer {
  /** When the timer was last started; null while stopped. */
  startedAt: number | null;
  /** Time counted before the last start. */
  accumulatedMs: number;
}

export interface RestState {
  endsAt: number;
  durationS: number;
  kind: RestKind;
  /** The exercise the rest leads to, when it is not the usual one (supersets). */
  next?: number;
}

export interface WorkoutSessionState {
  /** null until a workout is generated or loaded. */
  workout: SessionWorkout | null;
  exerciseIndex: number;
  /** 1..3. */
  currentSet: number;
  phase: WorkoutPhase;
  timer: ExerciseTimer;
  rest: RestState | null;
  /** The rep adjuster's value per exercise. */
  repsByExercise: number[];
  /** Sets completed per exercise (0..3). */
  completedSets: number[];
  /** The load adjuster's value per exercise, in the member's unit; null until a load is chosen. */
  weightByExercise: (number | null)[];
  /** What was done in each completed set, per exercise. */
  performedSets: PerformedSet[][];
  /** The warm-up sets taken before each exercise (absent in sessions saved by older builds). */
  warmupSets?: PerformedSet[][];
  /** How each exercise felt, when the member said. */
  efforts: (Effort | null)[];
  /** The first start (or the first completed or skipped set when the timer was never started). */
  sessionStartedAt: number | null;
  finishedAt: number | null;
}

export type WorkoutSessionAction =
  | { type: 'LOAD_WORKOUT'; workout: SessionWorkout }
  | { type: 'START'; now: number }
  | { type: 'PAUSE'; now: number }
  | { type: 'COMPLETE_SET'; now: number }
  | { type: 'SKIP_EXERCISE'; now: number }
  | { type: 'SKIP_REST'; now: number }
  /** Ends the rest when `now` has reached its end; otherwise changes nothing. */
  | { type: 'REST_TICK'; now: number }
  /** The countdown reached 0. */
  | { type: 'REST_END'; now: number }
  | { type: 'ADJUST_REPS'; delta: number }
  | { type: 'ADJUST_REPS'; value: number }
  | { type: 'ADJUST_WEIGHT'; delta: number }
  | { type: 'ADJUST_WEIGHT'; value: number | null }
  | { type: 'SET_EFFORT'; index: number; effort: Effort }
  /** The member's note on an exercise of the session (empty clears it). */
  | { type: 'SET_NOTE'; index: number; note: string }
  /** How hard a set done was (RPE 6 to 10 in halves); the same value again clears it. */
  | { type: 'SET_RPE'; index: number; set: number; rpe: number }
  /** Swaps the current exercise for another before any of its sets is done. */
  | { type: 'REPLACE_EXERCISE'; exercise: WorkoutExercise }
  /** The current exercise's rest between sets, in seconds (0 to 600). */
  | { type: 'ADJUST_REST'; seconds: number; now: number }
  /** The warm-up sets taken before an exercise (replaces the list). */
  | { type: 'SET_WARMUPS'; index: number; sets: PerformedSet[] }
  /** Adds an exercise at the end of the session. */
  | { type: 'ADD_EXERCISE'; exercise: WorkoutExercise }
  /** Leaves a session nothing was done in (a quick start with no exercise yet). */
  | { type: 'DISCARD' };

export const MIN_REPS = 1;
export const MAX_REPS = 1000;
export const DEFAULT_REPS = 10;

/** A rep-based exercise has a reps text; the others are timed ("30 seconds"). */
export function isRepBased(exercise: Pick<WorkoutExercise, 'reps'>): boolean {
  return Boolean(exercise.reps?.trim());
}

/**
 * The reps the adjuster starts at: the progression's aim when there is one, else the first number
 * in the reps or duration text ("12-15" → 12, "30 seconds" → 30), else 10; at least 1.
 */
export function defaultReps(
  exercise: Pick<WorkoutExercise, 'reps' | 'duration' | 'aimReps'>,
): number {
  if (exercise.reps?.trim() && exercise.aimReps) return clampReps(exercise.aimReps);
  const text = exercise.reps?.trim() || exercise.duration?.trim() || '';
  const match = /\d+/.exec(text);
  return clampReps(match ? Number(match[0]) : DEFAULT_REPS);
}

function clampReps(value: number): number {
  if (!Number.isFinite(value)) return MIN_REPS;
  return Math.min(MAX_REPS, Math.max(MIN_REPS, Math.round(value)));
}

/** The state before any workout is generated or loaded. */
export function createWorkoutSessionState(): WorkoutSessionState {
  return {
    workout: null,
    exerciseIndex: 0,
    currentSet: 1,
    phase: 'exercise',
    timer: { startedAt: null, accumulatedMs: 0 },
    rest: null,
    repsByExercise: [],
    completedSets: [],
    weightByExercise: [],
    performedSets: [],
    warmupSets: [],
    efforts: [],
    sessionStartedAt: null,
    finishedAt: null,
  };
}

function loadWorkout(workout: SessionWorkout): WorkoutSessionState {
  return {
    ...createWorkoutSessionState(),
    workout,
    repsByExercise: workout.exercises.map(defaultReps),
    completedSets: workout.exercises.map(() => 0),
    weightByExercise: workout.exercises.map((e) => (e.loadType ? (e.targetWeight ?? null) : null)),
    performedSets: workout.exercises.map(() => []),
    warmupSets: workout.exercises.map(() => []),
    efforts: workout.exercises.map(() => null),
  };
}

/**
 * The exercises of the superset the exercise at `index` is in (its neighbours with its letter, in
 * order); just itself when it is in none.
 */
export function supersetOf(
  exercises: readonly Pick<WorkoutExercise, 'superset'>[],
  index: number,
): number[] {
  const letter = exercises[index]?.superset;
  if (!letter) return [index];
  let start = index;
  while (start > 0 && exercises[start - 1]?.superset === letter) start--;
  let end = index;
  while (end < exercises.length - 1 && exercises[end + 1]?.superset === letter) end++;
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** The heaviest load the adjuster reaches (the API's limit, 1,500 lb; in kg it refuses past 680). */
export const MAX_ADJUSTER_WEIGHT = 1500;

const clampWeight = (value: number) =>
  Math.min(MAX_ADJUSTER_WEIGHT, Math.max(0, Math.round(value * 100) / 100));

/** The most warm-up sets logged before one exercise. */
export const MAX_WARMUP_SETS = 6;

function addExercise(state: WorkoutSessionState, exercise: WorkoutExercise): WorkoutSessionState {
  if (!state.workout || state.phase === 'complete') return state;
  const count = state.workout.exercises.length;
  if (count >= MAX_SESSION_EXERCISES) return state;
  const pad = <T>(list: readonly T[] | undefined, value: T): T[] => [
    ...Array.from({ length: count }, (_, i) => (list?.[i] as T) ?? value),
    value,
  ];
  return {
    ...state,
    workout: { ...state.workout, exercises: [...state.workout.exercises, exercise] },
    repsByExercise: [...state.repsByExercise.slice(0, count), defaultReps(exercise)],
    completedSets: pad(state.completedSets, 0),
    weightByExercise: [
      ...Array.from({ length: count }, (_, i) => state.weightByExercise[i] ?? null),
      exercise.loadType ? (exercise.targetWeight ?? null) : null,
    ],
    performedSets: pad<PerformedSet[]>(state.performedSets, []),
    warmupSets: pad<PerformedSet[]>(state.warmupSets, []),
    efforts: pad<Effort | null>(state.efforts, null),
  };
}

/** The most exercises a session holds (the log's limit). */
export const MAX_SESSION_EXERCISES = 40;

/**
 * After a set of a superset: on to the next exercise of the group with a set left (no rest); at
 * the end of a round, the rest and back to the first with a set left; when the group is done, the
 * exercise rest to the exercise after it (or the end of the workout).
 */
function afterSupersetSet(
  state: WorkoutSessionState,
  group: readonly number[],
  now: number,
): WorkoutSessionState {
  const exercises = state.workout!.exercises;
  const index = state.exerciseIndex;
  const exercise = exercises[index]!;
  const left = (i: number) => (state.completedSets[i] ?? 0) < setsOf(exercises[i]!);
  const after = group.find((i) => i > index && left(i));
  if (after !== undefined) {
    return {
      ...state,
      exerciseIndex: after,
      currentSet: (state.completedSets[after] ?? 0) + 1,
      timer: STOPPED,
      phase: 'exercise',
      rest: null,
    };
  }
  const first = group.find(left);
  if (first !== undefined) {
    return {
      ...state,
      currentSet: (state.completedSets[index] ?? 0) + 1,
      timer: STOPPED,
      phase: 'rest',
      rest: { ...startRest('set', exercise, now), next: first },
    };
  }
  const end = group.at(-1)!;
  if (end >= exercises.length - 1 && !state.workout!.open) return finish(state, now);
  return {
    ...state,
    currentSet: 1,
    timer: STOPPED,
    phase: 'rest',
    rest: { ...startRest('exercise', exercise, now), next: end + 1 },
  };
}

/** The set just completed, as logged. */
function performedSet(state: WorkoutSessionState, now: number): PerformedSet {
  const index = state.exerciseIndex;
  const exercise = state.workout!.exercises[index]!;
  if (!isRepBased(exercise)) {
    const held = exerciseElapsedS(state, now);
    return { seconds: Math.min(3600, held > 0 ? held : setWorkSeconds(exercise)) };
  }
  const reps = state.repsByExercise[index] ?? defaultReps(exercise);
  const weight = exercise.loadType ? state.weightByExercise[index] : null;
  return weight !== null && weight !== undefined && weight > 0 ? { reps, weight } : { reps };
}

const STOPPED: ExerciseTimer = { startedAt: null, accumulatedMs: 0 };

function stopTimer(timer: ExerciseTimer, now: number): ExerciseTimer {
  if (timer.startedAt === null) return timer;
  return {
    startedAt: null,
    accumulatedMs: timer.accumulatedMs + Math.max(0, now - timer.startedAt),
  };
}

function isLastExercise(state: WorkoutSessionState): boolean {
  return state.exerciseIndex >= (state.workout?.exercises.length ?? 0) - 1;
}

function finish(state: WorkoutSessionState, now: number): WorkoutSessionState {
  return {
    ...state,
    phase: 'complete',
    timer: stopTimer(state.timer, now),
    rest: null,
    sessionStartedAt: state.sessionStartedAt ?? now,
    finishedAt: now,
  };
}

/**
 * Leaves the rest: where it leads (`next`), else the next exercise after an exercise rest and the
 * same exercise after a set rest.
 */
function endRest(state: WorkoutSessionState, timerStartsAt: number): WorkoutSessionState {
  if (state.phase !== 'rest' || !state.rest) return state;
  const last = (state.workout?.exercises.length ?? 1) - 1;
  const next =
    state.rest.next ?? (state.rest.kind === 'exercise' ? state.exerciseIndex + 1 : undefined);
  // A quick session's rest after its last exercise: no exercise was added, so it is done.
  if (next !== undefined && next > last) return finish(state, timerStartsAt);
  const nextIndex =
    next !== undefined
      ? Math.min(next, last)
      : state.rest.kind === 'exercise'
        ? Math.min(state.exerciseIndex + 1, last)
        : state.exerciseIndex;
  return {
    ...state,
    phase: 'exercise',
    exerciseIndex: nextIndex,
    currentSet:
      next !== undefined
        ? (state.completedSets[nextIndex] ?? 0) + 1
        : state.rest.kind === 'exercise'
          ? 1
          : state.currentSet,
    rest: null,
    timer: { startedAt: timerStartsAt, accumulatedMs: 0 },
  };
}

function startRest(kind: RestKind, exercise: WorkoutExercise, now: number): RestState {
  const durationS = kind === 'set' ? restOf(exercise) : restAfter(exercise);
  return { kind, durationS, endsAt: now + durationS * 1000 };
}

export function workoutSessionReducer(
  state: WorkoutSessionState,
  action: WorkoutSessionAction,
): WorkoutSessionState {
  if (action.type === 'LOAD_WORKOUT') return loadWorkout(action.workout);
  if (action.type === 'ADD_EXERCISE') return addExercise(state, action.exercise);
  if (action.type === 'DISCARD') {
    return state.sessionStartedAt === null ? createWorkoutSessionState() : state;
  }
  if (!state.workout || state.workout.exercises.length === 0 || state.phase === 'complete') {
    return state;
  }

  switch (action.type) {
    case 'START': {
      if (state.phase !== 'exercise' || state.timer.startedAt !== null) return state;
      return {
        ...state,
        timer: { ...state.timer, startedAt: action.now },
        sessionStartedAt: state.sessionStartedAt ?? action.now,
      };
    }

    case 'PAUSE': {
      if (state.phase !== 'exercise' || state.timer.startedAt === null) return state;
      return { ...state, timer: stopTimer(state.timer, action.now) };
    }

    case 'COMPLETE_SET': {
      if (state.phase !== 'exercise') return state;
      const index = state.exerciseIndex;
      const exercise = state.workout.exercises[index]!;
      const planned = setsOf(exercise);
      const completedSets = state.completedSets.map((sets, i) =>
        i === index ? Math.min(planned, sets + 1) : sets,
      );
      const set = performedSet(state, action.now);
      const performedSets = state.workout.exercises.map((_, i) => {
        const done = state.performedSets[i] ?? [];
        return i === index ? [...done, set].slice(0, planned) : done;
      });
      // After a top set, the back-off sets' load.
      const backoff =
        exercise.scheme === 'top-set' &&
        exercise.backoffWeight &&
        (state.completedSets[index] ?? 0) === 0
          ? state.workout.exercises.map((_, i) =>
              i === index ? exercise.backoffWeight! : (state.weightByExercise[i] ?? null),
            )
          : state.weightByExercise;
      const started: WorkoutSessionState = {
        ...state,
        completedSets,
        performedSets,
        weightByExercise: backoff,
        sessionStartedAt: state.sessionStartedAt ?? action.now,
      };
      const group = supersetOf(state.workout.exercises, index);
      if (group.length > 1) return afterSupersetSet(started, group, action.now);
      if (state.currentSet < planned) {
        return {
          ...started,
          currentSet: state.currentSet + 1,
          timer: STOPPED,
          phase: 'rest',
          rest: startRest('set', exercise, action.now),
        };
      }
      if (isLastExercise(state) && !state.workout.open) return finish(started, action.now);
      return {
        ...started,
        currentSet: 1,
        timer: STOPPED,
        phase: 'rest',
        rest: startRest('exercise', exercise, action.now),
      };
    }

    case 'SKIP_EXERCISE': {
      if (state.phase !== 'exercise') return state;
      const started = { ...state, sessionStartedAt: state.sessionStartedAt ?? action.now };
      if (isLastExercise(state)) return finish(started, action.now);
      return {
        ...started,
        exerciseIndex: state.exerciseIndex + 1,
        currentSet: 1,
        timer: STOPPED,
        rest: null,
      };
    }

    case 'SKIP_REST':
      return endRest(state, action.now);

    case 'ADJUST_REST': {
      if (!Number.isFinite(action.seconds)) return state;
      const index = state.exerciseIndex;
      const exercise = state.workout.exercises[index]!;
      const seconds = Math.min(MAX_REST_S, Math.max(0, Math.round(action.seconds)));
      const delta = seconds - restOf(exercise);
      if (delta === 0) return state;
      const exercises = state.workout.exercises.map((e, i) =>
        i === index ? { ...e, rest: String(seconds), restChosen: true } : e,
      );
      const moved =
        state.phase === 'rest' && state.rest?.kind === 'set'
          ? {
              ...state.rest,
              durationS: seconds,
              endsAt: Math.max(action.now, state.rest.endsAt + delta * 1000),
            }
          : state.rest;
      return { ...state, workout: { ...state.workout, exercises }, rest: moved };
    }

    case 'REST_TICK': {
      if (state.phase !== 'rest' || !state.rest || action.now < state.rest.endsAt) return state;
      return endRest(state, state.rest.endsAt);
    }

    case 'REST_END': {
      if (state.phase !== 'rest' || !state.rest) return state;
      return endRest(state, Math.min(action.now, state.rest.endsAt));
    }

    case 'ADJUST_REPS': {
      if (state.timer.startedAt !== null) return state;
      const index = state.exerciseIndex;
      const current = state.repsByExercise[index] ?? DEFAULT_REPS;
      const next = clampReps('value' in action ? action.value : current + action.delta);
      if (next === current) return state;
      return {
        ...state,
        repsByExercise: state.repsByExercise.map((reps, i) => (i === index ? next : reps)),
      };
    }

    case 'ADJUST_WEIGHT': {
      const index = state.exerciseIndex;
      const current = state.weightByExercise[index] ?? null;
      const next =
        'value' in action
          ? action.value === null
            ? null
            : clampWeight(action.value)
          : clampWeight((current ?? 0) + action.delta);
      if (next === current) return state;
      const weights = state.workout.exercises.map((_, i) => state.weightByExercise[i] ?? null);
      weights[index] = next;
      return { ...state, weightByExercise: weights };
    }

    case 'REPLACE_EXERCISE': {
      const index = state.exerciseIndex;
      if (state.phase !== 'exercise' || state.timer.startedAt !== null) return state;
      if ((state.completedSets[index] ?? 0) > 0) return state;
      const replace = <T>(list: readonly T[], value: T) =>
        state.workout!.exercises.map((_, i) => (i === index ? value : (list[i] as T)));
      const { exercise } = action;
      return {
        ...state,
        workout: { ...state.workout, exercises: replace(state.workout.exercises, exercise) },
        repsByExercise: replace(state.repsByExercise, defaultReps(exercise)),
        weightByExercise: replace(
          state.weightByExercise,
          exercise.loadType ? (exercise.targetWeight ?? null) : null,
        ),
        performedSets: replace(state.performedSets, []),
        efforts: replace(state.efforts, null),
      };
    }

    case 'SET_NOTE': {
      const exercise = state.workout?.exercises[action.index];
      if (!state.workout || !exercise) return state;
      const text = action.note.trim().slice(0, EXERCISE_NOTE_MAX);
      const { note: _was, ...rest } = exercise;
      const next = text === '' ? rest : { ...rest, note: text };
      return {
        ...state,
        workout: {
          ...state.workout,
          exercises: state.workout.exercises.map((e, i) => (i === action.index ? next : e)),
        },
      };
    }

    case 'SET_RPE': {
      const sets = state.performedSets[action.index];
      const set = sets?.[action.set];
      if (!sets || !set || !(RPE_VALUES as readonly number[]).includes(action.rpe)) return state;
      const { rpe: was, ...rest } = set;
      const next = was === action.rpe ? rest : { ...rest, rpe: action.rpe };
      return {
        ...state,
        performedSets: state.performedSets.map((list, i) =>
          i === action.index ? list.map((s, j) => (j === action.set ? next : s)) : list,
        ),
      };
    }

    case 'SET_WARMUPS': {
      if (action.index < 0 || action.index >= state.workout.exercises.length) return state;
      const warmups = state.workout.exercises.map((_, i) =>
        i === action.index
          ? action.sets
              .slice(0, MAX_WARMUP_SETS)
              .map((set) => ({ ...set, kind: 'warmup' as const }))
          : (state.warmupSets?.[i] ?? []),
      );
      return { ...state, warmupSets: warmups };
    }

    case 'SET_EFFORT': {
      if (action.index < 0 || action.index >= state.workout.exercises.length) return state;
      const efforts = state.workout.exercises.map((_, i) => state.efforts[i] ?? null);
      efforts[action.index] = efforts[action.index] === action.effort ? null : action.effort;
      return { ...state, efforts };
    }

    default:
      return state;
  }
}

/* ---------------------------------------------------------------------------------------------
 * Read-outs, all computed from the state and the clock.
 * ------------------------------------------------------------------------------------------- */

/** Whole seconds left in the rest (counting up to the next second), 0 when not resting. */
export function restRemainingS(state: WorkoutSessionState, now: number): number {
  if (state.phase !== 'rest' || !state.rest) return 0;
  return Math.max(0, Math.ceil((state.rest.endsAt - now) / 1000));
}

/** Whole seconds on the exercise timer. */
export function exerciseElapsedS(state: WorkoutSessionState, now: number): number {
  const { startedAt, accumulatedMs } = state.timer;
  const running = startedAt === null ? 0 : Math.max(0, now - startedAt);
  return Math.floor((accumulatedMs + running) / 1000);
}

export function isTimerRunning(state: WorkoutSessionState): boolean {
  return state.phase === 'exercise' && state.timer.startedAt !== null;
}

/** Started (a timer start, a completed or a skipped set) and not finished yet. */
export function isSessionInProgress(state: WorkoutSessionState): boolean {
  return state.workout !== null && state.sessionStartedAt !== null && state.phase !== 'complete';
}

/** Whole seconds from the session's start to its end; 0 until it has finished. */
export function sessionDurationS(state: WorkoutSessionState): number {
  if (state.finishedAt === null || state.sessionStartedAt === null) return 0;
  return Math.max(0, Math.round((state.finishedAt - state.sessionStartedAt) / 1000));
}

/** Minutes shown on the completion view and in the share text (rounded). */
export function sessionMinutes(state: WorkoutSessionState): number {
  return Math.round(sessionDurationS(state) / 60);
}

/** Completion calories: 0.15 per second of workout time, rounded. */
export function sessionCalories(state: WorkoutSessionState): number {
  return estimateCalories(sessionDurationS(state));
}

/** Exercises with at least one completed set. */
export function completedExerciseCount(state: WorkoutSessionState): number {
  return state.completedSets.filter((sets) => sets > 0).length;
}

export function currentExercise(state: WorkoutSessionState): WorkoutExercise | null {
  return state.workout?.exercises[state.exerciseIndex] ?? null;
}

/** What follows the rest: the next exercise after an exercise rest, else the same exercise. */
export function upNextExercise(state: WorkoutSessionState): WorkoutExercise | null {
  if (!state.workout) return null;
  const index =
    state.phase === 'rest' && state.rest?.next !== undefined
      ? state.rest.next
      : state.phase === 'rest' && state.rest?.kind === 'exercise'
        ? state.exerciseIndex + 1
        : state.exerciseIndex;
  return state.workout.exercises[index] ?? null;
}

/**
 * The exercises as logged (`POST /api/workouts`): each with `completedSets`, `skipped` (left
 * before its 3 sets were done) and, for rep-based exercises, `repsDone` (the adjuster's value).
 */
export function toLoggedExercises(state: WorkoutSessionState): WorkoutExercise[] {
  if (!state.workout) return [];
  return state.workout.exercises.map((exercise, i) => {
    const completedSets = state.completedSets[i] ?? 0;
    const logged: WorkoutExercise = {
      ...exercise,
      completedSets,
      skipped: completedSets < setsOf(exercise),
    };
    if (isRepBased(exercise)) logged.repsDone = state.repsByExercise[i] ?? defaultReps(exercise);
    else delete logged.repsDone;
    // Warm-ups first, marked as such: they never count as sets done.
    const sets = [...(state.warmupSets?.[i] ?? []), ...(state.performedSets[i] ?? [])];
    if (sets.length > 0) logged.performedSets = sets;
    else delete logged.performedSets;
    const effort = state.efforts[i];
    if (effort) logged.effort = effort;
    else delete logged.effort;
    return logged;
  });
}
