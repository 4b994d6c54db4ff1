import { describe, expect, it } from 'vitest';
import { bandName, estimatedOneRepMax, loadSteps, loadTypeOf, snapToStep } from './loads.ts';

describe('loads', () => {
  it('steps fit the equipment and the unit', () => {
    expect(loadSteps('barbell', 'metric')).toMatchObject({ adjust: 2.5, progress: 2.5 });
    expect(loadSteps('barbell', 'imperial')).toMatchObject({ adjust: 5, progress: 5 });
    expect(loadSteps('dumbbell', 'metric')).toMatchObject({ adjust: 1, progress: 2 });
    expect(loadSteps('dumbbell', 'imperial')).toMatchObject({ adjust: 2.5, progress: 5 });
    expect(loadSteps('band', 'metric')).toMatchObject({ adjust: 1, progress: 1 });
  });

  it('snaps to the grid, never below the lightest load', () => {
    const dumbbell = loadSteps('dumbbell', 'imperial');
    expect(snapToStep(48.5, dumbbell)).toBe(47.5);
    expect(snapToStep(49, dumbbell)).toBe(50);
    expect(snapToStep(0.3, dumbbell)).toBe(2.5);
  });

  it('reads the catalogue equipment words', () => {
    expect(loadTypeOf('e-z curl bar')).toBe('barbell');
    expect(loadTypeOf('kettlebells')).toBe('kettlebell');
    expect(loadTypeOf('bands')).toBe('band');
    expect(loadTypeOf('body only')).toBeNull();
    expect(loadTypeOf(null)).toBeNull();
  });

  it('estimates a one-rep max by Epley', () => {
    expect(estimatedOneRepMax(100, 10)).toBe(133.33);
    expect(estimatedOneRepMax(100, 1)).toBe(100);
    expect(estimatedOneRepMax(undefined, 10)).toBeNull();
    expect(estimatedOneRepMax(100, 0)).toBeNull();
  });

  it('names band levels', () => {
    expect(bandName(3)).toBe('Medium band');
    expect(bandName(9)).toBe('Extra heavy band');
  });
});
