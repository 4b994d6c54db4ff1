import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Tier } from '#common/constants.ts';
import type { CreateSavedWorkoutInput } from '#common/schemas/workouts.ts';
import { savedWorkouts, subscriptions } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FREE_MESSAGE = 'Saving workouts is available on the Basic plan and above.';
const BASIC_MESSAGE =
  'You can save up to 5 workouts on the Basic plan. Delete one or upgrade to Pro for unlimited saved workouts.';

function buildSaved(overrides: Partial<CreateSavedWorkoutInput> = {}): CreateSavedWorkoutInput {
  return {
    name: 'Morning Routine',
    description: 'Quick full body',
    exercises: [
      { name: 'Squats', reps: '12-15', rest: '30' },
      { name: 'Plank', duration: '45 seconds', rest: '30' },
    ],
    timeEstimate: 25,
    ...overrides,
  };
}

async function memberOnTier(tier: Tier, overrides = {}): Promise<Member> {
  const member = await registerMember(t.app, overrides);
  await t.database.db
    .update(subscriptions)
    .set({ tier })
    .where(eq(subscriptions.userId, member.user.id));
  return member;
}

async function save(member: Member, overrides: Partial<CreateSavedWorkoutInput> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/saved-workouts',
    headers: { cookie: member.cookie, 'x-user-id': member.user.id },
    payload: { userId: member.user.id, ...buildSaved(overrides) },
  });
}

async function list(member: Member) {
  return t.app.inject({
    method: 'GET',
    url: '/api/saved-workouts',
    headers: { cookie: member.cookie },
  });
}

async function savedCount(member: Member) {
  const rows = await t.database.db
    .select({ id: savedWorkouts.id })
    .from(savedWorkouts)
    .where(eq(savedWorkouts.userId, member.user.id));
  return rows.length;
}

describe('POST /api/saved-workouts and GET /api/saved-workouts', () => {
  it('saves with the member’s level as the default difficulty and lists newest first', async () => {
    const member = await memberOnTier('basic', { level: 'beginner' });
    const first = await save(member, { name: '  First  ', description: undefined });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      userId: member.user.id,
      name: 'First',
      description: '',
      timeEstimate: 25,
      difficulty: 'beginner',
    });
    expect(first.json().exercises).toHaveLength(2);
    const second = await save(member, { name: 'Second', difficulty: 'advanced' });
    expect(second.json().difficulty).toBe('advanced');

    const res = await list(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([second.json(), first.json()]);
  });

  it('answers 400 with the spec’s message for a blank name', async () => {
    const member = await memberOnTier('pro');
    const res = await save(member, { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'name', message: 'Please enter a workout name' }]);
    expect(await savedCount(member)).toBe(0);
  });

  it('refuses the free tier with PLAN_LIMIT and saves nothing', async () => {
    const member = await registerMember(t.app); // free by default
    const res = await save(member);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: FREE_MESSAGE,
      error: FREE_MESSAGE,
    });
    expect(await savedCount(member)).toBe(0);
  });

  it('lets the basic tier save 5 and refuses the 6th', async () => {
    const member = await memberOnTier('basic');
    for (let i = 1; i <= 5; i += 1) {
      expect((await save(member, { name: `Workout ${i}` })).statusCode).toBe(201);
    }
    const sixth = await save(member, { name: 'Workout 6' });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json()).toMatchObject({ code: 'PLAN_LIMIT', message: BASIC_MESSAGE });
    expect(await savedCount(member)).toBe(5);

    // Deleting one frees a place.
    const [oldest] = (await list(member)).json().slice(-1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-workouts/${oldest.id}`,
      headers: { cookie: member.cookie },
    });
    expect(del.statusCode).toBe(200);
    expect((await save(member, { name: 'Workout 6' })).statusCode).toBe(201);
    expect(await savedCount(member)).toBe(5);
  });

  it('never exceeds the basic limit under 8 simultaneous saves', async () => {
    const member = await memberOnTier('basic');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save(member, { name: `Parallel ${i}` })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(3);
    for (const refused of results.filter((r) => r.statusCode === 403)) {
      expect(refused.json().message).toBe(BASIC_MESSAGE);
    }
    expect(await savedCount(member)).toBe(5);
  });

  it('has no limit on pro and premium', async () => {
    for (const tier of ['pro', 'premium'] as const) {
      const member = await memberOnTier(tier);
      for (let i = 1; i <= 7; i += 1) {
        expect((await save(member, { name: `${tier} ${i}` })).statusCode).toBe(201);
      }
      expect((await list(member)).json()).toHaveLength(7);
    }
  });

  it('refuses signed-out callers and a body userId that is not yours; lists only your own', async () => {
    const alice = await memberOnTier('pro');
    const bob = await memberOnTier('pro');
    expect((await save(bob, { name: 'Bob only' })).statusCode).toBe(201);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/saved-workouts',
      payload: buildSaved(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/saved-workouts' })).statusCode).toBe(
      401,
    );

    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/saved-workouts',
      headers: { cookie: alice.cookie },
      payload: { ...buildSaved(), userId: bob.user.id },
    });
    expect(claim.statusCode).toBe(403);
    expect(await savedCount(bob)).toBe(1);
    expect(await savedCount(alice)).toBe(0);

    const aliceList = await list(alice);
    expect(aliceList.json()).toEqual([]);
    // A forged x-user-id naming Bob does not reveal his list.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/saved-workouts',
      headers: { cookie: alice.cookie, 'x-user-id': bob.user.id },
    });
    expect(forged.statusCode).toBe(403);
  });
});

describe('DELETE /api/saved-workouts/:id', () => {
  it('deletes your own, answers 404 for a missing or malformed id and for someone else’s', async () => {
    const alice = await memberOnTier('basic');
    const bob = await memberOnTier('basic');
    const bobs = (await save(bob)).json();
    const alices = (await save(alice)).json();

    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-workouts/${bobs.id}`,
      headers: { cookie: alice.cookie },
    });
    // The same answer as a missing one: the id tells nothing about Bob.
    expect(other.statusCode).toBe(404);
    expect(await savedCount(bob)).toBe(1);

    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const missing = await t.app.inject({
        method: 'DELETE',
        url: `/api/saved-workouts/${id}`,
        headers: { cookie: alice.cookie },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Saved workout not found');
    }

    const signedOut = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-workouts/${alices.id}`,
    });
    expect(signedOut.statusCode).toBe(401);

    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-workouts/${alices.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });
    expect(await savedCount(alice)).toBe(0);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/saved-workouts/${alices.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});
