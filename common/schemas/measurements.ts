import { z } from 'zod';
import { BodyUnitsSchema, CalendarDateSchema, DECIMAL_PATTERN } from './fields.ts';

import { MEASUREMENT_TYPES, measurementRule } from '../measurement-rules.ts';

export {
  MEASUREMENT_RULES,
  MEASUREMENT_TYPES,
  measurementProblem,
  measurementRule,
  type MeasurementType,
} from '../measurement-rules.ts';

/**
 * `POST /api/measurements`: value is a string as the spec's form sends it; a number is accepted.
 * The value is in the member's unit; its range (`measurementProblem`) is checked once the unit
 * is known.
 */
export const CreateMeasurementSchema = z
  .object({
    userId: z.string().max(100).optional(),
    type: z.enum(MEASUREMENT_TYPES, { error: `must be one of: ${MEASUREMENT_TYPES.join(', ')}` }),
    value: z
      .union([z.string().trim().regex(DECIMAL_PATTERN, 'must be a number'), z.number()], {
        error: 'must be a number',
      })
      .meta({
        description: `In the member's unit, within the type's range: ${MEASUREMENT_TYPES.map(
          (type) => {
            const [imperial, metric] = [
              measurementRule(type, 'imperial'),
              measurementRule(type, 'metric'),
            ];
            return `${type} ${imperial.min}-${imperial.max} ${imperial.unit} or ${metric.min}-${metric.max} ${metric.unit}`;
          },
        ).join('; ')}.`,
        minimum: Math.min(...MEASUREMENT_TYPES.map((type) => measurementRule(type, 'metric').min)),
        maximum: Math.max(
          ...MEASUREMENT_TYPES.map((type) => measurementRule(type, 'imperial').max),
        ),
      }),
    date: CalendarDateSchema,
    units: BodyUnitsSchema,
  })
  .transform((input, ctx) => {
    const value = typeof input.value === 'number' ? input.value : Number(input.value);
    if (input.value === '' || !Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a number' });
      return z.NEVER;
    }
    return { ...input, value: Math.round(value * 10) / 10 };
  });
export type CreateMeasurementInput = z.input<typeof CreateMeasurementSchema>;

export const MeasurementSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(MEASUREMENT_TYPES),
  /** A string, as the spec's client reads it, in the member's unit. */
  value: z.string(),
  date: z.string(),
  createdAt: z.string(),
});
export type Measurement = z.infer<typeof MeasurementSchema>;

/** One week of weigh-ins: its Monday, the mean of its weigh-ins (in the member's unit) and how many. */
export const WeightWeekSchema = z.object({
  week: z.string(),
  value: z.string(),
  count: z.number().int(),
});
export type WeightWeek = z.infer<typeof WeightWeekSchema>;

/**
 * `GET /api/measurements/{userId}/weight`: the member's weight in a few rows, however long their
 * history: the first and the latest weigh-in, and the weekly means of the newest weeks with one,
 * newest first.
 */
export const WeightHistorySchema = z.object({
  first: MeasurementSchema.nullable(),
  latest: MeasurementSchema.nullable(),
  weeks: z.array(WeightWeekSchema),
});
export type WeightHistory = z.infer<typeof WeightHistorySchema>;
