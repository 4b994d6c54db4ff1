import { User as UserIcon } from 'lucide-react';
import { useProfile } from '#web/api/profile.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { CancelSubscriptionCard } from '../components/cancel-subscription-card.tsx';
import { FlexCreditsCard } from '../components/flex-credits-card.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { PlatesCard } from '../components/plates-card.tsx';
import { PreferencesCard } from '../components/preferences-card.tsx';
import { Row, SettingsCard } from '../components/settings-card.tsx';
import { ImportHistoryCard } from '../components/import-history-card.tsx';
import { YourDataCard } from '../components/your-data-card.tsx';

/** `/account-settings` (spec part 2 section 2). */
export function AccountSettingsPage() {
  usePageTitle('Account Settings');
  return <AccountSettings />;
}

/** The cards of Account Settings; each owns its reads, its mutation and its dialog. */
export function AccountSettings() {
  const user = useSessionUser()!;
  const profile = useProfile(user.id);
  const status = useSubscriptionStatus(user.id);
  const tier = status.data?.tier ?? null;
  const cancelling = status.data?.cancelAtPeriodEnd === true;

  return (
    <div className="mx-auto max-w-3xl px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Account Settings</h1>

      <div className="mt-6 grid gap-4">
        <SettingsCard title="Profile" icon={UserIcon}>
          <dl>
            <Row label="Name" value={profile.data?.firstName ?? user.firstName} />
            <Row label="Email" value={profile.data?.email ?? user.email} />
          </dl>
        </SettingsCard>
        <PreferencesCard userId={user.id} />
        <PlatesCard userId={user.id} />
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
