import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { invalidField } from '../http/errors.ts';
import type { Db } from './client.ts';
import { workouts } from './schema/index.ts';

/** The order of a member's history: newest first by date, then time logged, then id. */
export const newestFirst = [desc(workouts.date), desc(workouts.createdAt), desc(workouts.id)];

/** A page's `before` that is not the id of one of the member's workouts. */
export const notYourWorkout = () =>
  invalidField('querystring.before', 'must be the id of one of your workouts');

/**
 * Keyset paging of a member's workouts (the history, one exercise's sessions): the condition for
 * the rows after `before` (the id of the last workout of the page before) in `newestFirst` order,
 * found by its key, so a page a year back costs what the first does. An id that is not one of
 * the member's workouts is a 400; no `before` is the first page.
 */
export async function afterWorkout(
  db: Db,
  userId: string,
  before: string | undefined,
): Promise<SQL | undefined> {
  if (!before) return undefined;
  const [cursor] = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(and(eq(workouts.userId, userId), eq(workouts.id, before)));
  if (!cursor) throw notYourWorkout();
  return sql`(${workouts.date}, ${workouts.createdAt}, ${workouts.id}) < (select w.date, w.created_at, w.id from ${workouts} w where w.id = ${before})`;
}
