import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ArrowLeft, Check, ExternalLink, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TIER_CONFIG, TIERS, type Tier } from '#common/constants.ts';
import { PageLayout } from '#web/components/page-layout.tsx';
import { RequireAuth } from '#web/components/require-auth.tsx';
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
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import {
  fetchCheckoutSuccess,
  useCreateCheckout,
  type PaidTier,
} from '../api/use-subscriptions.ts';
import { formatCents } from '#common/money.ts';
import { describeDiscount, discountedCents } from '../lib/pricing.ts';
import { PromoCodeForm, type AppliedPromo } from '../components/promo-code-form.tsx';
import {
  subscriptionStatusQueryOptions,
  useSubscriptionStatus,
} from '#web/api/subscription-status.ts';

/** Post-checkout redirect to the dashboard (spec part 2 section 9). */
export const CHECKOUT_REDIRECT_MS = 1500;

/** `/upgrade`: plan cards, promo code, Continue to Checkout (spec part 2 sections 2 and 4). */
export function UpgradePage() {
  usePageTitle('Upgrade Your Plan');
  return (
    <RequireAuth>
      <PageLayout footer={false}>
        <Upgrade />
      </PageLayout>
    </RequireAuth>
  );
}

export function Upgrade() {
  const user = useSessionUser()!;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const status = useSubscriptionStatus(user.id);
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const [activating, setActivating] = useState(Boolean(sessionId));
  const activated = useRef(false);

  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [selected, setSelected] = useState<PaidTier | null>(null);
  const createCheckout = useCreateCheckout();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const finish = () => {
    void queryClient.invalidateQueries({
      queryKey: subscriptionStatusQueryOptions(user.id).queryKey,
    });
    setTimeout(() => void navigate('/dashboard'), CHECKOUT_REDIRECT_MS);
  };

  // Return from checkout: `?session_id=` activates the plan once.
  useEffect(() => {
    if (!sessionId || activated.current) return;
    activated.current = true;
    fetchCheckoutSuccess(sessionId)
      .then((res) => {
        if (!res?.success) throw new Error(res?.error ?? 'not activated');
        const name = res.tier ? TIER_CONFIG[res.tier].name : 'new';
        toast({ title: 'Subscription activated!', description: `Welcome to the ${name} plan.` });
        finish();
      })
      .catch(() => {
        setActivating(false);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to activate subscription',
        });
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId]);

  const confirmCheckout = () => {
    if (!selected) return;
    createCheckout.mutate(
      { userId: user.id, tier: selected, ...(promo ? { promoCode: promo.code } : {}) },
      {
        onSuccess: (res) => {
          if (res?.devMode) {
            setSelected(null);
            toast({
              title: 'Plan updated',
              description: `Development mode: you are now on the ${TIER_CONFIG[res.tier ?? selected].name} plan.`,
            });
            finish();
            return;
          }
          const url = res?.checkoutUrl ?? res?.url;
          if (!url) {
            toast({
              variant: 'destructive',
              title: 'Error',
              description: 'No checkout URL received. Please try again.',
            });
            return;
          }
          setSelected(null);
          // No 'noopener' feature here: with it, window.open returns null even when the tab
          // opened, and the blocked-popup modal would always show. Cut the link by hand instead.
          const opened = window.open(url, '_blank');
          if (opened) opened.opener = null;
          else setBlockedUrl(url);
        },
        onError: () => {
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to start checkout',
          });
        },
      },
    );
  };

  if (activating) return <LoadingState label="Activating your subscription..." className="py-24" />;

  const currentTier: Tier | null = status.data?.tier ?? null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/dashboard" className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} -ml-3`}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Upgrade Your Plan</h1>
      <p className="mt-2 text-muted-foreground">
        Choose the plan that fits your training. Billed monthly; cancel any time.
      </p>

      <PromoCodeForm onApplied={setPromo} />
      {promo ? (
        <p role="status" className="mt-2 text-sm font-medium text-success">
          {promo.code}: {describeDiscount(promo.percentOff, promo.durationInMonths)}
        </p>
      ) : null}

      {status.isError ? (
        <p role="alert" className="mt-6 text-sm text-destructive">
          Could not load your current plan.{' '}
          <button type="button" className="underline" onClick={() => void status.refetch()}>
            Try again
          </button>
        </p>
      ) : null}

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
                    disabled={status.isPending}
                    onClick={() => setSelected(tier)}
                  >
                    Choose {config.name}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      <Dialog open={selected !== null} onOpenChange={(open) => (open ? null : setSelected(null))}>
        <DialogContent>
          {selected ? (
            <CheckoutSummary
              tier={selected}
              promo={promo}
              pending={createCheckout.isPending}
              onConfirm={confirmCheckout}
              onCancel={() => setSelected(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog
        open={blockedUrl !== null}
        onOpenChange={(open) => (open ? null : setBlockedUrl(null))}
      >
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
    </div>
  );
}

function CheckoutSummary({
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
