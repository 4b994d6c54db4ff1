import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { TIER_CONFIG, type Tier } from '#common/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useCancelSubscription } from '#web/features/subscriptions/api/use-subscriptions.ts';
import { formatLongDate } from '#web/features/subscriptions/lib/pricing.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { SettingsCard } from './settings-card.tsx';

/** Cancel Subscription (paid plans): the plan runs to the end of the period, then moves to Free. */
export function CancelSubscriptionCard({
  userId,
  tier,
  currentPeriodEnd,
}: {
  userId: string;
  tier: Exclude<Tier, 'free'>;
  currentPeriodEnd: string | null;
}) {
  const cancel = useCancelSubscription(userId);
  const [open, setOpen] = useState(false);
  const periodEnd = formatLongDate(currentPeriodEnd);
  const name = TIER_CONFIG[tier].name;

  const confirm = () => {
    cancel.mutate(undefined, {
      onSuccess: (res) => {
        setOpen(false);
        const until = formatLongDate(res?.currentPeriodEnd);
        toast({
          title: 'Subscription cancelled',
          description: until
            ? `Your plan stays active until ${until}.`
            : 'Your plan stays active until the end of the billing period.',
        });
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Cancellation Failed',
          description: getApiErrorMessage(error, 'Could not cancel your subscription.'),
        });
      },
    });
  };

  return (
    <SettingsCard title="Cancel Subscription" icon={XCircle}>
      <p className="text-muted-foreground">
        You keep your {name} features until the end of the billing period, then your plan moves to
        Free.
      </p>
      <Button size="sm" variant="destructive" className="mt-4" onClick={() => setOpen(true)}>
        Cancel Subscription
      </Button>
      <Dialog open={open} onOpenChange={(next) => (cancel.isPending ? null : setOpen(next))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel your subscription?</DialogTitle>
            <DialogDescription>
              {periodEnd
                ? `You keep full access to your ${name} plan until ${periodEnd}. After that your plan moves to Free.`
                : 'You keep full access until the end of the current billing period. After that your plan moves to Free.'}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={cancel.isPending}>
              Keep My Plan
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Confirm Cancellation'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </SettingsCard>
  );
}
