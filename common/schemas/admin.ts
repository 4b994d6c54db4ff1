import { z } from 'zod';
import { TIERS } from '../constants.ts';

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

/** Members per page of the admin member list. */
export const ADMIN_MEMBERS_PAGE_SIZE = 50;
const MEMBERS_LIMIT_MESSAGE = 'must be a whole number from 1 to 100';

/** `GET /api/admin/members?q=&limit=&after=`: a page of the member list, newest first. */
export const AdminMembersQuerySchema = z.object({
  /** Part of an email or a first name, any case; empty or absent: every member. */
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  limit: z.coerce
    .number({ error: MEMBERS_LIMIT_MESSAGE })
    .int(MEMBERS_LIMIT_MESSAGE)
    .min(1, MEMBERS_LIMIT_MESSAGE)
    .max(100, MEMBERS_LIMIT_MESSAGE)
    .optional(),
  /** `nextAfter` of the page before: this page starts after that member (keyset paging). */
  after: z.uuid({ error: 'must be the id of a member of the list' }).optional(),
});
export type AdminMembersQuery = z.infer<typeof AdminMembersQuerySchema>;

export const AdminMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  isAdmin: z.boolean(),
  /** The effective tier now (a cancelled plan whose period has ended is free). */
  tier: z.enum(TIERS),
  joinedAt: z.string(),
  /** Workouts the member has logged, and the date of the newest (yyyy-MM-dd), or null. */
  workouts: count,
  lastWorkout: z.string().nullable(),
});
export type AdminMember = z.infer<typeof AdminMemberSchema>;

export const AdminMembersPageSchema = z.object({
  members: z.array(AdminMemberSchema),
  /** Members matching the search (every member without one). */
  total: count,
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: z.string().nullable(),
});
export type AdminMembersPage = z.infer<typeof AdminMembersPageSchema>;
