import { clsx } from 'clsx';
import { Check, Star } from 'lucide-react';
import { TIER_CONFIG, TIERS, type Tier } from '#common/constants.ts';
import { formatCents } from '#common/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { PaidTier } from '../api/use-subscriptions.ts';
import { discountedCents } from '../lib/pricing.ts';
import type { AppliedPromo } from './promo-code-form.tsx';

/** One card per plan: price (and the first payment with a promo), features, Choose or Current. */
export function PlanCards({
  currentTier,
  promo,
  disabled,
  onChoose,
}: {
  currentTier: Tier | null;
  promo: AppliedPromo | null;
  disabled: boolean;
  onChoose: (tier: PaidTier) => void;
}) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {TIERS.map((tier) => {
        const config = TIER_CONFIG[tier];
        const isCurrent = currentTier === tier;
        const first =
          promo && tier !== 'free' ? discountedCents(config.priceCents, promo.percentOff) : null;
        return (
          <li
            key={tier}
            className={clsx(
              'relative flex flex-col rounded-2xl border bg-card p-5',
              config.popular ? 'border-primary shadow-md' : 'border-border',
            )}
            aria-label={`${config.name} plan`}
          >
            {config.popular ? (
              <span className="absolute -top-3 left-5 inline-flex items-center gap-1 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
                <Star className="size-3 fill-current" aria-hidden="true" />
                Most Popular
              </span>
            ) : null}
            <h2 className="text-lg font-bold">{config.name}</h2>
            <p className="mt-2">
              <span className="text-3xl font-extrabold">{formatCents(config.priceCents)}</span>
              <span className="text-sm text-muted-foreground">/month</span>
            </p>
            {first !== null ? (
              <p className="mt-1 text-sm font-medium text-success">
                First payment {formatCents(first)}
              </p>
            ) : null}
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {config.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-5">
              {isCurrent ? (
                <span className="inline-flex h-10 w-full items-center justify-center rounded-lg border border-border text-sm font-semibold text-muted-foreground">
                  Current Plan
                </span>
              ) : tier === 'free' ? null : (
                <Button
                  className="w-full"
                  variant={config.popular ? 'default' : 'outline'}
                  disabled={disabled}
                  onClick={() => onChoose(tier)}
                >
                  Choose {config.name}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
