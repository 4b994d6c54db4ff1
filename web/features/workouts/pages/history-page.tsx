import { useState } from 'react';
import { Link } from 'react-router';
import type { Workout } from '#common/schemas/workouts.ts';
import { describeSet } from '#common/training/describe.ts';
import { loggedSets } from '#common/training/records.ts';
import { useDeleteWorkout, useUpdateWorkout, useWorkoutPages } from '#web/api/workouts.ts';
import { OlderPages } from '#web/components/older-pages.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ToastAction } from '#web/components/ui/toast.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';
import { formatDate } from '#web/lib/format.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useSessionUser } from '#web/lib/session.ts';
import { useUnits } from '#web/lib/units.ts';
import { WorkoutEditor } from '../components/workout-editor.tsx';

/** How long a deleted workout can be brought back before it is deleted on the server. */
export const UNDO_MS = 5000;

/** Deletions waiting for their undo time, by workout id (they outlive the page). */
const pendingDeletes = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * `/history`: every logged workout, newest first, each with its sets; a workout is corrected set
 * by set (a typo in a load, a missed set, the date) or deleted, with a few seconds to undo.
 * Records, streaks, stats and the next targets follow on the server.
 */
export function HistoryPage() {
  usePageTitle('Workout History');
  return <History userId={useSessionUser()!.id} />;
}

function History({ userId }: { userId: string }) {
  const units = useUnits();
  const workouts = useWorkoutPages(userId);
  const update = useUpdateWorkout();
  const remove = useDeleteWorkout();
  const [editing, setEditing] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Workout | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set(pendingDeletes.keys()));

  const show = (id: string) => setHidden((ids) => new Set([...ids].filter((x) => x !== id)));

  const deleteLater = (workout: Workout) => {
    setConfirming(null);
    setHidden((ids) => new Set([...ids, workout.id]));
    const undo = () => {
      clearTimeout(pendingDeletes.get(workout.id));
      pendingDeletes.delete(workout.id);
      show(workout.id);
      toast({ title: 'Workout restored', description: `“${workout.title}” is back.` });
    };
    pendingDeletes.set(
      workout.id,
      setTimeout(() => {
        pendingDeletes.delete(workout.id);
        remove.mutate(workout.id, {
          onError: (error) => {
            show(workout.id);
            toast({
              title: 'The workout was not deleted',
              description: getApiErrorMessage(error, 'Please try again.'),
              variant: 'destructive',
            });
          },
        });
      }, UNDO_MS),
    );
    toast({
      title: 'Workout deleted',
      description: `“${workout.title}” on ${formatDate(workout.date, 'long')}.`,
      duration: UNDO_MS,
      action: (
        <ToastAction altText="Undo the deletion" onClick={undo}>
          Undo
        </ToastAction>
      ),
    });
  };

  let body;
  if (workouts.isPending) {
    body = (
      <p className="flex items-center gap-2 text-muted-foreground" role="status">
        <Spinner className="size-4" /> Loading your workouts...
      </p>
    );
  } else if (workouts.isError) {
    body = (
      <div role="alert" className="grid gap-3 rounded-2xl border border-destructive/40 p-5">
        <p className="font-semibold text-destructive">We couldn&apos;t load your workouts.</p>
        <Button variant="outline" className="w-fit" onClick={() => void workouts.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else {
    const list = workouts.data.pages.flat().filter((w) => !hidden.has(w.id));
    body =
      list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-border p-6 text-center">
          <p className="font-semibold">No workouts logged yet.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Finish a session on the workout screen and it shows here.
          </p>
          <Button asChild className="mt-4">
            <Link to="/workout">Start a workout</Link>
          </Button>
        </div>
      ) : (
        <ol className="grid gap-4">
          {list.map((workout) => (
            <li key={workout.id}>
              <article
                aria-labelledby={`workout-${workout.id}`}
                className="rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5"
              >
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 id={`workout-${workout.id}`} className="text-lg font-bold">
                    {workout.title}
                  </h2>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(workout.date, 'long')}
                    {workout.completed ? '' : ' · not finished'}
                  </p>
                </header>
                {editing === workout.id ? (
                  <div className="mt-4">
                    <WorkoutEditor
                      workout={workout}
                      units={units}
                      saving={update.isPending}
                      error={saveError}
                      onCancel={() => setEditing(null)}
                      onSave={(edit) =>
                        update.mutate(
                          { id: workout.id, ...edit, units },
                          {
                            onSuccess: () => {
                              setEditing(null);
                              setSaveError(null);
                              toast({
                                title: 'Workout updated',
                                description: 'Your records and streak follow the change.',
                              });
                            },
                            onError: (error) =>
                              setSaveError(getApiErrorMessage(error, 'The change was not saved.')),
                          },
                        )
                      }
                    />
                  </div>
                ) : (
                  <>
                    <ul className="mt-3 grid gap-1 text-sm">
                      {workout.exercises.map((exercise, i) => {
                        const sets = loggedSets(exercise);
                        return (
                          <li key={`${exercise.name}-${i}`}>
                            <span className="font-medium">{exercise.name}</span>
                            <span className="text-muted-foreground">
                              {': '}
                              {sets.length > 0
                                ? sets
                                    .map((set) => describeSet(set, exercise.loadType, units))
                                    .join(', ')
                                : 'not done'}
                            </span>
                          </li>
                        );
                      })}
                    </ul>
                    <div className="mt-4 flex flex-wrap gap-3">
                      <Button
                        variant="outline"
                        className="h-11"
                        aria-label={`Edit ${workout.title} on ${formatDate(workout.date, 'long')}`}
                        onClick={() => {
                          setSaveError(null);
                          setEditing(workout.id);
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="outline"
                        className="h-11 text-destructive"
                        aria-label={`Delete ${workout.title} on ${formatDate(workout.date, 'long')}`}
                        onClick={() => setConfirming(workout)}
                      >
                        Delete
                      </Button>
                    </div>
                  </>
                )}
              </article>
            </li>
          ))}
        </ol>
      );
    // Older workouts a page at a time: the first page answers as fast after two years as on day one.
    if (list.length > 0) {
      body = (
        <>
          {body}
          <OlderPages pages={workouts} noun="workouts" />
        </>
      );
    }
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 pt-2 pb-6 sm:px-6 sm:pt-4 sm:pb-10">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Workout History</h1>
        <p className="mt-1 text-muted-foreground">
          Every workout you logged, newest first. Fix a set or delete a workout: your records,
          streak and next targets follow.
        </p>
      </div>
      {body}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title="Delete this workout?"
        description={
          confirming
            ? `“${confirming.title}” on ${formatDate(confirming.date, 'long')} leaves your history, records and streak. You can undo it for a few seconds.`
            : ''
        }
        confirmLabel="Delete workout"
        destructive
        onConfirm={() => confirming && deleteLater(confirming)}
      />
    </div>
  );
}
