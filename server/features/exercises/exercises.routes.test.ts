import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueExercise, ExerciseGuide } from '#common/schemas/exercises.ts';
import { createTestApp, registerMember, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const info = (name: string) =>
  t.app.inject({ method: 'GET', url: `/api/exercises/info/${encodeURIComponent(name)}` });
const search = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/exercises/search?${query}` });

describe('GET /api/exercises/info/:name', () => {
  it('answers the built-in guide for each of the ten, signed out', async () => {
    const res = await info('Push-ups');
    expect(res.statusCode).toBe(200);
    const guide: ExerciseGuide = res.json();
    expect(guide).toMatchObject({
      name: 'Push-ups',
      emoji: '💪',
      difficulty: 'Beginner',
      source: 'builtin',
    });
    expect(guide.instructions.length).toBeGreaterThanOrEqual(4);
    expect(guide.tips.length).toBeGreaterThanOrEqual(3);
    expect(guide.muscles).toContain('Chest');

    for (const name of [
      'Squats',
      'Plank',
      'Lunges',
      'Burpees',
      'Jumping Jacks',
      'Mountain Climbers',
      'High Knees',
      'Bicycle Crunches',
      'Tricep Dips',
    ]) {
      const body = (await info(name)).json();
      expect(body).toMatchObject({ name, source: 'builtin' });
    }
  });

  it('tolerates case, spacing, hyphens and plurals in the built-in names', async () => {
    for (const name of ['Push ups', 'pushups', 'Push-Ups', 'PUSH-UP', 'push up']) {
      expect((await info(name)).json()).toMatchObject({ name: 'Push-ups', source: 'builtin' });
    }
    expect((await info('triceps dips')).json().name).toBe('Tricep Dips');
    expect((await info('bicycle crunch')).json().name).toBe('Bicycle Crunches');
    expect((await info('jumping-jacks')).json().name).toBe('Jumping Jacks');
  });

  it('builds a guide from the catalogue for any other exercise', async () => {
    const res = await info('Barbell Deadlift');
    expect(res.statusCode).toBe(200);
    const guide: ExerciseGuide = res.json();
    expect(guide).toMatchObject({
      name: 'Barbell Deadlift',
      emoji: '🏋️',
      difficulty: 'Intermediate',
      source: 'catalogue',
    });
    expect(guide.instructions.length).toBeGreaterThan(2);
    expect(guide.tips.length).toBeGreaterThanOrEqual(3);
    expect(guide.muscles[0]).toBe('Lower Back');

    const stretch: ExerciseGuide = (await info("child's pose")).json();
    expect(stretch).toMatchObject({ name: "Child's Pose", emoji: '🧘', source: 'catalogue' });
    expect(stretch.tips.join(' ')).toMatch(/bounce/);

    // "expert" in the dataset reads as Advanced; a slash in the name survives URL encoding.
    expect((await info('Handstand Push-Ups')).json().difficulty).toBe('Advanced');
    expect((await info('Adductor/Groin')).json()).toMatchObject({
      name: 'Adductor/Groin',
      source: 'catalogue',
    });
  });

  it('answers a generic guide for an unknown name', async () => {
    const res = await info('Moon Walk Deluxe');
    expect(res.statusCode).toBe(200);
    const guide: ExerciseGuide = res.json();
    expect(guide).toMatchObject({ name: 'Moon Walk Deluxe', source: 'generic' });
    expect(guide.instructions.length).toBeGreaterThan(0);
    expect(guide.tips.length).toBeGreaterThan(0);
  });

  it('refuses a name over 120 characters', async () => {
    const res = await info('x'.repeat(121));
    // 400 from the schema; 414 when the router's parameter limit (Fastify's maxParamLength,
    // 100 by default) is lower than ours.
    expect([400, 414]).toContain(res.statusCode);
    if (res.statusCode === 400) {
      expect(res.json().fields).toEqual([
        { field: 'params.name', message: 'must be at most 120 characters' },
      ]);
    }
    expect((await info('x'.repeat(100))).json()).toMatchObject({ source: 'generic' });
  });

  it('works signed in too', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/exercises/info/Plank',
      headers: { cookie: member.cookie, 'x-user-id': member.user.id },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/exercises/search', () => {
  it('lists the whole catalogue by name, 20 at a time', async () => {
    const res = await search('');
    expect(res.statusCode).toBe(200);
    const body: { total: number; exercises: CatalogueExercise[] } = res.json();
    expect(body.total).toBe(873);
    expect(body.exercises).toHaveLength(20);
    const names = body.exercises.map((e) => e.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const next = (await search('offset=20&limit=5')).json();
    expect(next.total).toBe(873);
    expect(next.exercises).toHaveLength(5);
    expect(next.exercises[0].id).not.toBe(body.exercises[19]!.id);
  });

  it('matches the words of the name, case-insensitively', async () => {
    const body = (await search('q=BENCH%20pr&limit=100')).json();
    expect(body.total).toBeGreaterThan(5);
    for (const exercise of body.exercises as CatalogueExercise[]) {
      expect(exercise.name).toMatch(/\bbench\b/i);
      expect(exercise.name).toMatch(/\bpr/i);
    }
    expect(body.exercises.map((e: CatalogueExercise) => e.name)).toContain(
      'Barbell Bench Press - Medium Grip',
    );
    // Written without the hyphen or with it.
    const pushups = (await search('q=push-up&limit=100')).json();
    expect(pushups.exercises.map((e: CatalogueExercise) => e.name)).toContain('Pushups');
    // Exact name first.
    expect((await search('q=plank')).json().exercises[0].name).toBe('Plank');
    expect((await search('q=zzzz')).json()).toEqual({ total: 0, exercises: [] });
  });

  it('filters by primary muscle, equipment, level and category', async () => {
    const body = (
      await search('muscle=chest&equipment=dumbbells&level=beginner&category=strength&limit=100')
    ).json();
    expect(body.total).toBeGreaterThan(3);
    for (const exercise of body.exercises as CatalogueExercise[]) {
      expect(exercise.primaryMuscles).toContain('chest');
      expect(exercise).toMatchObject({
        equipment: 'dumbbells',
        level: 'beginner',
        category: 'strength',
      });
    }
    // Equipment by its label too.
    const bodyweight = (await search('equipment=No%20Equipment&category=plyometrics')).json();
    expect(bodyweight.total).toBeGreaterThan(5);
    expect(
      bodyweight.exercises.every((e: CatalogueExercise) => e.equipment === 'no-equipment'),
    ).toBe(true);
    const advanced = (await search('level=advanced&limit=100')).json();
    expect(advanced.total).toBe(57);
  });

  it('gives the same order every time', async () => {
    const a = (await search('q=curl&limit=50')).json();
    const b = (await search('q=curl&limit=50')).json();
    expect(b).toEqual(a);
  });

  it('answers 400 naming bad parameters', async () => {
    const res = await search('muscle=wings&limit=500');
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['querystring.muscle', 'querystring.limit']));
  });
});
