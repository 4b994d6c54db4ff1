import { clsx } from 'clsx';
import { Coins, Star } from 'lucide-react';
import { TIER_CONFIG, type Tier } from '#common/constants.ts';

const TIER_BADGE_CLASSES: Record<Tier, string> = {
  free: 'border-border bg-card text-foreground',
  basic: 'border-primary/30 bg-primary-soft text-primary',
  pro: 'border-violet-300 bg-violet-100 text-violet-900',
  premium: 'border-amber-300 bg-amber-100 text-amber-900',
};

const badge =
  'inline-flex h-7 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold whitespace-nowrap';

/** The plan name; a star for Pro and Premium. */
export function TierBadge({ tier }: { tier: Tier }) {
  const starred = tier === 'pro' || tier === 'premium';
  return (
    <span className={clsx(badge, TIER_BADGE_CLASSES[tier])}>
      {starred ? <Star className="size-3.5 fill-current" aria-hidden="true" /> : null}
      <span className="sr-only">Plan: </span>
      <span>{TIER_CONFIG[tier].name}</span>
    </span>
  );
}

export function CreditsBadge({ credits }: { credits: number }) {
  return (
    <span className={clsx(badge, 'border-accent-hover bg-accent/40 text-accent-foreground')}>
      <Coins className="size-3.5" aria-hidden="true" />
      {credits} Flex {credits === 1 ? 'Credit' : 'Credits'}
    </span>
  );
}

export function BadgeSkeleton() {
  return <span aria-hidden="true" className="h-7 w-20 animate-pulse rounded-full bg-muted" />;
}
