import { eq, sql } from 'drizzle-orm';
import type { UpdateUserSchema } from '#common/schemas/users.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users, type UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

export async function getUser(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User');
  return row;
}

/** Applies an allowlisted update (the schema admits profile and preference fields only). */
export async function updateUser(
  db: Db,
  id: string,
  input: z.output<typeof UpdateUserSchema>,
): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.level !== undefined) changes.level = input.level;
  if (input.goals !== undefined) changes.goals = input.goals;
  if (input.equipment !== undefined) changes.equipment = input.equipment;
  if (input.currentWeight !== undefined) changes.currentWeight = input.currentWeight;
  if (input.targetWeight !== undefined) changes.targetWeight = input.targetWeight;
  if (input.timeAvailable !== undefined) changes.timeAvailable = input.timeAvailable;
  if (input.daysPerWeek !== undefined) changes.daysPerWeek = input.daysPerWeek;
  if (input.newsletterConsent !== undefined) changes.newsletterConsent = input.newsletterConsent;
  if (Object.keys(changes).length === 0) return getUser(db, id);
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound('User');
  return row;
}
