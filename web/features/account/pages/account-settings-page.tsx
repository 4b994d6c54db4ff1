import {
  ArrowLeft,
  Coins,
  CreditCard,
  Download,
  Pencil,
  SlidersHorizontal,
  Trash2,
  User as UserIcon,
  XCircle,
} from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  EQUIPMENT_LABELS,
  GOAL_LABELS,
  LEVEL_LABELS,
  TIER_CONFIG,
  type Equipment,
  type Goal,
  type Level,
} from '#common/constants.ts';
import { PageLayout } from '#web/components/page-layout.tsx';
import { RequireAuth } from '#web/components/require-auth.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { clearSession, useSessionUser } from '#web/lib/session.ts';
import { useProfile, useUpdateProfile } from '#web/api/profile.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import {
  useBillingPortal,
  useCancelSubscription,
} from '#web/features/subscriptions/api/use-subscriptions.ts';
import { formatLongDate } from '#web/features/subscriptions/lib/pricing.ts';
import { downloadMyData, useDeleteAccount } from '../api/use-account.ts';
import { PreferencesForm } from '../components/preferences-dialog.tsx';

/** `/account-settings` (spec part 2 section 2). */
export function AccountSettingsPage() {
  usePageTitle('Account Settings');
  return (
    <RequireAuth>
      <PageLayout footer={false}>
        <AccountSettings />
      </PageLayout>
    </RequireAuth>
  );
}

const formatCents = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function SettingsCard({
  title,
  icon: Icon,
  children,
  action,
}: {
  title: string;
  icon: typeof UserIcon;
  children: ReactNode;
  action?: ReactNode;
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4 text-sm">{children}</div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words sm:text-right">{value}</dd>
    </div>
  );
}

const label = <T extends string>(labels: Record<T, string>, value: string) =>
  labels[value as T] ?? value;

export function AccountSettings() {
  const user = useSessionUser()!;
  const navigate = useNavigate();
  const profile = useProfile(user.id);
  const status = useSubscriptionStatus(user.id);
  const updatePreferences = useUpdateProfile(user.id);
  const cancel = useCancelSubscription(user.id);
  const portal = useBillingPortal();
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
  const deleteAccount = useDeleteAccount(user.id);
  const [editOpen, setEditOpen] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const tier = status.data?.tier ?? null;
  const periodEnd = formatLongDate(status.data?.currentPeriodEnd);
  const cancelling = status.data?.cancelAtPeriodEnd === true;

  const confirmCancel = () => {
    cancel.mutate(undefined, {
      onSuccess: (res) => {
        setCancelOpen(false);
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

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData(user.id);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Download Failed',
        description: getApiErrorMessage(error, 'Could not export your data. Please try again.'),
      });
    } finally {
      setDownloading(false);
    }
  };

  const submitDelete = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setDeleteError('Enter your password to confirm');
      return;
    }
    setDeleteError(null);
    deleteAccount.mutate(password, {
      onSuccess: () => {
        clearSession();
        void navigate('/');
      },
      onError: (error) =>
        setDeleteError(getApiErrorMessage(error, 'Could not delete your account.')),
    });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <Link to="/dashboard" className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} -ml-3`}>
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">Account Settings</h1>

      <div className="mt-6 grid gap-4">
        <SettingsCard title="Profile" icon={UserIcon}>
          <dl>
            <Row label="Name" value={profile.data?.firstName ?? user.firstName} />
            <Row label="Email" value={profile.data?.email ?? user.email} />
          </dl>
        </SettingsCard>

        <SettingsCard
          title="Fitness Preferences"
          icon={SlidersHorizontal}
          action={
            <Button
              size="sm"
              variant="outline"
              disabled={!profile.data}
              onClick={() => setEditOpen(true)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          }
        >
          {profile.isPending ? (
            <p className="text-muted-foreground">Loading your preferences...</p>
          ) : profile.isError ? (
            <p role="alert" className="text-destructive">
              Could not load your preferences.{' '}
              <button type="button" className="underline" onClick={() => void profile.refetch()}>
                Try again
              </button>
            </p>
          ) : (
            <dl>
              <Row label="Fitness level" value={label<Level>(LEVEL_LABELS, profile.data.level)} />
              <Row
                label="Goals"
                value={profile.data.goals.map((g) => label<Goal>(GOAL_LABELS, g)).join(', ') || '-'}
              />
              <Row
                label="Equipment"
                value={
                  profile.data.equipment
                    .map((e) => label<Equipment>(EQUIPMENT_LABELS, e))
                    .join(', ') || '-'
                }
              />
              <Row
                label="Current weight"
                value={
                  profile.data.currentWeight != null ? `${profile.data.currentWeight} lbs` : '-'
                }
              />
              <Row
                label="Target weight"
                value={profile.data.targetWeight != null ? `${profile.data.targetWeight} lbs` : '-'}
              />
              <Row label="Time per workout" value={`${profile.data.timeAvailable} minutes`} />
              <Row label="Days per week" value={profile.data.daysPerWeek} />
            </dl>
          )}
        </SettingsCard>

        <SettingsCard title="Current Plan" icon={CreditCard}>
          {tier ? (
            <>
              <dl>
                <Row label="Plan" value={TIER_CONFIG[tier].name} />
                <Row label="Price" value={`${formatCents(TIER_CONFIG[tier].priceCents)}/month`} />
                {tier !== 'free' && periodEnd ? (
                  <Row label={cancelling ? 'Access until' : 'Renews on'} value={periodEnd} />
                ) : null}
              </dl>
              {status.data?.paymentPastDue ? (
                <p role="alert" className="mt-3 rounded-lg bg-destructive/10 p-3 text-destructive">
                  <strong>Your last payment failed.</strong>{' '}
                  {status.data.nextPaymentAttempt
                    ? `We will try again on ${formatLongDate(status.data.nextPaymentAttempt)}. `
                    : ''}
                  Update your card to keep your {TIER_CONFIG[tier].name} plan; if the final attempt
                  fails, your plan moves to Free.
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
                {status.data?.canManageBilling ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={portal.isPending}
                    onClick={openPortal}
                  >
                    {portal.isPending ? 'Opening...' : 'Update Payment Method'}
                  </Button>
                ) : null}
              </div>
            </>
          ) : status.isError ? (
            <p role="alert" className="text-destructive">
              Could not load your plan.{' '}
              <button type="button" className="underline" onClick={() => void status.refetch()}>
                Try again
              </button>
            </p>
          ) : (
            <p className="text-muted-foreground">Loading your plan...</p>
          )}
        </SettingsCard>

        {tier === 'free' ? (
          <SettingsCard title="Flex Credits" icon={Coins}>
            <p>
              You have{' '}
              <strong>
                {status.data?.flexCredits ?? 0} Flex{' '}
                {status.data?.flexCredits === 1 ? 'Credit' : 'Credits'}
              </strong>
              . One credit is one conversation with Flex; credits never expire.
            </p>
            <Link
              to="/buy-credits"
              className={`${buttonVariants({ size: 'sm', variant: 'outline' })} mt-4`}
            >
              Buy Credits
            </Link>
          </SettingsCard>
        ) : null}

        {tier && tier !== 'free' && !cancelling ? (
          <SettingsCard title="Cancel Subscription" icon={XCircle}>
            <p className="text-muted-foreground">
              You keep your {TIER_CONFIG[tier].name} features until the end of the billing period,
              then your plan moves to Free.
            </p>
            <Button
              size="sm"
              variant="destructive"
              className="mt-4"
              onClick={() => setCancelOpen(true)}
            >
              Cancel Subscription
            </Button>
          </SettingsCard>
        ) : null}

        <SettingsCard title="Your Data" icon={Download}>
          <p className="text-muted-foreground">
            Download everything we hold about you as a JSON file, or delete your account.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={downloading}
              onClick={() => void download()}
            >
              <Download aria-hidden="true" />
              {downloading ? 'Preparing...' : 'Download my data'}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => {
                setPassword('');
                setDeleteError(null);
                setDeleteOpen(true);
              }}
            >
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          </div>
        </SettingsCard>
      </div>

      <Dialog open={editOpen} onOpenChange={setEditOpen}>
        <DialogContent>
          {profile.data && editOpen ? (
            <PreferencesForm
              profile={profile.data}
              pending={updatePreferences.isPending}
              onCancel={() => setEditOpen(false)}
              onSubmit={(updates) =>
                updatePreferences.mutate(updates, {
                  onSuccess: () => {
                    setEditOpen(false);
                    toast({
                      title: 'Preferences updated',
                      description: 'Your fitness preferences have been saved.',
                    });
                  },
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Update Failed',
                      description: getApiErrorMessage(error, 'Could not save your preferences.'),
                    }),
                })
              }
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog
        open={cancelOpen}
        onOpenChange={(open) => (cancel.isPending ? null : setCancelOpen(open))}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel your subscription?</DialogTitle>
            <DialogDescription>
              {periodEnd
                ? `You keep full access to your ${tier ? TIER_CONFIG[tier].name : ''} plan until ${periodEnd}. After that your plan moves to Free.`
                : 'You keep full access until the end of the current billing period. After that your plan moves to Free.'}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => setCancelOpen(false)}
              disabled={cancel.isPending}
            >
              Keep My Plan
            </Button>
            <Button variant="destructive" onClick={confirmCancel} disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling...' : 'Confirm Cancellation'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog
        open={deleteOpen}
        onOpenChange={(open) => (deleteAccount.isPending ? null : setDeleteOpen(open))}
      >
        <DialogContent>
          <form onSubmit={submitDelete} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                This permanently deletes your profile, workouts, measurements and chat history.
                Enter your password to confirm.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="delete-password">Password</Label>
              <Input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                aria-invalid={deleteError ? true : undefined}
                aria-describedby={deleteError ? 'delete-password-error' : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
              {deleteError ? (
                <p
                  id="delete-password-error"
                  role="alert"
                  className="text-sm font-medium text-destructive"
                >
                  {deleteError}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={() => setDeleteOpen(false)}
                disabled={deleteAccount.isPending}
              >
                Keep My Account
              </Button>
              <Button type="submit" variant="destructive" disabled={deleteAccount.isPending}>
                {deleteAccount.isPending ? 'Deleting...' : 'Delete Account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
