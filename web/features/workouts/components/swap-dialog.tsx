import { useState } from 'react';
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
 * member's equipment, prescribed from their own history (`POST /api/workouts/swap`). In a
 * training block the member chooses how long the swap holds: for the rest of the block (the
 * default: the same lifts every week is what makes loads progress) or just today.
 */
export function SwapDialog({
  open,
  onOpenChange,
  exercise,
  inWorkout,
  inBlock = false,
  onSwap,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  exercise: WorkoutExercise;
  /** Catalogue ids already in the workout, never offered. */
  inWorkout: string[];
  /** The session is a day of the member's training block: the swap may be kept for it. */
  inBlock?: boolean;
  onSwap: (exercise: WorkoutExercise, keepForBlock: boolean) => void;
}) {
  const units = useUnits();
  const alternatives = useSwapAlternatives({ exercise, inWorkout }, open);
  const [scope, setScope] = useState<'block' | 'today'>('block');

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
        {inBlock ? (
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-semibold">Keep this swap</legend>
            {(
              [
                ['block', 'For the rest of this block'],
                ['today', 'Just today'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 text-sm"
              >
                <input
                  type="radio"
                  name="swap-scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  className="size-5 accent-primary"
                />
                {label}
              </label>
            ))}
          </fieldset>
        ) : null}
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
                    onSwap(alternative, inBlock && scope === 'block');
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
