import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Tier } from '#common/constants.ts';
import { addDays, utcToday } from '#common/streaks.ts';
import { dailyLogs, subscriptions, users } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import { NUTRITION_PLAN_MESSAGE } from './nutrition.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setTier(member: Member, tier: Tier) {
  await t.database.db
    .update(subscriptions)
    .set({ tier })
    .where(eq(subscriptions.userId, member.user.id));
}

async function basicMember() {
  const member = await registerMember(t.app);
  await setTier(member, 'basic');
  return member;
}

const headers = (member: Member) => ({ cookie: member.cookie, 'x-user-id': member.user.id });

async function saveLog(member: Member, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/daily-logs',
    headers: headers(member),
    payload: { userId: member.user.id, date: utcToday(), ...payload },
  });
}

async function listLogs(member: Member, userId = member.user.id, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/daily-logs/${userId}${query}`,
    headers: { cookie: member.cookie },
  });
}

async function storedRows(member: Member) {
  return t.database.db.select().from(dailyLogs).where(eq(dailyLogs.userId, member.user.id));
}

const DAY = {
  calories: 2100,
  protein: 150,
  carbs: 220,
  fats: 70,
  waterIntake: 2250,
  notes: 'Oats, chicken, rice',
};

describe('plan gate', () => {
  it('refuses the free tier on every call with PLAN_LIMIT and saves nothing', async () => {
    const member = await registerMember(t.app);
    const post = await saveLog(member, DAY);
    expect(post.statusCode).toBe(403);
    expect(post.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message: NUTRITION_PLAN_MESSAGE,
      error: NUTRITION_PLAN_MESSAGE,
    });
    expect(NUTRITION_PLAN_MESSAGE).toBe(
      'Nutrition tracking is available on the Basic plan and above.',
    );
    const list = await listLogs(member);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('PLAN_LIMIT');
    expect(await storedRows(member)).toHaveLength(0);

    // A log kept from a paid period cannot be changed once back on free.
    await setTier(member, 'pro');
    const saved = await saveLog(member, DAY);
    expect(saved.statusCode).toBe(201);
    await setTier(member, 'free');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/daily-logs/${saved.json().id}`,
      headers: headers(member),
      payload: { ...DAY, calories: 1 },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().code).toBe('PLAN_LIMIT');
    expect((await storedRows(member))[0]!.calories).toBe(2100);
  });

  it('lets basic, pro and premium members in, and admins on any plan', async () => {
    for (const tier of ['basic', 'pro', 'premium'] as const) {
      const member = await registerMember(t.app);
      await setTier(member, tier);
      expect((await saveLog(member, DAY)).statusCode, tier).toBe(201);
      expect((await listLogs(member)).statusCode, tier).toBe(200);
    }
    const admin = await registerMember(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    expect((await saveLog(admin, DAY)).statusCode).toBe(201);
  });

  it('refuses a signed-out caller with 401', async () => {
    const member = await basicMember();
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/daily-logs',
      payload: { date: utcToday(), ...DAY },
    });
    expect(post.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/daily-logs/${member.user.id}` })).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/daily-logs', () => {
  it('creates the day (201), then updates the same row (200)', async () => {
    const member = await basicMember();
    const created = await saveLog(member, DAY);
    expect(created.statusCode).toBe(201);
    const log = created.json();
    expect(log).toMatchObject({ userId: member.user.id, date: utcToday(), ...DAY });
    expect(log.id).toMatch(/^[0-9a-f-]{36}$/);

    const updated = await saveLog(member, { ...DAY, calories: 1800, notes: '' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: log.id, calories: 1800, notes: '', protein: 150 });
    expect(updated.json().createdAt).toBe(log.createdAt);

    const rows = await storedRows(member);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: log.id, calories: 1800 });
  });

  it('keeps one row per date when two saves for the same date race', async () => {
    const member = await basicMember();
    const dates = [-3, -4, -5].map((offset) => addDays(utcToday(), offset));
    const responses = await Promise.all(
      dates.flatMap((date) => [
        saveLog(member, { ...DAY, date, calories: 1500 }),
        saveLog(member, { ...DAY, date, calories: 1600 }),
      ]),
    );
    for (let i = 0; i < dates.length; i += 1) {
      const a = responses[2 * i]!;
      const b = responses[2 * i + 1]!;
      expect([a.statusCode, b.statusCode].sort(), dates[i]).toEqual([200, 201]);
      expect(a.json().id).toBe(b.json().id);
    }
    const rows = await storedRows(member);
    expect(rows.map((r) => r.date).sort()).toEqual([...dates].sort());
    for (const row of rows) expect([1500, 1600]).toContain(row.calories);
  });

  it('accepts numeric strings, defaults missing values to 0 and null notes to empty', async () => {
    const member = await basicMember();
    const res = await saveLog(member, { calories: '1999', protein: 120, notes: null });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      calories: 1999,
      protein: 120,
      carbs: 0,
      fats: 0,
      waterIntake: 0,
      notes: '',
    });
  });

  it('refuses negative, fractional, absurd and non-numeric values with a clear message', async () => {
    const member = await basicMember();
    for (const [field, value, message] of [
      ['calories', -1, 'Calories cannot be negative'],
      ['protein', 2.5, 'Protein must be a whole number'],
      ['carbs', 'abc', 'Carbs must be a number'],
      ['fats', 2001, 'Fats cannot be more than 2,000'],
      ['waterIntake', 1_000_000, 'Water intake cannot be more than 20,000'],
      ['calories', 20_001, 'Calories cannot be more than 20,000'],
    ] as const) {
      const res = await saveLog(member, { ...DAY, [field]: value });
      expect(res.statusCode, `${field} ${value}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().message).toContain(message);
      expect(res.json().fields).toEqual([{ field, message }]);
    }
    const longNotes = await saveLog(member, { ...DAY, notes: 'x'.repeat(2001) });
    expect(longNotes.statusCode).toBe(400);
    expect(longNotes.json().message).toContain('Notes cannot be longer than 2000 characters');
    expect(await storedRows(member)).toHaveLength(0);
  });

  it('refuses bad and far-future dates', async () => {
    const member = await basicMember();
    for (const date of ['2026-02-30', 'today', '']) {
      const res = await saveLog(member, { ...DAY, date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().fields[0].field).toBe('date');
    }
    const future = await saveLog(member, { ...DAY, date: addDays(utcToday(), 2) });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(
      'Invalid daily log: date must not be more than 1 day in the future',
    );
    expect(await storedRows(member)).toHaveLength(0);
  });

  it('refuses a body userId that is not the caller', async () => {
    const alice = await basicMember();
    const bob = await basicMember();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/daily-logs',
      headers: { cookie: alice.cookie },
      payload: { userId: bob.user.id, date: utcToday(), ...DAY },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await storedRows(bob)).toHaveLength(0);
    expect(await storedRows(alice)).toHaveLength(0);
  });
});

describe('GET /api/daily-logs/:userId', () => {
  it('lists newest date first and filters by an inclusive range', async () => {
    const member = await basicMember();
    const today = utcToday();
    for (const [offset, calories] of [
      [-10, 1000],
      [0, 2000],
      [-2, 1200],
      [-5, 1500],
    ] as const) {
      expect((await saveLog(member, { date: addDays(today, offset), calories })).statusCode).toBe(
        201,
      );
    }
    const all = await listLogs(member);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((l: { calories: number }) => l.calories)).toEqual([
      2000, 1200, 1500, 1000,
    ]);
    const ranged = await listLogs(
      member,
      member.user.id,
      `?from=${addDays(today, -5)}&to=${addDays(today, -2)}`,
    );
    expect(ranged.json().map((l: { date: string }) => l.date)).toEqual([
      addDays(today, -2),
      addDays(today, -5),
    ]);
    const bad = await listLogs(member, member.user.id, '?from=yesterday');
    expect(bad.statusCode).toBe(400);
    const reversed = await listLogs(
      member,
      member.user.id,
      `?from=${today}&to=${addDays(today, -1)}`,
    );
    expect(reversed.statusCode).toBe(400);
  });

  it("refuses another member's logs with 403; an admin may read them", async () => {
    const alice = await basicMember();
    const bob = await basicMember();
    expect((await saveLog(bob, { ...DAY, notes: 'secret-bob-note' })).statusCode).toBe(201);
    const other = await listLogs(alice, bob.user.id);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('secret-bob-note');

    const admin = await registerMember(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const asAdmin = await listLogs(admin, bob.user.id);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()[0].notes).toBe('secret-bob-note');
  });
});

describe('PUT /api/daily-logs/:id', () => {
  it("updates your own log; someone else's, unknown or malformed ids answer 404", async () => {
    const alice = await basicMember();
    const bob = await basicMember();
    const bobs = (await saveLog(bob, DAY)).json();
    const alices = (await saveLog(alice, DAY)).json();

    const put = (member: Member, id: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/daily-logs/${id}`,
        headers: headers(member),
        payload,
      });

    for (const id of [bobs.id, '42', '00000000-0000-4000-8000-000000000000']) {
      const res = await put(alice, id, { ...DAY, calories: 10 });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Daily log not found');
    }
    expect((await storedRows(bob))[0]!.calories).toBe(2100);

    const bad = await put(alice, alices.id, { ...DAY, waterIntake: -250 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Water intake cannot be negative');

    const own = await put(alice, alices.id, { ...DAY, waterIntake: 2750, notes: 'More water' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: alices.id,
      date: alices.date,
      waterIntake: 2750,
      notes: 'More water',
    });
    expect(Date.parse(own.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(alices.updatedAt));
  });
});
