import { describe, expect, it } from 'vitest';
import { EQUIPMENT, GOALS, LEVELS, type Goal, type Level } from '#common/constants.ts';
import { getTrainingPool } from '../../exercises/guides.ts';
import { hasEquipmentFor, WELL_KNOWN } from '../../exercises/exercise-pool.ts';
import { stapleOf } from '../../exercises/staples.ts';
import {
  generateWorkout,
  type GeneratorProfile,
  type GeneratorResult,
  type HistoryWorkout,
} from './generator.ts';
import { workoutSeconds } from './goal-plans.ts';

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
    // The staple lifts are the same at every level (a barbell squat is "beginner" in the
    // catalogue: level changes its load, not the lift), so the share is below half, but well
    // above what a beginner gets (none).
    expect(harder / all).toBeGreaterThan(0.2);
  });

  it('builds every session of a day on the same staple lifts, whatever the seed', () => {
    const gym = profile({ equipment: ['full-gym'], daysPerWeek: 4, timeAvailable: 60 });
    const lower: HistoryWorkout = {
      date: '2026-03-07',
      completed: true,
      exercises: [{ name: 'Barbell Squat', reps: '6-10', sets: 4, completedSets: 4 }],
    };
    const compounds = (w: GeneratorResult) =>
      w.exercises.filter((e) => stapleOf(e.name) !== undefined).map((e) => e.name);
    const upper = compounds(generate(gym, 'a', [lower]));
    expect(upper.slice(0, 4)).toEqual([
      'Barbell Bench Press - Medium Grip',
      'Bent Over Barbell Row',
      'Barbell Shoulder Press',
      'Pullups',
    ]);
    for (const seed of ['b', 'c', 'd', 'e']) {
      expect(compounds(generate(gym, seed, [lower])).slice(0, 4)).toEqual(upper.slice(0, 4));
    }
    // A lower day opens with the barbell squat, then one heavy hinge.
    const upperDay: HistoryWorkout = {
      date: '2026-03-07',
      completed: true,
      exercises: [{ name: 'Barbell Bench Press - Medium Grip', reps: '6-10', completedSets: 4 }],
    };
    const legs = generate(gym, 'a', [upperDay]);
    expect(legs.exercises[0]!.name).toBe('Barbell Squat');
    expect(legs.exercises.map((e) => e.name)).toContain('Romanian Deadlift');
    // With dumbbells only, the loaded versions: never the air squat as the main lift.
    const home = generate(profile({ equipment: ['dumbbells'], daysPerWeek: 4 }), 'a', [upperDay]);
    expect(home.exercises[0]!.name).toBe('Dumbbell Squat');
  });

  it('adapts one day to “no barbell today” or “only 30 minutes” without changing the block', () => {
    const gym = profile({ equipment: ['full-gym'], daysPerWeek: 4, timeAvailable: 60 });
    const block = {
      position: {
        number: 1,
        week: 2,
        weeks: 5,
        deload: false,
        startsOn: '2026-03-02',
        endsOn: '2026-04-05',
      },
      seed: 'member|block-1',
    };
    const session = (p: GeneratorProfile) =>
      generateWorkout(p, { catalogue, history: [], seed: 's', today: TODAY, block });
    const planned = session(gym);
    const noBar = session({ ...gym, without: ['barbell'] });
    const needsBar = (id: string | undefined) => byId.get(id ?? '')?.equipment === 'barbell';
    expect(planned.exercises.some((e) => needsBar(e.exerciseId))).toBe(true);
    expect(noBar.exercises.filter((e) => needsBar(e.exerciseId))).toEqual([]);
    // The same day, its lifts replaced by the closest ones for the same pattern.
    expect(noBar.day).toBe(planned.day);
    expect(stapleOf(noBar.exercises[0]!.name)).toBe(stapleOf(planned.exercises[0]!.name));
    const line = noBar.adaptations.find((l) => l.startsWith('Without the barbell today: '));
    expect(line).toContain(`in place of ${planned.exercises[0]!.name}`);
    expect(line).toMatch(/for today only; the block's lifts come back next session\.$/);
    // What needs no barbell stays as the block planned it.
    const kept = planned.exercises.filter(
      (e) => !needsBar(e.exerciseId) && e.block !== 'cool-down',
    );
    const today = new Set(noBar.exercises.map((e) => e.name));
    expect(kept.filter((e) => today.has(e.name)).length).toBeGreaterThanOrEqual(kept.length - 2);

    // 30 minutes today: the block's lifts first, fewer of them, said once.
    const short = session({ ...gym, timeAvailable: 30, usualMinutes: 60 });
    expect(short.estimatedMinutes).toBeLessThanOrEqual(33);
    const first = (w: GeneratorResult, n: number) => w.exercises.slice(0, n).map((e) => e.name);
    expect(first(short, 2)).toEqual(first(planned, 2));
    expect(short.adaptations).toContain(
      "30 minutes today instead of your usual 60: the block's lifts first, fewer accessories and sets, for today only.",
    );
    expect(planned.adaptations.some((l) => /instead of your usual|Without/.test(l))).toBe(false);
  });

  it('lands within 10% of the minutes chosen (30, 60, 90 and 120 minutes)', () => {
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
        // The estimate is each exercise's sets, reps and rests, and the moves between them.
        const seconds = workoutSeconds(workout.exercises);
        expect(workout.estimatedMinutes).toBe(Math.round(seconds / 60));
        expect(Math.abs(seconds / 60 - minutes)).toBeLessThanOrEqual(minutes * 0.1);
        expect(new Set(workout.exercises.map((e) => e.exerciseId)).size).toBe(
          workout.exercises.length,
        );
      }
    }
  });

  it('prescribes the exercises and hard sets a coach would for the minutes chosen', () => {
    const hard = (w: GeneratorResult) =>
      w.exercises.filter(
        (e) => e.block !== 'cool-down' && e.category !== 'cardio' && e.category !== 'plyometrics',
      );
    /** The session's exercises before the cool-down: its lifts and a steady cardio finisher. */
    const main = (w: GeneratorResult) => w.exercises.filter((e) => e.block !== 'cool-down');
    for (const equipment of [['full-gym'], ['dumbbells', 'bench'], ['no-equipment']]) {
      for (const level of LEVELS) {
        for (let seed = 0; seed < 10; seed++) {
          const workout = generate(
            profile({ equipment, level, timeAvailable: 60 }),
            `hour-${seed}`,
          );
          const hour = hard(workout);
          // A bodyweight beginner's hour: 4 lifts (what the library has, within a beginner's
          // weekly sets) and steady cardio.
          expect(main(workout).length).toBeGreaterThanOrEqual(5);
          expect(hour.length).toBeGreaterThanOrEqual(level === 'beginner' ? 4 : 5);
          expect(hour.length).toBeLessThanOrEqual(8);
          const hourSets = hour.reduce((sum, e) => sum + e.sets, 0);
          expect(hourSets).toBeGreaterThanOrEqual(15);
          expect(hourSets).toBeLessThanOrEqual(22);
          const half = hard(
            generate(profile({ equipment, level, timeAvailable: 30 }), `half-${seed}`),
          );
          expect(half.length).toBeGreaterThanOrEqual(3);
          expect(half.length).toBeLessThanOrEqual(5);
          const halfSets = half.reduce((sum, e) => sum + e.sets, 0);
          expect(halfSets).toBeGreaterThanOrEqual(8);
          expect(halfSets).toBeLessThanOrEqual(12);
        }
      }
    }
  });

  it('rests by role: the main lift longest, accessories 90 s, isolation and core 60 s', () => {
    for (let seed = 0; seed < 10; seed++) {
      const workout = generate(profile({ equipment: ['full-gym'], timeAvailable: 60 }), `${seed}`);
      const [main, ...rest] = workout.exercises.filter((e) => e.block !== 'cool-down');
      expect(byId.get(main!.exerciseId!)!.mechanic).toBe('compound');
      expect(main).toMatchObject({ reps: '6-10' });
      expect(main!.sets).toBeGreaterThanOrEqual(4);
      expect(Number(main!.rest)).toBeGreaterThanOrEqual(120);
      expect(Number(main!.rest)).toBeLessThanOrEqual(180);
      for (const exercise of rest) {
        const isolation = byId.get(exercise.exerciseId!)!.mechanic !== 'compound';
        if (exercise.primaryMuscles?.includes('abdominals')) {
          expect(exercise.rest).toBe('60');
          if (exercise.reps) expect(exercise.reps).toBe('12-15');
        } else if (isolation) {
          expect(exercise).toMatchObject({ reps: '12-15', rest: '60' });
        } else {
          expect(exercise).toMatchObject({ reps: '8-12', rest: '90' });
        }
      }
      // A stretch of the cool-down: held twice, 15 s apart.
      for (const stretch of workout.exercises.filter((e) => e.block === 'cool-down')) {
        expect(stretch).toMatchObject({ sets: 2, rest: '15', duration: '30 seconds' });
      }
    }
  });

  it('keeps the rest a member chose for an exercise in a session', () => {
    let kept = 0;
    for (let seed = 0; seed < 10; seed++) {
      const first = generate(profile({ daysPerWeek: 1 }), `rest-${seed}`);
      const done: HistoryWorkout = {
        date: '2026-03-07',
        completed: true,
        exercises: first.exercises.map((e) => ({
          ...e,
          completedSets: e.sets,
          ...(e.block === 'cool-down' ? {} : { rest: '75', restChosen: true }),
        })),
      };
      const next = generate(profile({ daysPerWeek: 1 }), `rest-${seed}`, [done]);
      const before = new Set(done.exercises.filter((e) => e.restChosen).map((e) => e.name));
      for (const exercise of next.exercises.filter((e) => before.has(e.name))) {
        expect(exercise).toMatchObject({ rest: '75', restChosen: true });
        kept += 1;
      }
    }
    expect(kept).toBeGreaterThan(0);
  });

  it('closes a long session with steady cardio once its hard sets are given', () => {
    const long = generate(profile({ equipment: ['full-gym'], timeAvailable: 120 }), 'long');
    const main = long.exercises.filter((e) => e.block !== 'cool-down');
    const hardSets = main
      .filter((e) => e.category !== 'cardio')
      .reduce((sum, e) => sum + e.sets, 0);
    expect(hardSets).toBeLessThanOrEqual(26);
    const finisher = main.at(-1)!;
    expect(finisher).toMatchObject({ category: 'cardio', sets: 1 });
    expect(finisher.duration).toMatch(/^\d+ minutes$/);
    expect(long.adaptations.at(-1)).toContain('minutes of steady cardio to finish');
    expect(Math.abs(workoutSeconds(long.exercises) / 60 - 120)).toBeLessThanOrEqual(12);
  });

  it('writes every exercise the way the workout screen reads it', () => {
    const workout = generate(profile({ goals: ['lose-weight'], equipment: ['kettlebells'] }));
    for (const exercise of workout.exercises) {
      expect(exercise).toMatchObject({
        name: expect.any(String),
        rest: expect.stringMatching(/^\d+$/),
        sets: expect.any(Number),
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
      // The main lift 8-12, the rest 12-15 or 40-second intervals.
      const [lift, ...others] = main(fatBurn);
      expect(lift!.reps).toBe('8-12');
      expect(others.every((e) => e.reps === '12-15' || e.duration === '40 seconds')).toBe(true);
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
      const workout = generate(profile({ daysPerWeek: 6 }), `${seed}`, [push]);
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
