import { describe, expect, it } from 'vitest';
import {
  bandName,
  estimatedOneRepMax,
  heavierLoad,
  lighterLoad,
  loadSteps,
  loadTypeOf,
  RACKS,
  snapToStep,
  stepLoad,
} from './loads.ts';

describe('loads', () => {
  it('steps fit the equipment and the unit', () => {
    expect(loadSteps('barbell', 'metric')).toMatchObject({ adjust: 2.5, progress: 2.5 });
    expect(loadSteps('barbell', 'imperial')).toMatchObject({ adjust: 5, progress: 5 });
    expect(loadSteps('dumbbell', 'metric')).toMatchObject({ adjust: 1, progress: 2 });
    expect(loadSteps('dumbbell', 'imperial')).toMatchObject({ adjust: 2.5, progress: 5 });
    expect(loadSteps('band', 'metric')).toMatchObject({ adjust: 1, progress: 1 });
  });

  it('snaps to the grid, never below the lightest load', () => {
    const barbell = loadSteps('barbell', 'metric');
    expect(snapToStep(61.4, barbell)).toBe(62.5);
    expect(snapToStep(61.2, barbell)).toBe(60);
    expect(snapToStep(0.3, barbell)).toBe(2.5);
  });

  it('prescribes only dumbbells and kettlebells that exist in a rack', () => {
    const kg = loadSteps('dumbbell', 'metric');
    const lb = loadSteps('dumbbell', 'imperial');
    // 1 kg steps to 10 kg, then 2 kg; 2.5 lb steps to 25 lb, then 5 lb.
    expect(RACKS.dumbbell.metric.slice(8, 13)).toEqual([9, 10, 12, 14, 16]);
    expect(RACKS.dumbbell.imperial.slice(8, 12)).toEqual([22.5, 25, 30, 35]);
    expect(snapToStep(13, kg)).toBe(12);
    expect(snapToStep(27.5, lb)).toBe(25);
    expect(snapToStep(0.3, lb)).toBe(2.5);
    // Up: the next dumbbell. Down about 10%: the nearest one that exists, never 13 kg or 23 kg.
    expect(heavierLoad(9, kg)).toBe(10);
    expect(heavierLoad(10, kg)).toBe(12);
    expect(heavierLoad(25, lb)).toBe(30);
    expect(lighterLoad(25, kg, 0.9)).toBe(22);
    expect(lighterLoad(14, kg, 0.9)).toBe(12);
    expect(lighterLoad(30, lb, 0.9)).toBe(25);
    expect(lighterLoad(1, kg, 0.9)).toBe(1);
    // A kettlebell goes 16, 20, 24.
    const bell = loadSteps('kettlebell', 'metric');
    expect(heavierLoad(24, bell)).toBe(28);
    expect(lighterLoad(20, bell, 0.9)).toBe(18);
    // The +/- buttons walk the rack; past its heaviest weight, plate-loaded steps.
    expect(stepLoad(10, kg, 1)).toBe(12);
    expect(stepLoad(12, kg, -1)).toBe(10);
    expect(stepLoad(1, kg, -1)).toBeNull();
    expect(stepLoad(60, kg, 1)).toBe(61);
    expect(heavierLoad(60, kg)).toBe(62);
  });

  it('every load a rack gives, up or down, is in the rack (property)', () => {
    for (const units of ['metric', 'imperial'] as const) {
      for (const type of ['dumbbell', 'kettlebell'] as const) {
        const steps = loadSteps(type, units);
        const rack: readonly number[] = RACKS[type][units];
        for (const load of rack.slice(0, -1)) {
          expect(rack).toContain(heavierLoad(load, steps));
          expect(rack).toContain(lighterLoad(load, steps, 0.9));
          expect(lighterLoad(load, steps, 0.9)).toBeLessThanOrEqual(load);
        }
      }
    }
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
