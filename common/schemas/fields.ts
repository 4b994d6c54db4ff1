import { z } from 'zod';
import {
  DAYS_PER_WEEK_MAX,
  DAYS_PER_WEEK_MIN,
  EQUIPMENT,
  GENDERS,
  GOALS,
  LEVELS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TIME_AVAILABLE_OPTIONS,
  WEIGHT_MAX_LBS,
  WEIGHT_MIN_LBS,
} from '../constants.ts';
import { rangeIn, UNITS, type Units, weightUnit } from '../units.ts';

/** "Build Muscle", "build_muscle" and "build-muscle" all name the same option. */
export function normalizeOption(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const slug = value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return OPTION_ALIASES[slug] ?? slug;
}

const OPTION_ALIASES: Record<string, string> = {
  none: 'no-equipment',
  bodyweight: 'no-equipment',
  'pullup-bar': 'pull-up-bar',
  gym: 'full-gym',
};

const option = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess(
    normalizeOption,
    z.enum(values, { error: () => `must be one of: ${values.join(', ')} (${what})` }),
  );

export const EmailSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be a valid email address' }))
  .meta({ format: 'email' });

export const PasswordSchema = z
  .string({ error: 'is required' })
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const FirstNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(50, 'must be at most 50 characters');

export const GenderSchema = option(GENDERS, 'gender');
export const LevelSchema = option(LEVELS, 'level');
export const GoalSchema = option(GOALS, 'goal');
export const EquipmentSchema = option(EQUIPMENT, 'equipment');

export const GoalsSchema = z
  .array(GoalSchema, { error: 'must be a list of goals' })
  .min(1, 'choose at least one goal')
  .max(GOALS.length)
  .transform((goals) => [...new Set(goals)]);

export const EquipmentListSchema = z
  .array(EquipmentSchema, { error: 'must be a list of equipment' })
  .min(1, 'choose at least one equipment option')
  .max(EQUIPMENT.length)
  .transform((items) => [...new Set(items)]);

/** A number, or a string holding one (form inputs send strings). */
/** A number written as decimal digits (never hex, octal, binary or exponent forms). */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** A number, or a string of decimal digits (what a form sends), as a number. */
export const numeric = (message: string) =>
  z.union(
    [
      z.number({ error: message }),
      z.string().trim().regex(DECIMAL_PATTERN, message).transform(Number),
    ],
    { error: message },
  );

export const WeightSchema = numeric('must be a number of pounds').pipe(
  z
    .number()
    .finite()
    .min(WEIGHT_MIN_LBS, `must be at least ${WEIGHT_MIN_LBS} lbs`)
    .max(WEIGHT_MAX_LBS, `must be at most ${WEIGHT_MAX_LBS} lbs`)
    .transform((n) => Math.round(n * 10) / 10),
);

export const UnitsSchema = z.enum(UNITS, { error: `must be one of: ${UNITS.join(', ')}` });

/**
 * The unit of the loads, body weights and lengths in a request body. The server converts from
 * the unit sent, so a body written in kg stays in kg whatever the member's setting is when it
 * arrives (a log queued offline, a second device). Absent: the member's current unit (old
 * clients). The answer to such a body is in the same unit.
 */
export const BodyUnitsSchema = UnitsSchema.optional().meta({
  description:
    "The unit of every load, body weight and length in this body; absent: the member's current unit. The answer uses the same unit.",
});

/**
 * A body weight in the member's unit (pounds or kilograms): a number with one decimal. Its range
 * depends on the unit, so it is checked with `bodyWeightProblem` once the unit is known.
 */
export const BodyWeightSchema = numeric('must be a number')
  .meta({
    description: `In the member's unit: ${WEIGHT_MIN_LBS}-${WEIGHT_MAX_LBS} lbs (imperial) or 22-454 kg (metric); a number or its decimal digits.`,
    minimum: 22,
    maximum: WEIGHT_MAX_LBS,
  })
  .pipe(
    z
      .number()
      .finite()
      .min(0, 'must be a positive number')
      .max(WEIGHT_MAX_LBS, `must be at most ${WEIGHT_MAX_LBS} lbs`)
      .transform((n) => Math.round(n * 10) / 10),
  );

/** The body-weight range in the member's unit: 50-1000 lbs, or 22-454 kg. */
export const bodyWeightRange = (units: Units) =>
  rangeIn({ min: WEIGHT_MIN_LBS, max: WEIGHT_MAX_LBS }, 'weight', units);

/** Why a body weight in the member's unit is refused, or null when it is fine. */
export function bodyWeightProblem(value: number, units: Units): string | null {
  const { min, max } = bodyWeightRange(units);
  if (value < min) return `must be at least ${min} ${weightUnit(units)}`;
  if (value > max) return `must be at most ${max} ${weightUnit(units)}`;
  return null;
}

const timeAvailableMessage = `must be one of ${TIME_AVAILABLE_OPTIONS.join(', ')} minutes`;
/** One of the session lengths, as a number or its digits. */
export const TimeAvailableSchema = z.union(
  [
    z.literal(TIME_AVAILABLE_OPTIONS),
    z
      .preprocess(
        (v) => (typeof v === 'string' ? v.trim() : v),
        z.enum(TIME_AVAILABLE_OPTIONS.map(String) as [string, ...string[]]),
      )
      .transform(Number),
  ],
  { error: timeAvailableMessage },
);

export const DaysPerWeekSchema = numeric('must be a number of days').pipe(
  z
    .number()
    .int('must be a whole number')
    .min(DAYS_PER_WEEK_MIN, `must be between ${DAYS_PER_WEEK_MIN} and ${DAYS_PER_WEEK_MAX}`)
    .max(DAYS_PER_WEEK_MAX, `must be between ${DAYS_PER_WEEK_MIN} and ${DAYS_PER_WEEK_MAX}`),
);

/** True when `value` is a yyyy-MM-dd string naming a day that exists in the calendar. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const CalendarDateSchema = z
  .string({ error: 'must be a date (yyyy-MM-dd)' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a real date in the form yyyy-MM-dd')
  .refine(isCalendarDate, 'must be a real date in the form yyyy-MM-dd')
  .meta({ format: 'date' });

/** A workout's year: outside it, a date is a typo or a broken file (`0100-01-01`, `9999-12-31`). */
export const WORKOUT_YEARS = { from: 1900, to: 2099 } as const;

/** A real calendar date (yyyy-MM-dd) from 1900 to 2099. */
export function isWorkoutDate(value: string): boolean {
  if (!isCalendarDate(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= WORKOUT_YEARS.from && year <= WORKOUT_YEARS.to;
}

/** The date of a logged workout: as `POST /api/workouts`, the editor and the import take it. */
export const WorkoutDateSchema = CalendarDateSchema.refine(
  (value) => isWorkoutDate(value),
  `must be a date from ${WORKOUT_YEARS.from} to ${WORKOUT_YEARS.to}`,
);

/** A workout's length in whole seconds, from 0 to a day. */
export const WORKOUT_MAX_SECONDS = 24 * 60 * 60;
export const WorkoutDurationSchema = z
  .number()
  .int('must be a whole number of seconds')
  .min(0, 'must be 0 or more')
  .max(WORKOUT_MAX_SECONDS, 'must be at most 86,400 seconds (a day)');

export const BooleanishSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);
