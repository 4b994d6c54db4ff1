import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { AppError } from './errors.ts';

export interface CounterState {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

/**
 * Adds one to a fixed-window counter in a single atomic upsert and returns the new count.
 * Lives in the database so every app instance shares the same counts.
 */
export async function hitCounter(db: Db, key: string, windowMs: number): Promise<CounterState> {
  const expired = sql`${rateLimitCounters.windowStart} <= now() - (${windowMs}::integer * interval '1 millisecond')`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({
      count: rateLimitCounters.count,
      resetInMs: sql<number>`greatest(0, extract(epoch from (${rateLimitCounters.windowStart} + (${windowMs}::integer * interval '1 millisecond') - now())) * 1000)::integer`,
    });
  return { count: row?.count ?? 1, resetInMs: Number(row?.resetInMs ?? windowMs) };
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
}

/** Takes one back, for attempts that turned out fine (a successful login). */
export async function undoHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(0, ${rateLimitCounters.count} - 1)` })
    .where(sql`${rateLimitCounters.key} = ${key}`);
}

export function tooManyAttempts(what: string, resetInMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Too many ${what}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { retryAfterSeconds: Math.ceil(resetInMs / 1000) },
  );
}
