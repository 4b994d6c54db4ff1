import { MACRO_CALORIES, MACRO_MISMATCH_TOLERANCE, NUTRITION_LIMITS } from '#common/constants.ts';
import type { DailyLog } from '#common/schemas/nutrition.ts';
import { formatCount, formatDate } from '#web/lib/format.ts';

export const NUMBER_FIELDS = ['calories', 'protein', 'carbs', 'fats', 'waterIntake'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export const FIELD_LABELS: Record<NumberField, string> = {
  calories: 'Calories',
  protein: 'Protein',
  carbs: 'Carbs',
  fats: 'Fats',
  waterIntake: 'Water intake',
};

/** Spec part 2 section 5: nutrition numbers are parsed as integers; anything invalid becomes 0. */
export function parseWholeNumber(raw: string): number {
  const value = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(value) ? value : 0;
}

/** The server's bounds, checked before sending (same wording as its messages). */
export function validateAmount(field: NumberField, value: number): string | undefined {
  const label = FIELD_LABELS[field];
  if (value < 0) return `${label} cannot be negative`;
  const max = NUTRITION_LIMITS[field];
  if (value > max) return `${label} cannot be more than ${formatCount(max)}`;
  return undefined;
}

/** Calories from macros: 4 per gram of protein and carbs, 9 per gram of fats. */
export function macroCalories(macros: { protein: number; carbs: number; fats: number }): number {
  return (
    macros.protein * MACRO_CALORIES.protein +
    macros.carbs * MACRO_CALORIES.carbs +
    macros.fats * MACRO_CALORIES.fats
  );
}

/** True when the entered calories differ from the macro calories by more than 50. */
export function hasMacroMismatch(values: {
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
}): boolean {
  return Math.abs(values.calories - macroCalories(values)) > MACRO_MISMATCH_TOLERANCE;
}

/** `date` moved by `days` (yyyy-MM-dd, calendar arithmetic in UTC so no time zone shifts it). */
export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export interface TrendPoint {
  date: string;
  /** Axis label, e.g. "Mar 1". */
  label: string;
  /** null on a day without a log (a gap, not a zero). */
  calories: number | null;
  waterIntake: number | null;
}

/** The `days` calendar days ending `today`, oldest first, with that day's log values if any. */
export function lastDaysTrend(logs: readonly DailyLog[], today: string, days = 14): TrendPoint[] {
  const byDate = new Map(logs.map((log) => [log.date, log]));
  return Array.from({ length: days }, (_, i) => {
    const date = shiftDate(today, i - days + 1);
    const log = byDate.get(date);
    return {
      date,
      label: formatDate(date, 'day'),
      calories: log ? log.calories : null,
      waterIntake: log ? log.waterIntake : null,
    };
  });
}
