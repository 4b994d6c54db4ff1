import { Tag } from 'lucide-react';
import { ValidatePromoSchema } from '#common/schemas/payments.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form, useZodForm } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useValidatePromo, type PromoResult } from '../api/use-subscriptions.ts';
import { describeDiscount } from '../lib/pricing.ts';

export interface AppliedPromo extends PromoResult {
  code: string;
}

/**
 * The promo code box of `/upgrade`: the code is typed in capitals and checked with the server;
 * `onApplied` gets the discount, or null when the code was refused.
 */
export function PromoCodeForm({ onApplied }: { onApplied: (promo: AppliedPromo | null) => void }) {
  const form = useZodForm(ValidatePromoSchema, { defaultValues: { code: '' } });
  const validatePromo = useValidatePromo();
  const code = form.register('code');
  const empty = !form.watch('code').trim();

  const apply = (values: { code: string }) => {
    validatePromo.mutate(values.code, {
      onSuccess: (result) => {
        onApplied({ code: values.code, ...result });
        toast({
          title: 'Promo code applied',
          description: describeDiscount(result.percentOff, result.durationInMonths),
        });
      },
      onError: () => {
        onApplied(null);
        toast({
          variant: 'destructive',
          title: 'Invalid Promo Code',
          description: 'This promo code is not valid',
        });
      },
    });
  };

  return (
    <Form
      form={form}
      onSubmit={apply}
      className="mt-6 flex max-w-md flex-col gap-2 sm:flex-row sm:items-end"
    >
      <div className="grid flex-1 gap-2">
        <Label htmlFor="promo-code">Promo code</Label>
        <Input
          id="promo-code"
          autoComplete="off"
          placeholder="e.g. WELCOME50"
          {...code}
          onChange={(event) => {
            event.target.value = event.target.value.toUpperCase();
            void code.onChange(event);
          }}
        />
      </div>
      <Button type="submit" variant="outline" disabled={empty || validatePromo.isPending}>
        <Tag aria-hidden="true" />
        {validatePromo.isPending ? 'Checking...' : 'Apply'}
      </Button>
    </Form>
  );
}
