import type { Level } from '../constants.ts';
import { addDays, weekStartOf } from '../streaks.ts';

/*
 * Training blocks (decision 035): a member's program runs in blocks of 4 to 6 weeks from the
 * Monday of the week they joined. Within a block each day of the split keeps its lifts, so their
 * loads progress; the last week is a deload (the same lifts, about 40% fewer sets, about 10%
 * lighter); the next block keeps the main lifts and rotates the accessories. Pure: the caller
 * passes the dates.
 */

/** Weeks of a block by level: a beginner progresses longer before a deload is needed. */
export const BLOCK_WEEKS: Record<Level, number> = { beginner: 6, intermediate: 5, advanced: 4 };

/** A deload keeps about 60% of the sets, and loads about 90%. */
export const DELOAD_SETS = 0.6;
export const DELOAD_LOAD = 0.9;

export interface BlockPosition {
  /** 1 for the member's first block. */
  number: number;
  /** 1 to `weeks`. */
  week: number;
  weeks: number;
  /** The block's last week, or a week brought forward to a deload because lifts stalled. */
  deload: boolean;
  /** The lifts that stalled, when the deload was brought forward (a reactive deload). */
  stalled?: string[];
  /** Monday of the block's first week and Sunday of its last (yyyy-MM-dd). */
  startsOn: string;
  endsOn: string;
}

const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Where `today` falls in the member's blocks, counted from the week they started. */
export function blockPosition(startedOn: string, today: string, level: Level): BlockPosition {
  const weeks = BLOCK_WEEKS[level];
  const first = weekStartOf(startedOn);
  const current = weekStartOf(today);
  const weeksIn = Math.max(0, Math.floor((dayNumber(current) - dayNumber(first)) / 7));
  const index = Math.floor(weeksIn / weeks);
  const week = (weeksIn % weeks) + 1;
  const startsOn = addDays(first, index * weeks * 7);
  return {
    number: index + 1,
    week,
    weeks,
    deload: week === weeks,
    startsOn,
    endsOn: addDays(startsOn, weeks * 7 - 1),
  };
}

/** "Week 3 of 5", "Week 5 of 5 · deload". */
export const blockLabel = (block: Pick<BlockPosition, 'week' | 'weeks' | 'deload'>) =>
  `Week ${block.week} of ${block.weeks}${block.deload ? ' · deload' : ''}`;
