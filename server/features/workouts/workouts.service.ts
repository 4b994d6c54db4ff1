import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  daysBetween,
  MAX_DAYS_FROM_UTC,
  resolveToday,
  streakSummary,
  utcToday,
} from '#common/streaks.ts';
import type { LogWorkoutSchema, UpdateWorkoutSchema, UserStats } from '#common/schemas/workouts.ts';
import { isUuid } from '#common/uuid.ts';
import type { Db } from '../../db/client.ts';
import { preparedStatement, type Prepare } from '../../db/prepared.ts';
import { workouts } from '../../db/schema/index.ts';
import { notYourWorkout } from '../../db/workout-pages.ts';
import type { OwnRead } from '../../http/auth.ts';
import { invalidField, notFound } from '../../http/errors.ts';
import { exercisesToCanonical, loadProblem } from '#common/training/exercise-units.ts';
import type { Units } from '#common/units.ts';

type WorkoutRow = typeof workouts.$inferSelect;

/** History reads answer at most this many workouts, newest first. */
export const WORKOUT_HISTORY_LIMIT = 500;
/** Weeks in the stats' weekly counts. */
export const STATS_WEEKS = 12;

/** Refuses a calendar date more than one day after the server's UTC date. */
export function assertNotInFuture(date: string, field = 'date', prefix?: string) {
  if (daysBetween(utcToday(), date) > MAX_DAYS_FROM_UTC) {
    throw invalidField(field, 'must not be more than 1 day in the future', prefix);
  }
}

/**
 * Logs a workout. With a `clientId` the call is idempotent per member: a repeat (a log kept offline
 * and sent again, a retry after a lost answer, two sends racing) returns the row already stored,
 * with `created: false`. The unique index on (user, client id) decides the race.
 */
export async function logWorkout(
  db: Db,
  userId: string,
  input: z.output<typeof LogWorkoutSchema>,
  units: Units,
): Promise<{ row: WorkoutRow; created: boolean }> {
  assertNotInFuture(input.date, 'date', 'Invalid workout');
  const problem = loadProblem(input.exercises, units);
  if (problem) throw invalidField(problem.field, problem.message, 'Invalid workout');
  const clientId = input.clientId ?? null;
  const [row] = await db
    .insert(workouts)
    .values({
      userId,
      title: input.title,
      exercises: exercisesToCanonical(input.exercises, units),
      duration: input.duration,
      completed: input.completed,
      date: input.date,
      clientId,
    })
    .onConflictDoNothing({ target: [workouts.userId, workouts.clientId] })
    .returning();
  if (row) return { row, created: true };
  // Only a clientId can conflict (NULLs are distinct in a unique index).
  const [existing] = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.clientId, clientId!)))
    .limit(1);
  if (!existing) throw new Error('workout log conflicted but no row holds its client id');
  return { row: existing, created: false };
}

const workoutNotFound = () => notFound('Workout');

/**
 * Corrects a logged workout (owner only: another member's id, or an id that is no workout, is
 * not found). Records, streaks, stats, the program's next targets and Flex read the history, so
 * they follow at once.
 */
export async function updateWorkout(
  db: Db,
  userId: string,
  id: string,
  input: z.output<typeof UpdateWorkoutSchema>,
  units: Units,
): Promise<WorkoutRow> {
  if (!isUuid(id)) throw workoutNotFound();
  assertNotInFuture(input.date, 'date', 'Invalid workout');
  const problem = loadProblem(input.exercises, units);
  if (problem) throw invalidField(problem.field, problem.message, 'Invalid workout');
  const [row] = await db
    .update(workouts)
    .set({
      title: input.title,
      date: input.date,
      exercises: exercisesToCanonical(input.exercises, units),
      ...(input.duration !== undefined ? { duration: input.duration } : {}),
      ...(input.completed !== undefined ? { completed: input.completed } : {}),
    })
    .where(and(eq(workouts.id, id), eq(workouts.userId, userId)))
    .returning();
  if (!row) throw workoutNotFound();
  return row;
}

/** Deletes one of the member's logged workouts (another member's: not found). */
export async function deleteWorkout(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw workoutNotFound();
  const deleted = await db
    .delete(workouts)
    .where(and(eq(workouts.id, id), eq(workouts.userId, userId)))
    .returning({ id: workouts.id });
  if (deleted.length === 0) throw workoutNotFound();
}

/** The columns of a workout row, as Drizzle names them (`WorkoutRow`), for the prepared reads. */
const WORKOUT_COLUMNS = `w.id, w.user_id as "userId", w.title, w.exercises, w.duration, w.completed,
          to_char(w.date, 'YYYY-MM-DD') as date, w.client_id as "clientId",
          w.created_at as "createdAt"`;
/** The history's order (`newestFirst`): the index on (user, date, time logged, id), backwards. */
const NEWEST_FIRST = 'w.date desc, w.created_at desc, w.id desc';

const recentWorkoutsStatement = preparedStatement<WorkoutRow>(
  'recent_workouts',
  `select ${WORKOUT_COLUMNS}
   from workouts w where w.user_id = $1::uuid
   order by ${NEWEST_FIRST}
   limit $2::integer`,
);

/**
 * The page after a workout ($2): no row when it is not one of the member's, one row of nulls when
 * nothing is older. Its key is a row comparison the index answers, so the page reads its own rows
 * and no others, a year back as today.
 */
const historyAfterStatement = preparedStatement<WorkoutRow | { id: null }>(
  'history_after',
  `with cursor as (
     select c.date, c.created_at, c.id from workouts c where c.id = $2::uuid and c.user_id = $1::uuid
   )
   select page.* from cursor left join lateral (
     select ${WORKOUT_COLUMNS}
     from workouts w
     where w.user_id = $1::uuid
       and (w.date, w.created_at, w.id) < (cursor.date, cursor.created_at, cursor.id)
     order by ${NEWEST_FIRST}
     limit $3::integer
   ) page on true`,
);

/**
 * A page of a member's history, newest first (date, time logged, id), each kind of page one
 * prepared statement. `before`: the id of the last workout of the page before; the page starts
 * after it, found by its key (no offset), so a page a year back costs what the first does. An id
 * that is not one of the member's is a 400.
 */
export async function listWorkouts(
  prepare: Prepare,
  userId: string,
  { limit = WORKOUT_HISTORY_LIMIT, before }: { limit?: number; before?: string } = {},
): Promise<WorkoutRow[]> {
  if (!before) return recentWorkoutsStatement(prepare)([userId, String(limit)]);
  if (!isUuid(before)) throw notYourWorkout();
  const rows = await historyAfterStatement(prepare)([userId, before, String(limit)]);
  if (rows.length === 0) throw notYourWorkout();
  return rows.filter((row): row is WorkoutRow => row.id !== null);
}

/**
 * The day the streak ends on: the server's UTC date, or the member's local date when given and
 * within one day of it (time zones run from UTC-12 to UTC+14).
 */
export function statsDay(requested: string | undefined): string {
  const serverToday = utcToday();
  const today = resolveToday(requested, serverToday);
  if (today === null) {
    throw invalidField(
      'querystring.today',
      `must be within 1 day of the server date (${serverToday})`,
    );
  }
  return today;
}

/** Stats from the dates of a member's completed workouts (yyyy-MM-dd, any order). */
export function statsFromDates(dates: readonly string[], today: string): UserStats {
  // yyyy-MM-dd strings sort like the dates they name.
  const lastWorkoutDate = dates.reduce<string | null>(
    (last, date) => (last === null || date > last ? date : last),
    null,
  );
  const { currentStreak, longestStreak, weekly } = streakSummary(dates, today, STATS_WEEKS);
  return { currentStreak, longestStreak, totalWorkouts: dates.length, weekly, lastWorkoutDate };
}

/** Stats from completed workouts: one indexed query reading only their dates. */
export async function getStats(db: Db, userId: string, today: string): Promise<UserStats> {
  const rows = await db
    .select({ date: workouts.date })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.completed, true)));
  return statsFromDates(
    rows.map((r) => r.date),
    today,
  );
}

/**
 * The dates of the signed-in member's completed workouts (yyyy-MM-dd), read with their session
 * (decision 016) for GET /api/stats/{userId}: the dashboard reads it on every visit, and the
 * budget of ARCHITECTURE.md section 9 is measured on it. Same rows as `getStats`.
 */
export const completedWorkoutDates: OwnRead = {
  name: 'completed_workout_dates',
  param: 'userId',
  select: `select coalesce(array_agg(to_char(w.date, 'YYYY-MM-DD')), '{}')
           from workouts w where w.user_id = u.id and w.completed`,
};

/**
 * GET /api/stats/{userId}'s own read: the completed dates above and the count of every logged
 * workout (the export button's figure), so the dashboard never reads the whole history for it.
 */
export const workoutStatsRead: OwnRead = {
  name: 'workout_stats',
  param: 'userId',
  select: `select json_build_object(
    'dates', (${completedWorkoutDates.select}),
    'logged', (select count(*) from workouts w where w.user_id = u.id))`,
};
