/*
 * The web's one set of formatters for what a member reads: dates, times, counts, durations and
 * loads with their unit. Pages never call `toLocaleDateString` or `Intl` themselves (ESLint).
 */

export { formatLoad, formatNumber } from '#common/units.ts';

/**
 * - `day`: "Mar 5"
 * - `short`: "Mar 5, 2026"
 * - `long`: "March 5, 2026"
 */
export type DateStyle = 'day' | 'short' | 'long';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { month: 'short', day: 'numeric' },
  short: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
};

/**
 * Each formatter is made the first time it is used, then kept: made as the module loaded, the
 * five of them (and the locale data the first one loads) were a long step of every page's start.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
const DATE_FORMATS = Object.fromEntries(
  Object.entries(DATE_OPTIONS).map(([style, options]) => [
    style,
    once(() => new Intl.DateTimeFormat('en-US', options)),
  ]),
) as Record<DateStyle, () => Intl.DateTimeFormat>;
const DATE_TIME = once(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);
const COUNT = once(() => new Intl.NumberFormat('en-US'));

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date to show: a calendar date (yyyy-MM-dd) as it reads, a timestamp in the reader's zone. */
function toDate(value: string): Date | null {
  const day = CALENDAR_DATE.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A date in words. A calendar date (yyyy-MM-dd) is never shifted by the reader's time zone.
 * `fallback` is shown for a missing or unreadable value.
 */
export function formatDate(
  value: string | null | undefined,
  style: DateStyle = 'short',
  fallback = '',
): string {
  const date = value ? toDate(value) : null;
  return date ? DATE_FORMATS[style]().format(date) : fallback;
}

/** "Mar 5, 2026, 3:04 PM", in the reader's zone. */
export function formatDateTime(value: string | null | undefined, fallback = ''): string {
  const date = value ? toDate(value) : null;
  return date ? DATE_TIME().format(date) : fallback;
}

/**
 * "1,234". A whole number is grouped here, as en-US groups it: the first `Intl.NumberFormat` of a
 * page loads the locale data, about 40 ms of main thread on a mid-range phone, and on `/` it came
 * after the first paint, when the landing page's numbers arrived. Anything else goes to `Intl`.
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return COUNT().format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}

/** "m:ss" (or "h:mm:ss" from one hour) for a number of seconds. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
