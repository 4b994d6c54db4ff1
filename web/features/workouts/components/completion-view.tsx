import { CircleAlert, CircleCheck, CloudOff, Flame, Medal, Share2, Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button-variants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { LoadingState, Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/utils.ts';
import { plural } from '../lib/format.ts';

/** The card maker draws on a canvas and carries 15 quotes: loaded only when a workout ends. */
const AchievementCardMaker = lazy(() =>
  import('./achievement-card-maker.tsx').then((m) => ({ default: m.AchievementCardMaker })),
);

/** `offline`: kept on this device, sent when the connection returns. */
export type LogStatus = 'saving' | 'saved' | 'offline' | 'failed';

export function CompletionView({
  title,
  exercisesDone,
  exercisesTotal,
  minutes,
  calories,
  date,
  streak,
  logStatus,
  onRetryLog,
  onShare,
  onSaveAsRoutine,
  records = [],
}: {
  /** A quick session: keep it as a routine (opens the routine editor with it). */
  onSaveAsRoutine?: () => void;
  /** "Dumbbell Bench Press: heaviest 24 kg (was 22 kg)", one per exercise. */
  records?: string[];
  title: string;
  exercisesDone: number;
  exercisesTotal: number;
  minutes: number;
  calories: number;
  date: string;
  streak: number | null;
  logStatus: LogStatus;
  onRetryLog: () => void;
  onShare: () => void;
}) {
  const figures = [
    {
      label: exercisesDone === 1 ? 'Exercise' : 'Exercises',
      value: exercisesDone,
      note: `of ${exercisesTotal}`,
    },
    { label: 'Minutes', value: minutes, note: null },
    { label: 'Calories', value: calories, note: 'estimated' },
  ];
  return (
    <div className="grid gap-6">
      <Card className="overflow-hidden">
        <section
          aria-labelledby="complete-heading"
          className="bg-ink p-6 text-center text-white sm:p-10 [--color-ring:var(--color-accent)]"
        >
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Trophy className="size-8" aria-hidden="true" />
          </span>
          <h2 id="complete-heading" className="mt-4 text-3xl font-extrabold tracking-tight">
            Workout Complete!
          </h2>
          <p className="mt-1 text-ink-muted">{title}</p>
          <dl className="mx-auto mt-6 grid max-w-md grid-cols-3 gap-3">
            {figures.map((figure) => (
              <div key={figure.label} className="rounded-xl bg-ink-raised p-3">
                <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                  {figure.label}
                </dt>
                <dd className="mt-1 text-3xl font-extrabold text-accent tabular-nums">
                  {figure.value}
                </dd>
                {figure.note ? <dd className="text-xs text-ink-muted">{figure.note}</dd> : null}
              </div>
            ))}
          </dl>
          {streak !== null && streak > 0 ? (
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold">
              <Flame className="size-4 text-accent" aria-hidden="true" />
              {plural(streak, 'day')} streak
            </p>
          ) : null}
          {records.length > 0 ? (
            <ul aria-label="New records" className="mx-auto mt-4 grid max-w-md gap-2 text-left">
              {records.map((line) => (
                <li
                  key={line}
                  className="flex items-start gap-2 rounded-xl bg-accent/15 px-4 py-2 font-semibold"
                >
                  <Medal className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
                  <span>New record: {line}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-4 text-sm" aria-live="polite">
            {logStatus === 'saving' ? (
              <p className="inline-flex items-center gap-2 text-ink-muted">
                <Spinner className="size-4" /> Saving your workout...
              </p>
            ) : logStatus === 'saved' ? (
              <p className="inline-flex items-center gap-2 text-ink-muted">
                <CircleCheck className="size-4 text-accent" aria-hidden="true" /> Saved to your
                history
              </p>
            ) : logStatus === 'offline' ? (
              <p className="inline-flex items-center gap-2 text-white">
                <CloudOff className="size-4 shrink-0 text-accent" aria-hidden="true" /> Saved on
                this phone — it will sync when the connection is back
              </p>
            ) : (
              <div className="flex flex-col items-center gap-2">
                <p className="inline-flex items-center gap-2 text-white">
                  <CircleAlert className="size-4 text-accent" aria-hidden="true" /> Your workout
                  could not be saved.
                </p>
                <Button variant="accent" size="sm" onClick={onRetryLog}>
                  Try Again
                </Button>
              </div>
            )}
          </div>
          <div className="mt-6 grid gap-3 sm:flex sm:justify-center">
            <Button variant="accent" size="lg" className="h-14" onClick={onShare}>
              <Share2 aria-hidden="true" />
              Share Achievement
            </Button>
            {onSaveAsRoutine ? (
              <Button variant="outline-dark" size="lg" className="h-14" onClick={onSaveAsRoutine}>
                Save as Routine
              </Button>
            ) : null}
            <Link
              to="/dashboard"
              className={cn(buttonVariants({ variant: 'outline-dark', size: 'lg' }), 'h-14')}
            >
              Back to Dashboard
            </Link>
          </div>
        </section>
      </Card>
      <Suspense fallback={<LoadingState label="Loading the card maker..." className="min-h-40" />}>
        <AchievementCardMaker
          title={title}
          exercises={exercisesDone}
          minutes={minutes}
          calories={calories}
          date={date}
        />
      </Suspense>
    </div>
  );
}
