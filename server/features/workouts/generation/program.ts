import type { Goal, Level } from '#common/constants.ts';
import { FOCUS, FOCUS_MUSCLES, type FocusKey } from '../../exercises/index.ts';

/*
 * The weekly program: from days per week and level, a split, and the rotation of its days.
 * "Today" is the next day of the rotation after the last workout the member completed.
 * See decision 022.
 *
 * - 1 to 3 days: full body every session (each muscle two or three times a week).
 * - 4 days: upper / lower, twice each.
 * - 5 days: upper, lower, push, pull, legs (each muscle twice a week; decision 036).
 * - 6 to 7 days: push / pull / legs; a beginner stays on upper / lower, which recovers better
 *   while technique is learnt.
 * A flexibility goal is a whole-body mobility flow whatever the days.
 */

export type Split = 'full-body' | 'upper-lower' | 'upper-lower-push-pull-legs' | 'push-pull-legs';

export const ROTATIONS: Record<Split, readonly FocusKey[]> = {
  'full-body': ['full'],
  'upper-lower': ['upper', 'lower'],
  'upper-lower-push-pull-legs': ['upper', 'lower', 'push', 'pull', 'legs'],
  'push-pull-legs': ['push', 'pull', 'legs'],
};

export const SPLIT_LABELS: Record<Split, string> = {
  'full-body': 'Full body',
  'upper-lower': 'Upper / lower',
  'upper-lower-push-pull-legs': 'Upper / lower + push / pull / legs',
  'push-pull-legs': 'Push / pull / legs',
};

export function splitFor(daysPerWeek: number, level: Level, goal?: Goal): Split {
  if (goal === 'increase-flexibility' || daysPerWeek <= 3) return 'full-body';
  if (daysPerWeek === 4 || level === 'beginner') return 'upper-lower';
  // Five days: push / pull / legs would meet the legs once a week; upper and lower days first
  // meet every muscle twice (decision 036).
  if (daysPerWeek === 5) return 'upper-lower-push-pull-legs';
  return 'push-pull-legs';
}

/**
 * Which day of the rotation a logged workout was, from its main muscles: the focus whose muscles
 * cover most of them (the first on a tie). Null when none of them is covered.
 */
export function focusOfWorkout(
  mainMuscles: readonly string[],
  rotation: readonly FocusKey[],
): FocusKey | null {
  let best: FocusKey | null = null;
  let bestScore = 0;
  for (const focus of rotation) {
    const muscles = FOCUS_MUSCLES[focus];
    const score = mainMuscles.filter((m) => muscles.has(m)).length;
    if (score > bestScore) {
      best = focus;
      bestScore = score;
    }
  }
  return best;
}

/** The day after `last` in the rotation; the first day when there is no last. */
export function nextInRotation(rotation: readonly FocusKey[], last: FocusKey | null): FocusKey {
  if (last === null) return rotation[0]!;
  const index = rotation.indexOf(last);
  return rotation[(index + 1) % rotation.length]!;
}

/** A member whose only goal is flexibility has a mobility flow every day (decision 022). */
export const programGoal = (goals: readonly Goal[]): Goal =>
  goals.length > 0 && goals.every((g) => g === 'increase-flexibility')
    ? 'increase-flexibility'
    : 'general-fitness';

export const focusLabel = (focus: FocusKey) => FOCUS[focus].label;

/** One training day of the week: its focus, and which of that focus's days it is (A or B). */
export interface SplitDay {
  focus: FocusKey;
  variant: number;
}

const SHORT_LABELS: Record<FocusKey, string> = {
  full: 'Full Body',
  upper: 'Upper',
  lower: 'Lower',
  push: 'Push',
  pull: 'Pull',
  legs: 'Legs',
};

/** "Upper A", "Full Body B": the name of a day of the split. */
export const dayLabel = (day: SplitDay) =>
  `${SHORT_LABELS[day.focus]} ${day.variant % 2 === 0 ? 'A' : 'B'}`;

/**
 * The training days of a week, in order (decision 036): the rotation's days, and the second time
 * round its B days (a focus met twice a week trains both patterns of each pair); a third time
 * round is A again. The nth workout completed in a week (Monday to Sunday) is its nth day.
 */
export function weekDays(rotation: readonly FocusKey[], daysPerWeek: number): SplitDay[] {
  return Array.from({ length: Math.max(1, Math.min(7, daysPerWeek)) }, (_, i) => ({
    focus: rotation[i % rotation.length]!,
    variant: Math.floor(i / rotation.length) % 2,
  }));
}

/**
 * Today's day of the split: the next focus of the rotation after the last workout completed,
 * unless it would train what still needs rest (todaysFocus); its A day the first time this week,
 * its B day the second.
 */
export function todaysDay(
  rotation: readonly FocusKey[],
  lastFocus: FocusKey | null,
  resting: Iterable<string>,
  /** The focus of each workout completed this week (Monday to today). */
  doneThisWeek: readonly (FocusKey | null)[],
): SplitDay {
  const focus = todaysFocus(rotation, nextInRotation(rotation, lastFocus), resting);
  return { focus, variant: doneThisWeek.filter((f) => f === focus).length % 2 };
}

/** The days after `from` this week, in rotation order: `count` of them, from `from` itself. */
export function daysFrom(
  rotation: readonly FocusKey[],
  from: SplitDay,
  doneThisWeek: readonly (FocusKey | null)[],
  count: number,
): SplitDay[] {
  const seen = new Map<FocusKey, number>();
  for (const f of doneThisWeek) if (f) seen.set(f, (seen.get(f) ?? 0) + 1);
  const days: SplitDay[] = [];
  for (let focus = from.focus, i = 0; i < count; i++) {
    const times = seen.get(focus) ?? 0;
    days.push({ focus, variant: times % 2 });
    seen.set(focus, times + 1);
    focus = nextInRotation(rotation, focus);
  }
  return days;
}

/**
 * Today's focus: the planned day of the rotation, unless it would train a muscle that still needs
 * rest (trained hard today or yesterday, under 48 hours ago); then the next day of the rotation
 * that rests them best. Deterministic, so the week strip and the generator agree.
 */
export function todaysFocus(
  rotation: readonly FocusKey[],
  planned: FocusKey,
  resting: Iterable<string>,
): FocusKey {
  const start = Math.max(0, rotation.indexOf(planned));
  const muscles = [...resting];
  let best = planned;
  let bestScore = Infinity;
  for (let i = 0; i < rotation.length; i++) {
    const key = rotation[(start + i) % rotation.length]!;
    const clashes = muscles.filter((m) => FOCUS_MUSCLES[key].has(m)).length;
    const score = clashes * 10 + i;
    if (score < bestScore) {
      best = key;
      bestScore = score;
    }
  }
  return best;
}
