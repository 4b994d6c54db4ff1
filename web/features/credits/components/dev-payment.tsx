import { ShieldCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { DialogFooter } from '#web/components/ui/dialog.tsx';

/** Development mode: no card form, paying adds the credits at once. */
export function DevPayment({
  amountLabel,
  pending,
  onPay,
  onCancel,
}: {
  amountLabel: string;
  pending: boolean;
  onPay: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <p className="flex gap-3 rounded-xl border border-dashed border-input bg-muted p-4 text-sm">
        <ShieldCheck className="size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <strong>Development mode: no card is charged.</strong> Payments are not connected yet;
          paying adds the credits to your balance straight away.
        </span>
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onPay} disabled={pending}>
          {pending ? 'Processing...' : `Pay ${amountLabel}`}
        </Button>
      </DialogFooter>
    </>
  );
}
