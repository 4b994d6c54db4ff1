import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreateNoteSchema, UpdateNoteSchema } from '#common/schemas/notes.ts';
import type { Db } from '../../db/client.ts';
import { notes, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { isUuid } from '#common/uuid.ts';

/** The most notes one member can keep; the list answers all of them. */
export const NOTES_PER_MEMBER_LIMIT = 500;

/** Missing, malformed and someone else's ids all answer this, so ids cannot be probed. */
const noteNotFound = () => new AppError('NOT_FOUND', 'Note not found');

export async function listNotes(db: Db, userId: string) {
  return db
    .select()
    .from(notes)
    .where(eq(notes.userId, userId))
    .orderBy(desc(notes.updatedAt), desc(notes.createdAt), desc(notes.id))
    .limit(NOTES_PER_MEMBER_LIMIT);
}

/**
 * Adds a note within the per-member cap. The member's users row is locked (`FOR NO KEY UPDATE`,
 * which does not block foreign-key checks of other tables) for the count-then-insert, so
 * simultaneous requests queue and can never go past the cap.
 */
export async function createNote(db: Db, userId: string, input: z.output<typeof CreateNoteSchema>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [kept] = await tx.select({ n: count() }).from(notes).where(eq(notes.userId, userId));
    if ((kept?.n ?? 0) >= NOTES_PER_MEMBER_LIMIT) {
      throw new AppError(
        'BAD_REQUEST',
        `You can keep at most ${NOTES_PER_MEMBER_LIMIT} notes. Delete a note you no longer need to add a new one.`,
      );
    }
    const [row] = await tx
      .insert(notes)
      .values({ userId, title: input.title, content: input.content, category: input.category })
      .returning();
    return row!;
  });
}

/** Changes one of the caller's notes and bumps `updatedAt`; 404 when it is not theirs. */
export async function updateNote(
  db: Db,
  userId: string,
  id: string,
  input: z.output<typeof UpdateNoteSchema>,
) {
  if (!isUuid(id)) throw noteNotFound();
  const [row] = await db
    .update(notes)
    .set({
      title: input.title,
      content: input.content,
      ...(input.category === undefined ? {} : { category: input.category }),
      // Strictly later than before, even when two writes land within one clock tick.
      updatedAt: sql`greatest(now(), ${notes.updatedAt} + interval '1 millisecond')`,
    })
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .returning();
  if (!row) throw noteNotFound();
  return row;
}

/** Deletes one of the caller's notes; 404 when it is not theirs. */
export async function deleteNote(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw noteNotFound();
  const deleted = await db
    .delete(notes)
    .where(and(eq(notes.id, id), eq(notes.userId, userId)))
    .returning({ id: notes.id });
  if (deleted.length === 0) throw noteNotFound();
}
