import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentStreak,
  daysBetween,
  fromDayNumber,
  longestStreak,
  streakSummary,
  toDayNumber,
  utcToday,
  weekStartOf,
  weeklyCounts,
} from './streaks.ts';

describe('day arithmetic', () => {
  it('round-trips dates through day numbers', () => {
    expect(toDayNumber('1970-01-01')).toBe(0);
    expect(toDayNumber('1970-01-02')).toBe(1);
    for (const date of ['2024-02-29', '2026-12-31', '2027-01-01', '1999-03-28']) {
      expect(fromDayNumber(toDayNumber(date)!)).toBe(date);
    }
  });

  it('agrees with Date on every day from 1600 to 2400', () => {
    const MS_PER_DAY = 86_400_000;
    const first = Date.UTC(1600, 0, 1) / MS_PER_DAY;
    const last = Date.UTC(2400, 11, 31) / MS_PER_DAY;
    const mismatches: string[] = [];
    for (let day = first; day <= last; day++) {
      const iso = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
      if (fromDayNumber(day) !== iso || toDayNumber(iso) !== day) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
    expect(fromDayNumber(Date.UTC(10_000, 0, 1) / MS_PER_DAY)).toBe('+010000-01-01');
  });

  it('rejects malformed and impossible dates', () => {
    for (const date of [
      '2027-02-29',
      '2100-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-01',
      '2026/01/01',
      '20a6-01-01',
      '0099-12-31',
      '2026-01-01T00:00',
      'today',
      '',
      '2026-04-31',
    ]) {
      expect(toDayNumber(date)).toBeNull();
    }
    expect(() => addDays('nope', 1)).toThrow(RangeError);
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // European DST weekend
    expect(daysBetween('2026-11-02', '2026-11-01')).toBe(-1); // US DST change
  });

  it('gives UTC today whatever the clock time', () => {
    expect(utcToday(new Date('2026-05-04T23:59:59.999Z'))).toBe('2026-05-04');
    expect(utcToday(new Date('2026-05-05T00:00:00.000Z'))).toBe('2026-05-05');
  });
});

describe('currentStreak', () => {
  it('is 0 for no history', () => {
    expect(currentStreak([], '2026-05-04')).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    expect(currentStreak(['2026-05-02', '2026-05-03', '2026-05-04'], '2026-05-04')).toBe(3);
    expect(currentStreak(['2026-05-04'], '2026-05-04')).toBe(1);
  });

  it('is 0 when there is no workout today (spec: ending today)', () => {
    expect(currentStreak(['2026-05-02', '2026-05-03'], '2026-05-04')).toBe(0);
  });

  it('stops at the first gap', () => {
    expect(
      currentStreak(['2026-04-28', '2026-04-29', '2026-05-01', '2026-05-02'], '2026-05-02'),
    ).toBe(2);
  });

  it('runs across month and year boundaries', () => {
    expect(currentStreak(['2026-04-29', '2026-04-30', '2026-05-01'], '2026-05-01')).toBe(3);
    expect(currentStreak(['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01')).toBe(3);
  });

  it('runs across a leap day, and not across a missing Feb 29', () => {
    expect(currentStreak(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toBe(3);
    expect(currentStreak(['2028-02-28', '2028-03-01'], '2028-03-01')).toBe(1);
    expect(currentStreak(['2027-02-28', '2027-03-01'], '2027-03-01')).toBe(2);
  });

  it('counts two workouts on one day once, in any order, ignoring later dates', () => {
    const dates = ['2026-05-04', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'];
    expect(currentStreak(dates, '2026-05-04')).toBe(3);
  });

  it('ignores malformed entries and refuses a malformed today', () => {
    expect(currentStreak(['2026-05-04', 'garbage', '2026-02-30'], '2026-05-04')).toBe(1);
    expect(() => currentStreak([], '04/05/2026')).toThrow(RangeError);
  });
});

describe('longestStreak', () => {
  it('is 0 for no history and 1 for a single day', () => {
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-05-04'])).toBe(1);
  });

  it('finds the longest run, not the latest or a made-up minimum', () => {
    const dates = [
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04', // 4 days
      '2026-03-10',
      '2026-03-11', // 2 days
      '2026-05-04', // 1 day (the current one)
    ];
    expect(longestStreak(dates)).toBe(4);
  });

  it('handles unsorted input and duplicates', () => {
    expect(
      longestStreak(['2026-01-03', '2026-01-01', '2026-01-02', '2026-01-02', '2026-01-01']),
    ).toBe(3);
  });

  it('runs across month, year and leap-day boundaries', () => {
    expect(longestStreak(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02'])).toBe(4);
    expect(longestStreak(['2026-12-31', '2027-01-01', '2025-12-31'])).toBe(2);
    expect(longestStreak(['2024-02-28', '2024-02-29', '2024-03-01'])).toBe(3);
    expect(longestStreak(['2023-02-28', '2023-03-01'])).toBe(2);
  });
});

describe('weeklyCounts', () => {
  it('returns 12 zero-filled ISO weeks, oldest first, ending with the current week', () => {
    const weeks = weeklyCounts([], '2026-05-06'); // a Wednesday
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-05-04', count: 0 });
    expect(weeks[0]).toEqual({ weekStart: '2026-02-16', count: 0 });
    expect(weeks.every((w) => w.count === 0)).toBe(true);
    for (let i = 1; i < weeks.length; i += 1) {
      expect(daysBetween(weeks[i - 1]!.weekStart, weeks[i]!.weekStart)).toBe(7);
    }
  });

  it('starts weeks on Monday: Sunday belongs to the week before', () => {
    expect(weekStartOf('2026-05-03')).toBe('2026-04-27'); // Sunday
    expect(weekStartOf('2026-05-04')).toBe('2026-05-04'); // Monday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // ISO week across the new year
    expect(weekStartOf('1970-01-01')).toBe('1969-12-29'); // before day 0
    const weeks = weeklyCounts(['2026-05-03', '2026-05-04', '2026-05-10'], '2026-05-10', 2);
    expect(weeks).toEqual([
      { weekStart: '2026-04-27', count: 1 },
      { weekStart: '2026-05-04', count: 2 },
    ]);
  });

  it('counts every workout (two on one day add 2), unsorted, across a year boundary', () => {
    const weeks = weeklyCounts(
      ['2027-01-02', '2026-12-29', '2026-12-29', '2026-12-20', '2027-01-04'],
      '2027-01-05',
      3,
    );
    expect(weeks).toEqual([
      { weekStart: '2026-12-21', count: 0 },
      { weekStart: '2026-12-28', count: 3 },
      { weekStart: '2027-01-04', count: 1 },
    ]);
  });

  it('leaves out dates before the period, after this week, and malformed ones', () => {
    const weeks = weeklyCounts(
      ['2026-02-15', '2026-02-16', '2026-05-10', '2026-05-11', 'x'],
      '2026-05-06',
    );
    expect(weeks[0]).toEqual({ weekStart: '2026-02-16', count: 1 });
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-05-04', count: 1 });
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(2);
  });

  it('handles a leap-year February', () => {
    const weeks = weeklyCounts(['2028-02-29', '2028-03-01', '2028-02-27'], '2028-03-01', 2);
    expect(weeks).toEqual([
      { weekStart: '2028-02-21', count: 1 },
      { weekStart: '2028-02-28', count: 2 },
    ]);
  });

  it('refuses a bad number of weeks or a malformed today', () => {
    expect(() => weeklyCounts([], '2026-05-06', 0)).toThrow(RangeError);
    expect(() => weeklyCounts([], 'today')).toThrow(RangeError);
  });
});

describe('streakSummary', () => {
  it('gives what the three separate functions give, reading the history once', () => {
    const today = '2026-11-22';
    const histories = [
      [],
      ['2026-11-22'],
      ['2026-11-22', '2026-11-21', '2026-11-21', '2026-11-19', 'bad', '2026-11-30'],
      Array.from({ length: 400 }, (_, i) => addDays(today, -((i * 7) % 300))),
    ];
    for (const dates of histories) {
      expect(streakSummary(dates, today, 12)).toEqual({
        currentStreak: currentStreak(dates, today),
        longestStreak: longestStreak(dates),
        weekly: weeklyCounts(dates, today, 12),
      });
    }
    expect(() => streakSummary([], 'nope')).toThrow(RangeError);
  });
});
