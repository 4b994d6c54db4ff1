import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { TIER_CONFIG, type Tier } from '#common/constants.ts';
import type { SubscriptionStatus } from '#common/schemas/users.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { useBillingPortal } from '#web/features/subscriptions/api/use-subscriptions.ts';
import { formatCents } from '#common/money.ts';
import { formatLongDate } from '#web/features/subscriptions/lib/pricing.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { LoadFailed, Row, SettingsCard } from './settings-card.tsx';

/** Current Plan: the tier, its price and renewal, a failed payment, and where to change it. */
export function PlanCard({ userId }: { userId: string }) {
  const status = useSubscriptionStatus(userId);
  const tier = status.data?.tier ?? null;
  return (
    <SettingsCard title="Current Plan" icon={CreditCard}>
      {tier && status.data ? (
        <PlanDetails tier={tier} status={status.data} />
      ) : status.isError ? (
        <LoadFailed what="your plan" onRetry={() => void status.refetch()} />
      ) : (
        <p className="text-muted-foreground">Loading your plan...</p>
      )}
    </SettingsCard>
  );
}

function PlanDetails({ tier, status }: { tier: Tier; status: SubscriptionStatus }) {
  const portal = useBillingPortal();
  const periodEnd = formatLongDate(status.currentPeriodEnd);
  const cancelling = status.cancelAtPeriodEnd === true;
  const name = TIER_CONFIG[tier].name;
  const openPortal = () =>
    portal.mutate(undefined, {
      // The provider's portal returns to /account-settings when the member is done.
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: getApiErrorMessage(error, 'Could not open the billing portal.'),
        }),
    });
  return (
    <>
      <dl>
        <Row label="Plan" value={name} />
        <Row label="Price" value={`${formatCents(TIER_CONFIG[tier].priceCents)}/month`} />
        {tier !== 'free' && periodEnd ? (
          <Row label={cancelling ? 'Access until' : 'Renews on'} value={periodEnd} />
        ) : null}
      </dl>
      {status.paymentPastDue ? (
        <p role="alert" className="mt-3 rounded-lg bg-destructive/10 p-3 text-destructive">
          <strong>Your last payment failed.</strong>{' '}
          {status.nextPaymentAttempt
            ? `We will try again on ${formatLongDate(status.nextPaymentAttempt)}. `
            : ''}
          Update your card to keep your {name} plan; if the final attempt fails, your plan moves to
          Free.
        </p>
      ) : null}
      {cancelling ? (
        <p role="status" className="mt-3 rounded-lg bg-muted p-3 font-medium">
          {periodEnd
            ? `Your plan stays active until ${periodEnd}`
            : 'Your plan stays active until the end of the billing period'}
          , then moves to Free.
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to="/upgrade" className={buttonVariants({ size: 'sm' })}>
          {tier === 'free' ? 'Upgrade Plan' : 'Change Plan'}
        </Link>
        {status.canManageBilling ? (
          <Button size="sm" variant="outline" disabled={portal.isPending} onClick={openPortal}>
            {portal.isPending ? 'Opening...' : 'Update Payment Method'}
          </Button>
        ) : null}
      </div>
    </>
  );
}
