import { describe, expect, it } from 'vitest';
import type { Measurement } from '#common/schemas/measurements.ts';
import { buildHistory } from './history.ts';
import { formatDate } from '#web/lib/format.ts';

const m = (
  id: string,
  type: Measurement['type'],
  value: string,
  date: string,
  createdAt = `${date}T12:00:00.000Z`,
): Measurement => ({ id, userId: 'u', type, value, date, createdAt });

describe('buildHistory', () => {
  it('lists one type newest first with the change from the previous entry', () => {
    const history = buildHistory(
      [
        m('a', 'weight', '180', '2026-01-01'),
        m('b', 'weight', '178.5', '2026-02-01'),
        m('w', 'waist', '34', '2026-02-01'),
        m('c', 'weight', '179', '2026-03-01'),
        m('d', 'weight', '179', '2026-03-02'),
      ],
      'weight',
    );
    expect(history.map((h) => [h.measurement.id, h.value, h.change])).toEqual([
      ['d', 179, 0],
      ['c', 179, 0.5],
      ['b', 178.5, -1.5],
      ['a', 180, null],
    ]);
  });

  it('orders entries of the same day by creation time', () => {
    const history = buildHistory(
      [
        m('late', 'waist', '33', '2026-01-01', '2026-01-01T20:00:00.000Z'),
        m('early', 'waist', '34', '2026-01-01', '2026-01-01T08:00:00.000Z'),
      ],
      'waist',
    );
    expect(history.map((h) => [h.measurement.id, h.change])).toEqual([
      ['late', -1],
      ['early', null],
    ]);
  });

  it('is empty without entries of that type', () => {
    expect(buildHistory([m('a', 'weight', '180', '2026-01-01')], 'chest')).toEqual([]);
  });
});

describe('calendar dates in the history', () => {
  it('formats a calendar date without shifting it', () => {
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDate('2026-12-31', 'day')).toBe('Dec 31');
  });
});
