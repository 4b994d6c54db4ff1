import { Clock, FolderOpen, Trash2 } from 'lucide-react';
import type { SavedWorkout } from '#common/schemas/workouts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { capitalize, plural } from '../lib/format.ts';

/** The member's saved workouts, each with Load Workout and a delete button. */
export function SavedWorkoutsList({
  workouts,
  onLoad,
  onDelete,
  deletingId,
}: {
  workouts: SavedWorkout[];
  onLoad: (workout: SavedWorkout) => void;
  onDelete: (workout: SavedWorkout) => void;
  deletingId: string | null;
}) {
  return (
    <section aria-labelledby="saved-workouts-heading" className="grid grid-cols-1 gap-3">
      <h2 id="saved-workouts-heading" className="text-lg font-bold tracking-tight">
        Saved Workouts
      </h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {workouts.map((workout) => (
          <li key={workout.id}>
            <Card className="flex h-full flex-col gap-3 p-4">
              <div className="min-w-0">
                <h3 className="truncate font-semibold">{workout.name}</h3>
                {workout.description ? (
                  <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground">
                    {workout.description}
                  </p>
                ) : null}
                <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-medium text-muted-foreground">
                  <span>{plural(workout.exercises.length, 'exercise')}</span>
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {workout.timeEstimate} min
                  </span>
                  {workout.difficulty ? <span>{capitalize(workout.difficulty)}</span> : null}
                </p>
              </div>
              <div className="mt-auto flex gap-2">
                <Button className="h-11 flex-1" onClick={() => onLoad(workout)}>
                  <FolderOpen aria-hidden="true" />
                  Load Workout
                </Button>
                <Button
                  variant="outline"
                  className="size-11 px-0 text-destructive hover:text-destructive"
                  aria-label={`Delete ${workout.name}`}
                  disabled={deletingId === workout.id}
                  onClick={() => onDelete(workout)}
                >
                  {deletingId === workout.id ? (
                    <Spinner className="size-4" />
                  ) : (
                    <Trash2 aria-hidden="true" />
                  )}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
