/**
 * Streaks and weekly counts from workout dates (pure: no Node, no DB, no local time).
 *
 * Every date is a calendar date string `yyyy-MM-dd`. The arithmetic runs on UTC day numbers
 * (days since 1970-01-01) derived from the string itself, so the result never depends on the
 * time zone or daylight-saving rules of the machine running it.
 */

const MS_PER_DAY = 86_400_000;
const DIGIT_0 = 48;

/** The value of the decimal digits of `text` from `start` to `end`, or -1 if any is not a digit. */
function digits(text: string, start: number, end: number): number {
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's `days_from_civil`): integer
 * arithmetic only, no Date object, so reading a member's history stays cheap (it runs on every
 * dashboard read).
 */
function daysFromCivil(y: number, m: number, d: number): number {
  const year = m <= 2 ? y - 1 : y;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/**
 * Days since 1970-01-01 for a real `yyyy-MM-dd` date (year 0100 to 9999), or null for anything
 * else.
 */
export function toDayNumber(date: string): number | null {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return null;
  const y = digits(date, 0, 4);
  const m = digits(date, 5, 7);
  const d = digits(date, 8, 10);
  // Years below 100 are left out, as JavaScript's Date reads them as 19xx.
  if (y < 100 || m < 1 || m > 12 || d < 1) return null;
  // Days that do not exist (2027-02-29, 2026-04-31) are refused.
  if (d > (m === 2 && isLeap(y) ? 29 : DAYS_IN_MONTH[m - 1]!)) return null;
  return daysFromCivil(y, m, d);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/** The `yyyy-MM-dd` string of a day number (H. Hinnant's `civil_from_days`). */
export function fromDayNumber(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const d = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yearOfEra + era * 400 + (m <= 2 ? 1 : 0);
  // Outside four-digit years, the same form as Date's ISO string (+010000-01-01).
  if (y < 0 || y > 9999) return new Date(day * MS_PER_DAY).toISOString().slice(0, -14);
  return `${y < 1000 ? String(y).padStart(4, '0') : y}-${pad2(m)}-${pad2(d)}`;
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
  return fromDayNumber(Math.floor(now.getTime() / MS_PER_DAY));
}

/**
 * How far a member's own calendar date may be from the server's UTC date: time zones run from
 * UTC-12 to UTC+14, so never more than one day.
 */
export const MAX_DAYS_FROM_UTC = 1;

/**
 * The member's "today": the date they sent when it is a real date within a day of the server's
 * UTC date, the server's date when they sent none, and null when what they sent cannot be their
 * today (callers choose: a read that names the date refuses it, a helper falls back).
 */
export function resolveToday(
  requested: string | undefined,
  serverToday: string = utcToday(),
): string | null {
  if (requested === undefined) return serverToday;
  if (toDayNumber(requested) === null) return null;
  return Math.abs(daysBetween(serverToday, requested)) <= MAX_DAYS_FROM_UTC ? requested : null;
}

/** The day numbers of the real dates in `dates`, in their order (malformed entries drop out). */
function dayNumbers(dates: readonly string[]): number[] {
  const days: number[] = [];
  for (const date of dates) {
    const day = toDayNumber(date);
    if (day !== null) days.push(day);
  }
  return days;
}

/** Days in a row with a workout, ending with `end` (0 when `end` has none). */
function streakEndingOn(days: readonly number[], end: number): number {
  const set = new Set(days);
  let streak = 0;
  while (set.has(end - streak)) streak += 1;
  return streak;
}

/** The longest run of consecutive days in `days` (any order, duplicates allowed). */
function longestRun(days: readonly number[]): number {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  let previous: number | undefined;
  for (const day of sorted) {
    run = previous !== undefined && day === previous + 1 ? run + 1 : 1;
    if (run > longest) longest = run;
    previous = day;
  }
  return longest;
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
  return streakEndingOn(dayNumbers(dates), requireDay(today, 'today'));
}

/**
 * The longest run of consecutive calendar days with at least one workout, over the whole history
 * given (ARCHITECTURE section 10: computed, never a made-up minimum). 0 for no history.
 */
export function longestStreak(dates: readonly string[]): number {
  return longestRun(dayNumbers(dates));
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

function weeklyCountsOfDays(days: readonly number[], today: number, weeks: number): WeekCount[] {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError('weeks must be at least 1');
  const lastMonday = mondayOf(today);
  const firstMonday = lastMonday - (weeks - 1) * 7;
  const counts = new Array<number>(weeks).fill(0);
  for (const day of days) {
    if (day < firstMonday || day >= lastMonday + 7) continue;
    const index = Math.floor((day - firstMonday) / 7);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts.map((count, index) => ({
    weekStart: fromDayNumber(firstMonday + index * 7),
    count,
  }));
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
  return weeklyCountsOfDays(dayNumbers(dates), requireDay(today, 'today'), weeks);
}

/**
 * `currentStreak`, `longestStreak` and `weeklyCounts` of the same history at once, reading each
 * date once (the dashboard's stats, on every visit).
 */
export function streakSummary(
  dates: readonly string[],
  today: string,
  weeks = 12,
): { currentStreak: number; longestStreak: number; weekly: WeekCount[] } {
  const end = requireDay(today, 'today');
  const days = dayNumbers(dates);
  return {
    currentStreak: streakEndingOn(days, end),
    longestStreak: longestRun(days),
    weekly: weeklyCountsOfDays(days, end, weeks),
  };
}
