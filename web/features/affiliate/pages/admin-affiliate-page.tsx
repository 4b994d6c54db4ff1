import { ArrowLeft, CheckCircle2, Clock, DollarSign, Percent, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AffiliateStatus } from '#common/constants.ts';
import type { AdminAffiliate, PendingCommission } from '#common/schemas/affiliate.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '../api/error-message.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import {
  useAdminAffiliates,
  useApprovePayout,
  usePendingPayouts,
  useSetAffiliateStatus,
} from '../api/use-admin-affiliates.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { formatCents } from '#common/money.ts';
import { activeRate, formatDate } from '../lib/affiliate-format.ts';
import { StatTile } from '#web/components/ui/stat-tile.tsx';
import { ScrollTable, tableCell } from '#web/components/ui/data-table.tsx';

/** `/admin/affiliate` (spec part 2 section 2, Affiliate management): admins only. */
export function AdminAffiliatePage() {
  usePageTitle('Affiliate Management');
  return <AdminAffiliate />;
}

type PendingAction =
  | { kind: 'approve'; payout: PendingCommission }
  | { kind: 'status'; affiliate: AdminAffiliate; status: AffiliateStatus };

const fullName = (a: { firstName: string; lastName: string }) =>
  `${a.firstName} ${a.lastName}`.trim() || 'Unnamed member';

function AdminAffiliate() {
  const affiliates = useAdminAffiliates();
  const pending = usePendingPayouts();
  const setStatus = useSetAffiliateStatus();
  const approve = useApprovePayout();
  const [action, setAction] = useState<PendingAction | null>(null);

  function confirm() {
    if (!action) return;
    if (action.kind === 'status') {
      const name = fullName(action.affiliate);
      setStatus.mutate(
        { id: action.affiliate.id, status: action.status },
        {
          onSuccess: () => {
            setAction(null);
            toast({
              title: 'Affiliate Updated',
              description: `${name} is now ${action.status}.`,
            });
          },
          onError: () => {
            setAction(null);
            toast({
              title: 'Update Failed',
              description: 'Could not update the affiliate. Please try again.',
              variant: 'destructive',
            });
          },
        },
      );
      return;
    }
    const { payout } = action;
    approve.mutate(payout.affiliateId, {
      onSuccess: (result) => {
        setAction(null);
        const amount = formatCents(result.amountCents);
        toast({
          title: 'Payout Approved',
          description:
            result.method === 'manual'
              ? `${amount} for ${payout.affiliateName} was approved and marked as paid. Send it by manual transfer: PayPal payouts are not configured.`
              : `${amount} for ${payout.affiliateName} was approved and marked as paid through PayPal.`,
        });
      },
      onError: (error) => {
        setAction(null);
        toast({
          title: 'Approval Failed',
          description: errorMessage(error, 'Could not approve the payout. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <Link
          to="/dashboard"
          className={buttonVariants({ variant: 'ghost', size: 'sm', className: '-ml-3' })}
        >
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight">Affiliate Management</h1>
        <p className="mt-1 text-muted-foreground">
          Review affiliates, approve payouts and suspend or reactivate accounts.
        </p>
      </div>
      {affiliates.isPending || pending.isPending ? (
        <LoadingState label="Loading affiliates..." />
      ) : affiliates.isError || pending.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5"
        >
          <p className="font-semibold text-destructive">Could not load the affiliate data.</p>
          <p className="text-sm text-muted-foreground">
            {errorMessage(
              affiliates.error ?? pending.error,
              'Please check your connection and try again.',
            )}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              void affiliates.refetch();
              void pending.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      ) : (
        <>
          <SummaryCards affiliates={affiliates.data} pending={pending.data} />
          <PendingPayoutsTable
            rows={pending.data}
            onApprove={(payout) => setAction({ kind: 'approve', payout })}
          />
          <AffiliatesTable
            rows={affiliates.data}
            onSetStatus={(affiliate, status) => setAction({ kind: 'status', affiliate, status })}
          />
        </>
      )}
      <ConfirmDialog
        open={action !== null}
        onOpenChange={(open) => (open ? undefined : setAction(null))}
        title={
          action?.kind === 'approve'
            ? 'Approve this payout?'
            : action?.status === 'suspended'
              ? 'Suspend this affiliate?'
              : 'Activate this affiliate?'
        }
        description={actionDescription(action)}
        confirmLabel={
          action?.kind === 'approve'
            ? 'Approve Payout'
            : action?.status === 'suspended'
              ? 'Suspend'
              : 'Activate'
        }
        destructive={action?.kind === 'status' && action.status === 'suspended'}
        pending={setStatus.isPending || approve.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}

function actionDescription(action: PendingAction | null): string {
  if (!action) return '';
  if (action.kind === 'approve') {
    const { payout } = action;
    return `All pending commissions of ${payout.affiliateName} (${formatCents(
      payout.amount,
    )} now) will be paid to their PayPal account and marked as paid.`;
  }
  const name = fullName(action.affiliate);
  return action.status === 'suspended'
    ? `${name} will stop earning commissions on new payments and cannot request payouts until reactivated.`
    : `${name} will earn commissions again on new payments from their referrals.`;
}

function SummaryCards({
  affiliates,
  pending,
}: {
  affiliates: AdminAffiliate[];
  pending: PendingCommission[];
}) {
  const active = affiliates.filter((a) => a.status === 'active').length;
  const pendingAmount = pending.reduce((sum, row) => sum + row.amount, 0);
  return (
    <section aria-labelledby="affiliate-summary">
      <h2 id="affiliate-summary" className="sr-only">
        Summary
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile
          label="Total Affiliates"
          value={String(affiliates.length)}
          detail={`${active} active`}
          icon={<Users />}
        />
        <StatTile label="Pending Payouts" value={String(pending.length)} icon={<Clock />} />
        <StatTile label="Pending Amount" value={formatCents(pendingAmount)} icon={<DollarSign />} />
        <StatTile
          label="Active Rate"
          value={`${activeRate(active, affiliates.length)}%`}
          icon={<Percent />}
        />
      </ul>
    </section>
  );
}

/** A table that scrolls sideways inside its card on narrow screens (focusable for the keyboard). */

function PendingPayoutsTable({
  rows,
  onApprove,
}: {
  rows: PendingCommission[];
  onApprove: (row: PendingCommission) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Payouts</CardTitle>
        <CardDescription>Payout requests waiting for approval.</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
            No payout requests right now.
          </p>
        ) : (
          <ScrollTable
            label="Pending payouts table"
            columns={[
              'Affiliate',
              'Email',
              'Amount',
              'Date',
              <span className="sr-only">Actions</span>,
            ]}
          >
            {rows.map((row) => (
              <tr key={row.id}>
                <td className={`${tableCell} font-semibold`}>{row.affiliateName}</td>
                <td className={`${tableCell} whitespace-nowrap`}>{row.affiliateEmail}</td>
                <td className={`${tableCell} font-semibold tabular-nums`}>
                  {formatCents(row.amount)}
                </td>
                <td className={`${tableCell} whitespace-nowrap`}>{formatDate(row.createdAt)}</td>
                <td className={`${tableCell} text-right`}>
                  <Button
                    size="sm"
                    onClick={() => onApprove(row)}
                    aria-label={`Approve Payout for ${row.affiliateName}`}
                  >
                    <CheckCircle2 aria-hidden="true" />
                    Approve Payout
                  </Button>
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
}

function AffiliatesTable({
  rows,
  onSetStatus,
}: {
  rows: AdminAffiliate[];
  onSetStatus: (affiliate: AdminAffiliate, status: AffiliateStatus) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>All Affiliates</CardTitle>
        <CardDescription>Every member who joined the affiliate program.</CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="rounded-xl bg-muted p-4 text-sm text-muted-foreground">
            No affiliates yet.
          </p>
        ) : (
          <ScrollTable
            label="All affiliates table"
            columns={[
              'Affiliate',
              'Email',
              'Referral Code',
              'Referrals',
              'Total Earnings',
              'Pending',
              'Status',
              'Actions',
            ]}
          >
            {rows.map((row) => {
              const name = fullName(row);
              return (
                <tr key={row.id}>
                  <td className={`${tableCell} font-semibold`}>{name}</td>
                  <td className={`${tableCell} whitespace-nowrap`}>{row.email}</td>
                  <td className={`${tableCell} font-mono`}>{row.referralCode}</td>
                  <td className={`${tableCell} tabular-nums`}>{row.totalReferrals}</td>
                  <td className={`${tableCell} tabular-nums`}>{formatCents(row.totalEarnings)}</td>
                  <td className={`${tableCell} tabular-nums`}>
                    {formatCents(row.pendingEarnings)}
                  </td>
                  <td className={tableCell}>
                    <StatusBadge status={row.status} />
                  </td>
                  <td className={tableCell}>
                    {row.status === 'active' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onSetStatus(row, 'suspended')}
                        aria-label={`Suspend ${name}`}
                      >
                        Suspend
                      </Button>
                    ) : row.status === 'suspended' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onSetStatus(row, 'active')}
                        aria-label={`Activate ${name}`}
                      >
                        Activate
                      </Button>
                    ) : (
                      <span className="text-xs text-muted-foreground">No actions</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
}
