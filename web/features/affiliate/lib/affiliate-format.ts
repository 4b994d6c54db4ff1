import type { SharePlatform } from '#common/constants.ts';
import { formatDate as formatShared } from '#web/lib/format.ts';

/** A short, locale-aware date ("Nov 21, 2026"); an unreadable value is shown as a dash. */
export const formatDate = (iso: string | null | undefined): string =>
  formatShared(iso, 'short', '—');

/** Active Rate of the admin view: the rounded percentage of active affiliates, 0 when there are none. */
export function activeRate(active: number, total: number): number {
  return total > 0 ? Math.round((active / total) * 100) : 0;
}

/** The member's referral short link: `{origin}/{code}`. */
export function referralLink(origin: string, code: string): string {
  return `${origin}/${encodeURIComponent(code)}`;
}

const SHARE_TEXT = 'Train smarter with FlexCoach: personalised workouts and an AI coach. Join me:';
const SHARE_SUBJECT = 'Join me on FlexCoach';

/** Where each share button sends the link (`copy` has no URL). */
export function shareUrl(platform: Exclude<SharePlatform, 'copy'>, link: string): string {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(SHARE_TEXT);
  switch (platform) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${text}&url=${url}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${SHARE_TEXT} ${link}`)}`;
    case 'email':
      return `mailto:?subject=${encodeURIComponent(SHARE_SUBJECT)}&body=${encodeURIComponent(
        `${SHARE_TEXT}\n\n${link}`,
      )}`;
  }
}

/** The capitalised status word of a badge ("pending" -> "Pending"). */
export function statusLabel(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}
