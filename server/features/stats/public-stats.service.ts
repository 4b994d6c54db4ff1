import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, workouts } from '../../db/schema/index.ts';
import { getCatalogue } from '../exercises/index.ts';

/** The landing page's figures, all counted from real data. */
export interface PublicStats {
  /** Member accounts (admins are staff, not members). */
  members: number;
  /** Logged workouts marked completed. */
  workoutsCompleted: number;
  /** Exercises in the catalogue. */
  exercises: number;
}

/** Counts members and completed workouts in one round trip to the database. */
export async function countPublicStats(db: Db): Promise<PublicStats> {
  const [row] = await db
    .select({
      members: count(),
      workoutsCompleted:
        sql`(select count(*) from ${workouts} where ${workouts.completed})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.isAdmin, false));
  return {
    members: row?.members ?? 0,
    workoutsCompleted: row?.workoutsCompleted ?? 0,
    exercises: getCatalogue().length,
  };
}

/**
 * Remembers a value for `ttlMs` in this process; concurrent callers share one load, and a failed
 * load is not remembered. Each app instance keeps its own copy (a figure at most `ttlMs` old).
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>) {
  let value: T | undefined;
  let expiresAt = 0;
  let pending: Promise<T> | undefined;
  return (): Promise<T> => {
    if (value !== undefined && Date.now() < expiresAt) return Promise.resolve(value);
    pending ??= load()
      .then((loaded) => {
        value = loaded;
        expiresAt = Date.now() + ttlMs;
        return loaded;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
