import { describe, expect, it } from 'vitest';
import { EQUIPMENT, GOALS, LEVELS, type Goal, type Level } from '#common/constants.ts';
import { getTrainingPool } from '../../exercises/guides.ts';
import { hasEquipmentFor, WELL_KNOWN } from '../../exercises/exercise-pool.ts';
import {
  generateWorkout,
  type GeneratorProfile,
  type GeneratorResult,
  type HistoryWorkout,
} from './generator.ts';
import { exerciseSeconds, workoutSeconds } from './goal-plans.ts';

const catalogue = getTrainingPool();
const byId = new Map(catalogue.map((e) => [e.id, e]));
const TODAY = '2026-03-10';
const YESTERDAY = '2026-03-09';

const profile = (overrides: Partial<GeneratorProfile> = {}): GeneratorProfile => ({
  level: 'intermediate',
  goals: ['build-muscle'],
  equipment: ['full-gym'],
  timeAvailable: 45,
  daysPerWeek: 3,
  ...overrides,
});

const generate = (p: GeneratorProfile, seed = 'seed', history: HistoryWorkout[] = []) =>
  generateWorkout(p, { catalogue, history, seed, today: TODAY });

/** A small deterministic PRNG for the property-style loops. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the catalogue it draws on', () => {
  it('holds every well-known name it prefers', () => {
    const names = new Set(catalogue.map((e) => e.name));
    expect([...WELL_KNOWN].filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('generateWorkout', () => {
  it('never asks for equipment the member does not have (many seeds and equipment sets)', () => {
    const random = lcg(42);
    const owned = EQUIPMENT.filter((e) => e !== 'full-gym');
    for (let run = 0; run < 300; run++) {
      const equipment: string[] = owned.filter(() => random() < 0.3);
      if (equipment.length === 0) equipment.push('no-equipment');
      const p = profile({
        equipment,
        level: LEVELS[Math.floor(random() * LEVELS.length)]!,
        goals: [GOALS[Math.floor(random() * GOALS.length)]!],
        timeAvailable: [15, 30, 45, 60, 90, 120][Math.floor(random() * 6)]!,
        daysPerWeek: 1 + Math.floor(random() * 7),
      });
      const workout = generate(p, `run-${run}`);
      expect(workout.exercises.length).toBeGreaterThan(0);
      for (const exercise of workout.exercises) {
        const allowed =
          exercise.equipment === 'no-equipment' || equipment.includes(exercise.equipment!);
        if (!allowed)
          throw new Error(`${exercise.name} needs ${exercise.equipment}; owns ${equipment}`);
        const source = byId.get(exercise.exerciseId!)!;
        expect(hasEquipmentFor(equipment, source)).toBe(true);
      }
    }
  });

  it('with no equipment, uses bodyweight exercises only', () => {
    for (const goal of GOALS) {
      for (let seed = 0; seed < 10; seed++) {
        const workout = generate(
          profile({ goals: [goal], equipment: ['no-equipment'] }),
          `${seed}`,
        );
        expect(workout.exercises.every((e) => e.equipment === 'no-equipment')).toBe(true);
      }
    }
  });

  it('respects the level: beginners get beginner exercises and no Olympic, power or strongman lifts', () => {
    const rank: Record<Level, number> = { beginner: 0, intermediate: 1, advanced: 2 };
    for (const level of LEVELS) {
      for (const goal of GOALS) {
        for (let seed = 0; seed < 8; seed++) {
          const workout = generate(profile({ level, goals: [goal], timeAvailable: 90 }), `${seed}`);
          for (const exercise of workout.exercises) {
            const source = byId.get(exercise.exerciseId!)!;
            expect(rank[source.level]).toBeLessThanOrEqual(rank[level]);
            if (level === 'beginner') {
              expect(['strongman', 'olympic weightlifting', 'powerlifting']).not.toContain(
                source.category,
              );
            }
          }
        }
      }
    }
  });

  it('gives advanced members a good share of intermediate and advanced exercises', () => {
    let harder = 0;
    let all = 0;
    for (let seed = 0; seed < 20; seed++) {
      const workout = generate(profile({ level: 'advanced', timeAvailable: 60 }), `${seed}`);
      for (const exercise of workout.exercises) {
        all += 1;
        if (byId.get(exercise.exerciseId!)!.level !== 'beginner') harder += 1;
      }
    }
    // Familiar lifts come first whatever the level (a barbell squat is "beginner" in the
    // catalogue), so the share is below half, but well above what a beginner gets (none).
    expect(harder / all).toBeGreaterThan(0.35);
  });

  it('fills the time chosen to within one exercise (30, 60, 90 and 120 minutes)', () => {
    const random = lcg(7);
    for (const minutes of [30, 60, 90, 120]) {
      for (let run = 0; run < 40; run++) {
        const goal = GOALS[Math.floor(random() * GOALS.length)]!;
        const level = LEVELS[Math.floor(random() * LEVELS.length)]!;
        const equipment = random() < 0.5 ? ['no-equipment'] : ['dumbbells', 'bench'];
        const workout = generate(
          profile({ goals: [goal], level, equipment, timeAvailable: minutes }),
          `${minutes}-${run}`,
        );
        // The estimate is the sets (3 x work, 30 s between them) plus 120 s between exercises.
        expect(workout.estimatedMinutes).toBe(Math.round(workoutSeconds(workout.exercises) / 60));
        const longest = Math.max(...workout.exercises.map(exerciseSeconds)) + 120;
        expect(workout.estimatedMinutes).toBeLessThanOrEqual(minutes);
        expect(minutes - workout.estimatedMinutes).toBeLessThanOrEqual(Math.ceil(longest / 60));
        expect(new Set(workout.exercises.map((e) => e.exerciseId)).size).toBe(
          workout.exercises.length,
        );
      }
    }
  });

  it('writes every exercise the way the workout screen reads it', () => {
    const workout = generate(profile({ goals: ['lose-weight'], equipment: ['kettlebells'] }));
    for (const exercise of workout.exercises) {
      expect(exercise).toMatchObject({
        name: expect.any(String),
        rest: '30',
        sets: 3,
        exerciseId: expect.any(String),
        primaryMuscles: expect.any(Array),
        equipment: expect.any(String),
        category: expect.any(String),
      });
      expect(Boolean(exercise.reps) !== Boolean(exercise.duration)).toBe(true);
      if (exercise.reps) expect(exercise.reps).toMatch(/^\d+(-\d+)?$/);
      if (exercise.duration) expect(exercise.duration).toMatch(/^\d+ seconds$/);
    }
    expect(workout.title).toMatch(/Fat Burn$/);
    expect(workout.focus.length).toBeGreaterThan(0);
  });

  it('shapes the session by goal', () => {
    const sample = (goal: Goal, seed: string) =>
      generate(profile({ goals: [goal], timeAvailable: 60 }), seed);
    const main = (w: GeneratorResult) => w.exercises.filter((e) => e.block !== 'cool-down');
    for (let seed = 0; seed < 5; seed++) {
      const muscle = sample('build-muscle', `${seed}`);
      // Two cool-down stretches close an hour-long session.
      expect(muscle.exercises.filter((e) => e.block === 'cool-down')).toHaveLength(2);
      expect(
        muscle.exercises
          .filter((e) => e.block === 'cool-down')
          .every((e) => e.category === 'stretching'),
      ).toBe(true);
      expect(muscle.title).toMatch(/Strength$/);
      expect(muscle.exercises.some((e) => e.reps === '8-12')).toBe(true);
      expect(muscle.exercises.every((e) => e.category !== 'cardio')).toBe(true);
      expect(main(muscle).every((e) => e.category !== 'stretching')).toBe(true);

      const endurance = sample('improve-endurance', `${seed}`);
      expect(main(endurance).every((e) => e.duration === '45 seconds')).toBe(true);
      expect(
        endurance.exercises.filter((e) => e.category === 'cardio' || e.category === 'plyometrics')
          .length,
      ).toBeGreaterThanOrEqual(main(endurance).length / 3);

      const fatBurn = sample('lose-weight', `${seed}`);
      expect(main(fatBurn).every((e) => e.reps === '12-15' || e.duration === '40 seconds')).toBe(
        true,
      );
      expect(fatBurn.exercises.some((e) => e.category === 'strength')).toBe(true);
      expect(fatBurn.exercises.some((e) => e.category !== 'strength')).toBe(true);

      const athletic = sample('athletic-performance', `${seed}`);
      expect(athletic.exercises.some((e) => e.category === 'plyometrics')).toBe(true);
    }
  });

  it('a flexibility goal gives stretches held for a duration', () => {
    for (let seed = 0; seed < 10; seed++) {
      for (const equipment of [['no-equipment'], ['full-gym']]) {
        const workout = generate(
          profile({
            goals: ['increase-flexibility'],
            level: 'beginner',
            equipment,
            timeAvailable: 30,
          }),
          `${seed}`,
        );
        expect(workout.title).toBe('Mobility & Flexibility Flow');
        for (const exercise of workout.exercises) {
          expect(exercise.category).toBe('stretching');
          expect(exercise.duration).toBe('30 seconds');
          expect(exercise.reps).toBeUndefined();
        }
      }
    }
  });

  it('prefers the built-in and well-known exercises', () => {
    let known = 0;
    let all = 0;
    for (let seed = 0; seed < 30; seed++) {
      const workout = generate(
        profile({ equipment: ['no-equipment'], level: 'beginner' }),
        `${seed}`,
      );
      all += workout.exercises.length;
      known += workout.exercises.filter((e) => WELL_KNOWN.has(e.name)).length;
    }
    expect(known / all).toBeGreaterThan(0.25);
  });

  it('rests the main muscles trained yesterday, and says so', () => {
    const pushDay: HistoryWorkout = {
      date: YESTERDAY,
      completed: true,
      exercises: [
        { name: 'Push-ups', reps: '10-12', sets: 3, completedSets: 3, primaryMuscles: ['chest'] },
        { name: 'Dumbbell Bench Press', reps: '8-12', sets: 3, completedSets: 3 },
        { name: 'Tricep Dips', reps: '10-12', sets: 3, completedSets: 3 },
        { name: 'Triceps Pushdown', reps: '10-12', sets: 3, completedSets: 3 },
        { name: 'Side Lateral Raise', reps: '10-12', sets: 3, completedSets: 2 },
      ],
    };
    for (let seed = 0; seed < 25; seed++) {
      const workout = generate(profile({ timeAvailable: 60 }), `${seed}`, [pushDay]);
      const trained = workout.exercises
        .filter((e) => e.category !== 'stretching')
        .flatMap((e) => e.primaryMuscles ?? []);
      expect(trained).not.toContain('chest');
      expect(trained).not.toContain('triceps');
      expect(workout.adaptations).toContain(
        'Skipping chest and triceps: you trained them yesterday.',
      );
    }
    // The same workout logged today reads "today"; three days ago, or not completed, changes nothing.
    const today = generate(profile(), 's', [{ ...pushDay, date: TODAY }]);
    expect(today.adaptations).toContain('Skipping chest and triceps: you trained them today.');
    for (const old of [
      { ...pushDay, date: '2026-03-07' },
      { ...pushDay, completed: false },
    ]) {
      const workout = generate(profile(), 's', [old]);
      expect(workout.adaptations.filter((a) => a.startsWith('Skipping'))).toEqual([]);
    }
  });

  it('says for each rested muscle the day it was trained', () => {
    const legs: HistoryWorkout = {
      date: TODAY,
      completed: true,
      exercises: ['Barbell Squat', 'Leg Press'].map((name) => ({
        name,
        reps: '8-12',
        sets: 3,
        completedSets: 3,
      })),
    };
    const chest: HistoryWorkout = {
      date: YESTERDAY,
      completed: true,
      exercises: ['Dumbbell Bench Press', 'Push-ups'].map((name) => ({
        name,
        reps: '8-12',
        sets: 3,
        completedSets: 3,
      })),
    };
    const workout = generate(profile({ timeAvailable: 30 }), 's', [chest, legs]);
    expect(workout.adaptations).toContain('Skipping quadriceps: you trained it today.');
    expect(workout.adaptations).toContain('Skipping chest: you trained it yesterday.');
  });

  it('follows the weekly rotation: the day after a push day is a pull day', () => {
    const push: HistoryWorkout = {
      date: '2026-03-06',
      completed: true,
      exercises: ['Dumbbell Bench Press', 'Dumbbell Shoulder Press', 'Triceps Pushdown'].map(
        (name) => ({ name, reps: '8-12', sets: 3, completedSets: 3 }),
      ),
    };
    for (let seed = 0; seed < 10; seed++) {
      const workout = generate(profile({ daysPerWeek: 5 }), `${seed}`, [push]);
      expect(workout.title).toBe('Pull Day Strength');
    }
    const first = generate(profile({ daysPerWeek: 4 }), 's', []);
    expect(first.title).toBe('Upper Body Strength');
  });

  it('picks the focus that rests yesterday’s muscles on a split', () => {
    const legDay: HistoryWorkout = {
      date: YESTERDAY,
      completed: true,
      exercises: ['Barbell Squat', 'Leg Press', 'Romanian Deadlift', 'Lying Leg Curls'].map(
        (name) => ({ name, reps: '8-12', sets: 3, completedSets: 3 }),
      ),
    };
    for (let seed = 0; seed < 10; seed++) {
      const workout = generate(profile({ daysPerWeek: 4 }), `${seed}`, [legDay]);
      expect(workout.title).toBe('Upper Body Strength');
    }
  });

  it('steps up an exercise done at the top of its range last time, and says so in one line', () => {
    const last = (completedSets: number): HistoryWorkout => ({
      date: '2026-03-05',
      completed: true,
      exercises: [
        { name: 'Push-ups', reps: '10-12', sets: 3, completedSets, repsDone: 12 },
        { name: 'Plank', duration: '30 seconds', sets: 3, completedSets },
      ],
    });
    const p = profile({
      level: 'beginner',
      goals: ['general-fitness'],
      equipment: ['no-equipment'],
    });
    let pushUps = 0;
    let planks = 0;
    for (let seed = 0; seed < 60; seed++) {
      const done = generate(p, `${seed}`, [last(3)]);
      const push = done.exercises.find((e) => e.name === 'Push-ups');
      if (push) {
        pushUps += 1;
        expect(push.reps).toBe('12-14');
        expect(push.targetReps).toEqual({ min: 12, max: 14 });
        expect(done.adaptations).toContain(
          'Push-ups: 12-14 reps, up from 10-12 after 3 × 12 last time.',
        );
      }
      const plank = done.exercises.find((e) => e.name === 'Plank');
      if (plank) {
        planks += 1;
        expect(plank.duration).toBe('35 seconds');
        expect(done.adaptations).toContain(
          'Plank: 35 seconds, up from 30 seconds after 3 × 30 s last time.',
        );
      }
      // Two sets of three last time: no step up.
      const partial = generate(p, `${seed}`, [last(2)]);
      expect(partial.adaptations.filter((a) => a.includes('up from'))).toEqual([]);
      const again = partial.exercises.find((e) => e.name === 'Push-ups');
      if (again) expect(again.reps).toBe('10-12');
    }
    expect(pushUps).toBeGreaterThan(0);
    expect(planks).toBeGreaterThan(0);
  });

  it('writes adaptation lines for working exercises only, never for a stretch', () => {
    let stretches = 0;
    for (let seed = 0; seed < 20; seed++) {
      const first = generate(profile({ timeAvailable: 60 }), `first-${seed}`);
      const done: HistoryWorkout = {
        date: '2026-03-07',
        completed: true,
        exercises: first.exercises.map((e) => ({ ...e, completedSets: e.sets })),
      };
      const next = generate(profile({ timeAvailable: 60 }), `next-${seed}`, [done]);
      const held = next.exercises.filter((e) => e.category === 'stretching');
      stretches += held.length;
      for (const stretch of held) {
        expect(stretch.duration).toBe('30 seconds');
        expect(next.adaptations.filter((line) => line.startsWith(`${stretch.name}:`))).toEqual([]);
      }
    }
    expect(stretches).toBeGreaterThan(0);
  });

  it('is deterministic for a seed, and varies with it', () => {
    const history: HistoryWorkout[] = [
      {
        date: YESTERDAY,
        completed: true,
        exercises: [{ name: 'Squats', reps: '10-12', sets: 3, completedSets: 3 }],
      },
    ];
    const p = profile({ goals: ['build-muscle', 'lose-weight'], equipment: ['dumbbells'] });
    const first = generate(p, 'user|2026-03-10|4', history);
    expect(generate(p, 'user|2026-03-10|4', history)).toEqual(first);
    expect(
      generate({ ...p, goals: ['lose-weight', 'build-muscle'] }, 'user|2026-03-10|4', history),
    ).toEqual(first);
    const variants = new Set(
      Array.from({ length: 10 }, (_, n) =>
        generate(p, `user|2026-03-10|${n}`, history)
          .exercises.map((e) => e.name)
          .join(','),
      ),
    );
    expect(variants.size).toBeGreaterThanOrEqual(8);
  });

  it('is instant', () => {
    const started = performance.now();
    for (let seed = 0; seed < 200; seed++) generate(profile({ timeAvailable: 120 }), `${seed}`);
    expect((performance.now() - started) / 200).toBeLessThan(20);
  });
});
