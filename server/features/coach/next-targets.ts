import type { Workout, WorkoutExercise } from '#common/schemas/workouts.ts';
import { loadSteps } from '#common/training/loads.ts';
import {
  BODYWEIGHT_REP_STEP,
  type ExerciseSession,
  type Prescription,
  type RepRange,
  nextPrescription,
} from '#common/training/progression.ts';
import { describeLoad } from '#common/training/describe.ts';
import { loggedSets } from '#common/training/records.ts';
import type { Units } from '#common/units.ts';

/*
 * The progression engine's next targets from a member's logged sets, for both coaches: the load
 * where sets carry loads, the reps or the seconds where they do not (bodyweight work, bands, logs
 * from before loads existed). The same rules the workout screen applies (common/training).
 */

export type TargetKind = 'loaded' | 'bodyweight' | 'timed';

export interface NextTarget {
  exercise: string;
  kind: TargetKind;
  /** The last session's date (yyyy-MM-dd). */
  lastDate: string;
  /** Next time: the load in the member's unit (loaded only), the reps, or the seconds. */
  targetWeight: number | null;
  targetReps: RepRange | null;
  aimReps: number | null;
  targetSeconds: number | null;
  /** One line from the member's numbers: what to do next time and why. */
  line: string;
}

interface Options {
  units: Units;
  /** yyyy-MM-dd. */
  today: string;
  /** Only the exercises this accepts (a lift asked about), else all. */
  accept?: (name: string) => boolean;
  /** At most this many; loaded lifts first, then the most recently trained. */
  limit: number;
}

/** The kind of progression a logged exercise follows, from what its sets recorded. */
function kindOf(exercise: WorkoutExercise, sets: ReturnType<typeof loggedSets>): TargetKind | null {
  if (exercise.loadType && sets.some((s) => s.weight !== undefined)) return 'loaded';
  if (sets.some((s) => (s.reps ?? 0) > 0)) return 'bodyweight';
  if (sets.some((s) => (s.seconds ?? 0) > 0)) return 'timed';
  return null;
}

/** "8-12" -> { min: 8, max: 12 }; "10" -> { min: 10, max: 10 }. */
export function parseRepRange(text: string | undefined): RepRange | undefined {
  const numbers = text?.match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0) return undefined;
  const min = numbers[0]!;
  const max = numbers[numbers.length - 1]!;
  return min >= 1 && max >= min ? { min, max } : undefined;
}

const rangeText = (range: RepRange) =>
  range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;

/** Next time for each logged exercise the options accept, from `workouts` (newest first). */
export function nextTargets(workouts: readonly Workout[], options: Options): NextTarget[] {
  const { units, today } = options;
  const found = new Map<
    string,
    { exercise: WorkoutExercise; kind: TargetKind; history: ExerciseSession[] }
  >();
  for (const workout of workouts) {
    for (const exercise of workout.exercises) {
      if (options.accept && !options.accept(exercise.name)) continue;
      const sets = loggedSets(exercise);
      const kind = kindOf(exercise, sets);
      if (!kind) continue;
      const entry = found.get(exercise.name) ?? { exercise, kind, history: [] };
      // A session logged another way (no loads, after sessions with loads) is not this one's step.
      if (kind !== entry.kind) continue;
      entry.history.push({
        date: workout.date,
        sets,
        ...(exercise.effort ? { effort: exercise.effort } : {}),
        ...(exercise.targetReps ? { targetReps: exercise.targetReps } : {}),
      });
      found.set(exercise.name, entry);
    }
  }
  // A layoff counts from the member's last training day, as the generator counts it.
  const lastTrained = workouts.find((w) => w.completed && w.date <= today)?.date;
  const entries = [...found.values()].sort(
    (a, b) => Number(b.kind === 'loaded') - Number(a.kind === 'loaded'),
  );
  return entries.slice(0, options.limit).map(({ exercise, kind, history }) => {
    const base = {
      name: exercise.name,
      history,
      today,
      sets: history[0]!.sets.length || 3,
      ...(lastTrained ? { lastTrained } : {}),
    };
    const range = exercise.targetReps ?? parseRepRange(exercise.reps) ?? { min: 8, max: 12 };
    let next: Prescription;
    let line: string;
    if (kind === 'loaded') {
      const loadType = exercise.loadType!;
      const format = (load: number) => describeLoad(load, loadType, units);
      next = nextPrescription({
        kind: 'loaded',
        ...base,
        range,
        steps: loadSteps(loadType, units),
        formatLoad: format,
      });
      const load = next.targetWeight === null ? '' : ` at ${format(next.targetWeight)}`;
      const aim = next.aimReps !== null ? `, aiming for ${next.aimReps} reps a set` : '';
      line =
        next.reason ??
        `${exercise.name}: ${rangeText(range)} reps${load} again${aim}, and up a step once every set reaches ${range.max}.`;
    } else if (kind === 'bodyweight') {
      next = nextPrescription({ kind: 'bodyweight', ...base, range });
      const reps = next.targetReps ?? range;
      const aim = next.aimReps !== null ? `, aiming for ${next.aimReps} reps a set` : '';
      line =
        next.reason ??
        `${exercise.name}: ${rangeText(reps)} reps again${aim}, and ${BODYWEIGHT_REP_STEP} more once every set reaches ${reps.max}.`;
    } else {
      const held = history[0]!.sets.map((s) => s.seconds ?? 0).filter((s) => s > 0);
      const seconds = held.length > 0 ? Math.min(...held) : 30;
      next = nextPrescription({ kind: 'timed', ...base, seconds });
      line =
        next.reason ??
        `${exercise.name}: ${next.targetSeconds ?? seconds} seconds again, and 5 more once every set holds it.`;
    }
    return {
      exercise: exercise.name,
      kind,
      lastDate: history[0]!.date,
      targetWeight: next.targetWeight,
      targetReps: next.targetReps,
      aimReps: next.aimReps,
      targetSeconds: next.targetSeconds,
      line,
    };
  });
}

/** The line that says how to get load advice, when none of the targets has a load. */
export const LOG_LOADS_LINE =
  "These targets come from your reps and seconds. For load advice, log each set's weight (or band) in your session at /workout, and I'll tell you what to lift next time.";
