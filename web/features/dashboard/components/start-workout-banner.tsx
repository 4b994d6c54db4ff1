import { Dumbbell } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';

/** The dashboard's call to action: start a workout built for the member. */
export function StartWorkoutBanner() {
  return (
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
  );
}
