import { describe, expect, it } from 'vitest';
import { redactPath } from '../analytics-path.ts';
import { GoalsSchema, isCalendarDate, normalizeOption, WeightSchema } from './fields.ts';

describe('isCalendarDate', () => {
  it.each([
    ['2026-11-21', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['tomorrow', false],
  ])('%s -> %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe('option normalising', () => {
  it('maps labels and spellings to one slug', () => {
    expect(normalizeOption('Build Muscle')).toBe('build-muscle');
    expect(normalizeOption('build_muscle')).toBe('build-muscle');
    expect(normalizeOption('No Equipment')).toBe('no-equipment');
    expect(normalizeOption('none')).toBe('no-equipment');
  });

  it('deduplicates goals', () => {
    expect(GoalsSchema.parse(['Lose Weight', 'lose-weight'])).toEqual(['lose-weight']);
  });
});

describe('WeightSchema', () => {
  it('takes numbers and numeric strings, rounds to 0.1 lbs, and refuses nonsense', () => {
    expect(WeightSchema.parse('180.26')).toBe(180.3);
    expect(WeightSchema.safeParse('abc').success).toBe(false);
    expect(WeightSchema.safeParse(10).success).toBe(false);
  });
});

describe('redactPath', () => {
  it('drops token, email and session_id and keeps the rest', () => {
    expect(redactPath('/reset-password?token=t&email=e')).toBe('/reset-password');
    expect(redactPath('/upgrade?session_id=cs_1&plan=pro')).toBe('/upgrade?plan=pro');
    expect(redactPath('/onboarding?ref=abc')).toBe('/onboarding?ref=abc');
  });
});
