import { describe, expect, it } from 'vitest';
import type { DailyLog } from '#common/schemas/nutrition.ts';
import {
  hasMacroMismatch,
  lastDaysTrend,
  macroCalories,
  parseWholeNumber,
  shiftDate,
  validateAmount,
} from './nutrition.ts';

describe('parseWholeNumber', () => {
  it('parses integers and turns anything invalid into 0', () => {
    expect(parseWholeNumber('2100')).toBe(2100);
    expect(parseWholeNumber(' 150 ')).toBe(150);
    expect(parseWholeNumber('12.7')).toBe(12);
    expect(parseWholeNumber('')).toBe(0);
    expect(parseWholeNumber('abc')).toBe(0);
    expect(parseWholeNumber('-5')).toBe(-5);
  });
});

describe('validateAmount', () => {
  it('uses the server wording', () => {
    expect(validateAmount('calories', -1)).toBe('Calories cannot be negative');
    expect(validateAmount('waterIntake', 20_001)).toBe('Water intake cannot be more than 20,000');
    expect(validateAmount('fats', 2000)).toBeUndefined();
  });
});

describe('macro mismatch', () => {
  it('weighs protein and carbs 4, fats 9, and warns above a 50 calorie gap', () => {
    expect(macroCalories({ protein: 150, carbs: 200, fats: 70 })).toBe(2030);
    expect(hasMacroMismatch({ calories: 2080, protein: 150, carbs: 200, fats: 70 })).toBe(false);
    expect(hasMacroMismatch({ calories: 1980, protein: 150, carbs: 200, fats: 70 })).toBe(false);
    expect(hasMacroMismatch({ calories: 2081, protein: 150, carbs: 200, fats: 70 })).toBe(true);
    expect(hasMacroMismatch({ calories: 1979, protein: 150, carbs: 200, fats: 70 })).toBe(true);
    expect(hasMacroMismatch({ calories: 0, protein: 0, carbs: 0, fats: 0 })).toBe(false);
  });
});

describe('lastDaysTrend', () => {
  const log = (date: string, calories: number, waterIntake: number): DailyLog => ({
    id: date,
    userId: 'u',
    date,
    calories,
    protein: 0,
    carbs: 0,
    fats: 0,
    waterIntake,
    notes: '',
    createdAt: `${date}T12:00:00.000Z`,
    updatedAt: `${date}T12:00:00.000Z`,
  });

  it('covers the 14 days ending today, oldest first, with gaps for days without a log', () => {
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    const points = lastDaysTrend(
      [log('2026-03-01', 2000, 1500), log('2026-02-20', 1800, 2000), log('2026-02-01', 1, 1)],
      '2026-03-01',
    );
    expect(points).toHaveLength(14);
    expect(points[0]).toMatchObject({ date: '2026-02-16', calories: null, waterIntake: null });
    expect(points[4]).toMatchObject({ date: '2026-02-20', calories: 1800, waterIntake: 2000 });
    expect(points[13]).toMatchObject({ date: '2026-03-01', label: 'Mar 1', calories: 2000 });
  });
});
