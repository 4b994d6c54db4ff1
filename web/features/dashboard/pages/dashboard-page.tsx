import { clsx } from 'clsx';
import {
  ChevronRight,
  Coins,
  Dumbbell,
  Flame,
  Lock,
  NotebookPen,
  RefreshCw,
  Ruler,
  Scale,
  ShieldCheck,
  Target,
  TrendingUp,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatWeight, summarizeWeight } from '#common/achievements.ts';
import type { Tier } from '#common/constants.ts';
import { PageLayout } from '#web/components/page-layout.tsx';
import { RequireAuth } from '#web/components/require-auth.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useMeasurements } from '#web/api/measurements.ts';
import { useProfile } from '#web/api/profile.ts';
import { useUserStats } from '#web/api/stats.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { useWorkouts } from '#web/api/workouts.ts';
import { ExportSection } from '../components/export-section.tsx';
import { QuoteCard } from '../components/quote-card.tsx';
import { StatCard, StatCardSkeleton } from '../components/stat-card.tsx';
import { BadgeSkeleton, CreditsBadge, TierBadge } from '../components/tier-badge.tsx';

// The Flex widget is its own chunk (shared with the chat bubble's code).
const FlexCoachCard = lazy(() =>
  import('#web/features/coach/components/flex-coach-card.tsx').then((m) => ({
    default: m.FlexCoachCard,
  })),
);

// The prompt (and Radix Dialog) loads when first wanted: hovering, focusing or opening the card.
const loadUpgradePrompt = () => import('#web/components/upgrade-prompt.tsx');
const UpgradePrompt = lazy(() => loadUpgradePrompt().then((m) => ({ default: m.UpgradePrompt })));

/** `/dashboard`: the member home of spec part 2 section 2. Signed-out visitors go to `/`. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <RequireAuth>
      <PageLayout footer={false}>
        <Dashboard />
      </PageLayout>
    </RequireAuth>
  );
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function Dashboard() {
  const user = useSessionUser()!;
  const status = useSubscriptionStatus(user.id);
  const stats = useUserStats(user.id);
  const profile = useProfile(user.id);
  const measurements = useMeasurements(user.id);
  const workouts = useWorkouts(user.id);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [upgradeWanted, setUpgradeWanted] = useState(false);

  const queries = [status, stats, profile, measurements, workouts];
  const failed = queries.filter((q) => q.isError);
  const statsLoading = stats.isPending || profile.isPending || measurements.isPending;
  const tier: Tier | null = status.data?.tier ?? null;
  const credits = status.data?.flexCredits ?? 0;
  const isFree = tier === 'free';

  const weight =
    profile.data && measurements.data
      ? summarizeWeight(
          measurements.data.filter((m) => m.type === 'weight'),
          profile.data,
        )
      : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex items-center gap-1.5 text-muted-foreground">
          <li>
            <Link to="/" className="rounded font-medium hover:text-foreground hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-3.5" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            Dashboard
          </li>
        </ol>
      </nav>

      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight break-words sm:text-4xl">
            Welcome back, {user.firstName || 'Champion'}!
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {tier ? <TierBadge tier={tier} /> : status.isPending ? <BadgeSkeleton /> : null}
            {isFree && credits > 0 ? <CreditsBadge credits={credits} /> : null}
          </div>
        </div>
        {isFree ? (
          <div className="flex gap-2">
            <Link
              to="/buy-credits"
              className={buttonVariants({ variant: 'outline', className: 'flex-1 sm:flex-none' })}
            >
              <Coins aria-hidden="true" />
              Buy Credits
            </Link>
            <Link to="/upgrade" className={buttonVariants({ className: 'flex-1 sm:flex-none' })}>
              <TrendingUp aria-hidden="true" />
              Upgrade
            </Link>
          </div>
        ) : null}
      </div>

      <section
        aria-labelledby="start-workout-heading"
        className="mt-6 overflow-hidden rounded-2xl bg-ink p-5 text-white sm:p-8 [--color-ring:var(--color-accent)]"
      >
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <Dumbbell className="size-6" aria-hidden="true" />
            </span>
            <div>
              <h2 id="start-workout-heading" className="text-xl font-bold">
                Start Your Workout
              </h2>
              <p className="mt-1 text-sm text-ink-muted">
                A session built from your level, goals and equipment.
              </p>
            </div>
          </div>
          <Link
            to="/workout"
            className={buttonVariants({
              variant: 'accent',
              size: 'lg',
              className: 'w-full sm:w-auto',
            })}
          >
            Start Workout
          </Link>
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="mt-6">
        <h2 id="stats-heading" className="sr-only">
          Your stats
        </h2>
        {failed.length > 0 ? (
          <LoadError
            retrying={failed.some((q) => q.isFetching)}
            onRetry={() => failed.forEach((q) => void q.refetch())}
          />
        ) : statsLoading ? (
          <div
            role="status"
            aria-label="Loading your stats"
            className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          >
            <StatCardSkeleton />
            <StatCardSkeleton />
            <StatCardSkeleton />
            <StatCardSkeleton />
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <StatCard
              label="Streak"
              icon={Flame}
              value={stats.data?.currentStreak ?? '-'}
              detail={
                stats.data
                  ? plural(stats.data.currentStreak, 'day in a row', 'days in a row')
                  : null
              }
            />
            <StatCard
              label="Workouts"
              icon={Dumbbell}
              value={stats.data?.totalWorkouts ?? '-'}
              detail={stats.data ? 'completed' : null}
            />
            <StatCard
              label="Progress"
              icon={Target}
              value={weight?.percent != null ? `${weight.percent}%` : '-'}
              detail={
                weight?.percent != null
                  ? 'to your goal'
                  : weight?.target == null
                    ? 'no target weight set'
                    : 'no weight recorded'
              }
            />
            <StatCard
              label="Weight"
              icon={Scale}
              value={weight?.current != null ? `${formatWeight(weight.current)} lbs` : '-'}
              detail={`Target: ${weight?.target != null ? `${formatWeight(weight.target)} lbs` : '-'}`}
            />
          </div>
        )}
      </section>

      <section aria-labelledby="shortcuts-heading" className="mt-8">
        <h2 id="shortcuts-heading" className="text-lg font-bold">
          Your training
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
          <LinkCard
            to="/measurements"
            icon={Ruler}
            title="Track Measurements"
            description="Log weight and body measurements"
          />
          {isFree ? (
            <LinkCard
              onClick={() => {
                setUpgradeWanted(true);
                setUpgradeOpen(true);
              }}
              onIntent={() => void loadUpgradePrompt()}
              icon={UtensilsCrossed}
              title="Nutrition Tracking"
              description="Calories, macros and hydration"
              badge={
                <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
                  <Lock className="size-3" aria-hidden="true" />
                  Basic
                </span>
              }
            />
          ) : (
            <LinkCard
              to="/nutrition"
              icon={UtensilsCrossed}
              title="Nutrition Tracking"
              description="Calories, macros and hydration"
            />
          )}
          {user.isAdmin ? (
            <LinkCard
              to="/admin"
              icon={ShieldCheck}
              title="Admin Dashboard"
              description="Blog, affiliates and exports"
            />
          ) : null}
          <LinkCard
            to="/notes"
            icon={NotebookPen}
            title="My Notes"
            description="Your personal training notes"
          />
          <LinkCard
            to="/progress"
            icon={TrendingUp}
            title="View Progress"
            description="Streaks, achievements and trends"
          />
          <LinkCard
            to="/buy-credits"
            icon={Coins}
            title="Buy Flex Credits"
            description={
              status.data
                ? `${status.data.flexCredits} ${plural(status.data.flexCredits, 'credit', 'credits')} available`
                : 'Top up coaching credits'
            }
          />
        </ul>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <ExportSection
          workoutCount={workouts.data ? workouts.data.length : null}
          loading={workouts.isPending}
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

      {upgradeWanted ? (
        <Suspense fallback={null}>
          <UpgradePrompt
            open={upgradeOpen}
            onOpenChange={setUpgradeOpen}
            featureName="Nutrition Tracking"
            featureDescription="Log calories, macros and hydration every day and see how your eating supports your training."
            minimumTier="basic"
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function LinkCard({
  to,
  onClick,
  onIntent,
  icon: Icon,
  title,
  description,
  badge,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  badge?: ReactNode;
  /** Called on hover or focus, before a click (to preload what the click needs). */
  onIntent?: () => void;
} & ({ to: string; onClick?: never } | { to?: never; onClick: () => void })) {
  const className =
    'group flex h-full w-full items-start gap-4 rounded-2xl border border-border bg-card p-4 text-left shadow-sm transition hover:border-primary/40 hover:shadow-md sm:p-5';
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2 font-semibold group-hover:text-primary">
          {title}
          {badge}
        </span>
        <span className="mt-0.5 block text-sm text-muted-foreground">{description}</span>
      </span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={className}>
          {body}
        </Link>
      ) : (
        <button
          type="button"
          onClick={onClick}
          onPointerEnter={onIntent}
          onFocus={onIntent}
          className={className}
        >
          {body}
        </button>
      )}
    </li>
  );
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-destructive/40 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold text-destructive">We couldn&apos;t load your dashboard.</p>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={clsx(retrying && 'animate-spin')} aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
