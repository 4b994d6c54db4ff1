import { describeSet } from '#common/training/describe.ts';
import { isWorkingSet } from '#common/training/records.ts';
import {
  EQUIPMENT_LABELS,
  GOAL_LABELS,
  GOALS,
  LEVEL_LABELS,
  LEVELS,
  type Equipment,
  type Goal,
  type Level,
} from '#common/constants.ts';
import type { Units } from '#common/units.ts';
import {
  MEASUREMENT_RULES,
  measurementRule,
  MEASUREMENT_TYPES,
  type Measurement,
  type MeasurementType,
} from '#common/schemas/measurements.ts';
import type { SavedWorkout, UserStats, Workout } from '#common/schemas/workouts.ts';
import type { User } from '#common/schemas/users.ts';
import { daysBetween, toDayNumber } from '#common/streaks.ts';

/**
 * Facts computed from the member's own data, shared by the built-in coach (which words them) and
 * the model's tools (which hand them over as compact JSON). Pure: no I/O, no clock.
 */

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** 180 -> "180", 177.5 -> "177.5", -2.25 -> "-2.3". */
export const num = (value: number) => String(round1(value));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed']; // day 0 (1970-01-01) was a Thursday

/** "2026-03-09" -> "Mon 9 Mar 2026" (locale- and time-zone-independent). */
export function formatDate(date: string): string {
  const day = toDayNumber(date);
  if (day === null) return date;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[((day % 7) + 7) % 7]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** "today", "yesterday", "3 days ago", "tomorrow", "in 12 days". */
export function relativeDay(date: string, today: string): string {
  if (toDayNumber(date) === null || toDayNumber(today) === null) return date;
  const diff = daysBetween(date, today);
  if (diff === 0) return 'today';
  if (diff === 1) return 'yesterday';
  if (diff === -1) return 'tomorrow';
  return diff > 0 ? `${diff} days ago` : `in ${-diff} days`;
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${num(n)} ${n === 1 ? one : many}`;

/** A quantity with its unit: "1 lb", "4.5 lbs", "1 in". */
export const qty = (n: number, unit: string) =>
  `${num(n)} ${unit === 'lbs' && n === 1 ? 'lb' : unit}`;

export const goalLabel = (goal: string) => GOAL_LABELS[goal as Goal] ?? null;
export const equipmentLabel = (item: string) => EQUIPMENT_LABELS[item as Equipment] ?? null;
export const levelLabel = (level: string) => LEVEL_LABELS[level as Level] ?? null;

/** Known goal labels of a profile, in the member's order ("Build Muscle"...). */
export const goalLabels = (user: Pick<User, 'goals'>) =>
  user.goals.map(goalLabel).filter((g): g is string => g !== null);
export const equipmentLabels = (user: Pick<User, 'equipment'>) =>
  user.equipment.map(equipmentLabel).filter((e): e is string => e !== null);

/** Workouts completed in the current week (Monday start), from the stats' weekly counts. */
export const thisWeekCount = (stats: UserStats) => stats.weekly.at(-1)?.count ?? 0;

// ---------------------------------------------------------------------------------------------
// Measurements

export interface MeasurementPoint {
  value: number;
  date: string;
}

export interface MeasurementTrend {
  type: MeasurementType;
  label: string;
  unit: string;
  entries: number;
  first: MeasurementPoint;
  latest: MeasurementPoint;
  /** latest - first, one decimal. */
  change: number;
  /** Days from the first to the latest entry. */
  days: number;
  /** Change per week, one decimal, when the entries span at least two weeks; else null. */
  perWeek: number | null;
}

/** Oldest first: by date, then by time added. */
function chronological(list: readonly Measurement[]): Measurement[] {
  return [...list].sort((a, b) =>
    a.date !== b.date
      ? a.date < b.date
        ? -1
        : 1
      : a.createdAt < b.createdAt
        ? -1
        : a.createdAt > b.createdAt
          ? 1
          : 0,
  );
}

/** The trend of one type from the member's measurements (any order); null when there is none. */
export function measurementTrend(
  list: readonly Measurement[],
  type: MeasurementType,
  units: Units = 'imperial',
): MeasurementTrend | null {
  const points = chronological(list.filter((m) => m.type === type))
    .map((m) => ({ value: Number(m.value), date: m.date }))
    .filter((p) => Number.isFinite(p.value) && toDayNumber(p.date) !== null);
  const first = points[0];
  const latest = points.at(-1);
  if (!first || !latest) return null;
  const days = daysBetween(first.date, latest.date);
  const change = round1(latest.value - first.value);
  return {
    type,
    label: MEASUREMENT_RULES[type].label,
    unit: measurementRule(type, units).unit,
    entries: points.length,
    first,
    latest,
    change,
    days,
    perWeek: days >= 14 ? round1((change / days) * 7) : null,
  };
}

/** Every type the member has measured, in the spec's order. */
export function measurementTrends(
  list: readonly Measurement[],
  units: Units = 'imperial',
): MeasurementTrend[] {
  return MEASUREMENT_TYPES.map((type) => measurementTrend(list, type, units)).filter(
    (t): t is MeasurementTrend => t !== null,
  );
}

/** "down 5 lbs", "up 0.5 in", "no change". */
export function describeChange(change: number, unit: string): string {
  if (change === 0) return 'no change';
  return `${change < 0 ? 'down' : 'up'} ${qty(Math.abs(change), unit)}`;
}

export interface WeightGoal {
  /** Latest logged weight, else the profile's current weight; null when neither exists. */
  current: number | null;
  currentSource: 'measurement' | 'profile' | null;
  currentDate: string | null;
  target: number | null;
  /** current - target (positive: still above target). */
  toGo: number | null;
  targetDate: string | null;
  daysLeft: number | null;
  /** Pounds per week needed to reach the target by the target date (absolute), when both known. */
  neededPerWeek: number | null;
}

export function weightGoal(
  user: Pick<User, 'currentWeight' | 'targetWeight' | 'targetDate'>,
  weights: MeasurementTrend | null,
  today: string,
): WeightGoal {
  const current = weights?.latest.value ?? user.currentWeight ?? null;
  const target = user.targetWeight ?? null;
  const toGo = current !== null && target !== null ? round1(current - target) : null;
  const targetDate =
    user.targetDate && toDayNumber(user.targetDate) !== null ? user.targetDate : null;
  const daysLeft =
    targetDate && toDayNumber(today) !== null ? daysBetween(today, targetDate) : null;
  const neededPerWeek =
    toGo !== null && daysLeft !== null && daysLeft >= 7 && toGo !== 0
      ? round1((Math.abs(toGo) / daysLeft) * 7)
      : null;
  return {
    current,
    currentSource: weights ? 'measurement' : user.currentWeight != null ? 'profile' : null,
    currentDate: weights?.latest.date ?? null,
    target,
    toGo,
    targetDate,
    daysLeft,
    neededPerWeek,
  };
}

// ---------------------------------------------------------------------------------------------
// Workouts

/** "12-15 reps", "30 seconds", or null. */
export function prescription(exercise: { reps?: string; duration?: string }): string | null {
  if (exercise.reps)
    return /^\d+(\s*-\s*\d+)?$/.test(exercise.reps) ? `${exercise.reps} reps` : exercise.reps;
  return exercise.duration ?? null;
}

export interface CompactWorkout {
  title: string;
  date: string;
  completed: boolean;
  minutes: number;
  exercises: string[];
}

/** A workout for the model: each exercise on one line, with its sets' reps and loads when logged. */
export function compactWorkout(workout: Workout, units: Units = 'imperial'): CompactWorkout {
  return {
    title: workout.title,
    date: workout.date,
    completed: workout.completed,
    minutes: Math.round(workout.duration / 60),
    exercises: workout.exercises.map((e) => {
      const what = prescription(e);
      const sets =
        e.skipped === true
          ? 'skipped'
          : e.completedSets !== undefined
            ? `${e.completedSets}/${e.sets} sets done`
            : `${e.sets} sets`;
      const done = (e.performedSets ?? [])
        .filter(isWorkingSet)
        .map((set) => describeSet(set, e.loadType, units));
      const effort = e.effort ? ` (felt ${e.effort})` : '';
      const line = [e.name, what, sets].filter(Boolean).join(', ');
      return done.length > 0 ? `${line}: ${done.join(', ')}${effort}` : line;
    }),
  };
}

export function compactSavedWorkout(saved: SavedWorkout) {
  return {
    name: saved.name,
    description: saved.description || undefined,
    minutes: saved.timeEstimate,
    difficulty: saved.difficulty,
    exercises: saved.exercises.map((e) => [e.name, prescription(e)].filter(Boolean).join(', ')),
  };
}

/** The member's profile read as the generator takes it (unknown values fall back to defaults). */
export const asLevel = (level: string): Level =>
  (LEVELS as readonly string[]).includes(level) ? (level as Level) : 'intermediate';
export const asGoals = (goals: readonly string[]): Goal[] => {
  const known = goals.filter((g): g is Goal => (GOALS as readonly string[]).includes(g));
  return known.length > 0 ? known : ['general-fitness'];
};
export const ownedEquipment = (user: Pick<User, 'equipment'>) =>
  user.equipment.length > 0 ? user.equipment : ['no-equipment'];
export const daysPerWeekOf = (user: Pick<User, 'daysPerWeek'>) => {
  const n = Number(user.daysPerWeek);
  return Number.isInteger(n) && n >= 1 && n <= 7 ? n : null;
};
export const minutesOf = (user: Pick<User, 'timeAvailable'>) => {
  const n = Number(user.timeAvailable);
  return Number.isFinite(n) && n > 0 ? n : null;
};
