/** The local calendar date as `yyyy-MM-dd` (not UTC: a sign-up at 11 pm counts for that day). */
export function toLocalIsoDate(date: Date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Whole days from `from` to the `yyyy-MM-dd` date `to` (negative when `to` is earlier). */
export function daysUntil(to: string, from: Date = new Date()): number {
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  const target = Date.UTC(y, m - 1, d);
  const start = Date.UTC(from.getFullYear(), from.getMonth(), from.getDate());
  return Math.round((target - start) / 86_400_000);
}
