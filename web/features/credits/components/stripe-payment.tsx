import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Lock } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { CreditPackId } from '#common/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFooter } from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  type ConfirmResponse,
  confirmCreditPurchase,
  type PurchaseResponse,
  startCreditPurchase,
} from '../api/use-credits.ts';
import { useRefreshSubscriptionStatus } from '#web/api/subscription-status.ts';

/** One Stripe.js load per publishable key (it injects a script tag from js.stripe.com). */
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripePaymentProps {
  publishableKey: string;
  userId: string;
  packageId: CreditPackId;
  amountLabel: string;
  onCancel: () => void;
  /** The purchase could not start (no PaymentIntent): the page says 'Failed to start checkout'. */
  onStartFailed: (error: unknown) => void;
  /**
   * The card was refused (`declined` is Stripe's own message) or the server's confirmation
   * failed (`error`): the page says 'Payment Failed' with that message.
   */
  onFailed: (error: unknown, declined?: string) => void;
  onPaid: (result: ConfirmResponse) => void;
  /** Busy while paying: the dialog must not close mid-payment. */
  onBusyChange: (busy: boolean) => void;
}

/**
 * The card form of a credit purchase when Stripe is configured: a PaymentIntent is created on
 * the server, the card is confirmed with Stripe Elements in the browser (the card number never
 * touches our server), then `/api/credits/confirm` checks the intent with Stripe and adds the
 * credits once. Loaded lazily: Stripe's code is fetched only when a member opens this form.
 */
export default function StripePayment(props: StripePaymentProps) {
  const { userId, packageId, onStartFailed } = props;
  const [purchase, setPurchase] = useState<PurchaseResponse | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startCreditPurchase(userId, packageId).then(setPurchase, onStartFailed);
  }, [userId, packageId, onStartFailed]);

  if (!purchase) {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
        <Spinner className="size-4" /> Preparing secure payment...
      </p>
    );
  }
  return (
    <Elements stripe={stripeFor(props.publishableKey)}>
      <CardForm {...props} purchase={purchase} />
    </Elements>
  );
}

/**
 * Stripe's card field and Pay. Not on the app's form pattern (`components/ui/form.tsx`) on
 * purpose: the card number lives in Stripe's iframe, so there is no value of ours to validate;
 * Stripe reports completeness and errors through the element's change events.
 */
function CardForm({
  userId,
  packageId,
  amountLabel,
  purchase,
  onCancel,
  onFailed,
  onPaid,
  onBusyChange,
}: StripePaymentProps & { purchase: PurchaseResponse }) {
  const stripe = useStripe();
  const elements = useElements();
  const refreshStatus = useRefreshSubscriptionStatus(userId);
  const [busy, setBusy] = useState(false);
  const [complete, setComplete] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);

  const setBusyState = (value: boolean) => {
    setBusy(value);
    onBusyChange(value);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy) return;
    setBusyState(true);
    try {
      const result = await stripe.confirmCardPayment(purchase.clientSecret, {
        payment_method: { card },
      });
      if (result.error) {
        onFailed(result.error, result.error.message ?? 'Your card could not be charged.');
        return;
      }
      const confirmed = await confirmCreditPurchase(userId, packageId, purchase.paymentId);
      await refreshStatus();
      onPaid(confirmed);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusyState(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-3">
      <div className="grid gap-1.5 text-sm font-medium">
        <span>Card details</span>
        <div className="rounded-md border border-input bg-background px-3 py-3">
          <CardElement
            options={{ hidePostalCode: false, style: { base: { fontSize: '16px' } } }}
            onChange={(e) => {
              setComplete(e.complete);
              setCardError(e.error?.message ?? null);
            }}
          />
        </div>
      </div>
      {cardError ? (
        <p className="text-sm text-destructive" role="alert">
          {cardError}
        </p>
      ) : null}
      <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        Card details go straight to Stripe; FlexCoach never sees your card number.
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={!stripe || !complete || busy}>
          {busy ? 'Processing...' : `Pay ${amountLabel}`}
        </Button>
      </DialogFooter>
    </form>
  );
}
