import { lazy, Suspense } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { useWeekPlan } from '#web/api/week.ts';
import { capitalize } from '#web/lib/text.ts';

const MuscleMap = lazy(() => import('#web/components/muscle-map.tsx'));

/**
 * This week's volume: hard sets per muscle, planned (the block's sessions of the week) and done
 * (this week's logs), on the body map: a muscle whose planned sets are all done in the brand
 * colour, one started in its lighter shade.
 */
export function WeeklyVolumeCard({ userId }: { userId: string }) {
  const week = useWeekPlan(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>This week's volume</CardTitle>
        <CardDescription>
          Hard sets per muscle: planned from your training block, done from your logged workouts.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {week.isPending ? (
          <div aria-hidden="true" className="h-48 animate-pulse rounded-xl bg-muted" />
        ) : week.isError ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-destructive">This week's volume could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void week.refetch()}>
              <RefreshCw aria-hidden="true" />
              Retry
            </Button>
          </div>
        ) : week.data.volume.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sets planned or done this week yet.</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr] sm:items-start">
            <Suspense fallback={<div aria-hidden="true" className="h-48 rounded-xl bg-muted" />}>
              <MuscleMap
                name="This week"
                title="This week's volume on the body map"
                primary={week.data.volume
                  .filter((m) => m.planned > 0 && m.done >= m.planned)
                  .map((m) => m.muscle)}
                secondary={week.data.volume
                  .filter((m) => m.done > 0 && m.done < m.planned)
                  .map((m) => m.muscle)}
              />
            </Suspense>
            <ul aria-label="Sets per muscle this week" className="grid gap-2 text-sm">
              {week.data.volume.map((m) => (
                <li key={m.muscle} className="grid gap-1">
                  <span className="flex justify-between gap-3">
                    <span className="font-medium">{capitalize(m.muscle)}</span>
                    <span className="text-muted-foreground tabular-nums">
                      {m.done} of {m.planned} sets
                    </span>
                  </span>
                  <span aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{
                        width: `${m.planned > 0 ? Math.min(100, (m.done / m.planned) * 100) : 100}%`,
                      }}
                    />
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
