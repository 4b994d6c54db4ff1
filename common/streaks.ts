/**
 * Streaks and weekly counts from workout dates (pure: no Node, no DB, no local time).
 *
 * Every date is a calendar date string `yyyy-MM-dd`. The arithmetic runs on UTC day numbers
 * (days since 1970-01-01) derived from the string itself, so the result never depends on the
 * time zone or daylight-saving rules of the machine running it.
 */

const MS_PER_DAY = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 for a real `yyyy-MM-dd` date, or null for anything else. */
export function toDayNumber(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const ms = Date.UTC(y, m - 1, d);
  const check = new Date(ms);
  // Reading the parts back rejects days that do not exist (2027-02-29 rolls over to March).
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) {
    return null;
  }
  return Math.round(ms / MS_PER_DAY);
}

/** The `yyyy-MM-dd` string of a day number. */
export function fromDayNumber(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

function requireDay(date: string, what: string): number {
  const day = toDayNumber(date);
  if (day === null) throw new RangeError(`${what} must be a real date in the form yyyy-MM-dd`);
  return day;
}

/** `date` moved by `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  return fromDayNumber(requireDay(date, 'date') + days);
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return requireDay(to, 'to') - requireDay(from, 'from');
}

/** Today's calendar date in UTC. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The distinct valid days of `dates`, ascending. Duplicates and malformed entries drop out. */
function distinctDays(dates: readonly string[]): number[] {
  const days = new Set<number>();
  for (const date of dates) {
    const day = toDayNumber(date);
    if (day !== null) days.add(day);
  }
  return [...days].sort((a, b) => a - b);
}

/**
 * Consecutive calendar days ending today with at least one workout (spec part 2 section 4:
 * "consecutive days ending today with a completed workout").
 *
 * Taken literally: when there is no workout dated `today`, the streak is 0, even if the member
 * trained every day up to yesterday. Two workouts on one day count as one day; dates after
 * `today` are ignored.
 */
export function currentStreak(dates: readonly string[], today: string): number {
  const end = requireDay(today, 'today');
  const days = new Set(distinctDays(dates));
  let streak = 0;
  while (days.has(end - streak)) streak += 1;
  return streak;
}

/**
 * The longest run of consecutive calendar days with at least one workout, over the whole history
 * given (ARCHITECTURE section 10: computed, never a made-up minimum). 0 for no history.
 */
export function longestStreak(dates: readonly string[]): number {
  const days = distinctDays(dates);
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of days) {
    run = previous !== undefined && day === previous + 1 ? run + 1 : 1;
    if (run > longest) longest = run;
    previous = day;
  }
  return longest;
}

/** Monday of the ISO week holding `day` (1970-01-01, day 0, was a Thursday). */
function mondayOf(day: number): number {
  const weekday = (((day + 3) % 7) + 7) % 7; // 0 = Monday ... 6 = Sunday
  return day - weekday;
}

/** The Monday (`yyyy-MM-dd`) starting the ISO week that holds `date`. */
export function weekStartOf(date: string): string {
  return fromDayNumber(mondayOf(requireDay(date, 'date')));
}

export interface WeekCount {
  /** Monday of the ISO week, `yyyy-MM-dd`. */
  weekStart: string;
  count: number;
}

/**
 * Workouts per ISO week (Monday start) for the `weeks` weeks ending with the week that holds
 * `today`, oldest first, weeks without workouts included as 0.
 *
 * Unlike the streaks this counts workouts, not days: two workouts on one day add 2, so the
 * weekly figures add up to the total number of workouts in the period. Dates outside the
 * period (including any after this week) are left out.
 */
export function weeklyCounts(dates: readonly string[], today: string, weeks = 12): WeekCount[] {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError('weeks must be at least 1');
  const lastMonday = mondayOf(requireDay(today, 'today'));
  const firstMonday = lastMonday - (weeks - 1) * 7;
  const counts = new Array<number>(weeks).fill(0);
  for (const date of dates) {
    const day = toDayNumber(date);
    if (day === null || day < firstMonday || day >= lastMonday + 7) continue;
    const index = Math.floor((day - firstMonday) / 7);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((count, index) => ({
    weekStart: fromDayNumber(firstMonday + index * 7),
    count,
  }));
}
