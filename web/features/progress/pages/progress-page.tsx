import { clsx } from 'clsx';
import {
  Award,
  CalendarCheck,
  Check,
  Dumbbell,
  Flame,
  Lock,
  RefreshCw,
  Sparkles,
  Trophy,
} from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  computeAchievements,
  firstAndLatest,
  formatWeight,
  summarizeWeight,
  type Achievement,
  type WeightSummary,
} from '#common/achievements.ts';
import type { WeightHistory } from '#common/schemas/measurements.ts';
import type { UserStats } from '#common/schemas/workouts.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import type { User } from '#common/schemas/users.ts';
import { useWeightHistory } from '#web/api/measurements.ts';
import { useProfile } from '#web/api/profile.ts';
import { useUserStats } from '#web/api/stats.ts';
import { encouragementFor } from '../lib/encouragement.ts';
import { PersonalRecordsCard } from '../components/personal-records-card.tsx';
import { WeeklyVolumeCard } from '../components/weekly-volume-card.tsx';
import { type Units, weightUnit } from '#common/units.ts';
import { useUnits } from '#web/lib/units.ts';
import { formatDate } from '#web/lib/format.ts';

const WeightChart = lazy(() =>
  import('../components/progress-charts.tsx').then((m) => ({ default: m.WeightChart })),
);
const WeeklyWorkoutsChart = lazy(() =>
  import('../components/progress-charts.tsx').then((m) => ({ default: m.WeeklyWorkoutsChart })),
);

/** `/progress` (spec part 2 section 2): weight progress, workout stats, achievements and charts. */
export function ProgressPage() {
  usePageTitle('Progress & Achievements');
  return <ProgressContent />;
}

const withUnit = (value: number | null, units: Units) =>
  value === null ? '-' : `${formatWeight(value)} ${weightUnit(units)}`;

function ProgressContent() {
  const userId = useSessionUser()!.id;
  const stats = useUserStats(userId);
  const profile = useProfile(userId);
  const weightHistory = useWeightHistory(userId);
  const queries = [stats, profile, weightHistory];
  const failed = queries.filter((q) => q.isError);

  let body: ReactNode;
  if (failed.length > 0) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-destructive/40 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <p className="font-semibold text-destructive">We couldn&apos;t load your progress.</p>
          <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
        </div>
        <Button
          variant="outline"
          disabled={failed.some((q) => q.isFetching)}
          onClick={() => failed.forEach((q) => void q.refetch())}
        >
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </div>
    );
  } else if (!stats.data || !profile.data || !weightHistory.data) {
    body = <ProgressSkeleton />;
  } else {
    body = (
      <ProgressView
        stats={stats.data}
        weightHistory={weightHistory.data}
        profile={profile.data}
        userId={userId}
      />
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Progress &amp; Achievements</h1>
      <p className="mt-1 text-muted-foreground">
        Every workout and weigh-in adds up. Here is yours.
      </p>
      <div className="mt-6">{body}</div>
    </div>
  );
}

function ProgressView({
  stats,
  weightHistory,
  profile,
  userId,
}: {
  userId: string;
  stats: UserStats;
  weightHistory: WeightHistory;
  profile: Pick<User, 'currentWeight' | 'targetWeight' | 'startDate' | 'createdAt'>;
}) {
  const units = useUnits();
  const weight = summarizeWeight(firstAndLatest(weightHistory), profile);
  const achievements = computeAchievements({
    totalWorkouts: stats.totalWorkouts,
    longestStreak: stats.longestStreak,
    currentWeight: weight.current,
    targetWeight: weight.target,
    startWeight: weight.start,
    unit: weightUnit(units),
  });
  const cheer = encouragementFor({
    totalWorkouts: stats.totalWorkouts,
    currentStreak: stats.currentStreak,
    longestStreak: stats.longestStreak,
    weight,
    achievements,
    unit: weightUnit(units),
  });
  const earnedCount = achievements.filter((a) => a.earned).length;

  return (
    <div className="grid gap-6">
      <WeightProgressCard weight={weight} />

      <section aria-labelledby="workout-stats-heading">
        <h2 id="workout-stats-heading" className="sr-only">
          Workout stats
        </h2>
        <div className="grid grid-cols-3 gap-3 sm:gap-4">
          <Stat label="Total Workouts" value={stats.totalWorkouts} icon={Dumbbell} />
          <Stat
            label="Current Streak"
            value={stats.currentStreak}
            unit={stats.currentStreak === 1 ? 'day' : 'days'}
            icon={Flame}
          />
          <Stat
            label="Longest Streak"
            value={stats.longestStreak}
            unit={stats.longestStreak === 1 ? 'day' : 'days'}
            icon={Trophy}
          />
        </div>
      </section>

      <section
        aria-labelledby="encouragement-heading"
        className="rounded-2xl bg-ink p-5 text-white sm:p-6"
      >
        <div className="flex items-start gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id="encouragement-heading" className="text-lg font-bold">
              {cheer.title}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{cheer.message}</p>
            {cheer.details.length > 0 ? (
              <ul className="mt-2 grid gap-1 text-sm text-white">
                {cheer.details.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </section>

      <WeeklyVolumeCard userId={userId} />

      <PersonalRecordsCard userId={userId} />

      <Card>
        <CardHeader>
          <CardTitle>Achievements</CardTitle>
          <CardDescription>
            {earnedCount} of {achievements.length} earned
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
            {achievements.map((achievement) => (
              <AchievementTile key={achievement.id} achievement={achievement} />
            ))}
          </ul>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Weight over time</CardTitle>
            <CardDescription>The average of each week&apos;s weigh-ins.</CardDescription>
          </CardHeader>
          <CardContent>
            <WeightTrend weeks={weightHistory.weeks} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Workouts per week</CardTitle>
            <CardDescription>Completed workouts, last 12 weeks.</CardDescription>
          </CardHeader>
          <CardContent>
            <WeeklyTrend weekly={stats.weekly} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

function WeightProgressCard({ weight }: { weight: WeightSummary }) {
  const units = useUnits();
  const { start, current, target, percent } = weight;
  let summary: string | null = null;
  if (start !== null && current !== null && target !== null) {
    // The goal's direction comes from the start and the target; moving away from it counts 0.
    const losing = target < start;
    const changed = Math.max(0, losing ? start - current : current - start);
    const goal = Math.abs(target - start);
    const direction = losing ? 'lost' : 'gained';
    if (goal > 0) {
      summary = `${formatWeight(changed)} of ${formatWeight(goal)} ${weightUnit(units)} ${direction}`;
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Weight Progress</CardTitle>
        <CardDescription>From your starting weight to your target.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-3 text-center">
          {[
            ['Start', start],
            ['Current', current],
            ['Target', target],
          ].map(([label, value]) => (
            <div key={label as string} className="rounded-xl bg-muted px-2 py-3">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className="mt-1 text-lg font-bold tabular-nums sm:text-xl">
                {withUnit(value as number | null, units)}
              </dd>
            </div>
          ))}
        </dl>
        {percent === null ? (
          <p className="text-sm text-muted-foreground">
            {target === null
              ? 'Set a target weight in your account settings to track your progress.'
              : 'Record your weight to track your progress.'}{' '}
            <Link to="/measurements" className="font-semibold text-primary hover:underline">
              Track Measurements
            </Link>
          </p>
        ) : (
          <div className="grid gap-2">
            <div className="flex items-baseline justify-between text-sm">
              <span className="font-semibold">{percent}% to your goal</span>
              {summary ? <span className="text-muted-foreground">{summary}</span> : null}
            </div>
            <Progress value={percent} aria-label="Weight progress" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({
  label,
  value,
  unit,
  icon: Icon,
}: {
  label: string;
  value: number;
  unit?: string;
  icon: typeof Flame;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="flex min-w-0 flex-col gap-1 rounded-2xl border border-border bg-card p-3 shadow-sm sm:p-5"
    >
      <Icon className="size-4 text-primary" aria-hidden="true" />
      <p className="text-2xl font-extrabold tabular-nums sm:text-3xl">
        {value}
        {unit ? (
          <span className="ml-1 text-sm font-medium text-muted-foreground">{unit}</span>
        ) : null}
      </p>
      <p className="text-xs font-medium text-muted-foreground sm:text-sm">{label}</p>
    </div>
  );
}

function AchievementTile({ achievement }: { achievement: Achievement }) {
  const { earned, title, requirement, remaining, progress } = achievement;
  return (
    <li
      className={clsx(
        'flex items-start gap-3 rounded-xl border p-4',
        earned ? 'border-primary/30 bg-primary-soft' : 'border-border bg-background',
      )}
    >
      <span
        className={clsx(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          earned ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        {earned ? (
          <Award className="size-5" aria-hidden="true" />
        ) : (
          <Lock className="size-4" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5 font-semibold">
          {title}
          <span className="sr-only">{earned ? '(earned)' : '(locked)'}</span>
          {earned ? <Check className="size-4 text-primary" aria-hidden="true" /> : null}
        </p>
        <p className="text-xs text-muted-foreground">{requirement}</p>
        {!earned && remaining ? (
          <p className="mt-1 text-xs font-medium text-foreground">{remaining}</p>
        ) : null}
        {!earned && progress ? (
          <Progress
            value={progress.current}
            max={progress.target}
            className="mt-2 h-1.5"
            aria-label={`${title}: ${progress.current} of ${progress.target}`}
          />
        ) : null}
      </div>
    </li>
  );
}

function ChartFallback() {
  return <div className="h-56 animate-pulse rounded-xl bg-muted sm:h-64" />;
}

function EmptyChart({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-40 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
      <CalendarCheck className="size-6" aria-hidden="true" />
      {children}
    </div>
  );
}

/** A point a week (the server's weeks come newest first): the mean of its weigh-ins. */
function WeightTrend({ weeks }: { weeks: WeightHistory['weeks'] }) {
  const units = useUnits();
  const points = [...weeks]
    .reverse()
    .map((w) => ({ label: formatDate(w.week, 'day'), value: Number(w.value) }))
    .filter((p) => Number.isFinite(p.value));
  if (points.length < 2) {
    let message = 'No weight recorded yet.';
    if (weeks[0]?.count === 1) message = 'One weigh-in so far: add another to see a trend.';
    else if (weeks[0])
      message = 'All your weigh-ins are from one week: weigh in another week to see a trend.';
    return (
      <EmptyChart>
        <p>{message}</p>
        <Link to="/measurements" className="font-semibold text-primary hover:underline">
          Track Measurements
        </Link>
      </EmptyChart>
    );
  }
  const first = points[0]!;
  const last = points.at(-1)!;
  return (
    <Suspense fallback={<ChartFallback />}>
      <WeightChart
        points={points}
        unit={weightUnit(units)}
        title={`Weekly average weight from ${withUnit(first.value, units)} in the week of ${first.label} to ${withUnit(last.value, units)} in the week of ${last.label}`}
      />
    </Suspense>
  );
}

function WeeklyTrend({ weekly }: { weekly: UserStats['weekly'] }) {
  const total = weekly.reduce((sum, week) => sum + week.count, 0);
  if (weekly.length === 0 || total === 0) {
    return (
      <EmptyChart>
        <p>No completed workouts in the last 12 weeks.</p>
        <Link to="/workout" className="font-semibold text-primary hover:underline">
          Start a workout
        </Link>
      </EmptyChart>
    );
  }
  const weeks = weekly.map((week) => ({
    label: formatDate(week.weekStart, 'day'),
    count: week.count,
  }));
  const best = Math.max(...weekly.map((w) => w.count));
  return (
    <Suspense fallback={<ChartFallback />}>
      <WeeklyWorkoutsChart
        weeks={weeks}
        title={`${total} workouts over the last ${weekly.length} weeks, at most ${best} in one week`}
      />
    </Suspense>
  );
}

function ProgressSkeleton() {
  return (
    <div role="status" aria-label="Loading your progress" className="grid gap-6">
      <span className="h-48 animate-pulse rounded-2xl bg-muted" />
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <span key={i} className="h-24 animate-pulse rounded-2xl bg-muted" />
        ))}
      </div>
      <span className="h-64 animate-pulse rounded-2xl bg-muted" />
    </div>
  );
}
