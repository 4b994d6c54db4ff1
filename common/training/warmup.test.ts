import { describe, expect, it } from 'vitest';
import { firstMainLift, warmupRamp } from './warmup.ts';

const loads = (sets: ReturnType<typeof warmupRamp>) => sets.map((s) => `${s.weight}x${s.reps}`);

describe('warm-up ramps', () => {
  it('ramps a barbell from the empty bar to about 85% of the working load, on loads that exist', () => {
    expect(loads(warmupRamp(100, 'barbell', 'metric'))).toEqual(['20x10', '50x5', '70x3', '85x1']);
    // 50% of 87.5 = 43.75, 70% = 61.25, 85% = 74.375: to the nearest 2.5 kg.
    expect(loads(warmupRamp(87.5, 'barbell', 'metric'))).toEqual(['20x10', '45x5', '60x3', '75x1']);
    expect(loads(warmupRamp(225, 'barbell', 'imperial'))).toEqual([
      '45x10',
      '115x5',
      '160x3',
      '190x1',
    ]);
    expect(warmupRamp(100, 'barbell', 'metric').every((s) => s.kind === 'warmup')).toBe(true);
  });

  it('shortens the ramp of a light lift and has none at or under the bar', () => {
    // 30 kg: 50% is 15 (under the bar), 70% is 20 (the bar again), 85% is 25.
    expect(loads(warmupRamp(30, 'barbell', 'metric'))).toEqual(['20x10', '25x1']);
    expect(warmupRamp(20, 'barbell', 'metric')).toEqual([]);
    expect(warmupRamp(0, 'barbell', 'metric')).toEqual([]);
  });

  it('takes a bar of its own', () => {
    expect(loads(warmupRamp(60, 'barbell', 'metric', { bar: 15, plates: [10, 5, 2.5] }))).toEqual([
      '15x10',
      '30x5',
      '42.5x3',
      '50x1',
    ]);
  });

  it('ramps dumbbells and machines in two sets, on the rack', () => {
    expect(loads(warmupRamp(30, 'dumbbell', 'metric'))).toEqual(['14x8', '22x4']);
    expect(loads(warmupRamp(80, 'machine', 'metric'))).toEqual(['40x8', '60x4']);
    expect(warmupRamp(5, 'dumbbell', 'metric').map((s) => s.weight)).toEqual([2, 4]);
    expect(warmupRamp(3, 'band', 'metric')).toEqual([]);
  });

  it("finds the day's first main lift: the first exercise loaded with weights", () => {
    expect(
      firstMainLift([{}, { loadType: 'band' }, { loadType: 'barbell' }, { loadType: 'dumbbell' }]),
    ).toBe(2);
    expect(firstMainLift([{}, { loadType: 'band' }])).toBe(-1);
  });
});
