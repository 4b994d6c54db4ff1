import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Level } from '#common/constants.ts';
import { blockPosition } from '#common/training/block.ts';
import { getTrainingPool } from '../../exercises/guides.ts';
import { PATTERNS, stapleOf } from '../../exercises/staples.ts';
import { generateWorkout, type GeneratorProfile, type GeneratorResult } from './generator.ts';
import { ROTATIONS, splitFor, weekDays } from './program.ts';
import { groupOf, MAJOR_GROUPS, weeklyLeast, weeklyMost } from './volume-targets.ts';

const catalogue = getTrainingPool();
const MONDAY = '2026-01-05';

/** The block's week of a profile: each training day's session, with no history. */
function week(profile: GeneratorProfile, seed: string): GeneratorResult[] {
  const split = splitFor(profile.daysPerWeek, profile.level, profile.goals[0]);
  const position = blockPosition(MONDAY, MONDAY, profile.level);
  return weekDays(ROTATIONS[split], profile.daysPerWeek).map((day) =>
    generateWorkout(profile, {
      catalogue,
      history: [],
      seed,
      today: MONDAY,
      block: { position, seed },
      day,
    }),
  );
}

/** Hard sets per group of a week, from each exercise's first primary muscle. */
function volume(sessions: readonly GeneratorResult[]): Map<string, number> {
  const sets = new Map<string, number>();
  for (const exercise of sessions.flatMap((s) => s.exercises)) {
    if (exercise.block === 'cool-down' || exercise.category === 'cardio') continue;
    if (exercise.category === 'stretching') continue;
    const group = groupOf(exercise.primaryMuscles![0]!);
    sets.set(group, (sets.get(group) ?? 0) + exercise.sets);
  }
  return sets;
}

/** The reference lifter: intermediate, a full gym, 4 days of an hour. */
const gym: GeneratorProfile = {
  level: 'intermediate',
  goals: ['build-muscle'],
  equipment: ['full-gym'],
  daysPerWeek: 4,
  timeAvailable: 60,
  units: 'metric',
};

const PATTERN_GEAR = ['barbell', 'dumbbells', 'bench', 'pull-up-bar'];

describe('the week of a plan', () => {
  it('gives every major group its weekly sets and every movement pattern, and core some, when the week has the time', () => {
    // Each day of at least an hour, with the gear every pattern needs: a major group gets 8 to
    // 22 sets a week, a beginner's 6 to 12 (the rest of a beginner's hour is steady cardio).
    const profiles = fc.record({
      level: fc.constantFrom<Level>('beginner', 'intermediate', 'advanced'),
      equipment: fc.constantFrom(['full-gym'], PATTERN_GEAR),
      daysPerWeek: fc.constantFrom(3, 4, 5, 6),
      timeAvailable: fc.constantFrom(60, 75, 90),
    });
    fc.assert(
      fc.property(profiles, fc.string({ maxLength: 8 }), (p, seed) => {
        const profile: GeneratorProfile = { ...p, goals: ['build-muscle'], units: 'metric' };
        const sessions = week(profile, seed);
        const sets = volume(sessions);
        const least = weeklyLeast(profile.level);
        // Every movement pattern, every week.
        const patterns = new Set(sessions.flatMap((s) => s.exercises.map((e) => stapleOf(e.name))));
        expect(PATTERNS.filter((p) => !patterns.has(p))).toEqual([]);
        for (const group of MAJOR_GROUPS) {
          expect(sets.get(group) ?? 0, group).toBeGreaterThanOrEqual(least.get(group)!);
          expect(sets.get(group) ?? 0, group).toBeLessThanOrEqual(weeklyMost(profile.level));
        }
        expect(sets.get('abdominals') ?? 0).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('trains every movement pattern each week, and says when the equipment leaves one out', () => {
    const patterns = new Set(
      week(gym, 's')
        .flatMap((s) => s.exercises)
        .map((e) => stapleOf(e.name))
        .filter(Boolean),
    );
    expect([...patterns].sort()).toEqual([
      'hinge',
      'horizontal-pull',
      'horizontal-push',
      'squat',
      'vertical-pull',
      'vertical-push',
    ]);
    // Without equipment the library has no pull: the member is told, with what would fix it.
    const home = week(
      { ...gym, level: 'beginner', equipment: ['no-equipment'], daysPerWeek: 3 },
      's',
    );
    expect(home[0]!.adaptations).toContain(
      'No pulling exercise today: the exercise library has none for your equipment and level. A resistance band or a pull-up bar adds rows and pull-ups: add it to your equipment in your profile.',
    );
  });

  it('names the days of the split A and B, each with its own lead lift', () => {
    const days = week(gym, 's');
    expect(days.map((d) => d.day)).toEqual(['Upper A', 'Lower A', 'Upper B', 'Lower B']);
    expect(days.map((d) => d.exercises[0]!.name)).toEqual([
      'Barbell Bench Press - Medium Grip',
      'Barbell Squat',
      'Dumbbell Shoulder Press',
      'Barbell Deadlift',
    ]);
  });
});
