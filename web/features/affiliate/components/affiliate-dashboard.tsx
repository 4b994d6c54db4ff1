import {
  AlertTriangle,
  CheckCircle2,
  Clock,
  DollarSign,
  RefreshCw,
  Users,
  Wallet,
} from 'lucide-react';
import { useId, useState } from 'react';
import {
  AFFILIATE_MIN_PAYOUT_CENTS,
  AFFILIATE_PAYOUT_BUSINESS_DAYS,
  TIER_CONFIG,
  TIERS,
  type Tier,
} from '#common/constants.ts';
import { PayoutInfoSchema, type AffiliateStats } from '#common/schemas/affiliate.ts';
import { Form, TextField, useZodForm } from '#web/components/ui/form.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '../api/error-message.ts';
import {
  trackShare,
  useRegenerateCode,
  useRequestPayout,
  useUpdatePayoutInfo,
} from '../api/use-affiliate.ts';
import { formatCents } from '#common/money.ts';
import { formatDate, referralLink } from '../lib/affiliate-format.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { CopyButton, ShareButtons } from './share-buttons.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatTile } from '#web/components/ui/stat-tile.tsx';

/** The affiliate's dashboard: link and sharing, totals, payouts, referrals and commissions. */
export function AffiliateDashboard({ stats }: { stats: AffiliateStats }) {
  const { affiliate, referrals, commissions } = stats;
  const link = referralLink(window.location.origin, affiliate.referralCode);
  return (
    <div className="grid gap-6">
      {affiliate.status === 'active' ? null : (
        <div
          role="note"
          className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-destructive"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            Your affiliate account is {affiliate.status}. New payments from your referrals do not
            earn commissions and payouts are unavailable. Contact support if you think this is a
            mistake.
          </p>
        </div>
      )}
      <ReferralLinkCard code={affiliate.referralCode} link={link} />
      <Totals stats={stats} />
      <PayoutCard stats={stats} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ReferralList referrals={referrals} />
        <CommissionList commissions={commissions} />
      </div>
    </div>
  );
}

function ReferralLinkCard({ code, link }: { code: string; link: string }) {
  const linkId = useId();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateCode();

  function confirmRegenerate() {
    regenerate.mutate(undefined, {
      onSuccess: (next) => {
        setConfirming(false);
        toast({
          title: 'Affiliate Updated',
          description: `Your new referral code is ${next.affiliate.referralCode}. Share your new link from now on.`,
        });
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: 'Update Failed',
          description: errorMessage(
            error,
            'Could not regenerate your referral code. Please try again.',
          ),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your referral link</CardTitle>
        <CardDescription>
          Share it anywhere. Sign-ups through it are credited to you.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-1">
          <p className="text-sm font-medium text-muted-foreground">Referral code</p>
          <p
            className="font-mono text-2xl font-bold tracking-wide break-all"
            data-testid="referral-code"
          >
            {code}
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={linkId}>Referral link</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={linkId}
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              className="font-mono"
            />
            <CopyButton
              text={link}
              what="Your referral link"
              label="Copy"
              ariaLabel="Copy referral link"
              onCopied={() => trackShare('copy')}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <p className="text-sm font-medium">Share</p>
          <ShareButtons link={link} />
        </div>
        <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            Need a fresh link? Regenerating replaces your code; the current link stops working.
          </p>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden="true" />
            Regenerate Code
          </Button>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Regenerate your referral code?"
          description={
            <>
              You will get a new code and link. Your current link ({link}) stops working straight
              away: visitors who open it are no longer credited to you. Referrals you already have
              stay yours.
            </>
          }
          confirmLabel="Regenerate Code"
          onConfirm={confirmRegenerate}
          pending={regenerate.isPending}
          destructive
        />
      </CardContent>
    </Card>
  );
}

function Totals({ stats }: { stats: AffiliateStats }) {
  const { affiliate } = stats;
  return (
    <section aria-labelledby="affiliate-totals">
      <h2 id="affiliate-totals" className="sr-only">
        Totals
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile
          label="Total Referrals"
          value={String(affiliate.totalReferrals)}
          detail={`${affiliate.conversions} converted`}
          icon={<Users />}
        />
        <StatTile
          label="Total Earnings"
          value={formatCents(affiliate.totalEarnings)}
          detail={`${affiliate.commissionRate}% commission`}
          icon={<DollarSign />}
        />
        <StatTile label="Pending" value={formatCents(affiliate.pendingEarnings)} icon={<Clock />} />
        <StatTile
          label="Paid"
          value={formatCents(affiliate.paidEarnings)}
          icon={<CheckCircle2 />}
        />
      </ul>
    </section>
  );
}

function PayoutCard({ stats }: { stats: AffiliateStats }) {
  const { affiliate } = stats;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payouts</CardTitle>
        <CardDescription>
          Payouts are sent by PayPal once your pending earnings reach{' '}
          {formatCents(AFFILIATE_MIN_PAYOUT_CENTS)}, within {AFFILIATE_PAYOUT_BUSINESS_DAYS}{' '}
          business days of approval.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <PayoutEmailForm key={affiliate.paypalEmail ?? ''} current={affiliate.paypalEmail} />
        <RequestPayout stats={stats} />
      </CardContent>
    </Card>
  );
}

function PayoutEmailForm({ current }: { current: string | null }) {
  const id = useId();
  const emailId = `${id}-paypal`;
  const form = useZodForm(PayoutInfoSchema, { defaultValues: { paypalEmail: current ?? '' } });
  const update = useUpdatePayoutInfo();
  const hint = current ? undefined : 'Add it to be able to request payouts.';

  function submit(values: { paypalEmail: string | null }) {
    if (update.isPending) return;
    update.mutate(
      { paypalEmail: values.paypalEmail },
      {
        onSuccess: (next) => {
          toast({
            title: 'Affiliate Updated',
            description: next.affiliate.paypalEmail
              ? `Payouts will be sent to ${next.affiliate.paypalEmail}.`
              : 'Your PayPal email has been removed.',
          });
        },
        onError: (err) => {
          toast({
            title: 'Update Failed',
            description: errorMessage(
              err,
              'Could not update your payout details. Please try again.',
            ),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Form form={form} onSubmit={submit} className="grid content-start gap-3">
      <TextField
        name="paypalEmail"
        id={emailId}
        label="PayPal Email"
        hint={hint}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
      />
      <Button
        type="submit"
        variant="secondary"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={update.isPending}
      >
        {update.isPending ? <Spinner className="size-4" /> : null}
        Save PayPal Email
      </Button>
    </Form>
  );
}

/** What stops a payout request, in the member's words; empty when a request is possible. */
export function payoutBlockers(affiliate: AffiliateStats['affiliate']): string[] {
  const reasons: string[] = [];
  if (affiliate.status !== 'active') {
    reasons.push(`Payouts are unavailable while your affiliate account is ${affiliate.status}.`);
    return reasons;
  }
  if (!affiliate.paypalEmail) reasons.push('Add a PayPal email to request a payout.');
  const missing = AFFILIATE_MIN_PAYOUT_CENTS - affiliate.pendingEarnings;
  if (missing > 0) {
    reasons.push(
      `You need ${formatCents(missing)} more in pending earnings (minimum ${formatCents(
        AFFILIATE_MIN_PAYOUT_CENTS,
      )}).`,
    );
  }
  return reasons;
}

function RequestPayout({ stats }: { stats: AffiliateStats }) {
  const hintId = useId();
  const { affiliate } = stats;
  const [confirming, setConfirming] = useState(false);
  const request = useRequestPayout();
  const blockers = payoutBlockers(affiliate);

  if (affiliate.payoutRequest) {
    return (
      <div className="grid content-start gap-2 rounded-xl bg-primary-soft p-4" role="status">
        <p className="flex items-center gap-2 font-bold">
          <Wallet className="size-5 text-primary" aria-hidden="true" />
          Payout requested
        </p>
        <p className="text-sm text-muted-foreground">
          You requested {formatCents(affiliate.payoutRequest.amountCents)} on{' '}
          {formatDate(affiliate.payoutRequest.requestedAt)}. Payouts are processed within{' '}
          {AFFILIATE_PAYOUT_BUSINESS_DAYS} business days of approval.
        </p>
      </div>
    );
  }

  function confirmRequest() {
    request.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        toast({
          title: 'Payout requested',
          description: `Your request for ${formatCents(result.amountCents)} was sent for approval.`,
        });
      },
      onError: (error) => {
        setConfirming(false);
        toast({
          title: 'Payout Request Failed',
          description: errorMessage(error, 'Could not request a payout. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <div className="grid content-start gap-3">
      <div>
        <p className="text-sm font-medium text-muted-foreground">Available to request</p>
        <p className="text-2xl font-extrabold tracking-tight tabular-nums">
          {formatCents(affiliate.pendingEarnings)}
        </p>
      </div>
      <Button
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={blockers.length > 0}
        aria-describedby={blockers.length > 0 ? hintId : undefined}
        onClick={() => setConfirming(true)}
      >
        <Wallet aria-hidden="true" />
        Request Payout
      </Button>
      {blockers.length > 0 ? (
        <ul id={hintId} className="grid gap-1 text-sm text-muted-foreground">
          {blockers.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Request a payout?"
        description={`We will pay your pending earnings of ${formatCents(
          affiliate.pendingEarnings,
        )} to ${affiliate.paypalEmail ?? ''} once an admin approves the request.`}
        confirmLabel="Request Payout"
        onConfirm={confirmRequest}
        pending={request.isPending}
      />
    </div>
  );
}

const tierName = (tier: string) =>
  (TIERS as readonly string[]).includes(tier) ? TIER_CONFIG[tier as Tier].name : tier;

function ReferralList({ referrals }: { referrals: AffiliateStats['referrals'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Referrals</CardTitle>
        <CardDescription>Members who signed up through your link.</CardDescription>
      </CardHeader>
      <CardContent>
        {referrals.length === 0 ? (
          <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
            No referrals yet. Share your link to get started.
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Referrals">
            {referrals.map((referral, index) => (
              <li
                key={referral.id}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
              >
                <div className="grid gap-0.5">
                  <p className="font-semibold">Referral #{referrals.length - index}</p>
                  <p className="text-xs text-muted-foreground">
                    Signed up {formatDate(referral.createdAt)}
                    {referral.convertedAt
                      ? ` · Converted ${formatDate(referral.convertedAt)}`
                      : null}
                  </p>
                </div>
                <StatusBadge status={referral.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function CommissionList({ commissions }: { commissions: AffiliateStats['commissions'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Commissions</CardTitle>
        <CardDescription>One for every paid month of a referred member.</CardDescription>
      </CardHeader>
      <CardContent>
        {commissions.length === 0 ? (
          <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
            No commissions yet. You earn one each time a referred member pays for a plan.
          </p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Commissions">
            {commissions.map((commission) => (
              <li
                key={commission.id}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
              >
                <div className="grid gap-0.5">
                  <p className="font-semibold tabular-nums">{formatCents(commission.amount)}</p>
                  <p className="text-xs text-muted-foreground">
                    {tierName(commission.tier)} plan · {formatDate(commission.createdAt)}
                  </p>
                </div>
                <StatusBadge status={commission.status} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
