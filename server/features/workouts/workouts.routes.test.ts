import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { addDays, utcToday, weekStartOf } from '#common/streaks.ts';
import type { LogWorkoutInput } from '#common/schemas/workouts.ts';
import { workouts } from '../../db/schema/index.ts';
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

const EXERCISES = [
  { name: 'Push-ups', reps: '12-15', rest: '30' },
  { name: 'Plank', duration: '30 seconds', rest: '30', completedSets: 3 },
];

function buildWorkout(overrides: Partial<LogWorkoutInput> = {}): LogWorkoutInput {
  return {
    title: 'Upper Body Blast',
    exercises: EXERCISES,
    duration: 1500,
    completed: true,
    date: utcToday(),
    ...overrides,
  };
}

async function logWorkout(member: Member, overrides: Partial<LogWorkoutInput> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/workouts',
    headers: { cookie: member.cookie, 'x-user-id': member.user.id },
    payload: { userId: member.user.id, ...buildWorkout(overrides) },
  });
}

async function logDates(member: Member, dates: string[], completed = true) {
  for (const date of dates) {
    const res = await logWorkout(member, { date, completed });
    expect(res.statusCode).toBe(201);
  }
}

async function getStats(member: Member, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/stats/${member.user.id}${query}`,
    headers: { cookie: member.cookie },
  });
}

describe('POST /api/workouts and GET /api/workouts/:userId', () => {
  it('logs a workout and reads it back', async () => {
    const member = await registerMember(t.app);
    const res = await logWorkout(member, { date: addDays(utcToday(), -1) });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      userId: member.user.id,
      title: 'Upper Body Blast',
      duration: 1500,
      completed: true,
      date: addDays(utcToday(), -1),
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);
    // Schema defaults are filled in (3 sets, rest kept as text).
    expect(created.exercises[0]).toMatchObject({ name: 'Push-ups', reps: '12-15', sets: 3 });
    expect(created.exercises[1]).toMatchObject({ duration: '30 seconds', completedSets: 3 });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/workouts/${member.user.id}`,
      headers: { cookie: member.cookie, 'x-user-id': member.user.id },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([created]);
  });

  it('lists newest first: by date, then by time logged', async () => {
    const member = await registerMember(t.app);
    const today = utcToday();
    for (const [title, date] of [
      ['Old', addDays(today, -10)],
      ['Today first', today],
      ['Yesterday', addDays(today, -1)],
      ['Today second', today],
    ] as const) {
      expect((await logWorkout(member, { title, date })).statusCode).toBe(201);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/workouts/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(list.json().map((w: { title: string }) => w.title)).toEqual([
      'Today second',
      'Today first',
      'Yesterday',
      'Old',
    ]);
  });

  it('pages the history by key: each page starts after the last workout of the one before', async () => {
    const member = await registerMember(t.app);
    const other = await registerMember(t.app);
    const today = utcToday();
    // Seven workouts, two of them on one day.
    const logged = [-30, -20, -10, -10, -5, -1, 0];
    for (const [i, offset] of logged.entries()) {
      expect(
        (await logWorkout(member, { title: `W${i}`, date: addDays(today, offset) })).statusCode,
      ).toBe(201);
    }
    const page = (query: string, who = member) =>
      t.app.inject({
        method: 'GET',
        url: `/api/workouts/${who.user.id}${query}`,
        headers: { cookie: who.cookie },
      });
    const all = (await page('')).json<{ id: string; title: string }[]>();
    expect(all.map((w) => w.title)).toEqual(['W6', 'W5', 'W4', 'W3', 'W2', 'W1', 'W0']);
    const seen: string[] = [];
    let before: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const res = await page(`?limit=3${before ? `&before=${before}` : ''}`);
      expect(res.statusCode).toBe(200);
      const list = res.json<{ id: string; title: string }[]>();
      seen.push(...list.map((w) => w.title));
      if (list.length < 3) break;
      before = list.at(-1)!.id;
    }
    // Every workout once, in the order of the whole list, the two of one day included.
    expect(seen).toEqual(all.map((w) => w.title));
    // After the oldest workout: an empty page, not an error.
    const after = await page(`?before=${all.at(-1)!.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([]);
    // A cursor that is not one of the member's workouts, and a bad limit: 400 with the field.
    const foreign = await page(`?before=${all[0]!.id}`, other);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(
      'Invalid request: querystring.before must be the id of one of your workouts',
    );
    for (const query of ['?limit=0', '?limit=501', '?limit=abc', '?before=not-a-uuid']) {
      expect((await page(query)).statusCode, query).toBe(400);
    }
  });

  it('accepts tomorrow (members ahead of UTC) and refuses a date further ahead', async () => {
    const member = await registerMember(t.app);
    expect((await logWorkout(member, { date: addDays(utcToday(), 1) })).statusCode).toBe(201);
    const res = await logWorkout(member, { date: addDays(utcToday(), 2) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'date', message: 'must not be more than 1 day in the future' }],
    });
    const rows = await t.database.db
      .select()
      .from(workouts)
      .where(eq(workouts.userId, member.user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 400 naming the bad fields', async () => {
    const member = await registerMember(t.app);
    for (const [overrides, field] of [
      [{ title: '  ' }, 'title'],
      [{ exercises: [] }, 'exercises'],
      [{ duration: -5 }, 'duration'],
      [{ date: '2026-02-30' }, 'date'],
      [{ completed: 'yes' }, 'completed'],
    ] as const) {
      const res = await logWorkout(member, overrides as Partial<LogWorkoutInput>);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().message).toContain('Invalid workout');
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
  });

  it('refuses signed-out callers, a body userId that is not yours, and another member’s history', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/workouts',
      payload: buildWorkout(),
    });
    expect(anonymous.statusCode).toBe(401);

    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/workouts',
      headers: { cookie: alice.cookie },
      payload: { ...buildWorkout(), userId: bob.user.id },
    });
    expect(claim.statusCode).toBe(403);
    const bobRows = await t.database.db
      .select()
      .from(workouts)
      .where(eq(workouts.userId, bob.user.id));
    expect(bobRows).toHaveLength(0);

    expect((await logWorkout(bob)).statusCode).toBe(201);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/workouts/${bob.user.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Upper Body Blast');
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/workouts/${bob.user.id}` });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('PUT and DELETE /api/workouts/:id (the log is the lifter’s)', () => {
  const bench = (weight: number) => ({
    name: 'Dumbbell Bench Press',
    exerciseId: 'Dumbbell_Bench_Press',
    reps: '8-12',
    sets: 3,
    loadType: 'dumbbell' as const,
    completedSets: 3,
    performedSets: [
      { reps: 10, weight },
      { reps: 10, weight },
      { reps: 9, weight },
    ],
  });
  const as = (member: Member, method: 'PUT' | 'DELETE', id: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/workouts/${id}`,
      headers: { cookie: member.cookie },
      ...(payload ? { payload } : {}),
    });
  const history = async (member: Member) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/exercises/Dumbbell_Bench_Press/history',
        headers: { cookie: member.cookie },
      })
    ).json();

  it('corrects a typo in a load: the record follows at once, and the date and sets too', async () => {
    const member = await registerMember(t.app, { units: 'metric' });
    const typo = (await logWorkout(member, { exercises: [bench(100)], units: 'metric' })).json();
    expect((await history(member)).records.heaviestWeight).toBe(100);

    const yesterday = addDays(utcToday(), -1);
    const res = await as(member, 'PUT', typo.id, {
      title: 'Chest day',
      date: yesterday,
      exercises: [bench(10)],
      units: 'metric',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: typo.id,
      title: 'Chest day',
      date: yesterday,
      duration: 1500,
      completed: true,
    });
    expect(res.json().exercises[0].performedSets[0]).toEqual({ reps: 10, weight: 10 });
    const after = await history(member);
    expect(after.records.heaviestWeight).toBe(10);
    expect(after.sessions.map((s: { date: string }) => s.date)).toEqual([yesterday]);
    // Stats follow the date: the workout moved to yesterday.
    expect((await getStats(member)).json().lastWorkoutDate).toBe(yesterday);
  });

  it('deletes a workout: records and streaks follow at once', async () => {
    const member = await registerMember(t.app, { units: 'metric' });
    const workout = (await logWorkout(member, { exercises: [bench(24)], units: 'metric' })).json();
    expect((await getStats(member)).json().totalWorkouts).toBe(1);
    const res = await as(member, 'DELETE', workout.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await getStats(member)).json()).toMatchObject({ totalWorkouts: 0, currentStreak: 0 });
    expect((await history(member)).records.heaviestWeight).toBeNull();
    // Gone: a second delete, or an edit, is not found.
    expect((await as(member, 'DELETE', workout.id)).statusCode).toBe(404);
    expect(
      (await as(member, 'PUT', workout.id, { title: 'x', date: utcToday(), exercises: EXERCISES }))
        .statusCode,
    ).toBe(404);
  });

  it('is the owner’s only: another member’s id is not found, and nothing changes', async () => {
    const owner = await registerMember(t.app);
    const other = await registerMember(t.app);
    const workout = (await logWorkout(owner)).json();
    const edit = await as(other, 'PUT', workout.id, {
      title: 'Hijacked',
      date: utcToday(),
      exercises: EXERCISES,
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Workout not found');
    expect((await as(other, 'DELETE', workout.id)).statusCode).toBe(404);
    expect((await as(other, 'DELETE', 'not-a-uuid')).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(workouts).where(eq(workouts.id, workout.id));
    expect(row!.title).toBe('Upper Body Blast');
    const signedOut = await t.app.inject({ method: 'DELETE', url: `/api/workouts/${workout.id}` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses a bad edit with 400 naming the field, and keeps what was saved', async () => {
    const member = await registerMember(t.app);
    const workout = (await logWorkout(member)).json();
    const cases: [object, string][] = [
      [{ title: '', date: utcToday(), exercises: EXERCISES }, 'title'],
      [{ title: 'x', date: addDays(utcToday(), 3), exercises: EXERCISES }, 'date'],
      [{ title: 'x', date: utcToday(), exercises: [] }, 'exercises'],
      [
        {
          title: 'x',
          date: utcToday(),
          exercises: [{ ...bench(20), performedSets: [{ reps: 5, weight: -5 }] }],
        },
        'exercises.0.performedSets.0.weight',
      ],
      [
        {
          title: 'x',
          date: utcToday(),
          exercises: [{ ...bench(20), performedSets: [{ reps: 5, weight: 20, rpe: 7.3 }] }],
        },
        'exercises.0.performedSets.0.rpe',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await as(member, 'PUT', workout.id, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/^Invalid workout: /);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const [row] = await t.database.db.select().from(workouts).where(eq(workouts.id, workout.id));
    expect(row!.title).toBe('Upper Body Blast');
  });
});

describe('POST /api/workouts with a clientId (offline logs sent again)', () => {
  const countRows = async (member: Member, clientId: string) =>
    (
      await t.database.db
        .select({ id: workouts.id })
        .from(workouts)
        .where(and(eq(workouts.userId, member.user.id), eq(workouts.clientId, clientId)))
    ).length;

  it('logs once: a repeat answers 200 with the workout already logged', async () => {
    const member = await registerMember(t.app);
    const clientId = randomUUID();
    const first = await logWorkout(member, { clientId });
    expect(first.statusCode).toBe(201);
    const again = await logWorkout(member, { clientId, title: 'Sent twice' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countRows(member, clientId)).toBe(1);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/workouts/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(list.json()).toHaveLength(1);
  });

  it('stores one row when two sends with one clientId race', async () => {
    const member = await registerMember(t.app);
    const clientId = randomUUID();
    const answers = await Promise.all([
      logWorkout(member, { clientId }),
      logWorkout(member, { clientId }),
      logWorkout(member, { clientId }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    expect(await countRows(member, clientId)).toBe(1);
  });

  it('keeps client ids per member, and logs without one as before', async () => {
    const [alice, bob] = [await registerMember(t.app), await registerMember(t.app)];
    const clientId = randomUUID();
    const a = await logWorkout(alice, { clientId });
    const b = await logWorkout(bob, { clientId });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    // Bob's answer is his own workout: never Alice's.
    expect(b.json().userId).toBe(bob.user.id);
    expect(b.json().id).not.toBe(a.json().id);

    expect((await logWorkout(alice)).statusCode).toBe(201);
    expect((await logWorkout(alice)).statusCode).toBe(201);
  });

  it('refuses a clientId that is not a uuid with 400', async () => {
    const member = await registerMember(t.app);
    const res = await logWorkout(member, { clientId: "1' OR '1'='1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('clientId');
  });
});

describe('GET /api/stats/:userId', () => {
  it('is all zeros for a new member', async () => {
    const member = await registerMember(t.app);
    const res = await getStats(member);
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats).toMatchObject({
      currentStreak: 0,
      longestStreak: 0,
      totalWorkouts: 0,
      lastWorkoutDate: null,
      loggedWorkouts: 0,
    });
    expect(stats.weekly).toHaveLength(12);
    expect(stats.weekly.at(-1)).toEqual({ weekStart: weekStartOf(utcToday()), count: 0 });
  });

  it('computes the current streak across a month boundary from logged workouts', async () => {
    const member = await registerMember(t.app);
    const today = utcToday();
    // From today back to the second-to-last day of the previous month: always crosses a month end.
    const dayOfMonth = Number(today.slice(8, 10));
    const streakDays = dayOfMonth + 2;
    const dates = Array.from({ length: streakDays }, (_, i) => addDays(today, -i));
    expect(dates.at(-1)!.slice(0, 7)).not.toBe(today.slice(0, 7));
    await logDates(member, dates);
    // A second workout today counts as a workout, not as another streak day.
    await logDates(member, [today]);
    // The day before the run has only an incomplete workout: it neither extends nor counts.
    await logDates(member, [addDays(today, -streakDays)], false);

    const stats = (await getStats(member)).json();
    expect(stats.currentStreak).toBe(streakDays);
    expect(stats.longestStreak).toBe(streakDays);
    expect(stats.totalWorkouts).toBe(streakDays + 1);
    // Every logged workout, the incomplete one too: what the export holds.
    expect(stats.loggedWorkouts).toBe(streakDays + 2);
    expect(stats.lastWorkoutDate).toBe(today);
    const weeklyTotal = stats.weekly.reduce(
      (sum: number, w: { count: number }) => sum + w.count,
      0,
    );
    expect(weeklyTotal).toBe(streakDays + 1); // all within 12 weeks
    expect(stats.weekly.at(-1).weekStart).toBe(weekStartOf(today));
  });

  it('keeps the longest streak from history and is 0 today when there is no workout today', async () => {
    const member = await registerMember(t.app);
    const today = utcToday();
    const lastYear = Number(today.slice(0, 4)) - 1;
    // Four days across a year boundary, long ago; then two days ending yesterday.
    await logDates(member, [
      `${lastYear - 1}-12-30`,
      `${lastYear - 1}-12-31`,
      `${lastYear}-01-01`,
      `${lastYear}-01-02`,
      addDays(today, -2),
      addDays(today, -1),
    ]);
    // Incomplete workouts today and across the gap are not counted.
    await logDates(member, [today, `${lastYear}-01-03`, `${lastYear}-01-04`], false);

    const stats = (await getStats(member)).json();
    expect(stats).toMatchObject({
      currentStreak: 0, // spec: consecutive days ending today
      longestStreak: 4,
      totalWorkouts: 6,
      lastWorkoutDate: addDays(today, -1),
    });

    // The member's local date may be yesterday (behind UTC): the run ending then counts.
    const local = (await getStats(member, `?today=${addDays(today, -1)}`)).json();
    expect(local.currentStreak).toBe(2);
    expect(local.longestStreak).toBe(4);
  });

  it('validates ?today: a real date within 1 day of the server date', async () => {
    const member = await registerMember(t.app);
    await logDates(member, [utcToday()]);
    const tomorrow = await getStats(member, `?today=${addDays(utcToday(), 1)}`);
    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.json().currentStreak).toBe(0);
    for (const bad of [addDays(utcToday(), -2), addDays(utcToday(), 2), '2026-02-30', 'today']) {
      const res = await getStats(member, `?today=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fields[0].field).toBe('querystring.today');
    }
  });

  it('refuses another member’s stats with 403 and a signed-out caller with 401', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/stats/${bob.user.id}`,
      headers: { cookie: alice.cookie },
    });
    expect(other.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/stats/${bob.user.id}` });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the training routes with their tags and response schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const cases: [string, string, string, string][] = [
      ['/api/workouts', 'post', 'workouts', '201'],
      ['/api/workouts/{userId}', 'get', 'workouts', '200'],
      ['/api/stats/{userId}', 'get', 'stats', '200'],
      ['/api/saved-workouts', 'get', 'saved-workouts', '200'],
      ['/api/saved-workouts', 'post', 'saved-workouts', '201'],
      ['/api/saved-workouts/{id}', 'delete', 'saved-workouts', '200'],
      ['/api/measurements/{userId}', 'get', 'measurements', '200'],
      ['/api/measurements', 'post', 'measurements', '201'],
      ['/api/measurements/{id}', 'delete', 'measurements', '200'],
    ];
    for (const [path, method, tag, status] of cases) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.tags).toEqual([tag]);
      expect(operation.responses[status].content['application/json'].schema).toBeDefined();
    }
    const stats = doc.paths['/api/stats/{userId}'].get.responses['200'].content['application/json'];
    expect(Object.keys(stats.schema.properties)).toEqual(
      expect.arrayContaining(['currentStreak', 'longestStreak', 'totalWorkouts', 'weekly']),
    );
  });
});
