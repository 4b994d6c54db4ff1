import { CalendarDays, ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { FEATURE_MIN_TIER, tierAtLeast } from '#common/constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { LoadingState } from '#web/components/ui/spinner.tsx';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useSubscriptionStatus } from '#web/api/subscription-status.ts';
import { useDailyLogs } from '../api/use-daily-logs.ts';
import { NutritionForm } from '../components/nutrition-form.tsx';
import { NutritionTrend } from '../components/nutrition-trend.tsx';
import { PremiumFeatureCard } from '../components/premium-feature-card.tsx';
import { shiftDate } from '../lib/nutrition.ts';
import { formatDate } from '#web/lib/format.ts';

/** `/nutrition` (spec part 2 sections 2 and 4): the daily nutrition and hydration log. */
export function NutritionPage() {
  usePageTitle('Nutrition Tracking');
  return <Nutrition />;
}

function Nutrition() {
  const user = useSessionUser()!;
  const status = useSubscriptionStatus(user.id);
  const allowed =
    user.isAdmin ||
    (status.data !== undefined && tierAtLeast(status.data.tier, FEATURE_MIN_TIER.nutrition));

  let body;
  if (allowed) {
    body = <NutritionTracker userId={user.id} />;
  } else if (status.isPending) {
    body = <LoadingState label="Checking your plan..." />;
  } else if (status.isError) {
    body = (
      <ErrorCard message="Your plan could not be loaded." onRetry={() => void status.refetch()} />
    );
  } else {
    body = <PremiumFeatureCard />;
  }

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Nutrition Tracking</h1>
        <p className="mt-1 text-muted-foreground">
          Log calories, macros and water each day to fuel your training.
        </p>
      </div>
      {body}
    </div>
  );
}

function ErrorCard({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border bg-card p-5"
    >
      <p className="text-sm text-destructive">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}

function NutritionTracker({ userId }: { userId: string }) {
  const today = toLocalIsoDate();
  const [date, setDate] = useState(today);
  const logs = useDailyLogs(userId, true);
  const log = logs.data?.find((entry) => entry.date === date);

  // The picker never goes past today (typed dates are clamped; an emptied field keeps the day).
  const pick = (value: string) => {
    if (!value) return;
    setDate(value > today ? today : value);
  };

  return (
    <>
      <Card>
        <CardContent className="flex flex-wrap items-end gap-3 pt-6">
          <div className="grid min-w-0 flex-1 gap-2 sm:max-w-xs">
            <label
              htmlFor="nutrition-date"
              className="flex items-center gap-2 text-sm font-semibold"
            >
              <CalendarDays className="size-4 text-primary" aria-hidden="true" />
              Date
            </label>
            <Input
              id="nutrition-date"
              type="date"
              value={date}
              max={today}
              required
              onChange={(event) => pick(event.target.value)}
            />
          </div>
          <div className="flex gap-2">
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Previous day"
              onClick={() => pick(shiftDate(date, -1))}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label="Next day"
              disabled={date >= today}
              onClick={() => pick(shiftDate(date, 1))}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <p className="w-full text-sm text-muted-foreground" aria-live="polite">
            {logs.isSuccess
              ? log
                ? `Editing your saved log for ${formatDate(date)}.`
                : `No log for ${formatDate(date)} yet.`
              : null}
          </p>
        </CardContent>
      </Card>

      {logs.isPending ? (
        <div role="status" aria-label="Loading your nutrition logs" className="grid gap-6">
          <span className="h-72 animate-pulse rounded-2xl bg-muted" />
        </div>
      ) : logs.isError ? (
        <ErrorCard
          message={getApiErrorMessage(logs.error, 'Your nutrition logs could not be loaded.')}
          onRetry={() => void logs.refetch()}
        />
      ) : (
        <>
          <NutritionForm
            key={`${date}:${log?.id ?? 'new'}:${log?.updatedAt ?? ''}`}
            userId={userId}
            date={date}
            log={log}
          />
          <NutritionTrend logs={logs.data} today={today} />
        </>
      )}
    </>
  );
}
