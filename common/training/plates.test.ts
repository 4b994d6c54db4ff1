import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATES, describePlates, platesFor } from './plates.ts';

const kg = DEFAULT_PLATES.metric;
const lb = DEFAULT_PLATES.imperial;

describe('the plate calculator', () => {
  it('loads a bar in kilograms and pounds, heaviest plates first', () => {
    expect(platesFor(100, kg)).toEqual({ kind: 'plates', load: 100, bar: 20, perSide: [25, 15] });
    expect(platesFor(62.5, kg)).toMatchObject({ perSide: [20, 1.25] });
    expect(platesFor(20, kg)).toMatchObject({ perSide: [] });
    expect(platesFor(225, lb)).toMatchObject({ perSide: [45, 45] });
    expect(platesFor(135, lb)).toMatchObject({ perSide: [45] });
    expect(platesFor(185, lb)).toMatchObject({ perSide: [45, 25] });
    expect(describePlates(platesFor(100, kg), 'metric')).toBe(
      'Per side: 25 + 15 kg on a 20 kg bar.',
    );
    expect(describePlates(platesFor(45, lb), 'imperial')).toBe('The bar alone: 45 lbs.');
  });

  it('says plainly when a load cannot be built, with the nearest two that can', () => {
    expect(platesFor(63, kg)).toEqual({ kind: 'impossible', load: 63, below: 62.5, above: 65 });
    expect(describePlates(platesFor(63, kg), 'metric')).toBe(
      "63 kg can't be built with your plates: 62.5 kg or 65 kg can.",
    );
    expect(platesFor(15, kg)).toEqual({ kind: 'impossible', load: 15, below: null, above: 20 });
    expect(platesFor(137, lb)).toMatchObject({ below: 135, above: 140 });
  });

  it('always adds up: the bar and both sides make the load (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.boolean(), (steps, metric) => {
        const set = metric ? kg : lb;
        const load = set.bar + steps * (metric ? 2.5 : 5);
        const loading = platesFor(load, set);
        expect(loading.kind).toBe('plates');
        if (loading.kind !== 'plates') return;
        const total = set.bar + 2 * loading.perSide.reduce((sum, p) => sum + p, 0);
        expect(total).toBeCloseTo(load, 6);
        for (const plate of loading.perSide) expect(set.plates).toContain(plate);
      }),
      { numRuns: 300 },
    );
  });
});
