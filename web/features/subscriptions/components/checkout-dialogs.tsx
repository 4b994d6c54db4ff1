import { ExternalLink } from 'lucide-react';
import { TIER_CONFIG } from '#common/constants.ts';
import { formatCents } from '#common/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import type { PaidTier } from '../api/use-subscriptions.ts';
import { describeDiscount, discountedCents } from '../lib/pricing.ts';
import type { AppliedPromo } from './promo-code-form.tsx';

/** The browser blocked the checkout tab: a link to open it by hand. */
export function BlockedCheckoutDialog({
  blockedUrl,
  setBlockedUrl,
}: {
  blockedUrl: string | null;
  setBlockedUrl: (url: string | null) => void;
}) {
  return (
    <Dialog open={blockedUrl !== null} onOpenChange={(open) => (open ? null : setBlockedUrl(null))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Open checkout</DialogTitle>
          <DialogDescription>
            Your browser blocked the checkout tab. Open it with the link below.
          </DialogDescription>
        </DialogHeader>
        {blockedUrl ? (
          <a
            href={blockedUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ className: 'w-full' })}
            onClick={() => setBlockedUrl(null)}
          >
            <ExternalLink aria-hidden="true" />
            Open checkout
          </a>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

export function CheckoutSummary({
  tier,
  promo,
  pending,
  onConfirm,
  onCancel,
}: {
  tier: PaidTier;
  promo: AppliedPromo | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const config = TIER_CONFIG[tier];
  const first = promo ? discountedCents(config.priceCents, promo.percentOff) : config.priceCents;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Continue to Checkout</DialogTitle>
        <DialogDescription>Review your plan before you pay.</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Plan</dt>
        <dd className="font-semibold">{config.name}</dd>
        <dt className="text-muted-foreground">Price</dt>
        <dd className="font-semibold">{formatCents(config.priceCents)}/month</dd>
        {promo ? (
          <>
            <dt className="text-muted-foreground">Promo code</dt>
            <dd className="font-semibold">
              {promo.code} ({describeDiscount(promo.percentOff, promo.durationInMonths)})
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">First payment</dt>
        <dd className="font-bold">{formatCents(first)}</dd>
      </dl>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={pending}>
          {pending ? 'Starting checkout...' : 'Confirm and Pay'}
        </Button>
      </DialogFooter>
    </>
  );
}
