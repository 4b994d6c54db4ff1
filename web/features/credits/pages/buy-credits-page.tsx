import { Coins } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { CREDIT_PACKS, type CreditPackId } from '#common/constants.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { type ConfirmResponse, CreditPurchaseError, useBuyCredits } from '../api/use-credits.ts';
import { CreditPackCards } from '../components/credit-pack-cards.tsx';
import { DevPayment } from '../components/dev-payment.tsx';
import { usePublicConfig } from '#web/api/public-config.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { formatCents } from '#common/money.ts';

const StripePayment = lazy(() => import('../components/stripe-payment.tsx'));

/** Post-purchase redirect to the dashboard (spec part 2 section 9). */
const PURCHASE_REDIRECT_MS = 1500;

/** `/buy-credits`: the three credit packs and a payment modal (spec part 2 sections 2 and 4). */
export function BuyCreditsPage() {
  usePageTitle('Buy Flex Credits');
  return <BuyCredits />;
}

export function BuyCredits() {
  const user = useSessionUser()!;
  const navigate = useNavigate();
  const status = useSubscriptionStatus(user.id);
  const config = usePublicConfig();
  const stripeKey =
    config.data?.paymentsMode === 'stripe' ? config.data.stripePublishableKey : null;
  const [selected, setSelected] = useState<CreditPackId | null>(null);
  const [stripeBusy, setStripeBusy] = useState(false);
  const buy = useBuyCredits(user.id);
  const pack = CREDIT_PACKS.find((p) => p.id === selected) ?? null;
  const busy = buy.isPending || stripeBusy;

  const paid = (res: ConfirmResponse) => {
    setSelected(null);
    toast({
      title: 'Payment successful!',
      description: `${res.creditsAdded} Flex Credits added. Your balance is ${res.flexCredits}.`,
    });
    setTimeout(() => void navigate('/dashboard'), PURCHASE_REDIRECT_MS);
  };
  const startFailed = useCallback(() => {
    setSelected(null);
    toast({ variant: 'destructive', title: 'Error', description: 'Failed to start checkout' });
  }, []);
  const paymentFailed = (cause: unknown, providerMessage?: string) =>
    toast({
      variant: 'destructive',
      title: 'Payment Failed',
      description:
        providerMessage ?? getApiErrorMessage(cause, 'Failed to process payment confirmation'),
    });

  const pay = () => {
    if (!pack) return;
    buy.mutate(pack.id, {
      onSuccess: paid,
      onError: (error) => {
        if (error instanceof CreditPurchaseError && error.step === 'purchase') {
          startFailed();
          return;
        }
        paymentFailed(error instanceof CreditPurchaseError ? error.reason : error);
      },
    });
  };

  return (
    <div className="mx-auto max-w-5xl px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Buy Flex Credits</h1>
      <p className="mt-2 text-muted-foreground">
        One credit is one conversation with Flex. Credits never expire.
      </p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-1.5 text-sm">
        <Coins className="size-4 text-primary" aria-hidden="true" />
        Current balance:{' '}
        <strong>
          {status.data
            ? `${status.data.flexCredits} Flex ${status.data.flexCredits === 1 ? 'Credit' : 'Credits'}`
            : status.isError
              ? '-'
              : '...'}
        </strong>
      </p>

      <CreditPackCards onChoose={setSelected} />

      <Dialog
        open={pack !== null}
        onOpenChange={(open) => (open || busy ? null : setSelected(null))}
      >
        <DialogContent>
          {pack ? (
            <>
              <DialogHeader>
                <DialogTitle>Buy {pack.name} pack</DialogTitle>
                <DialogDescription>
                  {pack.credits} Flex Credits for {formatCents(pack.priceCents)}
                  {pack.bonus > 0 ? ` (includes ${pack.bonus} bonus)` : ''}.
                </DialogDescription>
              </DialogHeader>
              {stripeKey ? (
                <Suspense
                  fallback={
                    <p className="py-6 text-sm text-muted-foreground" role="status">
                      Loading the card form...
                    </p>
                  }
                >
                  <StripePayment
                    publishableKey={stripeKey}
                    userId={user.id}
                    packageId={pack.id}
                    amountLabel={formatCents(pack.priceCents)}
                    onCancel={() => setSelected(null)}
                    onStartFailed={startFailed}
                    onFailed={paymentFailed}
                    onPaid={paid}
                    onBusyChange={setStripeBusy}
                  />
                </Suspense>
              ) : (
                <DevPayment
                  amountLabel={formatCents(pack.priceCents)}
                  pending={buy.isPending}
                  onPay={pay}
                  onCancel={() => setSelected(null)}
                />
              )}
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
