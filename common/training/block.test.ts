import { describe, expect, it } from 'vitest';
import { blockLabel, blockPosition } from './block.ts';

describe('blockPosition', () => {
  it('counts blocks of weeks from the Monday of the week the member joined', () => {
    // Joined on Wednesday 2026-11-04: the first block starts Monday 2026-11-02.
    expect(blockPosition('2026-11-04', '2026-11-04', 'intermediate')).toEqual({
      number: 1,
      week: 1,
      weeks: 5,
      deload: false,
      startsOn: '2026-11-02',
      endsOn: '2026-12-06',
    });
    expect(blockPosition('2026-11-04', '2026-11-29', 'intermediate')).toMatchObject({
      week: 4,
      deload: false,
    });
    // The fifth week is the deload; the Monday after starts block 2.
    expect(blockPosition('2026-11-04', '2026-12-06', 'intermediate')).toMatchObject({
      number: 1,
      week: 5,
      deload: true,
    });
    expect(blockPosition('2026-11-04', '2026-12-07', 'intermediate')).toMatchObject({
      number: 2,
      week: 1,
      startsOn: '2026-12-07',
    });
  });

  it('is longer for a beginner and shorter for an advanced lifter', () => {
    expect(blockPosition('2026-11-02', '2026-11-02', 'beginner').weeks).toBe(6);
    expect(blockPosition('2026-11-02', '2026-11-02', 'advanced').weeks).toBe(4);
    // A date before joining (a clock set back) is week 1.
    expect(blockPosition('2026-11-02', '2026-10-01', 'advanced')).toMatchObject({
      number: 1,
      week: 1,
    });
  });

  it('says where the member is', () => {
    expect(blockLabel({ week: 3, weeks: 5, deload: false })).toBe('Week 3 of 5');
    expect(blockLabel({ week: 5, weeks: 5, deload: true })).toBe('Week 5 of 5 · deload');
  });
});
