import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * `GET /api/admin/overview`: live figures for the admin dashboard, each computed from the
 * database at `generatedAt`. Money is integer cents.
 */
export const AdminOverviewSchema = z.object({
  generatedAt: z.string(),
  members: z.object({
    total: count,
    /** Members by effective tier (a cancelled plan whose period has ended counts as free). */
    byTier: z.object({ free: count, basic: count, pro: count, premium: count }),
  }),
  workoutsThisWeek: z.object({
    /** Completed workouts dated within the last 7 days (today included, UTC). */
    completed: count,
    /** First day of the window, yyyy-MM-dd. */
    since: z.string(),
  }),
  revenueThisMonth: z.object({
    /** Succeeded payments since the 1st of this month (UTC). */
    totalCents: count,
    plansCents: count,
    creditsCents: count,
    payments: count,
    since: z.string(),
  }),
  pageViewsThisWeek: z.object({
    /** Page views recorded in the last 7 days. */
    views: count,
    since: z.string(),
  }),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/** `GET /api/admin/backups`: the app's automatic backups (decision 026). */
export const BackupStatusSchema = z.object({
  /** When the daily backup runs (`"03:00 UTC"`), or null when it is off. */
  schedule: z.string().nullable(),
  /** How many automatic backups are kept. */
  keep: count,
  lastSuccess: z.object({ at: z.string(), bytes: count, file: z.string() }).nullable(),
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
  /** A backup is being written now. */
  running: z.boolean(),
  /** Set when the last attempt failed or the last backup is more than two days old (or none). */
  warning: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;
