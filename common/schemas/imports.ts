import { z } from 'zod';
import { BodyUnitsSchema } from './fields.ts';

/** The largest file an import takes (a Strong or Hevy export of years of training is ~2 MB). */
export const IMPORT_MAX_BYTES = 8 * 1024 * 1024;

export const ImportRequestSchema = z.strictObject({
  /** The file's text (CSV, or FlexCoach's JSON export). */
  content: z.string().min(1, 'the file is empty').max(IMPORT_MAX_BYTES, 'the file is over 8 MB'),
  /** The weights' unit when the file does not say (Strong's current export). */
  weightUnit: z.enum(['kg', 'lb']).optional(),
  /** Per exercise name of the file: a library exercise id, or null to keep the name as it is. */
  mapping: z.record(z.string().max(200), z.string().max(120).nullable()).optional(),
  /** The unit assumed for a file that does not say (when `weightUnit` is absent). */
  units: BodyUnitsSchema,
});
export type ImportRequest = z.infer<typeof ImportRequestSchema>;

const match = z.object({ id: z.string(), name: z.string() }).nullable();

export const ImportPreviewSchema = z.object({
  format: z.enum(['strong', 'hevy', 'flexcoach']),
  workouts: z.number().int(),
  /** Workouts not imported before (the rest would be skipped). */
  newWorkouts: z.number().int(),
  sets: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** The unit the weights are read in; null for FlexCoach exports (their own units). */
  weightUnit: z.enum(['kg', 'lb']).nullable(),
  /** False when the file does not say its unit and `weightUnit` is an assumption to confirm. */
  weightUnitInFile: z.boolean(),
  exercises: z.array(z.object({ name: z.string(), workouts: z.number().int(), match })),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z.object({
  format: z.enum(['strong', 'hevy', 'flexcoach']),
  workouts: z.number().int(),
  added: z.number().int(),
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
