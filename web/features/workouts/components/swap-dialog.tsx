import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useUnits } from '#web/lib/units.ts';
import { describeTarget } from '../lib/format.ts';
import { describeLoad } from './set-logger.tsx';
import { useSwapAlternatives } from '../api/use-workouts.ts';

/**
 * Swap: alternatives for the exercise on screen that train the same primary muscle with the
 * member's equipment, prescribed from their own history (`POST /api/workouts/swap`).
 */
export function SwapDialog({
  open,
  onOpenChange,
  exercise,
  inWorkout,
  onSwap,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  exercise: WorkoutExercise;
  /** Catalogue ids already in the workout, never offered. */
  inWorkout: string[];
  onSwap: (exercise: WorkoutExercise) => void;
}) {
  const units = useUnits();
  const alternatives = useSwapAlternatives({ exercise, inWorkout }, open);

  const list = alternatives.data?.alternatives ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Swap {exercise.name}</DialogTitle>
          <DialogDescription>
            Exercises for the same muscle with your equipment, most familiar first.
          </DialogDescription>
        </DialogHeader>
        {alternatives.isLoading ? (
          <p className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
            <Spinner /> Finding alternatives…
          </p>
        ) : alternatives.isError ? (
          <p role="alert" className="py-4 text-sm text-destructive">
            Could not load alternatives. Check your connection and try again.
          </p>
        ) : list.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">
            No alternative for this muscle with your equipment.
          </p>
        ) : (
          <ul className="grid gap-2">
            {list.map((alternative) => (
              <li key={alternative.exerciseId ?? alternative.name}>
                <Button
                  variant="outline"
                  className="h-auto min-h-14 w-full justify-between gap-3 py-2 text-left whitespace-normal"
                  onClick={() => {
                    onSwap(alternative);
                    onOpenChange(false);
                  }}
                >
                  <span className="font-semibold">{alternative.name}</span>
                  <span className="shrink-0 text-sm text-muted-foreground">
                    {describeTarget(alternative)}
                    {alternative.loadType && typeof alternative.targetWeight === 'number'
                      ? ` · ${describeLoad(alternative.targetWeight, alternative.loadType, units)}`
                      : ''}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
