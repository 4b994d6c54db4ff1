import { ChevronDown } from 'lucide-react';
import type { WeekPlan } from '#common/schemas/workouts.ts';
import { describeLoad } from '#common/training/describe.ts';
import type { Units } from '#common/units.ts';
import { cn } from '#web/lib/utils.ts';

type Session = WeekPlan['sessions'][number];
type Exercise = Session['exercises'][number];

/** "4 × 6-10 at 62.5 kg", "3 × 30 seconds". */
function target(exercise: Exercise, units: Units): string {
  const dose = `${exercise.sets} × ${exercise.reps ?? exercise.duration ?? ''}`.trim();
  return exercise.loadType && typeof exercise.targetWeight === 'number'
    ? `${dose} at ${describeLoad(exercise.targetWeight, exercise.loadType, units)}`
    : dose;
}

/**
 * The whole block at a glance: each day of the split with its lifts and this week's targets, the
 * same every week of the block (decisions 035 and 036). Closed until asked for.
 */
export function BlockSessions({
  plan,
  units,
  dark,
}: {
  plan: Pick<WeekPlan, 'sessions' | 'block'>;
  units: Units;
  dark: boolean;
}) {
  if (plan.sessions.length === 0) return null;
  const muted = dark ? 'text-ink-muted' : 'text-muted-foreground';
  return (
    <details className="group mt-3 border-t border-current/10 pt-3">
      <summary
        className={cn(
          'flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md text-sm font-semibold',
          'focus-visible:outline-2 focus-visible:outline-offset-2',
          dark ? 'text-white' : 'text-primary',
        )}
      >
        Your block: each day and this week’s targets
        <ChevronDown
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <p className={cn('mt-1 text-xs', muted)}>
        The same lifts every week until {plan.block.endsOn}, so their loads keep rising.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {plan.sessions.map((session) => {
          const main = session.exercises.filter((e) => e.block !== 'cool-down');
          const stretches = session.exercises.length - main.length;
          return (
            <section
              key={session.day}
              aria-label={session.day}
              className={cn('rounded-xl border p-3', dark ? 'border-ink-border' : 'border-border')}
            >
              <h3 className="text-sm font-bold">
                {session.day}{' '}
                <span className={cn('font-normal', muted)}>
                  · about {session.estimatedMinutes} min
                </span>
              </h3>
              <ul className="mt-2 space-y-1.5 text-sm">
                {main.map((exercise) => (
                  <li key={exercise.name} className="flex flex-wrap justify-between gap-x-2">
                    <span className="min-w-0 break-words">{exercise.name}</span>
                    <span className={cn('tabular-nums', muted)}>{target(exercise, units)}</span>
                  </li>
                ))}
              </ul>
              {stretches > 0 ? (
                <p className={cn('mt-1.5 text-xs', muted)}>
                  Then {stretches === 1 ? 'a stretch' : `${stretches} stretches`} to cool down.
                </p>
              ) : null}
            </section>
          );
        })}
      </div>
    </details>
  );
}
