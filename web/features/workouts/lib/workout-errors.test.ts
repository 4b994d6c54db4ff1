import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { deleteFailure, generateFailure, saveFailure } from './workout-errors.ts';

const apiError = (status: number, body: object) => new ApiError(status, JSON.stringify(body));

describe('generateFailure', () => {
  it('opens the upgrade prompt on PLAN_LIMIT, whatever the message says', () => {
    expect(generateFailure(apiError(403, { code: 'PLAN_LIMIT', message: 'Reworded' }))).toEqual({
      kind: 'weekly-limit',
    });
  });

  it('toasts the server message for any other refusal, even one naming the weekly limit', () => {
    const forbidden = apiError(403, { code: 'FORBIDDEN', message: 'weekly workout limit' });
    expect(generateFailure(forbidden)).toEqual({
      kind: 'toast',
      title: 'Could not generate workout',
      description: 'weekly workout limit',
    });
    expect(generateFailure(new TypeError('Failed to fetch'))).toMatchObject({
      description: 'Failed to generate workout',
    });
  });
});

describe('saveFailure', () => {
  const limit = (minimumTier: string) =>
    apiError(403, { code: 'PLAN_LIMIT', message: 'Limit', minimumTier });

  it('offers the upgrade to a free member at the plan limit', () => {
    expect(saveFailure(limit('basic'), 'free')).toEqual({
      title: 'Plan limit reached',
      description: 'Limit',
      offerUpgrade: true,
    });
    expect(saveFailure(limit('pro'), 'basic').offerUpgrade).toBe(false);
  });

  it("reads the refusal's minimum tier while the member's tier is still loading", () => {
    expect(saveFailure(limit('basic'), undefined).offerUpgrade).toBe(true);
    expect(saveFailure(limit('pro'), undefined).offerUpgrade).toBe(false);
  });

  it('any other failure is a plain "Could not save workout"', () => {
    expect(saveFailure(new TypeError('Failed to fetch'), 'free')).toEqual({
      title: 'Could not save workout',
      description: 'Failed to save workout',
      offerUpgrade: false,
    });
  });
});

describe('deleteFailure', () => {
  it('says the delete failed (not the save), or the server message', () => {
    expect(deleteFailure(new TypeError('Failed to fetch'))).toEqual({
      title: 'Could not delete workout',
      description: 'Failed to delete workout',
    });
    const notFound = apiError(404, { code: 'NOT_FOUND', message: 'Saved workout not found' });
    expect(deleteFailure(notFound).description).toBe('Saved workout not found');
  });
});
