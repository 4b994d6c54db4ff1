import { z } from 'zod';

/** The answer of every export call (spec part 2 section 3, Export result). */
export const ExportResultSchema = z.object({
  spreadsheetUrl: z.string(),
  message: z.string(),
  /** Rows written (per tab for the master workbook). */
  rows: z.number().int().optional(),
});
export type ExportResult = z.infer<typeof ExportResultSchema>;

/** The two server messages the UI maps to its "nothing to export" texts (spec part 2 section 8). */
export const NO_WORKOUTS_MESSAGE = 'No workouts to export';
export const NO_MEASUREMENTS_MESSAGE = 'No measurements to export';

/** Tabs of the admin master workbook, in order. */
export const MASTER_TABS = [
  'Users',
  'Workouts',
  'Measurements',
  'Daily Logs',
  'Subscription Changes',
] as const;

/**
 * `GET /api/admin/export/master/progress`: how far the admin's master export is, while it runs
 * (the admin page polls it for its progress bar). `total` is counted when the export starts.
 */
export const MasterExportProgressSchema = z.object({
  running: z.boolean(),
  startedAt: z.string().nullable(),
  /** The tab being written, or null when none is running. */
  tab: z.string().nullable(),
  rows: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type MasterExportProgress = z.infer<typeof MasterExportProgressSchema>;
