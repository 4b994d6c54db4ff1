import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { utcToday } from '#common/streaks.ts';
import { measurements, users } from '../../db/schema/index.ts';
import {
  buildRegistration,
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

const getUser = (member: Member) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/${member.user.id}`,
    headers: { cookie: member.cookie },
  });
const putUser = (member: Member, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user/${member.user.id}`,
    headers: { cookie: member.cookie },
    payload,
  });
const storedUser = async (member: Member) =>
  (await t.database.db.select().from(users).where(eq(users.id, member.user.id)))[0]!;

describe('units', () => {
  it('a new member is imperial by default, as the spec has it', async () => {
    const member = await registerMember(t.app);
    expect((await getUser(member)).json()).toMatchObject({
      units: 'imperial',
      currentWeight: 180,
      targetWeight: 165,
    });
  });

  it('registers in kilograms, stores pounds, and reads back exactly what was sent', async () => {
    const member = await registerMember(t.app, {
      units: 'metric',
      currentWeight: 81.6,
      targetWeight: 75,
    });
    expect((await getUser(member)).json()).toMatchObject({
      units: 'metric',
      currentWeight: 81.6,
      targetWeight: 75,
    });
    const row = await storedUser(member);
    expect(row.currentWeight).toBeCloseTo(179.897, 3);
    expect(row.targetWeight).toBeCloseTo(165.347, 3);
  });

  it('refuses a body weight out of range in the unit sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: buildRegistration({ units: 'metric', currentWeight: 500 }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'currentWeight', message: 'must be at most 454 kg' },
    ]);
  });

  it('PUT { units: "metric" } switches every weight the member reads, without drift', async () => {
    const member = await registerMember(t.app);
    const switched = await putUser(member, { units: 'metric' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      units: 'metric',
      currentWeight: 81.65,
      targetWeight: 74.84,
    });
    // The stored pounds did not move.
    expect((await storedUser(member)).currentWeight).toBe(180);

    // A weight sent now is in kg; read back in kg it is exactly what was sent.
    const res = await putUser(member, { currentWeight: '80.3' });
    expect(res.json().currentWeight).toBe(80.3);
    const tooLight = await putUser(member, { currentWeight: 20 });
    expect(tooLight.statusCode).toBe(400);
    expect(tooLight.json().fields).toEqual([
      { field: 'currentWeight', message: 'must be at least 22 kg' },
    ]);
    // Back to pounds: the same stored value, in pounds.
    const back = await putUser(member, { units: 'imperial' });
    expect(back.json()).toMatchObject({ units: 'imperial', currentWeight: 177.03 });
    const bad = await putUser(member, { units: 'stones' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'units' });
  });

  it('measurements are sent and read in the member unit and stored in lb and in', async () => {
    const member = await registerMember(t.app, {
      units: 'metric',
      currentWeight: 80,
      targetWeight: 75,
    });
    const add = (type: string, value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/measurements',
        headers: { cookie: member.cookie },
        payload: { type, value, date: utcToday() },
      });
    expect((await add('weight', '80.3')).json().value).toBe('80.3');
    expect((await add('waist', '86.5')).json().value).toBe('86.5');
    const outOfRange = await add('waist', '30');
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().fields).toEqual([
      { field: 'value', message: 'Waist must be between 38 and 254 cm' },
    ]);
    const rows = await t.database.db
      .select()
      .from(measurements)
      .where(eq(measurements.userId, member.user.id));
    const waist = rows.find((r) => r.type === 'waist')!;
    expect(waist.value).toBeCloseTo(34.055, 3);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/measurements/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(
      list
        .json()
        .map((m: { value: string }) => m.value)
        .sort(),
    ).toEqual(['80.3', '86.5']);
    await putUser(member, { units: 'imperial' });
    const inches = await t.app.inject({
      method: 'GET',
      url: `/api/measurements/${member.user.id}?type=waist`,
      headers: { cookie: member.cookie },
    });
    expect(inches.json()[0].value).toBe('34.1');
  });

  it('the account export carries loads and measurements in the member unit', async () => {
    const member = await registerMember(t.app, {
      units: 'metric',
      currentWeight: 80,
      targetWeight: 75,
    });
    const headers = { cookie: member.cookie };
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/measurements',
          headers,
          payload: { type: 'waist', value: 81.5, date: utcToday() },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/workouts',
          headers,
          payload: {
            title: 'Push',
            duration: 1200,
            completed: true,
            date: utcToday(),
            exercises: [
              {
                name: 'Dumbbell Bench Press',
                loadType: 'dumbbell',
                reps: '8-12',
                completedSets: 1,
                performedSets: [{ reps: 10, weight: 22.5 }],
              },
            ],
          },
        })
      ).statusCode,
    ).toBe(201);
    const data = (
      await t.app.inject({ method: 'GET', url: `/api/user/${member.user.id}/export`, headers })
    ).json();
    expect(data.units).toBe('metric');
    expect(data.measurements).toEqual([
      expect.objectContaining({ type: 'waist', value: 81.5, unit: 'cm' }),
    ]);
    expect(data.workouts[0].exercises[0].performedSets).toEqual([{ reps: 10, weight: 22.5 }]);
  });
});
