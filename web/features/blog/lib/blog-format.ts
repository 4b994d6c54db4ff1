import { formatDate } from '#web/lib/format.ts';

/** "March 5, 2026" from an ISO timestamp (empty for a missing or bad value). */
export const formatPostDate = (iso: string | null | undefined) => formatDate(iso, 'long');

/** "Mar 5, 2026", for tables. */
export const formatShortDate = (iso: string | null | undefined) => formatDate(iso, 'short');

export const readTimeLabel = (minutes: number) => `${minutes} min read`;

/** A slug suggestion from a title: lowercase letters, digits and single hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** Only http(s) URLs are followed or shown (the server refuses others; this guards old data). */
export function isHttpUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}
