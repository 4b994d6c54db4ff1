import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { KeepSwapSchema } from '#common/schemas/workouts.ts';
import type { Db } from '../../../db/client.ts';
import { blockSwaps } from '../../../db/schema/index.ts';
import { invalidField } from '../../../http/errors.ts';
import { getTrainingPool } from '../../exercises/index.ts';

/*
 * Swaps kept for a training block (decision 036): a member who swaps a lift chooses "for the rest
 * of this block" (kept here) or "just today" (nothing kept). Every session of the block that would
 * hold the planned lift holds the chosen one; the next block starts from the plan again.
 */

/** Keeps a swap for a block of the member (a second swap of the same lift replaces it). */
export async function saveBlockSwap(
  db: Db,
  userId: string,
  blockNumber: number,
  input: z.output<typeof KeepSwapSchema>,
  now: Date = new Date(),
): Promise<void> {
  const prefix = 'Invalid swap';
  if (input.fromExerciseId === input.toExerciseId) {
    throw invalidField('toExerciseId', 'must be another exercise', prefix);
  }
  const ids = new Set(getTrainingPool().map((e) => e.id));
  for (const field of ['fromExerciseId', 'toExerciseId'] as const) {
    if (!ids.has(input[field])) throw invalidField(field, 'is not in the exercise library', prefix);
  }
  await db
    .insert(blockSwaps)
    .values({ userId, blockNumber, ...input })
    .onConflictDoUpdate({
      target: [blockSwaps.userId, blockSwaps.blockNumber, blockSwaps.fromExerciseId],
      set: { toExerciseId: input.toExerciseId, createdAt: now },
    });
}

/** The swaps the member keeps in a block: planned catalogue id -> chosen id. */
export async function blockSwapsOf(
  db: Db,
  userId: string,
  blockNumber: number,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ from: blockSwaps.fromExerciseId, to: blockSwaps.toExerciseId })
    .from(blockSwaps)
    .where(and(eq(blockSwaps.userId, userId), eq(blockSwaps.blockNumber, blockNumber)))
    .limit(100);
  return new Map(rows.map((r) => [r.from, r.to]));
}
