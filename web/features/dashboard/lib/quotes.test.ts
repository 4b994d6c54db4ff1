import { describe, expect, it } from 'vitest';
import { dayOfYear, QUOTES, quoteOfTheDay } from './quotes.ts';

describe('quoteOfTheDay', () => {
  it('counts days of the year from 1', () => {
    expect(dayOfYear(new Date(2026, 0, 1, 0, 5))).toBe(1);
    expect(dayOfYear(new Date(2026, 0, 1, 23, 55))).toBe(1);
    expect(dayOfYear(new Date(2026, 11, 31, 12))).toBe(365);
    expect(dayOfYear(new Date(2024, 11, 31, 12))).toBe(366);
  });

  it('keeps one quote all day and changes it the next day', () => {
    const morning = quoteOfTheDay(new Date(2026, 4, 10, 7));
    expect(quoteOfTheDay(new Date(2026, 4, 10, 22))).toBe(morning);
    expect(quoteOfTheDay(new Date(2026, 4, 11, 7))).not.toBe(morning);
  });

  it('has an author for every quote', () => {
    for (const quote of QUOTES) {
      expect(quote.text.length).toBeGreaterThan(10);
      expect(quote.author.length).toBeGreaterThan(2);
    }
  });
});
