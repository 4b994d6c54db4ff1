import { z } from 'zod';
import { NUTRITION_LIMITS } from '../constants.ts';
import { CalendarDateSchema, DECIMAL_PATTERN } from './fields.ts';
import { withThousands } from '../thousands.ts';

const LABELS = {
  calories: 'Calories',
  protein: 'Protein',
  carbs: 'Carbs',
  fats: 'Fats',
  waterIntake: 'Water intake',
} as const;

/** A whole number from 0 to the field's limit; a numeric string is accepted. */
const amount = (field: keyof typeof LABELS) =>
  z.preprocess(
    // Digits only: Number() would also read "0x1E" as 30 and "1e3" as 1000.
    (v) => (typeof v === 'string' && DECIMAL_PATTERN.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: `${LABELS[field]} must be a number` })
      .int({ error: `${LABELS[field]} must be a whole number` })
      .min(0, { error: `${LABELS[field]} cannot be negative` })
      .max(NUTRITION_LIMITS[field], {
        error: `${LABELS[field]} cannot be more than ${withThousands(NUTRITION_LIMITS[field])}`,
      }),
  );

const values = {
  calories: amount('calories').default(0),
  protein: amount('protein').default(0),
  carbs: amount('carbs').default(0),
  fats: amount('fats').default(0),
  waterIntake: amount('waterIntake').default(0),
  notes: z
    .string({ error: 'Notes must be text' })
    .max(NUTRITION_LIMITS.notesLength, {
      error: `Notes cannot be longer than ${NUTRITION_LIMITS.notesLength} characters`,
    })
    .nullish()
    .transform((v) => v ?? ''),
};

/** `POST /api/daily-logs`: creates the log for the date, or updates the existing one (upsert). */
export const CreateDailyLogSchema = z.object({
  userId: z.string().max(100).optional(),
  date: CalendarDateSchema,
  ...values,
});
export type CreateDailyLogInput = z.input<typeof CreateDailyLogSchema>;

/** `PUT /api/daily-logs/{id}`. */
export const UpdateDailyLogSchema = z.object(values);
export type UpdateDailyLogInput = z.input<typeof UpdateDailyLogSchema>;

export const DailyLogSchema = z.object({
  id: z.string(),
  userId: z.string(),
  date: z.string(),
  calories: z.number().int(),
  protein: z.number().int(),
  carbs: z.number().int(),
  fats: z.number().int(),
  waterIntake: z.number().int(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DailyLog = z.infer<typeof DailyLogSchema>;
