import type { Tier } from '#common/constants.ts';
import { isApiError } from '#web/lib/api-client.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';

/*
 * What the workout screen does when a call fails, decided by the server's error code (never by
 * the words of its message, which may be reworded).
 */

export type GenerateFailure =
  /** The free plan's weekly allowance is spent: the upgrade prompt opens instead of a toast. */
  { kind: 'weekly-limit' } | { kind: 'toast'; title: string; description: string };

export function generateFailure(error: unknown): GenerateFailure {
  if (isApiError(error, 'PLAN_LIMIT')) return { kind: 'weekly-limit' };
  return {
    kind: 'toast',
    title: 'Could not generate workout',
    description: getApiErrorMessage(error, 'Failed to generate workout'),
  };
}

export interface SaveFailure {
  title: string;
  description: string;
  /** A free member at the plan limit: the save dialog closes and the upgrade prompt opens. */
  offerUpgrade: boolean;
}

/**
 * A refused save. `tier` is the member's tier when it has loaded; before that, the refusal's own
 * `minimumTier` tells (saving starts on Basic, so a refusal naming Basic is the free plan's).
 */
export function saveFailure(error: unknown, tier: Tier | undefined): SaveFailure {
  const description = getApiErrorMessage(error, 'Failed to save workout');
  if (!isApiError(error, 'PLAN_LIMIT')) {
    return { title: 'Could not save workout', description, offerUpgrade: false };
  }
  const free = tier ? tier === 'free' : error.body?.minimumTier === 'basic';
  return { title: 'Plan limit reached', description, offerUpgrade: free };
}

export function deleteFailure(error: unknown): { title: string; description: string } {
  return {
    title: 'Could not delete workout',
    description: getApiErrorMessage(error, 'Failed to delete workout'),
  };
}
