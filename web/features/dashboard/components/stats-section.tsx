import { weightUnit } from '#common/units.ts';
import { useUnits } from '#web/lib/units.ts';
import { clsx } from 'clsx';
import { Dumbbell, Flame, RefreshCw, Scale, Target } from 'lucide-react';
import { firstAndLatest, formatWeight, summarizeWeight } from '#common/achievements.ts';
import type { WeightHistory } from '#common/schemas/measurements.ts';
import type { User } from '#common/schemas/users.ts';
import type { UserStats } from '#common/schemas/workouts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { StatCard, StatCardSkeleton } from './stat-card.tsx';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

interface Read<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Streak, workouts, progress to the target weight and the current weight, each computed from
 * the member's data (a dash when there is none); one retry for every read that failed.
 */
export function StatsSection({
  stats,
  profile,
  weight: weightHistory,
  others,
}: {
  stats: Read<UserStats>;
  profile: Read<User>;
  weight: Read<WeightHistory>;
  /** The page's other reads: a failure of any of them is shown here too. */
  others: Read<unknown>[];
}) {
  const failed = [stats, profile, weightHistory, ...others].filter((q) => q.isError);
  const statsLoading = stats.isPending || profile.isPending || weightHistory.isPending;
  const unit = weightUnit(useUnits());
  const weight =
    profile.data && weightHistory.data
      ? summarizeWeight(firstAndLatest(weightHistory.data), profile.data)
      : null;
  return (
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
              stats.data ? plural(stats.data.currentStreak, 'day in a row', 'days in a row') : null
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
            value={weight?.current != null ? `${formatWeight(weight.current)} ${unit}` : '-'}
            detail={`Target: ${weight?.target != null ? `${formatWeight(weight.target)} ${unit}` : '-'}`}
          />
        </div>
      )}
    </section>
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
