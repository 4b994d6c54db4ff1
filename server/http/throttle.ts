import { isIPv6 } from 'node:net';
import { inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import {
  arrayLiteral,
  preparedStatement,
  type Prepare,
  type PreparedQuery,
} from '../db/prepared.ts';
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
 * nothing, in one statement. The statement locks each counter row (`for update`, in key order so
 * two takers never deadlock), resets an expired window, then raises every count only when all of
 * them are under their limits. Concurrent takers queue on the row locks and each sees the counts
 * the others committed, so exactly `limit` succeed per window, whatever the concurrency and the
 * number of app instances. (Hitting each counter and then taking back the refused hits lets a
 * refused request's transient hit on one counter refuse a request that had room.) A counter that
 * does not exist yet is created at zero first (one insert per counter), and the statement runs
 * again: a new member's first take costs a few statements, every later one a single round trip
 * (the chat path runs it on each message).
 *
 * The states come back in the order of `quotas`: after the take when `taken`, otherwise as they
 * stand (this attempt not counted).
 */
export async function takeQuotas(
  database: QuotaDatabase,
  quotas: readonly Quota[],
  /** A statement made by `quotaTakeStatement` that also does something when the take is made. */
  statement: QuotaTakeStatement = plainTake,
  /** That statement's own values ($4 on). */
  values: readonly string[] = [],
): Promise<{ taken: boolean; states: CounterState[] }> {
  const take = (): Promise<TakeRow[]> =>
    statement(database.prepare)([
      arrayLiteral(quotas.map((q) => q.key)),
      arrayLiteral(quotas.map((q) => q.windowMs)),
      arrayLiteral(quotas.map((q) => q.limit)),
      ...values,
    ]);
  let rows = await take();
  if (rows.length < quotas.length) {
    // One row per statement: a statement that inserts two keys holds the first while it waits
    // for the second, and two such statements can deadlock (seen on PostgreSQL under load).
    for (const quota of quotas) {
      await database.db
        .insert(rateLimitCounters)
        .values({ key: quota.key, count: 0 })
        .onConflictDoNothing();
    }
    rows = await take();
  }
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const states = quotas.map((quota) => {
    const row = byKey.get(quota.key);
    return { count: Number(row?.count ?? 0), resetInMs: Number(row?.resetInMs ?? quota.windowMs) };
  });
  return { taken: rows.length === quotas.length && rows.every((row) => row.taken), states };
}

/** What `takeQuotas` needs of the database: its statement is prepared (prepared.ts). */
export type QuotaDatabase = Pick<Database, 'db' | 'prepare'>;

interface TakeRow extends Record<string, unknown> {
  key: string;
  count: number;
  resetInMs: number;
  taken: boolean;
}

export type QuotaTakeStatement = (prepare: Prepare) => PreparedQuery<TakeRow>;

/**
 * The take as a prepared statement, parsed and planned once per connection (the chat runs it on
 * every message of a paid member: parsed and planned on each call it cost 1 to 2.5 ms on the
 * embedded database, 0.35 ms prepared). The quotas come as three arrays ($1 to $3), so one
 * statement serves any number of them. `alsoWhenTaken` is a data-modifying CTE run in the same
 * statement (so in the same transaction) that acts only when the take is made: it reads
 * `decision.taken` and its own values from $4 on.
 */
export function quotaTakeStatement(name: string, alsoWhenTaken?: string): QuotaTakeStatement {
  return preparedStatement<TakeRow>(
    name,
    `
    with quota (key, window_ms, lim) as (
      select * from unnest($1::text[], $2::integer[], $3::integer[])
    ),
    current_window as (
      select c.key, quota.lim, quota.window_ms,
             c.window_start <= now() - quota.window_ms * interval '1 millisecond' as expired,
             c.count, c.window_start
      from rate_limit_counters c join quota on quota.key = c.key
      order by c.key
      for update of c
    ),
    locked as (
      select key, window_ms, lim,
             case when expired then 0 else count end as count,
             case when expired then now() else window_start end as window_start
      from current_window
    ),
    decision as (
      select count(*) = (select count(*) from quota)
             and coalesce(bool_and(count < lim), false) as taken
      from locked
    )${alsoWhenTaken ? `,\n    also_when_taken as (${alsoWhenTaken})` : ''}
    update rate_limit_counters c
    set count = locked.count + case when decision.taken then 1 else 0 end,
        window_start = locked.window_start
    from locked, decision
    where c.key = locked.key
    returning c.key, c.count, decision.taken,
      greatest(0, extract(epoch from (c.window_start + locked.window_ms * interval '1 millisecond' - now())) * 1000)::integer as "resetInMs"`,
  );
}

const plainTake = quotaTakeStatement('take_quotas');

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
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  // `retryAfterSeconds` also becomes the answer's `Retry-After` header (error-handler.ts).
  return new AppError('TOO_MANY_REQUESTS', `Too many ${what}. Please wait ${wait} and try again.`, {
    retryAfterSeconds: seconds,
  });
}

/**
 * Exponential backoff for guesses (decision 027): `free` attempts, then each next attempt must
 * wait `baseMs`, 2 x `baseMs`, 4 x ... after the previous one, at most `capMs`; the attempts are
 * forgotten after `quietMs` without one.
 */
export interface Backoff {
  free: number;
  baseMs: number;
  capMs: number;
  quietMs: number;
}

export interface BackoffState {
  /** This attempt may go ahead (and was counted). */
  allowed: boolean;
  /** Attempts counted in the current run, this one included when allowed. */
  attempts: number;
  /** When refused: milliseconds until the next attempt is allowed. */
  retryInMs: number;
  /** The time of the counted attempt before this one (for `giveBackAttempt`). */
  previousStart: Date;
}

/**
 * Counts one attempt under `key` unless the backoff refuses it. One statement locks the counter
 * row (`for update`: parallel attempts queue on it and each sees the others' counts, so no more
 * than `free` get through at once), decides, and updates; a counter that does not exist yet is
 * created at zero first and the statement runs again. A refused attempt is not counted and does
 * not push the wait further. The row's `window_start` is the time of the last counted attempt.
 */
export async function takeBackoffAttempt(
  db: Db,
  key: string,
  policy: Backoff,
): Promise<BackoffState> {
  let row = await backoffStatement(db, key, policy);
  if (!row) {
    await db.insert(rateLimitCounters).values({ key, count: 0 }).onConflictDoNothing();
    row = await backoffStatement(db, key, policy);
  }
  return {
    allowed: !row?.blocked,
    attempts: Number(row?.count ?? 1),
    retryInMs: Number(row?.retryInMs ?? 0),
    previousStart: new Date(row?.previousStart ?? Date.now()),
  };
}

/**
 * Takes back an attempt `takeBackoffAttempt` counted (another limit refused the request): its
 * count and the time of the attempt before it, so the wait is as if it had never been made.
 */
export async function giveBackAttempt(db: Db, key: string, taken: BackoffState): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({
      count: sql`greatest(0, ${rateLimitCounters.count} - 1)`,
      windowStart: taken.previousStart,
    })
    .where(sql`${rateLimitCounters.key} = ${key}`);
}

interface BackoffRow extends Record<string, unknown> {
  count: number;
  blocked: boolean;
  previousStart: Date | string;
  retryInMs: number;
}

async function backoffStatement(
  db: Db,
  key: string,
  { free, baseMs, capMs, quietMs }: Backoff,
): Promise<BackoffRow | undefined> {
  const result = await db.execute<BackoffRow>(sql`
    with current_row as (
      select count, window_start,
             window_start <= now() - ${quietMs}::integer * interval '1 millisecond' as quiet
      from rate_limit_counters where key = ${key}
      for update
    ),
    decision as (
      select quiet, window_start as previous_start,
             not quiet and count >= ${free}
               and window_start + wait_ms * interval '1 millisecond' > now() as blocked,
             window_start + wait_ms * interval '1 millisecond' as allowed_at, wait_ms
      from current_row,
           lateral (select least(${capMs}::double precision,
             ${baseMs}::double precision * power(2::double precision, least(count - ${free}, 30))) as wait_ms) w
    )
    update rate_limit_counters c
    set count = case when decision.quiet then 1
                     when decision.blocked then c.count
                     else c.count + 1 end,
        window_start = case when decision.blocked then c.window_start else now() end
    from decision
    where c.key = ${key}
    returning c.count, decision.blocked, decision.previous_start as "previousStart",
      -- At most the wait itself: a statement that waited for the row lock started (now()) before
      -- the attempt that set window_start did.
      least(ceil(decision.wait_ms),
        greatest(0, ceil(extract(epoch from (decision.allowed_at - now())) * 1000)))::integer
        as "retryInMs"`);
  return (result as unknown as { rows: BackoffRow[] }).rows[0];
}

/**
 * The part of a client address a limit is kept under: an IPv4 address as it is, an IPv6 address
 * by its /64 network (one subscriber's allocation: counting single IPv6 addresses would give an
 * attacker 2^64 fresh counters), an IPv4-mapped IPv6 address as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('::');
  const parts = (text: string) => (text ? text.split(':') : []);
  const left = parts(head);
  const right = tail === undefined ? [] : parts(tail);
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((part) =>
    (part.replace(/^0+(?=.)/, '') || '0').toLowerCase(),
  );
}
