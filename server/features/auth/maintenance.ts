import { lt, or, sql } from 'drizzle-orm';
import { SESSION_IDLE_TIMEOUT_MS } from '#common/constants.ts';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, rateLimitCounters, sessions } from '../../db/schema/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes expired sessions, old reset tokens and stale throttle counters. Safe to run anywhere. */
export async function purgeExpiredAuthData(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS)),
      ),
    );
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - DAY_MS)));
  await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, sql`${new Date(now.getTime() - DAY_MS)}`));
}
