import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import { bandName, loadSteps } from '#common/training/loads.ts';
import { loggedSets } from '#common/training/records.ts';
import {
  type ExerciseSession,
  nextPrescription,
  type RepRange,
} from '#common/training/progression.ts';
import { formatLoad, type Units } from '#common/units.ts';
import { SETS_PER_EXERCISE } from '#common/workout-constants.ts';
import { restOf } from '#common/training/session-time.ts';
import { type Candidate, compactName } from '../../exercises/index.ts';
import { firstNumber, lastNumber, type Prescription, seconds } from './goal-plans.ts';

/*
 * From the member's history to today's prescription of one exercise: the sessions of each
 * exercise (newest first, in the member's unit), then the progression engine's next step.
 */

/** One exercise of a logged workout, as the generator reads it (loads in the member's unit). */
export type HistoryExercise = Pick<
  WorkoutExercise,
  | 'name'
  | 'reps'
  | 'duration'
  | 'exerciseId'
  | 'primaryMuscles'
  | 'category'
  | 'completedSets'
  | 'repsDone'
  | 'skipped'
  | 'performedSets'
  | 'effort'
  | 'targetReps'
  | 'loadType'
  | 'restChosen'
  | 'deload'
  | 'note'
  | 'scheme'
> & { sets?: number; rest?: string };

export interface HistoryWorkout {
  /** yyyy-MM-dd. */
  date: string;
  completed: boolean;
  exercises: readonly HistoryExercise[];
}

/** The RPE of a last set that counts as "hard" for the progression rules. */
const HARD_RPE = 9.5;

/** The most sets of last time an exercise carries into the session. */
const MAX_PREVIOUS_SETS = 10;

/** "8-12", or "10" for a fixed number. */
const rangeText = (range: RepRange) =>
  range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;

const rangeOnly = (range: RepRange | undefined) =>
  range && range.min < range.max ? range : undefined;

/** "8-12" → { min: 8, max: 12 }; "10" → { min: 10, max: 10 }. */
export function parseRange(text: string | undefined): RepRange | undefined {
  if (!text) return undefined;
  const min = firstNumber(text);
  const max = lastNumber(text);
  if (min === undefined || max === undefined || min < 1 || max < min) return undefined;
  return { min, max };
}

/**
 * What was done in a logged exercise. A log from before sets were recorded counts its completed
 * sets at the reps it was done with (the rep adjuster's value) or its duration.
 */
function toSession(date: string, exercise: HistoryExercise): ExerciseSession | null {
  const working = loggedSets(exercise);
  // A top set is what progresses; its back-off sets follow it at about 90%.
  const topSet = exercise.scheme === 'top-set';
  const sets = topSet ? working.slice(0, 1) : working;
  if (sets.length === 0) return null;
  return {
    date,
    sets,
    // An RPE of 9.5 or 10 on the last set counts as a set rated hard.
    effort: exercise.effort ?? ((sets.at(-1)?.rpe ?? 0) >= HARD_RPE ? 'hard' : undefined),
    // A single number ("6", as older imports wrote the reps done) is not a range to judge by.
    targetReps: exercise.targetReps ?? rangeOnly(parseRange(exercise.reps)),
    ...(topSet
      ? { plannedSets: 1 }
      : typeof exercise.sets === 'number'
        ? { plannedSets: exercise.sets }
        : {}),
    ...(exercise.restChosen ? { restS: restOf(exercise) } : {}),
    ...(exercise.deload ? { deload: true } : {}),
    ...(exercise.note ? { note: exercise.note } : {}),
  };
}

/** Sessions per exercise (by catalogue id and by name), newest first. */
export function sessionsByExercise(
  history: readonly HistoryWorkout[],
): Map<string, ExerciseSession[]> {
  const newestFirst = [...history].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const sessions = new Map<string, ExerciseSession[]>();
  const add = (key: string, session: ExerciseSession) => {
    const list = sessions.get(key);
    if (list) list.push(session);
    else sessions.set(key, [session]);
  };
  for (const workout of newestFirst) {
    for (const exercise of workout.exercises) {
      const session = toSession(workout.date, exercise);
      if (!session) continue;
      const nameKey = compactName(exercise.name);
      add(nameKey, session);
      if (exercise.exerciseId && exercise.exerciseId !== nameKey) add(exercise.exerciseId, session);
    }
  }
  return sessions;
}

export const sessionsOf = (sessions: Map<string, ExerciseSession[]>, candidate: Candidate) =>
  sessions.get(candidate.exercise.id) ?? sessions.get(candidate.key) ?? [];

export interface Prescribed {
  prescription: Prescription;
  /** The fields a generated exercise carries beyond reps or duration. */
  fields: Pick<
    WorkoutExercise,
    'loadType' | 'targetReps' | 'targetWeight' | 'aimReps' | 'deload' | 'previousSets' | 'lastNote'
  >;
  /** One line explaining a change made from history. */
  note?: string;
}

/** Today's prescription of one exercise, from the plan's and the member's history. */
export function progressExercise(
  candidate: Candidate,
  planned: Prescription,
  history: readonly ExerciseSession[],
  context: {
    units: Units;
    today: string;
    /** The member's last training day on or before today (a layoff counts from it). */
    lastTrained?: string;
    harderVariant?: () => string | undefined;
  },
): Prescribed {
  const { exercise } = candidate;
  const base = {
    name: exercise.name,
    history,
    today: context.today,
    lastTrained: context.lastTrained,
    sets: SETS_PER_EXERCISE,
  };
  // A stretch is held, not trained for more: no progression and no line about it.
  if (exercise.category === 'stretching') return { prescription: planned, fields: {} };
  // Last time's sets, for each set row of the session ("Previous: 8 × 60 kg").
  const previousSets = (history[0]?.sets ?? [])
    .filter((s) => (s.reps ?? 0) > 0 || (s.seconds ?? 0) > 0)
    .slice(0, MAX_PREVIOUS_SETS);
  const lastNote = history[0]?.note;
  const previous = {
    ...(previousSets.length > 0 ? { previousSets } : {}),
    ...(lastNote ? { lastNote } : {}),
  };
  if ('duration' in planned) {
    const planSeconds = firstNumber(planned.duration) ?? 30;
    const next = nextPrescription({ ...base, kind: 'timed', seconds: planSeconds });
    const targetSeconds = next.targetSeconds ?? planSeconds;
    return {
      prescription: targetSeconds === planSeconds ? planned : seconds(targetSeconds),
      fields: previous,
      note: next.reason ?? undefined,
    };
  }
  const range = parseRange(planned.reps);
  if (!range) return { prescription: planned, fields: previous };
  const loadType = exercise.loadType;
  if (loadType) {
    const next = nextPrescription({
      ...base,
      kind: 'loaded',
      range,
      steps: loadSteps(loadType, context.units),
      formatLoad: (load) =>
        loadType === 'band' ? bandName(load) : formatLoad(load, context.units),
    });
    // A stall may have moved the member to another range (progression.ts): the workout says it.
    const target = next.targetReps ?? range;
    const same = target.min === range.min && target.max === range.max;
    return {
      prescription: same ? planned : { reps: rangeText(target) },
      fields: {
        loadType,
        targetReps: target,
        targetWeight: next.targetWeight,
        ...(next.aimReps !== null ? { aimReps: next.aimReps } : {}),
        ...previous,
      },
      note: next.reason ?? undefined,
    };
  }
  const next = nextPrescription({
    ...base,
    kind: 'bodyweight',
    range,
    // Looked up only when the history reaches the rep cap.
    harderVariant: history.length > 0 ? context.harderVariant?.() : undefined,
  });
  const target = next.targetReps ?? range;
  return {
    prescription: { reps: rangeText(target) },
    fields: {
      targetReps: target,
      ...(next.aimReps !== null ? { aimReps: next.aimReps } : {}),
      ...previous,
    },
    note: next.reason ?? undefined,
  };
}
