import { Clock, RefreshCw, Target, TrendingUp } from 'lucide-react';
import type { SessionWorkout } from '#common/workout-session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useUnits } from '#web/lib/units.ts';
import { setsOf } from '#common/training/session-time.ts';
import { blockLabel } from '#common/training/block.ts';
import { capitalize, describeTarget, plural } from '../lib/format.ts';
import { describeLoad } from './set-logger.tsx';

/**
 * The workout before it starts: title, estimated minutes, focus, the generator's adaptations and
 * the exercise list, with a way to generate another one.
 */
export function WorkoutOverview({
  workout,
  estimatedMinutes,
  remainingThisWeek,
  onRegenerate,
  generating,
}: {
  workout: SessionWorkout;
  estimatedMinutes: number;
  remainingThisWeek: number | null;
  onRegenerate: () => void;
  generating: boolean;
}) {
  const memberUnits = useUnits();
  const units = workout.units ?? memberUnits;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-2xl font-extrabold tracking-tight">{workout.title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm font-medium">
        <li className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1">
          <Clock className="size-4" aria-hidden="true" />
          About {estimatedMinutes} min
        </li>
        <li className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1">
          {plural(workout.exercises.length, 'exercise')} ·{' '}
          {plural(
            workout.exercises.reduce((sum, e) => sum + setsOf(e), 0),
            'set',
          )}
        </li>
        {workout.block ? (
          <li className="inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1">
            {blockLabel(workout.block)}
            {workout.day ? ` · ${workout.day}` : ''}
          </li>
        ) : null}
        {workout.focus && workout.focus.length > 0 ? (
          <li className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-primary">
            <Target className="size-4" aria-hidden="true" />
            <span>
              <span className="sr-only">Focus: </span>
              {workout.focus.map(capitalize).join(', ')}
            </span>
          </li>
        ) : null}
      </ul>
      {workout.adaptations && workout.adaptations.length > 0 ? (
        <div className="mt-4 rounded-xl border border-border bg-background p-3">
          <h2 className="flex items-center gap-2 text-sm font-semibold">
            <TrendingUp className="size-4 text-primary" aria-hidden="true" />
            Adapted to your history
          </h2>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
            {workout.adaptations.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol className="mt-4 grid grid-cols-1 gap-1.5 text-sm">
        {workout.exercises.map((exercise, i) => (
          <li key={`${exercise.name}-${i}`} className="flex justify-between gap-3">
            <span className="min-w-0 truncate">
              <span className="mr-2 text-muted-foreground tabular-nums">{i + 1}.</span>
              {exercise.name}
            </span>
            <span className="shrink-0 text-muted-foreground">
              {`${setsOf(exercise)} × ${describeTarget(exercise)}`}
              {exercise.loadType && typeof exercise.targetWeight === 'number'
                ? ` · ${describeLoad(exercise.targetWeight, exercise.loadType, units)}`
                : ''}
              {exercise.block === 'cool-down' ? ' · cool-down' : ''}
            </span>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="outline" className="h-11" onClick={onRegenerate} disabled={generating}>
          {generating ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" />}
          Generate Another
        </Button>
        {remainingThisWeek !== null ? (
          <p className="text-sm text-muted-foreground">
            {plural(remainingThisWeek, 'free workout')} left this week
          </p>
        ) : null}
      </div>
    </Card>
  );
}
