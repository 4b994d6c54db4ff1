import { formatDate } from '#web/lib/format.ts';

/** Money helpers for the plan and credit screens: integer cents in, display strings out. */

/** The first payment after a percentage discount, rounded to the nearest cent. */
export function discountedCents(priceCents: number, percentOff: number): number {
  const pct = Math.min(100, Math.max(0, percentOff));
  return Math.round((priceCents * (100 - pct)) / 100);
}

/** "50% off for 1 month", "20% off for 3 months". */
export function describeDiscount(percentOff: number, durationInMonths: number): string {
  const months = durationInMonths === 1 ? '1 month' : `${durationInMonths} months`;
  return `${percentOff}% off for ${months}`;
}

/** "December 21, 2026" from an ISO timestamp (null when absent or invalid). */
export const formatLongDate = (iso: string | null | undefined): string | null =>
  formatDate(iso, 'long') || null;
