import { z } from 'zod';
import { CalendarDateSchema } from './fields.ts';

import { MEASUREMENT_RULES, MEASUREMENT_TYPES } from '../measurement-rules.ts';

export {
  MEASUREMENT_RULES,
  MEASUREMENT_TYPES,
  type MeasurementType,
} from '../measurement-rules.ts';

/** `POST /api/measurements`: value is a string as the spec's form sends it; a number is accepted. */
export const CreateMeasurementSchema = z
  .object({
    userId: z.string().max(100).optional(),
    type: z.enum(MEASUREMENT_TYPES, { error: `must be one of: ${MEASUREMENT_TYPES.join(', ')}` }),
    value: z.union([z.string().trim(), z.number()]),
    date: CalendarDateSchema,
  })
  .transform((input, ctx) => {
    const value = typeof input.value === 'number' ? input.value : Number(input.value);
    const rule = MEASUREMENT_RULES[input.type];
    if (input.value === '' || !Number.isFinite(value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be a number' });
      return z.NEVER;
    }
    if (value < rule.min || value > rule.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `${rule.label} must be between ${rule.min} and ${rule.max} ${rule.unit}`,
      });
      return z.NEVER;
    }
    return { ...input, value: Math.round(value * 10) / 10 };
  });
export type CreateMeasurementInput = z.input<typeof CreateMeasurementSchema>;

export const MeasurementSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.enum(MEASUREMENT_TYPES),
  /** A string, as the spec's client reads it. */
  value: z.string(),
  date: z.string(),
  createdAt: z.string(),
});
export type Measurement = z.infer<typeof MeasurementSchema>;
