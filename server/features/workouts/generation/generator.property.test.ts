import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EQUIPMENT, GOALS, LEVELS } from '#common/constants.ts';
import { getTrainingPool } from '../../exercises/guides.ts';
import { hasEquipmentFor } from '../../exercises/exercise-pool.ts';
import { familyOf, inPlans, isHeavyHinge } from '../../exercises/staples.ts';
import { blockPosition } from '#common/training/block.ts';
import { generateWorkout } from './generator.ts';
import { workoutSeconds } from './goal-plans.ts';

const catalogue = getTrainingPool();
const byId = new Map(catalogue.map((e) => [e.id, e]));

const LEG_MUSCLES = new Set([
  'quadriceps',
  'hamstrings',
  'glutes',
  'calves',
  'adductors',
  'abductors',
]);
const UPPER_MUSCLES = new Set([
  'chest',
  'lats',
  'middle back',
  'shoulders',
  'biceps',
  'triceps',
  'traps',
]);

const profiles = fc.record({
  level: fc.constantFrom(...LEVELS),
  goals: fc.subarray([...GOALS], { minLength: 1 }),
  equipment: fc.subarray([...EQUIPMENT], { minLength: 1 }),
  timeAvailable: fc.constantFrom(15, 30, 45, 60, 90, 120),
  daysPerWeek: fc.integer({ min: 1, max: 7 }),
  units: fc.constantFrom('imperial' as const, 'metric' as const),
  // Equipment left out for the day ("no barbell today").
  without: fc.subarray(['barbell', 'bench', 'dumbbells', 'pull-up-bar', 'full-gym']),
});

describe('the generator over 1,000 random profiles', () => {
  it('never violates equipment, lands within 10% of the minutes chosen, opens a strength session with a compound lift, and keeps stretching out of the main block', () => {
    fc.assert(
      fc.property(profiles, fc.string({ maxLength: 12 }), (profile, seed) => {
        const workout = generateWorkout(profile, {
          catalogue,
          history: [],
          seed,
          today: '2026-11-24',
        });
        expect(workout.exercises.length).toBeGreaterThan(0);
        const athletic = workout.title.endsWith('Power & Agility');
        for (const exercise of workout.exercises) {
          const entry = byId.get(exercise.exerciseId!)!;
          expect(hasEquipmentFor(profile.equipment, entry)).toBe(true);
          // No Olympic lift, strongman event, upright row, thruster or curiosity.
          expect(inPlans(entry, athletic), entry.name).toBe(true);
          expect(profile.without, entry.name).not.toContain(entry.equipment);
        }
        // One exercise of a family a session (one bridge, one leg curl).
        const families = workout.exercises
          .map((e) => familyOf(e.name))
          .filter((f) => f !== undefined);
        expect(new Set(families).size).toBe(families.length);
        // At most one heavy hinge a session.
        expect(
          workout.exercises.filter((e) => isHeavyHinge(byId.get(e.exerciseId!)!)).length,
        ).toBeLessThanOrEqual(1);
        // The estimate is the session's own time, and it fits the clock.
        const minutes = workoutSeconds(workout.exercises) / 60;
        expect(workout.estimatedMinutes).toBe(Math.round(minutes));
        expect(Math.abs(minutes - profile.timeAvailable)).toBeLessThanOrEqual(
          profile.timeAvailable * 0.1,
        );
        // The name, the muscles it lists and the work agree: an upper-body day lists no leg
        // muscle (a star jump in it is conditioning, not leg training), and the other way round.
        if (/^Upper/.test(workout.title)) {
          expect(
            workout.focus.filter((m) => LEG_MUSCLES.has(m)),
            workout.title,
          ).toEqual([]);
        }
        if (/^Lower/.test(workout.title)) {
          expect(
            workout.focus.filter((m) => UPPER_MUSCLES.has(m)),
            workout.title,
          ).toEqual([]);
        }
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
      {
        numRuns: 1000,
        // Found by this property: a glute exercise on a bodyweight upper day named it a glute day.
        examples: [
          [
            {
              level: 'beginner',
              goals: ['general-fitness', 'athletic-performance'],
              equipment: ['barbell'],
              timeAvailable: 120,
              daysPerWeek: 4,
              units: 'imperial',
              without: ['barbell'],
            },
            '',
          ],
        ],
      },
    );
  });

  it('keeps the same exercises on a day of the split all block long, whatever was logged', () => {
    fc.assert(
      fc.property(profiles, fc.string({ maxLength: 12 }), (profile, seed) => {
        const position = blockPosition('2026-11-02', '2026-11-09', profile.level);
        const block = { position, seed };
        const day = { focus: 'full' as const, variant: 0 };
        const first = generateWorkout(profile, {
          catalogue,
          history: [],
          seed: `${seed}|1`,
          today: '2026-11-09',
          block,
        });
        // A week later, with the first session logged at the top of every range.
        const logged = {
          date: '2026-11-09',
          completed: true,
          exercises: first.exercises.map((e) => ({ ...e, completedSets: e.sets })),
        };
        const again = generateWorkout(profile, {
          catalogue,
          history: [logged],
          seed: `${seed}|2`,
          today: '2026-11-16',
          block: { ...block, position: blockPosition('2026-11-02', '2026-11-16', profile.level) },
          ...(first.day?.startsWith('Full Body') ? { day } : {}),
        });
        if (again.day === first.day && !again.block?.deload) {
          expect(again.exercises.map((e) => e.name)).toEqual(first.exercises.map((e) => e.name));
        }
      }),
      { numRuns: 300 },
    );
  });
});
