import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLoad,
  lengthFromCanonical,
  lengthToCanonical,
  rangeIn,
  weightFromCanonical,
  weightToCanonical,
} from './units.ts';

/** Values as a member types them: up to two decimals. */
const typed = (max: number) =>
  fc.integer({ min: 0, max: max * 100 }).map((hundredths) => hundredths / 100);

describe('units', () => {
  it('converts by the exact definitions', () => {
    expect(weightToCanonical(100, 'metric')).toBeCloseTo(220.462262, 6);
    expect(weightFromCanonical(220.462262185, 'metric')).toBe(100);
    expect(lengthToCanonical(254, 'metric')).toBeCloseTo(100, 10);
    expect(lengthFromCanonical(10, 'metric')).toBe(25.4);
    expect(weightToCanonical(180, 'imperial')).toBe(180);
    expect(weightFromCanonical(180.004, 'imperial')).toBe(180);
  });

  it('gives back exactly what was saved, in either unit', () => {
    fc.assert(
      fc.property(typed(2000), fc.constantFrom('metric' as const, 'imperial' as const), (v, u) => {
        expect(weightFromCanonical(weightToCanonical(v, u), u)).toBe(v);
        expect(lengthFromCanonical(lengthToCanonical(v, u), u)).toBe(v);
      }),
      { numRuns: 2000 },
    );
  });

  it('does not drift when a value is read and saved again many times', () => {
    fc.assert(
      fc.property(typed(500), (kg) => {
        let stored = weightToCanonical(kg, 'metric');
        for (let i = 0; i < 20; i++)
          stored = weightToCanonical(weightFromCanonical(stored, 'metric'), 'metric');
        expect(weightFromCanonical(stored, 'metric')).toBe(kg);
      }),
    );
  });

  it('writes loads and ranges in the member unit', () => {
    expect(formatLoad(22.5, 'metric')).toBe('22.5 kg');
    expect(formatLoad(45, 'imperial')).toBe('45 lbs');
    expect(rangeIn({ min: 50, max: 1000 }, 'weight', 'metric')).toEqual({ min: 22, max: 454 });
    expect(rangeIn({ min: 15, max: 100 }, 'length', 'metric')).toEqual({ min: 38, max: 254 });
    expect(rangeIn({ min: 15, max: 100 }, 'length', 'imperial')).toEqual({ min: 15, max: 100 });
  });
});
