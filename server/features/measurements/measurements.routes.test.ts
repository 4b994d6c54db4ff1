import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, utcToday } from '#common/streaks.ts';
import { measurements } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import { formatMeasurementValue } from './measurements.presenter.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function addMeasurement(member: Member, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/measurements',
    headers: { cookie: member.cookie, 'x-user-id': member.user.id },
    payload: { userId: member.user.id, date: utcToday(), ...payload },
  });
}

async function listMeasurements(member: Member, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/measurements/${member.user.id}${query}`,
    headers: { cookie: member.cookie },
  });
}

async function storedCount(member: Member) {
  const rows = await t.database.db
    .select({ id: measurements.id })
    .from(measurements)
    .where(eq(measurements.userId, member.user.id));
  return rows.length;
}

describe('formatMeasurementValue', () => {
  it('keeps one decimal and drops a trailing .0', () => {
    expect(formatMeasurementValue(180)).toBe('180');
    expect(formatMeasurementValue(180.5)).toBe('180.5');
    expect(formatMeasurementValue(32.25)).toBe('32.3');
    expect(formatMeasurementValue(0.1 + 0.2)).toBe('0.3');
  });
});

describe('POST /api/measurements', () => {
  it('adds a measurement and answers its value as a string', async () => {
    const member = await registerMember(t.app);
    const res = await addMeasurement(member, { type: 'weight', value: '180.5' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      userId: member.user.id,
      type: 'weight',
      value: '180.5',
      date: utcToday(),
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

    const whole = await addMeasurement(member, { type: 'waist', value: '34.0' });
    expect(whole.json().value).toBe('34');
    const numeric = await addMeasurement(member, { type: 'biceps', value: 14.04 });
    expect(numeric.statusCode).toBe(201);
    expect(numeric.json().value).toBe('14');
  });

  it('refuses a value out of range with a message naming the range, and saves nothing', async () => {
    const member = await registerMember(t.app);
    for (const [type, value, message] of [
      ['weight', '20', 'Weight must be between 50 and 1000 lbs'],
      ['waist', '150', 'Waist must be between 15 and 100 in'],
      ['chest', 19.9, 'Chest must be between 20 and 100 in'],
      ['biceps', '-3', 'Biceps must be between 5 and 40 in'],
      ['thighs', '61', 'Thighs must be between 10 and 60 in'],
    ] as const) {
      const res = await addMeasurement(member, { type, value });
      expect(res.statusCode, `${type} ${value}`).toBe(400);
      expect(res.json().fields).toEqual([{ field: 'value', message }]);
      expect(res.json().message).toContain(message);
    }
    expect(await storedCount(member)).toBe(0);
  });

  it('refuses non-numeric values, unknown types, bad and far-future dates; saves nothing', async () => {
    const member = await registerMember(t.app);
    for (const value of ['abc', '', '12kg', 'NaN', 'Infinity', null]) {
      const res = await addMeasurement(member, { type: 'weight', value });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().fields[0].field).toBe('value');
    }
    const unknown = await addMeasurement(member, { type: 'neck', value: '15' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([
      { field: 'type', message: 'must be one of: weight, waist, chest, biceps, thighs' },
    ]);
    const badDate = await addMeasurement(member, {
      type: 'weight',
      value: '180',
      date: '2026-02-30',
    });
    expect(badDate.statusCode).toBe(400);
    const future = await addMeasurement(member, {
      type: 'weight',
      value: '180',
      date: addDays(utcToday(), 2),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual([
      { field: 'date', message: 'must not be more than 1 day in the future' },
    ]);
    expect(await storedCount(member)).toBe(0);

    const tomorrow = await addMeasurement(member, {
      type: 'weight',
      value: '180',
      date: addDays(utcToday(), 1),
    });
    expect(tomorrow.statusCode).toBe(201);
  });

  it('refuses a signed-out caller and a body userId that is not yours', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      payload: { type: 'weight', value: '180', date: utcToday() },
    });
    expect(anonymous.statusCode).toBe(401);
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers: { cookie: alice.cookie },
      payload: { userId: bob.user.id, type: 'weight', value: '180', date: utcToday() },
    });
    expect(claim.statusCode).toBe(403);
    expect(await storedCount(bob)).toBe(0);
    expect(await storedCount(alice)).toBe(0);
  });
});

describe('GET /api/measurements/:userId', () => {
  it('lists newest date first, then newest added, and filters by type', async () => {
    const member = await registerMember(t.app);
    const today = utcToday();
    const added: Record<string, string> = {};
    for (const [key, type, value, date] of [
      ['oldWeight', 'weight', '185', addDays(today, -30)],
      ['waist', 'waist', '34.5', addDays(today, -1)],
      ['weightToday1', 'weight', '181', today],
      ['midWeight', 'weight', '183.2', addDays(today, -7)],
      ['weightToday2', 'weight', '180.5', today],
    ] as const) {
      const res = await addMeasurement(member, { type, value, date });
      expect(res.statusCode).toBe(201);
      added[key] = res.json().id;
    }

    const all = await listMeasurements(member);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((m: { id: string }) => m.id)).toEqual([
      added.weightToday2,
      added.weightToday1,
      added.waist,
      added.midWeight,
      added.oldWeight,
    ]);

    const weights = (await listMeasurements(member, '?type=weight')).json();
    expect(weights.map((m: { value: string }) => m.value)).toEqual([
      '180.5',
      '181',
      '183.2',
      '185',
    ]);
    const waist = (await listMeasurements(member, '?type=waist')).json();
    expect(waist).toHaveLength(1);
    expect(waist[0]).toMatchObject({ type: 'waist', value: '34.5', date: addDays(today, -1) });
    expect((await listMeasurements(member, '?type=chest')).json()).toEqual([]);

    const unknown = await listMeasurements(member, '?type=neck');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].field).toBe('querystring.type');
  });

  it('answers a page at a time: `limit` newest, then the page after `before`', async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const today = utcToday();
    // Two on the same date: the one added later comes first, and the page boundary between them holds.
    const dates = [-20, -10, -10, -3, 0].map((days) => addDays(today, days));
    const ids: string[] = [];
    for (const [i, date] of dates.entries()) {
      const res = await addMeasurement(member, { type: 'weight', value: String(180 + i), date });
      ids.push(res.json().id);
    }
    await addMeasurement(member, { type: 'waist', value: '34', date: today });
    const newest = [ids[4], ids[3], ids[2], ids[1], ids[0]];
    const page = async (query: string) => {
      const res = await listMeasurements(member, query);
      expect(res.statusCode).toBe(200);
      return res.json().map((m: { id: string }) => m.id);
    };

    const first = await page('?type=weight&limit=2');
    expect(first).toEqual(newest.slice(0, 2));
    const second = await page(`?type=weight&limit=2&before=${first[1]}`);
    expect(second).toEqual(newest.slice(2, 4));
    expect(await page(`?type=weight&limit=2&before=${second[1]}`)).toEqual(newest.slice(4));
    expect(await page(`?type=weight&before=${ids[0]}`)).toEqual([]);

    for (const query of ['?limit=0', '?limit=1001', '?limit=2.5', '?limit=many']) {
      const res = await listMeasurements(member, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields[0]).toEqual({
        field: 'querystring.limit',
        message: 'must be a whole number from 1 to 1000',
      });
    }
    const elsewhere = await addMeasurement(other, { type: 'weight', value: '150' });
    for (const before of ['not-an-id', elsewhere.json().id, crypto.randomUUID()]) {
      const res = await listMeasurements(member, `?before=${before}`);
      expect(res.statusCode, before).toBe(400);
      expect(res.json().fields[0]).toEqual({
        field: 'querystring.before',
        message: 'must be the id of one of your measurements',
      });
    }
  });

  it('refuses another member’s measurements with 403 and a signed-out caller with 401', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    expect((await addMeasurement(bob, { type: 'weight', value: '199.9' })).statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/measurements/${bob.user.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('199.9');
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/measurements/${bob.user.id}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET /api/measurements/:userId/weight', () => {
  const weight = (member: Member, cookie = member.cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/measurements/${member.user.id}/weight`,
      headers: { cookie },
    });

  it('answers nothing yet for a member without a weigh-in', async () => {
    const member = await registerMember(t.app);
    await addMeasurement(member, { type: 'waist', value: '34' });
    const res = await weight(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ first: null, latest: null, weeks: [] });
  });

  it('gives the first and latest weigh-in and the mean of each week, newest first, equal to a recomputation from the rows', async () => {
    const member = await registerMember(t.app);
    // 2026-11-02 and 2026-11-09 are Mondays; values in lbs (the default unit).
    const entries = [
      ['2026-10-20', '190'],
      ['2026-11-02', '186'],
      ['2026-11-04', '185'],
      ['2026-11-08', '183.5'],
      ['2026-11-09', '184'],
      ['2026-11-12', '182'],
    ] as const;
    const ids: string[] = [];
    for (const [date, value] of entries) {
      const res = await addMeasurement(member, { type: 'weight', value, date });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    await addMeasurement(member, { type: 'waist', value: '40', date: '2026-11-10' });

    const res = await weight(member);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.first).toMatchObject({ id: ids[0], value: '190', date: '2026-10-20' });
    expect(body.latest).toMatchObject({ id: ids[5], value: '182', date: '2026-11-12' });

    // The same weeks computed here from the stored rows.
    const rows = await t.database.db
      .select()
      .from(measurements)
      .where(eq(measurements.userId, member.user.id));
    const byWeek = new Map<string, number[]>();
    for (const row of rows.filter((r) => r.type === 'weight')) {
      const day = new Date(`${row.date}T00:00:00Z`);
      const monday = addDays(row.date, -((day.getUTCDay() + 6) % 7));
      byWeek.set(monday, [...(byWeek.get(monday) ?? []), row.value]);
    }
    const expected = [...byWeek]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([week, values]) => ({
        week,
        value: formatMeasurementValue(values.reduce((sum, v) => sum + v, 0) / values.length),
        count: values.length,
      }));
    expect(body.weeks).toEqual(expected);
    expect(body.weeks).toEqual([
      { week: '2026-11-09', value: '183', count: 2 },
      { week: '2026-11-02', value: '184.8', count: 3 },
      { week: '2026-10-19', value: '190', count: 1 },
    ]);

    // In the member's unit.
    const metric = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie },
      payload: { units: 'metric' },
    });
    expect(metric.statusCode).toBe(200);
    const inKg = (await weight(member)).json();
    expect(inKg.latest.value).toBe('82.6');
    expect(inKg.weeks[0]).toEqual({ week: '2026-11-09', value: '83', count: 2 });
  });

  it('refuses another member’s weight with 403 and a signed-out caller with 401', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    await addMeasurement(bob, { type: 'weight', value: '199.9' });
    const other = await weight(bob, alice.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('199.9');
    expect((await weight(bob, '')).statusCode).toBe(401);
  });
});

describe('DELETE /api/measurements/:id', () => {
  it('deletes your own, 404 for a missing or malformed id and for someone else’s', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const bobs = (await addMeasurement(bob, { type: 'chest', value: '40' })).json();
    const alices = (await addMeasurement(alice, { type: 'chest', value: '38' })).json();

    const other = await t.app.inject({
      method: 'DELETE',
      url: `/api/measurements/${bobs.id}`,
      headers: { cookie: alice.cookie },
    });
    // The same answer as a missing one: the id tells nothing about Bob.
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await storedCount(bob)).toBe(1);

    for (const id of ['42', '00000000-0000-4000-8000-000000000000']) {
      const missing = await t.app.inject({
        method: 'DELETE',
        url: `/api/measurements/${id}`,
        headers: { cookie: alice.cookie },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Measurement not found');
    }

    const signedOut = await t.app.inject({
      method: 'DELETE',
      url: `/api/measurements/${alices.id}`,
    });
    expect(signedOut.statusCode).toBe(401);

    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/measurements/${alices.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });
    expect((await listMeasurements(alice)).json()).toEqual([]);
  });
});
