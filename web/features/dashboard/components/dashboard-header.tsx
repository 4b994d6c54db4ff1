import { ChevronRight, Coins, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { Tier } from '#common/constants.ts';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { BadgeSkeleton, CreditsBadge, TierBadge } from './tier-badge.tsx';

/** The breadcrumb, the welcome, the plan and credits badges, and (free plan) where to upgrade. */
export function DashboardHeader({
  firstName,
  tier,
  credits,
  statusPending,
}: {
  firstName: string;
  tier: Tier | null;
  credits: number;
  statusPending: boolean;
}) {
  const isFree = tier === 'free';
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex items-center gap-1.5 text-muted-foreground">
          <li>
            <Link to="/" className="rounded font-medium hover:text-foreground hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            Dashboard
          </li>
        </ol>
      </nav>

      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
            Welcome back, {firstName || 'Champion'}!
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {tier ? <TierBadge tier={tier} /> : statusPending ? <BadgeSkeleton /> : null}
            {isFree && credits > 0 ? <CreditsBadge credits={credits} /> : null}
          </div>
        </div>
        {isFree ? (
          <div className="flex gap-2">
            <Link
              to="/buy-credits"
              className={buttonVariants({ variant: 'outline', className: 'flex-1 sm:flex-none' })}
            >
              <Coins aria-hidden="true" />
              Buy Credits
            </Link>
            <Link to="/upgrade" className={buttonVariants({ className: 'flex-1 sm:flex-none' })}>
              <TrendingUp aria-hidden="true" />
              Upgrade
            </Link>
          </div>
        ) : null}
      </div>
    </>
  );
}
