import { describe, expect, it } from 'vitest';
import { withThousands } from './thousands.ts';

describe('withThousands', () => {
  it('writes what toLocaleString writes in en-US', () => {
    for (const value of [0, 7, 999, 1000, 10_000, 12_345, 100_000, 1_234_567, -4321, 2500.5, 1e9]) {
      expect(withThousands(value), String(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
