/**
 * Achievements and weight progress (spec part 2 section 9), computed only from the member's own
 * data. Streak achievements use the longest streak ever, so once earned they stay earned.
 */

export type AchievementId =
  'first-workout' | 'streak-5' | 'workouts-10' | 'streak-7' | 'workouts-25' | 'goal-reached';

export interface AchievementInput {
  totalWorkouts: number;
  /** Longest run of consecutive days with a completed workout, ever. */
  longestStreak: number;
  /** Latest known weight (in `unit`), or null. */
  currentWeight: number | null | undefined;
  /** Target weight (in `unit`), or null. */
  targetWeight: number | null | undefined;
  /** The weight unit word of the member ("lbs", the default, or "kg"). */
  unit?: string;
  /**
   * Starting weight, when known. It only tells the goal's direction: with a target above the
   * start (a weight-gain goal) the goal is reached at or above the target; otherwise at or below.
   */
  startWeight?: number | null;
}

export interface Achievement {
  id: AchievementId;
  title: string;
  /** What earns it, e.g. "Complete 10 workouts". */
  requirement: string;
  earned: boolean;
  /** Progress towards it (count achievements), null for the weight goal. */
  progress: { current: number; target: number } | null;
  /** What is still needed, e.g. "3 more workouts"; null once earned. */
  remaining: string | null;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function countAchievement(
  id: AchievementId,
  title: string,
  requirement: string,
  current: number,
  target: number,
  unit: (n: number) => string,
): Achievement {
  const value = Math.max(0, Math.floor(current));
  const earned = value >= target;
  return {
    id,
    title,
    requirement,
    earned,
    progress: { current: Math.min(value, target), target },
    remaining: earned ? null : unit(target - value),
  };
}

/** True when the current weight has reached the target (direction taken from the start weight). */
export function isWeightGoalReached(input: {
  currentWeight: number | null | undefined;
  targetWeight: number | null | undefined;
  startWeight?: number | null;
}): boolean {
  const { currentWeight, targetWeight, startWeight } = input;
  if (!isNumber(currentWeight) || !isNumber(targetWeight)) return false;
  const gaining = isNumber(startWeight) && targetWeight > startWeight;
  return gaining ? currentWeight >= targetWeight : currentWeight <= targetWeight;
}

/** The six achievements, in the spec's order. */
export function computeAchievements(input: AchievementInput): Achievement[] {
  const workouts = (n: number) => `${plural(n, 'more workout', 'more workouts')}`;
  const days = (n: number) => `${plural(n, 'more day', 'more days')} in a row`;
  const reached = isWeightGoalReached(input);
  const hasWeights = isNumber(input.currentWeight) && isNumber(input.targetWeight);
  let goalRemaining: string | null = null;
  if (!reached) {
    if (!hasWeights) {
      goalRemaining = isNumber(input.targetWeight)
        ? 'Record your weight to track this goal'
        : 'Set a target weight to track this goal';
    } else {
      const distance = Math.abs((input.currentWeight as number) - (input.targetWeight as number));
      goalRemaining = `${formatWeight(distance)} ${input.unit ?? 'lbs'} to go`;
    }
  }
  return [
    countAchievement(
      'first-workout',
      'First Workout',
      'Complete your first workout',
      input.totalWorkouts,
      1,
      workouts,
    ),
    countAchievement(
      'streak-5',
      '5-Day Streak',
      'Work out 5 days in a row',
      input.longestStreak,
      5,
      days,
    ),
    countAchievement(
      'workouts-10',
      '10 Workouts',
      'Complete 10 workouts',
      input.totalWorkouts,
      10,
      workouts,
    ),
    countAchievement(
      'streak-7',
      '7-Day Streak',
      'Work out 7 days in a row',
      input.longestStreak,
      7,
      days,
    ),
    countAchievement(
      'workouts-25',
      '25 Workouts',
      'Complete 25 workouts',
      input.totalWorkouts,
      25,
      workouts,
    ),
    {
      id: 'goal-reached',
      title: 'Goal Reached',
      requirement: 'Reach your target weight',
      earned: reached,
      progress: null,
      remaining: goalRemaining,
    },
  ];
}

/** A weight with at most one decimal, without a trailing ".0" (e.g. 170, 168.5). */
export function formatWeight(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/**
 * Percent of the way from `start` to `target` that `current` has come, rounded and clamped to
 * 0-100. Works for loss and gain goals alike. Null when a value is missing. When the start already
 * equals the target there is no distance to cover: 100 while the current weight is on target, else 0.
 */
export function weightProgress(input: {
  start: number | null | undefined;
  current: number | null | undefined;
  target: number | null | undefined;
}): number | null {
  const { start, current, target } = input;
  if (!isNumber(start) || !isNumber(current) || !isNumber(target)) return null;
  const total = target - start;
  if (total === 0) return current === target ? 100 : 0;
  const percent = ((current - start) / total) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)));
}

/** A weight measurement as the API returns it (value is a string). */
export interface WeightEntry {
  value: string | number;
  date: string;
  createdAt?: string;
}

export interface WeightSummary {
  /**
   * Where the goal started: the sign-up weight, or the earliest weigh-in when it is older than
   * the sign-up date (or there is no sign-up weight).
   */
  start: number | null;
  /** Latest recorded weight, or the profile weight when none is recorded. */
  current: number | null;
  target: number | null;
  /** 0-100, or null when it cannot be computed. */
  percent: number | null;
}

/**
 * The weigh-ins `summarizeWeight` needs from a weight history (`GET /api/measurements/{id}/weight`):
 * its first and its latest, the only ones the summary reads.
 */
export const firstAndLatest = (history: {
  first: WeightEntry | null;
  latest: WeightEntry | null;
}): WeightEntry[] =>
  [history.first, history.latest].filter((entry): entry is WeightEntry => entry !== null);

const byDateThenCreated = (a: WeightEntry, b: WeightEntry) =>
  a.date === b.date
    ? (a.createdAt ?? '').localeCompare(b.createdAt ?? '')
    : a.date.localeCompare(b.date);

/**
 * Start, current, target and percent from the member's weight measurements (any order) and their
 * profile (the sign-up `currentWeight`, `targetWeight`, and the sign-up date: `startDate`, else
 * the account's creation). The goal's direction comes from the start and the target, never from
 * the first weigh-in alone. Never falls back to made-up numbers.
 */
export function summarizeWeight(
  entries: readonly WeightEntry[],
  profile: {
    currentWeight: number | null | undefined;
    targetWeight: number | null | undefined;
    startDate?: string | null;
    createdAt?: string | null;
  },
): WeightSummary {
  const sorted = [...entries]
    .sort(byDateThenCreated)
    .map((entry) => ({ value: Number(entry.value), date: entry.date }))
    .filter((entry) => Number.isFinite(entry.value));
  const profileWeight = isNumber(profile.currentWeight) ? profile.currentWeight : null;
  const signUpDate = profile.startDate ?? profile.createdAt?.slice(0, 10) ?? null;
  const first = sorted[0];
  const firstIsOlder =
    first !== undefined &&
    (profileWeight === null || (signUpDate !== null && first.date < signUpDate));
  const start = firstIsOlder ? first.value : (profileWeight ?? null);
  const current = sorted.length ? sorted[sorted.length - 1]!.value : profileWeight;
  const target = isNumber(profile.targetWeight) ? profile.targetWeight : null;
  return { start, current, target, percent: weightProgress({ start, current, target }) };
}
