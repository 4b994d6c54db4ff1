import { ArrowLeft, User as UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useProfile } from '#web/api/profile.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { PageLayout } from '#web/components/page-layout.tsx';
import { RequireAuth } from '#web/components/require-auth.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { CancelSubscriptionCard } from '../components/cancel-subscription-card.tsx';
import { FlexCreditsCard } from '../components/flex-credits-card.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { PreferencesCard } from '../components/preferences-card.tsx';
import { Row, SettingsCard } from '../components/settings-card.tsx';
import { ImportHistoryCard } from '../components/import-history-card.tsx';
import { YourDataCard } from '../components/your-data-card.tsx';

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

/** The cards of Account Settings; each owns its reads, its mutation and its dialog. */
export function AccountSettings() {
  const user = useSessionUser()!;
  const profile = useProfile(user.id);
  const status = useSubscriptionStatus(user.id);
  const tier = status.data?.tier ?? null;
  const cancelling = status.data?.cancelAtPeriodEnd === true;

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
        <PreferencesCard userId={user.id} />
        <PlanCard userId={user.id} />
        {tier === 'free' ? <FlexCreditsCard credits={status.data?.flexCredits ?? 0} /> : null}
        {tier && tier !== 'free' && !cancelling ? (
          <CancelSubscriptionCard
            userId={user.id}
            tier={tier}
            currentPeriodEnd={status.data?.currentPeriodEnd ?? null}
          />
        ) : null}
        <ImportHistoryCard />
        <YourDataCard userId={user.id} />
      </div>
    </div>
  );
}
