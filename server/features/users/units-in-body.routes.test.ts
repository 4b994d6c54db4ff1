import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import { utcToday } from '#common/streaks.ts';
import { measurements, savedWorkouts, subscriptions, workouts } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';

/*
 * Issue 28: a body's loads, weights and lengths are in the unit the body says, not in whatever
 * unit the member has chosen by the time it arrives (a log queued offline on a phone, synced after
 * the member switched unit on another device).
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = (member: Member, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: member.cookie }, payload: { ...payload } });

const switchUnits = async (member: Member, units: 'metric' | 'imperial') => {
  const res = await send(member, 'PUT', `/api/user/${member.user.id}`, { units });
  expect(res.statusCode, res.body).toBe(200);
};

/** Pounds, as stored, of 20 kg and 17.5 kg. */
const KG_20_IN_LB = 20 / 0.45359237;
const KG_17_5_IN_LB = 17.5 / 0.45359237;

const dumbbellPress = (loads: number[]): WorkoutExercise => ({
  name: 'Dumbbell Bench Press',
  exerciseId: 'Dumbbell_Bench_Press',
  reps: '8-12',
  rest: '90',
  sets: loads.length,
  loadType: 'dumbbell',
  targetWeight: loads[0]!,
  completedSets: loads.length,
  performedSets: loads.map((weight) => ({ reps: 10, weight })),
});

const queuedLog = (units?: 'metric' | 'imperial') => ({
  title: 'Upper Body',
  exercises: [dumbbellPress([20, 17.5])],
  duration: 1800,
  completed: true,
  date: utcToday(),
  clientId: crypto.randomUUID(),
  ...(units ? { units } : {}),
});

const storedLoads = async (id: string) => {
  const [row] = await t.database.db.select().from(workouts).where(eq(workouts.id, id));
  const [exercise] = row!.exercises;
  return {
    target: exercise!.targetWeight,
    sets: exercise!.performedSets!.map((set) => set.weight),
  };
};

describe('a body says the unit of its numbers', () => {
  it('a log queued in kg and sent after a switch to imperial keeps its physical weights', async () => {
    const member = await registerMember(t.app, { units: 'metric' });
    const log = queuedLog('metric'); // written by the phone while the member trained in kg
    await switchUnits(member, 'imperial'); // on another device, before the phone syncs
    const res = await send(member, 'POST', '/api/workouts', log);
    expect(res.statusCode, res.body).toBe(201);
    // The answer speaks the body's unit.
    expect(res.json().exercises[0].performedSets).toEqual([
      { reps: 10, weight: 20 },
      { reps: 10, weight: 17.5 },
    ]);
    const stored = await storedLoads(res.json().id);
    expect(stored.target).toBeCloseTo(KG_20_IN_LB, 6);
    expect(stored.sets[0]).toBeCloseTo(KG_20_IN_LB, 6);
    expect(stored.sets[1]).toBeCloseTo(KG_17_5_IN_LB, 6);
    // Read in pounds now, and in kg again after switching back: the same weights.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/workouts/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(history.json()[0].exercises[0].performedSets[0].weight).toBe(44.09);
    await switchUnits(member, 'metric');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/workouts/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(
      again.json()[0].exercises[0].performedSets.map((s: { weight: number }) => s.weight),
    ).toEqual([20, 17.5]);
  });

  it('a log without a unit (an old client, an old queued log) is in the current unit', async () => {
    const member = await registerMember(t.app, { units: 'metric' });
    await switchUnits(member, 'imperial');
    const res = await send(member, 'POST', '/api/workouts', queuedLog());
    expect(res.statusCode, res.body).toBe(201);
    expect((await storedLoads(res.json().id)).sets).toEqual([20, 17.5]);
  });

  it('a refused load names the limit in the unit sent', async () => {
    const member = await registerMember(t.app); // imperial
    const log = { ...queuedLog('metric'), exercises: [dumbbellPress([700])] };
    const res = await send(member, 'POST', '/api/workouts', log);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].message).toBe('must be at most 680 kg');
  });

  it('a measurement in kg and cm is stored as the same body, whatever the setting', async () => {
    const member = await registerMember(t.app); // imperial
    const weight = await send(member, 'POST', '/api/measurements', {
      type: 'weight',
      value: '80',
      date: utcToday(),
      units: 'metric',
    });
    expect(weight.statusCode, weight.body).toBe(201);
    expect(weight.json().value).toBe('80');
    const waist = await send(member, 'POST', '/api/measurements', {
      type: 'waist',
      value: 81.3,
      date: utcToday(),
      units: 'metric',
    });
    expect(waist.statusCode, waist.body).toBe(201);
    const rows = await t.database.db
      .select()
      .from(measurements)
      .where(eq(measurements.userId, member.user.id));
    const byType = Object.fromEntries(rows.map((row) => [row.type, row.value]));
    expect(byType.weight).toBeCloseTo(80 / 0.45359237, 6);
    expect(byType.waist).toBeCloseTo(81.3 / 2.54, 6);
    // A metric value out of the metric range is refused in kg.
    const heavy = await send(member, 'POST', '/api/measurements', {
      type: 'weight',
      value: 600,
      date: utcToday(),
      units: 'metric',
    });
    expect(heavy.statusCode).toBe(400);
    expect(heavy.json().message).toContain('kg');
  });

  it('a body weight PUT with its unit is stored as that weight', async () => {
    const member = await registerMember(t.app); // imperial
    const res = await send(member, 'PUT', `/api/user/${member.user.id}`, {
      currentWeight: 80,
      units: 'metric',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ units: 'metric', currentWeight: 80 });
  });

  it('an import of a file that does not say its unit reads it in the unit sent', async () => {
    const member = await registerMember(t.app); // imperial
    const content = readFileSync(
      path.join(import.meta.dirname, '..', 'imports', 'samples', 'strong.csv'),
      'utf8',
    );
    const inPounds = await send(member, 'POST', '/api/import/preview', { content });
    expect(inPounds.json()).toMatchObject({ weightUnit: 'lb', weightUnitInFile: false });
    const inKg = await send(member, 'POST', '/api/import/preview', { content, units: 'metric' });
    expect(inKg.statusCode, inKg.body).toBe(200);
    expect(inKg.json()).toMatchObject({ weightUnit: 'kg', weightUnitInFile: false });
    const imported = await send(member, 'POST', '/api/import', { content, units: 'metric' });
    expect(imported.statusCode, imported.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(workouts)
      .where(eq(workouts.userId, member.user.id));
    const loads = rows.flatMap((row) =>
      row.exercises.flatMap((e) => (e.performedSets ?? []).map((s) => s.weight ?? 0)),
    );
    // Each stored pound figure is a kilogram figure of the file, converted.
    const fileLoads = new Set(loads.map((lb) => Math.round(lb * 0.45359237 * 100) / 100));
    expect([...fileLoads].every((kg) => Number.isInteger(kg * 4))).toBe(true);
  });

  it('a saved workout keeps the loads of the unit it was saved in', async () => {
    const member = await registerMember(t.app); // imperial; saving needs a paid plan
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'pro' })
      .where(eq(subscriptions.userId, member.user.id));
    const res = await send(member, 'POST', '/api/saved-workouts', {
      name: 'Upper A',
      exercises: [dumbbellPress([20])],
      timeEstimate: 45,
      units: 'metric',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(savedWorkouts)
      .where(eq(savedWorkouts.userId, member.user.id));
    expect(row!.exercises[0]!.targetWeight).toBeCloseTo(KG_20_IN_LB, 6);
  });
});
