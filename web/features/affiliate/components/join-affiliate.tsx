import { BadgePercent, CalendarClock, Cookie, Wallet } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  AFFILIATE_COMMISSION_RATE_BPS,
  AFFILIATE_COOKIE_DAYS,
  AFFILIATE_MIN_PAYOUT_CENTS,
  AFFILIATE_PAYOUT_BUSINESS_DAYS,
  commissionCents,
  TIER_CONFIG,
} from '#common/constants.ts';
import { RegisterAffiliateSchema } from '#common/schemas/affiliate.ts';
import { Form, TextField, useZodForm } from '#web/components/ui/form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '../api/error-message.ts';
import { useJoinAffiliate } from '../api/use-affiliate.ts';
import { formatCents } from '#common/money.ts';
import { isApiError } from '#web/lib/api-client.ts';

const RATE_PERCENT = AFFILIATE_COMMISSION_RATE_BPS / 100;
const PAID_TIERS = ['basic', 'pro', 'premium'] as const;

function Term({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5"
      >
        {icon}
      </span>
      <div className="grid gap-1">
        <h3 className="font-bold">{title}</h3>
        <div className="text-sm text-muted-foreground">{children}</div>
      </div>
    </li>
  );
}

/** The join screen for members who are not affiliates yet: programme terms and the join dialog. */
export function JoinAffiliate({ onRefetch }: { onRefetch: () => void }) {
  return (
    <div className="grid gap-8">
      <section aria-labelledby="affiliate-terms" className="grid gap-4">
        <h2 id="affiliate-terms" className="text-xl font-bold tracking-tight">
          Programme terms
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          <Term icon={<BadgePercent />} title={`${RATE_PERCENT}% recurring commission`}>
            <p>
              You earn {RATE_PERCENT}% of every monthly payment your referrals make, for as long as
              they stay subscribed:
            </p>
            <ul className="mt-2 grid gap-1">
              {PAID_TIERS.map((tier) => (
                <li key={tier} className="flex justify-between gap-4">
                  <span>{TIER_CONFIG[tier].name}</span>
                  <span className="font-semibold text-foreground">
                    {formatCents(commissionCents(tier))} per month
                  </span>
                </li>
              ))}
            </ul>
          </Term>
          <Term icon={<Cookie />} title={`${AFFILIATE_COOKIE_DAYS}-day cookie`}>
            A visitor who opens your link is credited to you when they sign up within{' '}
            {AFFILIATE_COOKIE_DAYS} days.
          </Term>
          <Term
            icon={<Wallet />}
            title={`${formatCents(AFFILIATE_MIN_PAYOUT_CENTS)} minimum payout`}
          >
            Request a payout to your PayPal account once your pending earnings reach{' '}
            {formatCents(AFFILIATE_MIN_PAYOUT_CENTS)}.
          </Term>
          <Term icon={<CalendarClock />} title="Fast payouts">
            Approved payouts are processed in {AFFILIATE_PAYOUT_BUSINESS_DAYS} business days.
          </Term>
        </ul>
        <p className="text-sm text-muted-foreground">
          By joining you agree to the{' '}
          <Link
            to="/affiliate-policy"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            Affiliate Policy
          </Link>
          .
        </p>
      </section>
      <Card>
        <CardHeader>
          <CardTitle>Ready to start earning?</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:flex sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Joining is free. You get your own referral link straight away.
          </p>
          <JoinDialog onRefetch={onRefetch} />
        </CardContent>
      </Card>
    </div>
  );
}

function JoinDialog({ onRefetch }: { onRefetch: () => void }) {
  const id = useId();
  const emailId = `${id}-paypal`;
  const [open, setOpen] = useState(false);
  const form = useZodForm(RegisterAffiliateSchema, { defaultValues: { paypalEmail: '' } });
  const join = useJoinAffiliate();

  function submit(values: { paypalEmail: string | null }) {
    if (join.isPending) return;
    join.mutate(
      { paypalEmail: values.paypalEmail },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: 'Welcome to the Affiliate Program!',
            description: 'Your referral link is ready to share.',
          });
        },
        onError: (err) => {
          const message = errorMessage(
            err,
            'Could not join the affiliate program. Please try again.',
          );
          if (isApiError(err, 'CONFLICT')) {
            setOpen(false);
            onRefetch();
            toast({
              title: 'Registration Failed',
              description: `${message.replace(/\.$/, '')}. Refresh the page if your dashboard does not appear.`,
              variant: 'destructive',
            });
            return;
          }
          toast({ title: 'Registration Failed', description: message, variant: 'destructive' });
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (join.isPending) return;
        setOpen(next);
        if (!next) form.clearErrors();
      }}
    >
      <DialogTrigger asChild>
        <Button size="lg" className="w-full sm:w-auto">
          Join Affiliate Program
        </Button>
      </DialogTrigger>
      <DialogContent>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Join the Affiliate Program</DialogTitle>
            <DialogDescription>
              Add the PayPal email we should pay your commissions to. You can add or change it
              later.
            </DialogDescription>
          </DialogHeader>
          <TextField
            name="paypalEmail"
            id={emailId}
            label="PayPal Email (optional)"
            hint="Needed before you can request a payout."
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
          />
          <DialogFooter>
            <Button type="submit" disabled={join.isPending}>
              {join.isPending ? <Spinner className="size-4" /> : null}
              Join Now
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
