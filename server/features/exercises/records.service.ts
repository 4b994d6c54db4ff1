import { and, asc, eq, sql } from 'drizzle-orm';
import { type RecordsSummary, recordsSummary } from '#common/training/session-records.ts';
import type { Db } from '../../db/client.ts';
import { memberRecords, users, workouts } from '../../db/schema/index.ts';
import type { OwnRead } from '../../http/auth.ts';

/*
 * Each member's records summary (decision 044): computed from their workouts once, kept in
 * `member_records` with the version of the history it was computed from, and cleared by the
 * triggers on `workouts` whenever that history changes. A read is then one row, whatever the
 * length of the history; the first read after a change computes it again.
 */

/**
 * GET /api/records/{userId}'s own read (decision 016): `{ summary }`, the stored summary, null
 * when there is none for the current history (the handler then computes it).
 */
export const storedRecordsRead: OwnRead = {
  name: 'member_records',
  param: 'userId',
  select: `select json_build_object('summary',
    (select r.summary from member_records r where r.user_id = u.id))`,
};

/**
 * Computes a member's summary from their workouts and stores it, unless their history changed
 * while it was read (the triggers moved the version on: the next read computes it again).
 */
export async function computeRecords(db: Db, userId: string): Promise<RecordsSummary> {
  // The row exists before the history is read, so a change made meanwhile moves its version.
  await db.insert(memberRecords).values({ userId }).onConflictDoNothing();
  // One statement: the version and the rows are read from the same snapshot.
  const rows = await db
    .select({
      version: sql<number>`(select r.version from member_records r where r.user_id = ${userId})`,
      date: workouts.date,
      createdAt: workouts.createdAt,
      exercises: workouts.exercises,
    })
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .orderBy(asc(workouts.date), asc(workouts.createdAt), asc(workouts.id));
  const summary = recordsSummary(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  );
  // With no workout there is no version read with them; nothing is stored (the next read is cheap).
  const version = rows[0]?.version;
  if (version !== undefined) {
    await db
      .update(memberRecords)
      .set({ summary, computedAt: new Date() })
      .where(and(eq(memberRecords.userId, userId), eq(memberRecords.version, Number(version))));
  }
  return summary;
}

/** The member's summary: the stored one when it is for their current history, else computed. */
export async function memberRecordsSummary(db: Db, userId: string): Promise<RecordsSummary> {
  const [row] = await db
    .select({ summary: memberRecords.summary })
    .from(memberRecords)
    .where(eq(memberRecords.userId, userId));
  return row?.summary ?? computeRecords(db, userId);
}

/**
 * `npm run records:rebuild`: every member's summary computed again from their workouts (after a
 * change to how records are counted, or a restore from outside the app). Returns how many.
 */
export async function rebuildRecords(
  db: Db,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const members = await db.select({ id: users.id }).from(users).orderBy(asc(users.id));
  let done = 0;
  for (const { id } of members) {
    await computeRecords(db, id);
    done += 1;
    if (onProgress && (done % 500 === 0 || done === members.length)) {
      onProgress(done, members.length);
    }
  }
  return done;
}
