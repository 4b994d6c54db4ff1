import { describe, expect, it, vi } from 'vitest';
import { formatClock, formatCount, formatDate, formatDateTime, formatLoad } from './format.ts';

describe('the web formatters', () => {
  it('writes a calendar date as it reads, in three lengths, whatever the time zone', () => {
    expect(formatDate('2026-03-05', 'day')).toBe('Mar 5');
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05', 'long')).toBe('March 5, 2026');
    expect(formatDate('2026-12-31', 'short')).toBe('Dec 31, 2026');
  });

  it('shows the fallback for a missing or unreadable value', () => {
    expect(formatDate(null, 'short', '—')).toBe('—');
    expect(formatDate('not a date', 'long')).toBe('');
    expect(formatDateTime(undefined, '-')).toBe('-');
  });

  it('writes times, counts, clocks and loads', () => {
    expect(formatDateTime('2026-03-05T15:04:00')).toBe('Mar 5, 2026, 3:04 PM');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatLoad(22.5, 'metric')).toBe('22.5 kg');
  });

  it('groups whole counts as en-US does, without loading Intl, and leaves the rest to Intl', () => {
    const make = vi.spyOn(Intl, 'NumberFormat');
    const counts = [0, 7, -7, 999, 1000, -1234, 12345, 999999, 1234567, 2 ** 53 - 1];
    const grouped = counts.map(formatCount);
    expect(make).not.toHaveBeenCalled();
    make.mockRestore();
    expect(grouped).toEqual(counts.map((n) => new Intl.NumberFormat('en-US').format(n)));
    expect(grouped.slice(0, 5)).toEqual(['0', '7', '-7', '999', '1,000']);
    expect(formatCount(1234.5)).toBe('1,234.5');
    expect(formatCount(2 ** 53)).toBe('9,007,199,254,740,992');
  });
});
