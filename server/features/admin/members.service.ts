import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type AdminMembersPage,
  type AdminMembersQuery,
} from '#common/schemas/admin.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions, users, workouts } from '../../db/schema/index.ts';
import { invalidField } from '../../http/errors.ts';
import { effectiveTierAt, isTier } from './admin.service.ts';

/** `%part%` for LIKE, with the member's own `%`, `_` and `\` matched as themselves. */
const containing = (part: string) => `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members whose email or first name contains `q` (any case); no condition without one. */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(ilike(users.email, pattern), ilike(users.firstName, pattern));
}

/**
 * The admin member list, newest first, a page at a time: the next page starts after the last
 * member of the one before by its key (joined, id), so page 200 costs what the first does. Each
 * row carries the effective tier and the workouts logged (counted on the member's index).
 */
export async function listMembers(
  db: Db,
  query: AdminMembersQuery,
  now: Date = new Date(),
): Promise<AdminMembersPage> {
  const limit = query.limit ?? ADMIN_MEMBERS_PAGE_SIZE;
  const search = matching(query.q);
  let after: SQL | undefined;
  if (query.after) {
    const [cursor] = await db.select({ id: users.id }).from(users).where(eq(users.id, query.after));
    if (!cursor) throw invalidField('querystring.after', 'must be the id of a member of the list');
    after = sql`(${users.createdAt}, ${users.id}) < (select u.created_at, u.id from ${users} u where u.id = ${query.after})`;
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        isAdmin: users.isAdmin,
        tier: effectiveTierAt(now),
        joinedAt: users.createdAt,
        workouts: sql<number>`(select count(*)::int from ${workouts} w where w.user_id = ${users.id})`,
        lastWorkout: sql<
          string | null
        >`(select max(w.date)::text from ${workouts} w where w.user_id = ${users.id})`,
      })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(and(search, after))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(users).where(search),
  ]);
  const page = rows.slice(0, limit);
  return {
    members: page.map((row) => ({
      ...row,
      tier: isTier(row.tier) ? row.tier : 'free',
      joinedAt: row.joinedAt.toISOString(),
      workouts: Number(row.workouts),
    })),
    total: Number(total?.n ?? 0),
    nextAfter: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
