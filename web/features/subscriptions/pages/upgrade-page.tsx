import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TIER_CONFIG, type Tier } from '#common/constants.ts';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import {
  fetchCheckoutSuccess,
  useCreateCheckout,
  type CheckoutResponse,
  type PaidTier,
} from '../api/use-subscriptions.ts';
import { describeDiscount } from '../lib/pricing.ts';
import { BlockedCheckoutDialog, CheckoutSummary } from '../components/checkout-dialogs.tsx';
import { PlanCards } from '../components/plan-cards.tsx';
import { PromoCodeForm, type AppliedPromo } from '../components/promo-code-form.tsx';
import {
  useRefreshSubscriptionStatus,
  useSubscriptionStatus,
} from '#web/api/subscription-status.ts';

/** Post-checkout redirect to the dashboard (spec part 2 section 9). */
export const CHECKOUT_REDIRECT_MS = 1500;

/** `/upgrade`: plan cards, promo code, Continue to Checkout (spec part 2 sections 2 and 4). */
export function UpgradePage() {
  usePageTitle('Upgrade Your Plan');
  return <Upgrade />;
}

export function Upgrade() {
  const user = useSessionUser()!;
  const navigate = useNavigate();
  const status = useSubscriptionStatus(user.id);
  const refreshStatus = useRefreshSubscriptionStatus(user.id);
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const [activating, setActivating] = useState(Boolean(sessionId));

  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [selected, setSelected] = useState<PaidTier | null>(null);
  const createCheckout = useCreateCheckout();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  const finish = () => {
    void refreshStatus();
    setTimeout(() => void navigate('/dashboard'), CHECKOUT_REDIRECT_MS);
  };

  useCheckoutReturn(sessionId, finish, () => setActivating(false));

  const confirmCheckout = () => {
    if (!selected) return;
    createCheckout.mutate(
      { userId: user.id, tier: selected, ...(promo ? { promoCode: promo.code } : {}) },
      {
        onSuccess: (res) => {
          const outcome = checkoutOutcome(res, selected);
          if (outcome.kind === 'no-url') return;
          setSelected(null);
          if (outcome.kind === 'activated') finish();
          else if (outcome.kind === 'blocked') setBlockedUrl(outcome.url);
        },
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to start checkout',
          }),
      },
    );
  };

  if (activating) return <LoadingState label="Activating your subscription..." className="py-24" />;

  const currentTier: Tier | null = status.data?.tier ?? null;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Upgrade Your Plan</h1>
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

      <PlanCards
        currentTier={currentTier}
        promo={promo}
        disabled={status.isPending}
        onChoose={setSelected}
      />

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

      <BlockedCheckoutDialog blockedUrl={blockedUrl} setBlockedUrl={setBlockedUrl} />
    </div>
  );
}

/**
 * Back from the provider's checkout: `?session_id=` activates the plan once, then `onActivated`
 * (refresh and go to the dashboard); a failure says so and calls `onFailed`.
 */
function useCheckoutReturn(
  sessionId: string | null,
  onActivated: () => void,
  onFailed: () => void,
) {
  const activated = useRef(false);
  useEffect(() => {
    if (!sessionId || activated.current) return;
    activated.current = true;
    fetchCheckoutSuccess(sessionId)
      .then((res) => {
        if (!res?.success) throw new Error(res?.error ?? 'not activated');
        const name = res.tier ? TIER_CONFIG[res.tier].name : 'new';
        toast({ title: 'Subscription activated!', description: `Welcome to the ${name} plan.` });
        onActivated();
      })
      .catch(() => {
        onFailed();
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to activate subscription',
        });
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId]);
}

/**
 * What a started checkout leads to: in development mode the plan is already active; otherwise
 * the provider's page opens in a new tab (or, blocked, is offered as a link).
 */
function checkoutOutcome(
  res: CheckoutResponse | null,
  tier: PaidTier,
):
  | { kind: 'activated' }
  | { kind: 'opened' }
  | { kind: 'blocked'; url: string }
  | { kind: 'no-url' } {
  if (res?.devMode) {
    toast({
      title: 'Plan updated',
      description: `Development mode: you are now on the ${TIER_CONFIG[res.tier ?? tier].name} plan.`,
    });
    return { kind: 'activated' };
  }
  const url = res?.checkoutUrl ?? res?.url;
  if (!url) {
    toast({
      variant: 'destructive',
      title: 'Error',
      description: 'No checkout URL received. Please try again.',
    });
    return { kind: 'no-url' };
  }
  // No 'noopener' feature here: with it, window.open returns null even when the tab opened, and
  // the blocked-popup modal would always show. Cut the link by hand instead.
  const opened = window.open(url, '_blank');
  if (!opened) return { kind: 'blocked', url };
  opened.opener = null;
  return { kind: 'opened' };
}
