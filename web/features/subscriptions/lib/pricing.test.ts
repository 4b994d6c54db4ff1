import { describe, expect, it } from 'vitest';
import { formatCents } from '#common/money.ts';
import { describeDiscount, discountedCents } from './pricing.ts';

describe('pricing', () => {
  it('formats cents as dollars', () => {
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(0)).toBe('$0.00');
  });
  it('applies a percentage discount in cents, rounded', () => {
    expect(discountedCents(1999, 50)).toBe(1000);
    expect(discountedCents(999, 50)).toBe(500);
    expect(discountedCents(2999, 100)).toBe(0);
    expect(discountedCents(2999, 0)).toBe(2999);
  });
  it('describes the discount', () => {
    expect(describeDiscount(50, 1)).toBe('50% off for 1 month');
    expect(describeDiscount(20, 3)).toBe('20% off for 3 months');
  });
});
