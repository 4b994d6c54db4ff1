import { ArrowLeft, Medal } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { EQUIPMENT_LABELS } from '#common/constants.ts';
import type { ExerciseHistory } from '#common/schemas/exercises.ts';
import { describeLoad, describeSet } from '#common/training/describe.ts';
import { formatNumber, weightUnit } from '#common/units.ts';
import { OlderPages } from '#web/components/older-pages.tsx';
import { PageLayout } from '#web/components/page-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSession } from '#web/lib/session.ts';
import { capitalize } from '#web/lib/text.ts';
import { useExerciseDetail, useExerciseHistory } from '../api/use-exercises.ts';
import { formatDate } from '#web/lib/format.ts';

const ExerciseMuscleMap = lazy(() => import('#web/components/muscle-map.tsx'));
const TrendChart = lazy(() => import('#web/components/trend-chart.tsx'));

const equipmentLabel = (value: string) =>
  EQUIPMENT_LABELS[value as keyof typeof EQUIPMENT_LABELS] ?? capitalize(value);

/**
 * `/exercises/{id}`: how to do an exercise, the muscles it trains on a body map, alternatives,
 * and, for a signed-in member, their own sessions, records and estimated 1RM over time.
 */
export function ExercisePage() {
  const { id = '' } = useParams();
  const detail = useExerciseDetail(id);
  const { user } = useSession();
  usePageTitle(detail.data?.exercise.name ?? 'Exercise');

  return (
    <PageLayout>
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
        <Link
          to="/exercises"
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Exercise Library
        </Link>
        {detail.isPending ? (
          <p className="mt-6 flex items-center gap-2 text-muted-foreground">
            <Spinner /> Loading the exercise…
          </p>
        ) : detail.isError ? (
          <div role="alert" className="mt-6 rounded-xl border border-border p-4">
            {isApiError(detail.error) && detail.error.status === 404 ? (
              <p>This exercise is not in the library.</p>
            ) : (
              <>
                <p>Could not load this exercise.</p>
                <Button variant="outline" className="mt-2" onClick={() => void detail.refetch()}>
                  Try again
                </Button>
              </>
            )}
          </div>
        ) : (
          <ExerciseContent detail={detail.data} signedIn={user !== null} id={id} />
        )}
      </div>
    </PageLayout>
  );
}

function ExerciseContent({
  detail,
  signedIn,
  id,
}: {
  detail: NonNullable<ReturnType<typeof useExerciseDetail>['data']>;
  signedIn: boolean;
  id: string;
}) {
  const { exercise, tips, alternatives } = detail;
  return (
    <>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{exercise.name}</h1>
      <ul className="mt-3 flex flex-wrap gap-2 text-sm font-medium">
        <li className="rounded-full bg-primary-soft px-3 py-1 text-primary">
          {capitalize(exercise.level)}
        </li>
        <li className="rounded-full bg-muted px-3 py-1">{capitalize(exercise.category)}</li>
        <li className="rounded-full bg-muted px-3 py-1">{equipmentLabel(exercise.equipment)}</li>
      </ul>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <Card className="p-5">
            <h2 className="text-lg font-bold">How to do it</h2>
            <ol className="mt-3 grid list-decimal gap-2 pl-5">
              {exercise.instructions.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {tips.length > 0 ? (
              <>
                <h3 className="mt-5 font-semibold">Tips</h3>
                <ul className="mt-2 grid list-disc gap-1 pl-5 text-muted-foreground">
                  {tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </Card>
          {signedIn ? (
            <YourHistory id={id} />
          ) : (
            <Card className="p-5 text-sm text-muted-foreground">
              <Link to="/login" className="font-semibold text-primary">
                Sign in
              </Link>{' '}
              to see your sessions and records with this exercise.
            </Card>
          )}
        </div>
        <div className="grid content-start gap-6">
          <Card className="p-5">
            <h2 className="text-lg font-bold">Muscles worked</h2>
            <div className="mx-auto mt-3 aspect-[4/5] w-full max-w-64">
              <Suspense fallback={<div className="size-full animate-pulse rounded-xl bg-muted" />}>
                <ExerciseMuscleMap
                  name={exercise.name}
                  primary={exercise.primaryMuscles}
                  secondary={exercise.secondaryMuscles}
                />
              </Suspense>
            </div>
            <dl className="mt-3 grid gap-1 text-sm">
              <div>
                <dt className="inline font-semibold">Primary: </dt>
                <dd className="inline">{exercise.primaryMuscles.map(capitalize).join(', ')}</dd>
              </div>
              {exercise.secondaryMuscles.length > 0 ? (
                <div>
                  <dt className="inline font-semibold">Secondary: </dt>
                  <dd className="inline text-muted-foreground">
                    {exercise.secondaryMuscles.map(capitalize).join(', ')}
                  </dd>
                </div>
              ) : null}
            </dl>
          </Card>
          {alternatives.length > 0 ? (
            <Card className="p-5">
              <h2 className="text-lg font-bold">Alternatives</h2>
              <ul className="mt-2 grid gap-1">
                {alternatives.map((alternative) => (
                  <li key={alternative.id}>
                    <Link
                      to={`/exercises/${encodeURIComponent(alternative.id)}`}
                      className="flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 hover:bg-muted"
                    >
                      <span className="font-medium">{alternative.name}</span>
                      <span className="shrink-0 text-xs text-muted-foreground">
                        {equipmentLabel(alternative.equipment)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>
      </div>
    </>
  );
}

function YourHistory({ id }: { id: string }) {
  const history = useExerciseHistory(id);
  if (history.isPending) {
    return <div className="h-40 animate-pulse rounded-2xl bg-muted" aria-hidden="true" />;
  }
  if (history.isError) {
    return (
      <Card role="alert" className="p-5">
        <p>Could not load your history with this exercise.</p>
        <Button variant="outline" className="mt-2" onClick={() => void history.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const [first, ...older] = history.data.pages;
  // The records come with every page (over the whole history); the sessions page by page.
  const all = { ...first!, sessions: [first!, ...older].flatMap((page) => page.sessions) };
  return <HistoryView history={all} more={<OlderPages pages={history} noun="sessions" />} />;
}

export function HistoryView({ history, more }: { history: ExerciseHistory; more?: ReactNode }) {
  const unit = weightUnit(history.units);
  const load = (value: number) => describeLoad(value, history.exercise.loadType, history.units);
  const { records, recordDates, sessions } = history;
  const tiles = [
    ['Heaviest', records.heaviestWeight, recordDates.heaviestWeight, load],
    [
      'Best est. 1RM',
      records.bestEstimatedOneRepMax,
      recordDates.bestEstimatedOneRepMax,
      (v: number) => `${formatNumber(v, 1)} ${unit}`,
    ],
    ['Most reps', records.mostReps, recordDates.mostReps, (v: number) => `${v}`],
  ] as const;
  const points = [...sessions]
    .reverse()
    .filter((s) => s.estimatedOneRepMax !== null)
    .map((s) => ({ label: formatDate(s.date, 'day'), value: s.estimatedOneRepMax! }));

  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold">Your history</h2>
      {sessions.length === 0 ? (
        <p className="mt-2 text-muted-foreground">
          You have not logged this exercise yet. Your sets, loads and records will show here.
        </p>
      ) : (
        <>
          <dl aria-label="Your records" className="mt-3 grid grid-cols-3 gap-2 text-center">
            {tiles.map(([label, value, date, show]) => (
              <div key={label} className="rounded-xl bg-muted px-2 py-3">
                <dt className="flex items-center justify-center gap-1 text-xs font-medium text-muted-foreground">
                  <Medal className="size-3.5" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="mt-1 text-lg font-bold tabular-nums">
                  {value === null ? '-' : show(value)}
                </dd>
                {date ? (
                  <dd className="text-xs text-muted-foreground">{formatDate(date, 'day')}</dd>
                ) : null}
              </div>
            ))}
          </dl>
          {points.length >= 2 ? (
            <div className="mt-4">
              <h3 className="text-sm font-semibold">Estimated 1RM (Epley)</h3>
              <Suspense fallback={<div className="h-56 animate-pulse rounded-xl bg-muted" />}>
                <TrendChart
                  points={points}
                  unit={unit}
                  name="Estimated 1RM"
                  title={`Estimated one-rep max from ${points[0]!.value} ${unit} on ${points[0]!.label} to ${points.at(-1)!.value} ${unit} on ${points.at(-1)!.label}`}
                />
              </Suspense>
            </div>
          ) : null}
          <ol aria-label="Sessions" className="mt-4 grid gap-2">
            {sessions.map((session) => (
              <li
                key={`${session.workoutId}-${session.date}`}
                className="rounded-xl border border-border px-3 py-2"
              >
                <p className="flex justify-between gap-2 text-sm">
                  <span className="font-semibold">{formatDate(session.date)}</span>
                  {session.effort ? (
                    <span className="text-muted-foreground">{capitalize(session.effort)}</span>
                  ) : null}
                </p>
                <p className="text-sm text-muted-foreground">
                  {session.sets
                    .map((set) => describeSet(set, history.exercise.loadType, history.units))
                    .join(' · ')}
                </p>
              </li>
            ))}
          </ol>
          {more ? <div className="mt-3">{more}</div> : null}
        </>
      )}
    </Card>
  );
}
