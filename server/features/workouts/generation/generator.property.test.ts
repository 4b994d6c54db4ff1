import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT, GOALS, LEVELS } from '#common/constants.ts';
import { getTrainingPool } from '../../exercises/guides.ts';
import { hasEquipmentFor } from '../../exercises/exercise-pool.ts';
import { generateWorkout } from './generator.ts';
import { exerciseSeconds } from './goal-plans.ts';

const catalogue = getTrainingPool();
const byId = new Map(catalogue.map((e) => [e.id, e]));

const profiles = fc.record({
  level: fc.constantFrom(...LEVELS),
  goals: fc.subarray([...GOALS], { minLength: 1 }),
  equipment: fc.subarray([...EQUIPMENT], { minLength: 1 }),
  timeAvailable: fc.constantFrom(15, 30, 45, 60, 90, 120),
  daysPerWeek: fc.integer({ min: 1, max: 7 }),
  units: fc.constantFrom('imperial' as const, 'metric' as const),
});

describe('the generator over 1,000 random profiles', () => {
  it('never violates equipment, fills the time to within one exercise, opens a strength session with a compound lift, and keeps stretching out of the main block', () => {
    fc.assert(
      fc.property(profiles, fc.string({ maxLength: 12 }), (profile, seed) => {
        const workout = generateWorkout(profile, {
          catalogue,
          history: [],
          seed,
          today: '2026-11-24',
        });
        expect(workout.exercises.length).toBeGreaterThan(0);
        for (const exercise of workout.exercises) {
          expect(hasEquipmentFor(profile.equipment, byId.get(exercise.exerciseId!)!)).toBe(true);
        }
        const longest = Math.max(...workout.exercises.map(exerciseSeconds)) + 120;
        expect(workout.estimatedMinutes).toBeLessThanOrEqual(profile.timeAvailable);
        expect(profile.timeAvailable - workout.estimatedMinutes).toBeLessThanOrEqual(
          Math.ceil(longest / 60),
        );
        if (/Strength$/.test(workout.title)) {
          expect(byId.get(workout.exercises[0]!.exerciseId!)!.mechanic).toBe('compound');
        }
        if (!/Mobility/.test(workout.title)) {
          const main = workout.exercises.filter((e) => e.block !== 'cool-down');
          expect(main.every((e) => e.category !== 'stretching')).toBe(true);
          // The cool-down comes last.
          const first = workout.exercises.findIndex((e) => e.block === 'cool-down');
          if (first >= 0) {
            expect(workout.exercises.slice(first).every((e) => e.block === 'cool-down')).toBe(true);
          }
        }
      }),
      { numRuns: 1000 },
    );
  });
});
