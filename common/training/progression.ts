import { formatNumber, roundTo } from '../units.ts';
import { heavierLoad, type LoadSteps, lighterLoad } from './loads.ts';

/*
 * The progression engine: what to do next time on one exercise, from the member's last sessions
 * of it. Pure and deterministic (no clock: the caller passes today). Every change comes with one
 * line that says it with the member's own numbers.
 *
 * Loaded exercises, double progression:
 * - Every planned set at the top of the rep range at a load: next time one progression step
 *   heavier, reps back to the bottom of the range. (Only then: reaching the bottom of the range
 *   is not enough.)
 * - Within the range: same load, aim for one more rep per set than the weakest set last time.
 * - Below the bottom of the range two sessions in a row, or "Hard" twice in a row: about 10%
 *   lighter.
 * - Three sessions in a row at the same load without a rep gained (a stall) change something, in
 *   this order: a smaller load step where the equipment has one (a machine's stack between two
 *   progression steps); else a lower rep range with the next load up (8-12 becomes 6-8: the reps
 *   the member already does are its top), kept until it stalls too; else about 10% lighter, back
 *   in the plan's range, to build back past it with momentum. Each said as such.
 * - A deload week's sessions are not a test of the load: the engine reads past them.
 * - 10 or more days since the member last trained at all: resume about 10% lighter. An exercise
 *   that comes back in a rotation is not a layoff.
 * Every load is one that exists (loads.ts: the next dumbbell of the rack, a plate pair on a bar).
 * Bodyweight: reps go up by two (the range keeps its width) up to a cap, and a range reached stays
 * the member's range; at the cap, the harder variant is suggested. Timed: plus 5 seconds, to a cap.
 */

export type Effort = 'easy' | 'good' | 'hard';

export interface PerformedSet {
  reps?: number;
  /** In the member's unit (or a band level). */
  weight?: number;
  seconds?: number;
}

/** One past session of the exercise, in the member's unit. */
export interface ExerciseSession {
  /** yyyy-MM-dd. */
  date: string;
  sets: readonly PerformedSet[];
  effort?: Effort;
  /** The range it was prescribed with, when known. */
  targetReps?: RepRange;
  /** The sets it was planned with, when known (else the sets planned today). */
  plannedSets?: number;
  /** The rest between sets the member chose in that session, in seconds. */
  restS?: number;
  /** A deload week's session: lighter on purpose, so not a step of the progression. */
  deload?: boolean;
  /** The member's note on the exercise that session. */
  note?: string;
}

export interface RepRange {
  min: number;
  max: number;
}

interface Base {
  name: string;
  /** Sessions of this exercise, newest first. */
  history: readonly ExerciseSession[];
  /** yyyy-MM-dd. */
  today: string;
  /** Sets planned per session. */
  sets: number;
  /**
   * The member's last training day (any exercise) on or before today: a layoff counts from it.
   * Absent: from the exercise's own last session.
   */
  lastTrained?: string;
}

/** Days since the member last trained: the later of their last training day and this exercise's. */
const daysAway = (input: Base, exerciseDate: string) =>
  daysBetween(
    input.lastTrained && input.lastTrained > exerciseDate ? input.lastTrained : exerciseDate,
    input.today,
  );

/** Sessions at one load without a rep gained that make a stall. */
export const STALL_SESSIONS = 3;
/** The sessions a stall looks back on for a smaller step already tried. */
const RECENT_SESSIONS = 8;

export type ProgressionInput =
  | (Base & {
      kind: 'loaded';
      range: RepRange;
      steps: LoadSteps;
      /** Writes a load for a line: "24 kg", "Medium band". */
      formatLoad: (load: number) => string;
    })
  | (Base & { kind: 'bodyweight'; range: RepRange; harderVariant?: string })
  | (Base & { kind: 'timed'; seconds: number });

export interface Prescription {
  /** Loaded and bodyweight exercises. */
  targetReps: RepRange | null;
  /** The reps to aim for in every set this time, when history gives one. */
  aimReps: number | null;
  /** Loaded exercises: the load in the member's unit, or null without history. */
  targetWeight: number | null;
  /** Timed exercises. */
  targetSeconds: number | null;
  /** One line, from the member's numbers, when history changed the prescription. */
  reason: string | null;
  /** Bodyweight at the rep cap: the harder exercise to move on to. */
  harderVariant: string | null;
}

export const LAYOFF_DAYS = 10;
export const DELOAD_FACTOR = 0.9;
export const BODYWEIGHT_REP_CAP = 25;
export const BODYWEIGHT_REP_STEP = 2;
export const TIMED_STEP_S = 5;
export const TIMED_CAP_S = 120;

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

const rangeText = (range: RepRange) =>
  range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;

/** "3 × 12", or "12, 11, 10" when the sets differ. */
function setsText(sets: readonly PerformedSet[], field: 'reps' | 'seconds'): string {
  const values = sets.map((s) => s[field] ?? 0);
  const suffix = field === 'seconds' ? ' s' : '';
  return values.every((v) => v === values[0])
    ? `${values.length} × ${values[0]}${suffix}`
    : `${values.join(', ')}${suffix}`;
}

const none = (): Prescription => ({
  targetReps: null,
  aimReps: null,
  targetWeight: null,
  targetSeconds: null,
  reason: null,
  harderVariant: null,
});

/** The sets that were worked (a set with nothing recorded does not count). */
const worked = (session: ExerciseSession) =>
  session.sets.filter((s) => (s.reps ?? 0) > 0 || (s.seconds ?? 0) > 0);

/** The load most sets of a session used (the heavier on a tie); null without loads. */
export function workingLoad(session: ExerciseSession): number | null {
  const counts = new Map<number, number>();
  for (const set of worked(session)) {
    if (set.weight !== undefined && set.weight > 0) {
      counts.set(set.weight, (counts.get(set.weight) ?? 0) + 1);
    }
  }
  let best: number | null = null;
  let bestCount = 0;
  for (const [load, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== null && load > best)) {
      best = load;
      bestCount = count;
    }
  }
  return best;
}

const allAtTop = (session: ExerciseSession, range: RepRange, planned: number, load?: number) => {
  const sets = worked(session);
  return (
    sets.length >= planned &&
    sets.every((s) => (s.reps ?? 0) >= range.max && (load === undefined || (s.weight ?? 0) >= load))
  );
};

const belowBottom = (session: ExerciseSession, range: RepRange) =>
  worked(session).some((s) => (s.reps ?? 0) < range.min);

const lowestReps = (session: ExerciseSession) =>
  Math.min(...worked(session).map((s) => s.reps ?? 0));

const totalReps = (session: ExerciseSession) =>
  worked(session).reduce((sum, s) => sum + (s.reps ?? 0), 0);

/** The last sessions (newest first) all at `load`, none better in reps than the oldest of them. */
function stalled(history: readonly ExerciseSession[], load: number): boolean {
  const recent = history.slice(0, STALL_SESSIONS);
  if (recent.length < STALL_SESSIONS || recent.some((s) => workingLoad(s) !== load)) return false;
  return totalReps(recent[0]!) <= totalReps(recent[STALL_SESSIONS - 1]!);
}

const lighter = (load: number, steps: LoadSteps, factor: number) =>
  lighterLoad(load, steps, factor);

/**
 * The range a stall moves to: the bottom of the range becomes the top, two reps below it (8-12
 * becomes 6-8, 12-15 becomes 10-12). None under 6 reps: a strength range does not go lower.
 */
export function stallRange(range: RepRange): RepRange | null {
  return range.min >= 6 ? { min: range.min - 2, max: range.min } : null;
}

const sameRange = (a: RepRange, b: RepRange | null) =>
  b !== null && a.min === b.min && a.max === b.max;

/** Whether a load sits on the progression grid (a machine at 50 kg, not 52.5 kg). */
const onGrid = (load: number, step: number) =>
  Math.abs(load / step - Math.round(load / step)) < 1e-6;

/**
 * Whether an exercise's last sessions (newest first, deloads left out) are a stall: three at one
 * load without a rep gained.
 */
export function isStalled(history: readonly ExerciseSession[]): boolean {
  const sessions = history.filter((s) => !s.deload);
  const load = sessions[0] ? workingLoad(sessions[0]) : null;
  return load !== null && stalled(sessions, load);
}

export function nextPrescription(given: ProgressionInput): Prescription {
  // A deload week's sessions were lighter on purpose: the progression reads past them.
  const input = { ...given, history: given.history.filter((s) => !s.deload) };
  switch (input.kind) {
    case 'loaded':
      return nextLoaded(input);
    case 'bodyweight':
      return nextBodyweight(input);
    case 'timed':
      return nextTimed(input);
  }
}

function nextLoaded(input: Extract<ProgressionInput, { kind: 'loaded' }>): Prescription {
  const { range, steps, history, name, formatLoad } = input;
  const base = { ...none(), targetReps: range };
  const last = history.find((s) => workingLoad(s) !== null);
  if (!last) return base;
  const load = workingLoad(last)!;
  const lastRange = last.targetReps ?? range;
  // A range a stall moved to is the member's range until it stalls too.
  const lower = stallRange(range);
  const current = sameRange(lastRange, lower) ? lastRange : range;
  const at = { ...base, targetReps: current };
  const ago = daysAway(input, last.date);
  const reps = rangeText(current);

  if (ago >= LAYOFF_DAYS) {
    const next = lighter(load, steps, DELOAD_FACTOR);
    return {
      ...at,
      targetWeight: next,
      reason: `${name}: ${formatLoad(next)} for ${reps}, lighter than ${formatLoad(load)} after ${ago} days away.`,
    };
  }
  if (allAtTop(last, lastRange, last.plannedSets ?? input.sets, load)) {
    const next = heavierLoad(load, steps);
    return {
      ...at,
      targetWeight: next,
      reason: `${name}: ${formatLoad(next)} for ${reps}, up from ${formatLoad(load)} after ${setsText(worked(last), 'reps')} last time.`,
    };
  }
  const previous = history[history.indexOf(last) + 1];
  const struggled =
    previous !== undefined &&
    workingLoad(previous) !== null &&
    ((belowBottom(last, lastRange) && belowBottom(previous, previous.targetReps ?? range)) ||
      (last.effort === 'hard' && previous.effort === 'hard'));
  if (struggled) {
    const next = lighter(load, steps, DELOAD_FACTOR);
    const why =
      last.effort === 'hard' && previous.effort === 'hard'
        ? 'two sessions rated hard'
        : `two sessions below ${lastRange.min} reps`;
    return {
      ...at,
      targetWeight: next,
      reason: `${name}: ${formatLoad(next)} for ${reps}, down from ${formatLoad(load)} after ${why}.`,
    };
  }
  if (history[0] === last && stalled(history, load)) {
    const why = `no rep gained in ${STALL_SESSIONS} sessions (${setsText(worked(last), 'reps')} last time)`;
    // A smaller step, where the equipment has one between two progression steps (once: a load
    // already tried on the way is not tried again).
    const smaller = roundTo(load - steps.adjust, 2);
    if (
      !history.slice(0, RECENT_SESSIONS).some((s) => workingLoad(s) === smaller) &&
      !steps.rack &&
      steps.adjust < steps.progress &&
      onGrid(load, steps.progress) &&
      smaller >= steps.min
    ) {
      return {
        ...at,
        targetWeight: smaller,
        reason: `${name}: ${formatLoad(smaller)} for ${reps}, a smaller step on the way to ${formatLoad(load)}: ${why}.`,
      };
    }
    // A lower rep range, with the next load up: the reps already done are its top.
    if (lower && !sameRange(current, lower)) {
      const next = heavierLoad(load, steps);
      return {
        ...at,
        targetReps: lower,
        targetWeight: next,
        reason: `${name}: ${formatLoad(next)} for ${rangeText(lower)}, heavier for fewer reps: ${why} at ${formatLoad(load)}.`,
      };
    }
    const next = lighter(load, steps, DELOAD_FACTOR);
    return {
      ...at,
      targetReps: range,
      targetWeight: next,
      reason: `${name}: ${formatLoad(next)} for ${rangeText(range)}, down from ${formatLoad(load)} to build back past it: ${why}.`,
    };
  }
  const aim = Math.min(current.max, Math.max(current.min, lowestReps(last) + 1));
  return {
    ...at,
    targetWeight: load,
    aimReps: aim,
    reason: `${name}: ${formatLoad(load)} again, aim for ${aim} reps a set (${setsText(worked(last), 'reps')} last time).`,
  };
}

function nextBodyweight(input: Extract<ProgressionInput, { kind: 'bodyweight' }>): Prescription {
  const { range, history, name } = input;
  const base = { ...none(), targetReps: range };
  const last = history.find((s) => worked(s).length > 0);
  if (!last) return base;
  const lastRange = last.targetReps ?? range;
  if (allAtTop(last, lastRange, last.plannedSets ?? input.sets)) {
    if (lastRange.max >= BODYWEIGHT_REP_CAP) {
      if (!input.harderVariant) return { ...base, targetReps: lastRange };
      return {
        ...base,
        targetReps: lastRange,
        harderVariant: input.harderVariant,
        reason: `${name}: ${setsText(worked(last), 'reps')} last time, the most we add: try ${input.harderVariant} next.`,
      };
    }
    const width = lastRange.max - lastRange.min;
    const max = Math.min(BODYWEIGHT_REP_CAP, lastRange.max + BODYWEIGHT_REP_STEP);
    const next = { min: Math.max(1, max - width), max };
    if (next.max <= range.max) return base; // today's plan already asks for as much
    return {
      ...base,
      targetReps: next,
      reason: `${name}: ${rangeText(next)} reps, up from ${rangeText(lastRange)} after ${setsText(worked(last), 'reps')} last time.`,
    };
  }
  // A range reached is the member's range: the plan's base range is never a step back.
  const current = lastRange.max > range.max ? lastRange : range;
  const kept = { ...base, targetReps: current };
  if (daysAway(input, last.date) >= LAYOFF_DAYS) return kept;
  const aim = Math.min(current.max, Math.max(current.min, lowestReps(last) + 1));
  if (aim <= current.min) return kept;
  return {
    ...kept,
    aimReps: aim,
    reason: `${name}: aim for ${aim} reps a set (${setsText(worked(last), 'reps')} last time).`,
  };
}

function nextTimed(input: Extract<ProgressionInput, { kind: 'timed' }>): Prescription {
  const { history, name } = input;
  const base = { ...none(), targetSeconds: input.seconds };
  const last = history.find((s) => worked(s).length > 0);
  if (!last || daysAway(input, last.date) >= LAYOFF_DAYS) return base;
  const sets = worked(last);
  const held = Math.min(...sets.map((s) => s.seconds ?? 0));
  if (sets.length < (last.plannedSets ?? input.sets) || held <= 0) return base;
  // A hold longer than the cap was steady cardio, not an interval: nothing to add to.
  if (held > TIMED_CAP_S) return base;
  const next = Math.min(TIMED_CAP_S, held + TIMED_STEP_S);
  if (next <= input.seconds) return base;
  return {
    ...base,
    targetSeconds: next,
    reason: `${name}: ${next} seconds, up from ${formatNumber(held, 0)} seconds after ${setsText(sets, 'seconds')} last time.`,
  };
}
