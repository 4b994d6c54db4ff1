import { inArray, sql } from 'drizzle-orm';
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
  const expired = windowExpired(windowMs);
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
    .returning({ count: rateLimitCounters.count, resetInMs: resetInMs(windowMs) });
  return { count: row?.count ?? 1, resetInMs: Number(row?.resetInMs ?? windowMs) };
}

const windowExpired = (windowMs: number) =>
  sql`${rateLimitCounters.windowStart} <= now() - (${windowMs}::integer * interval '1 millisecond')`;

const resetInMs = (windowMs: number) =>
  sql<number>`greatest(0, extract(epoch from (${rateLimitCounters.windowStart} + (${windowMs}::integer * interval '1 millisecond') - now())) * 1000)::integer`;

/** One fixed-window limit: at most `limit` takes per `windowMs` under `key`. */
export interface Quota {
  key: string;
  windowMs: number;
  limit: number;
}

/**
 * Takes one from every quota, or from none of them when any is already at its limit: all or
 * nothing, in one transaction. Each counter row is locked first (created, or its expired window
 * reset, without counting), always in key order so two takers never deadlock; the counts are then
 * checked and raised together. Concurrent takers queue on the row locks and each sees the counts
 * the others committed, so exactly `limit` succeed per window, whatever the concurrency and the
 * number of app instances. (Hitting each counter and then taking back the refused hits lets a
 * refused request's transient hit on one counter refuse a request that had room.)
 *
 * The states come back in the order of `quotas`: after the take when `taken`, otherwise as they
 * stand (this attempt not counted).
 */
export async function takeQuotas(
  db: Db,
  quotas: readonly Quota[],
): Promise<{ taken: boolean; states: CounterState[] }> {
  const lockOrder = [...quotas].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    const byKey = new Map<string, CounterState>();
    for (const quota of lockOrder) {
      const expired = windowExpired(quota.windowMs);
      const [row] = await tx
        .insert(rateLimitCounters)
        .values({ key: quota.key, count: 0 })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${expired} then 0 else ${rateLimitCounters.count} end`,
            windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
          },
        })
        .returning({ count: rateLimitCounters.count, resetInMs: resetInMs(quota.windowMs) });
      byKey.set(quota.key, {
        count: row?.count ?? 0,
        resetInMs: Number(row?.resetInMs ?? quota.windowMs),
      });
    }
    const taken = quotas.every((quota) => byKey.get(quota.key)!.count < quota.limit);
    if (taken) {
      await tx
        .update(rateLimitCounters)
        .set({ count: sql`${rateLimitCounters.count} + 1` })
        .where(
          inArray(
            rateLimitCounters.key,
            quotas.map((quota) => quota.key),
          ),
        );
      for (const state of byKey.values()) state.count += 1;
    }
    return { taken, states: quotas.map((quota) => byKey.get(quota.key)!) };
  });
}

/** Gives back one take of each quota (the service it was taken for failed). */
export async function returnQuotas(db: Db, quotas: readonly Quota[]): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(0, ${rateLimitCounters.count} - 1)` })
    .where(
      inArray(
        rateLimitCounters.key,
        quotas.map((quota) => quota.key),
      ),
    );
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
