import { lazy, Suspense, type ReactNode } from 'react';
import type { Tier } from '#common/constants.ts';
import { MemberPageFrame } from '#web/components/member-page-frame.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { memberReads } from '#web/app/page-data.ts';
import { useWeightHistory, weightHistoryQueryOptions } from '#web/api/measurements.ts';
import { profileQueryOptions, useProfile } from '#web/api/profile.ts';
import { statsQueryOptions, useUserStats } from '#web/api/stats.ts';
import {
  subscriptionStatusQueryOptions,
  useSubscriptionStatus,
} from '#web/api/subscription-status.ts';
import { weekQueryOptions } from '#web/api/week.ts';
import { ExportSection } from '../components/export-section.tsx';
import { QuoteCard } from '../components/quote-card.tsx';
import { DashboardHeader } from '../components/dashboard-header.tsx';
import { StartWorkoutBanner } from '../components/start-workout-banner.tsx';
import { WeekStrip } from '#web/components/week-strip.tsx';
import { StatsSection } from '../components/stats-section.tsx';
import { TrainingShortcuts } from '../components/training-shortcuts.tsx';

// The Flex widget is its own chunk (shared with the chat bubble's code).
const FlexCoachCard = lazy(() =>
  import('#web/features/coach/components/flex-coach-card.tsx').then((m) => ({
    default: m.FlexCoachCard,
  })),
);

/** The reads of the dashboard's first screen, asked for with its module at start-up. */
export const readFirst = memberReads((client, user) => [
  client.prefetchQuery(subscriptionStatusQueryOptions(user.id)),
  client.prefetchQuery(statsQueryOptions(user.id)),
  client.prefetchQuery(profileQueryOptions(user.id, user.units)),
  client.prefetchQuery(weightHistoryQueryOptions(user.id, user.units)),
  client.prefetchQuery(weekQueryOptions(user.id)),
]);

/** `/dashboard`: the member home of spec part 2 section 2. Signed-out visitors go to `/`. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <DashboardFrame>
      <Dashboard />
    </DashboardFrame>
  );
}

/** Inside the member layout's frame (the site header). */
function DashboardFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">{children}</div>;
}

/**
 * The top of the dashboard as the server paints it before the scripts run (decision 029): the
 * site header and the welcome, nothing that needs more than the session. Rendered at build time
 * (`web/app/boot-shells.tsx`); the page's own first frame puts the same heading in the same place.
 */
export function DashboardBootShell({ firstName }: { firstName: string }) {
  return (
    <MemberPageFrame back={false}>
      <DashboardFrame>
        <DashboardHeader firstName={firstName} tier={null} credits={0} statusPending={false} />
      </DashboardFrame>
    </MemberPageFrame>
  );
}

function Dashboard() {
  const user = useSessionUser()!;
  const status = useSubscriptionStatus(user.id);
  const stats = useUserStats(user.id);
  const profile = useProfile(user.id);
  const weight = useWeightHistory(user.id);
  const tier: Tier | null = status.data?.tier ?? null;

  return (
    <>
      <DashboardHeader
        firstName={user.firstName}
        tier={tier}
        credits={status.data?.flexCredits ?? 0}
        statusPending={status.isPending}
      />
      <StartWorkoutBanner />
      <div className="mt-6">
        <WeekStrip userId={user.id} />
      </div>
      <StatsSection stats={stats} profile={profile} weight={weight} others={[status]} />
      <TrainingShortcuts
        isFree={tier === 'free'}
        isAdmin={user.isAdmin}
        credits={status.data?.flexCredits ?? null}
      />
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <ExportSection
          workoutCount={stats.data ? stats.data.loggedWorkouts : null}
          loading={stats.isPending}
        />
        <QuoteCard tier={tier ?? 'free'} />
      </div>

      {/* The Flex coach widget: the user id, completed workouts and the current streak. */}
      <div data-slot="flex-coach">
        <Suspense fallback={null}>
          <FlexCoachCard
            userId={user.id}
            completedWorkouts={stats.data?.totalWorkouts ?? null}
            streak={stats.data?.currentStreak ?? null}
          />
        </Suspense>
      </div>
    </>
  );
}
