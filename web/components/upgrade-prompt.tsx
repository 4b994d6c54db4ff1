import { Check, Lock, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { TIER_CONFIG, TIERS, type Tier } from '#common/constants.ts';
import { buttonVariants } from './ui/button-variants.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx';

export interface UpgradePromptProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The locked feature, e.g. "Nutrition Tracking". */
  featureName: string;
  featureDescription: string;
  /** The cheapest tier that includes the feature; tiers from it upward are listed. */
  minimumTier: Exclude<Tier, 'free'>;
  /** Shows "Or Buy Flex Credits" (to /buy-credits). */
  showBuyCredits?: boolean;
}

/** "$9.99/month" from a monthly price in cents. */
export function formatMonthlyPrice(priceCents: number): string {
  return `$${(priceCents / 100).toFixed(2)}/month`;
}

/** The paid tiers from `minimumTier` upward, cheapest first. */
export function tiersFrom(minimumTier: Exclude<Tier, 'free'>) {
  return TIERS.slice(TIERS.indexOf(minimumTier)).map((tier) => TIER_CONFIG[tier]);
}

const MAX_FEATURES = 3;

/**
 * The upgrade prompt modal of spec part 2 section 2: the locked feature, the plans that include it
 * (minimum tier upward, monthly prices from TIER_CONFIG), up to three features of the minimum plan,
 * and View Plans & Upgrade / Or Buy Flex Credits / Maybe Later.
 */
export function UpgradePrompt({
  open,
  onOpenChange,
  featureName,
  featureDescription,
  minimumTier,
  showBuyCredits = false,
}: UpgradePromptProps) {
  const tiers = tiersFrom(minimumTier);
  const minimum = TIER_CONFIG[minimumTier];
  const close = () => onOpenChange(false);
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <span className="mb-1 flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Lock className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{featureName}</DialogTitle>
          <DialogDescription>{featureDescription}</DialogDescription>
        </DialogHeader>

        <section>
          <h3 id={`${id}-plans`} className="text-sm font-semibold">
            Available on
          </h3>
          <ul aria-labelledby={`${id}-plans`} className="mt-2 grid gap-2">
            {tiers.map((config) => (
              <li
                key={config.tier}
                className="flex items-center justify-between gap-3 rounded-xl border border-border bg-background px-4 py-3"
              >
                <span className="flex items-center gap-2 font-semibold">
                  {config.name}
                  {config.popular ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
                      <Star className="size-3" aria-hidden="true" />
                      Popular
                    </span>
                  ) : null}
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  {formatMonthlyPrice(config.priceCents)}
                </span>
              </li>
            ))}
          </ul>
        </section>

        {minimum.features.length > 0 ? (
          <section>
            <h3 id={`${id}-features`} className="text-sm font-semibold">
              {minimum.name} includes
            </h3>
            <ul aria-labelledby={`${id}-features`} className="mt-2 grid gap-1.5 text-sm">
              {minimum.features.slice(0, MAX_FEATURES).map((feature) => (
                <li key={feature} className="flex items-start gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <DialogFooter className="flex-col sm:flex-col sm:justify-stretch">
          <Link to="/upgrade" onClick={close} className={buttonVariants({ className: 'w-full' })}>
            View Plans &amp; Upgrade
          </Link>
          {showBuyCredits ? (
            <Link
              to="/buy-credits"
              onClick={close}
              className={buttonVariants({ variant: 'outline', className: 'w-full' })}
            >
              Or Buy Flex Credits
            </Link>
          ) : null}
          <button
            type="button"
            onClick={close}
            className={buttonVariants({ variant: 'ghost', className: 'w-full' })}
          >
            Maybe Later
          </button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
