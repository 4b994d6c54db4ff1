import { BarChart3 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { DailyLog } from '#common/schemas/nutrition.ts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { lastDaysTrend, type TrendPoint } from '../lib/nutrition.ts';
import { formatCount } from '#web/lib/format.ts';

const NutritionChart = lazy(() => import('./nutrition-chart.tsx'));

export const TREND_DAYS = 14;

function summary(
  points: TrendPoint[],
  key: 'calories' | 'waterIntake',
  what: string,
  unit: string,
) {
  const values = points.map((p) => p[key]).filter((v): v is number => v !== null);
  if (values.length === 0) return `${what} over the last ${TREND_DAYS} days: no logs`;
  const average = Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
  return `${what} over the last ${TREND_DAYS} days: ${values.length} day(s) logged, average ${formatCount(average)} ${unit}`;
}

/** Calories and water of the last 14 days, from the member's own logs. */
export function NutritionTrend({ logs, today }: { logs: readonly DailyLog[]; today: string }) {
  const points = lastDaysTrend(logs, today, TREND_DAYS);
  const logged = points.some((p) => p.calories !== null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BarChart3 className="size-5 text-primary" aria-hidden="true" />
          Last {TREND_DAYS} Days
        </CardTitle>
        <CardDescription>Calories and water from your saved logs.</CardDescription>
      </CardHeader>
      <CardContent>
        {logged ? (
          <Suspense fallback={<div className="h-52 animate-pulse rounded-xl bg-muted" />}>
            <NutritionChart
              points={points}
              caloriesLabel={summary(points, 'calories', 'Calories', 'kcal')}
              waterLabel={summary(points, 'waterIntake', 'Water', 'ml')}
            />
          </Suspense>
        ) : (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            No logs in the last {TREND_DAYS} days yet. Save a day to start your trend.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
