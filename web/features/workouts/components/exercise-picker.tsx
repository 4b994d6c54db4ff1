import { useEffect, useState } from 'react';
import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLibrarySearch } from '../api/use-routines.ts';

/** Waits until typing pauses before searching. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Picks an exercise from the library: a search box and the matching exercises, one tap each.
 * Used to build a routine and to add an exercise to a quick session.
 */
export function ExercisePicker({
  open,
  onOpenChange,
  title,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onPick: (exercise: CatalogueExercise) => void;
}) {
  const [query, setQuery] = useState('');
  const settled = useSettled(query.trim());
  const search = useLibrarySearch(settled, open);
  const list = search.data?.exercises ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Search the exercise library by name.</DialogDescription>
        </DialogHeader>
        <label className="grid gap-1 text-sm font-semibold">
          Search exercises
          <Input
            type="search"
            value={query}
            autoFocus
            placeholder="Bench press, squat, row…"
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        {search.isLoading ? (
          <p className="flex items-center gap-2 py-4 text-sm text-muted-foreground">
            <Spinner /> Searching…
          </p>
        ) : search.isError ? (
          <p role="alert" className="py-4 text-sm text-destructive">
            Could not search the library. Check your connection and try again.
          </p>
        ) : list.length === 0 ? (
          <p className="py-4 text-sm text-muted-foreground">No exercise matches “{settled}”.</p>
        ) : (
          <ul className="grid max-h-[50vh] gap-2 overflow-y-auto" aria-label="Matching exercises">
            {list.map((exercise) => (
              <li key={exercise.id}>
                <Button
                  variant="outline"
                  className="h-auto min-h-12 w-full justify-between gap-3 py-2 text-left whitespace-normal"
                  onClick={() => {
                    onPick(exercise);
                    onOpenChange(false);
                    setQuery('');
                  }}
                >
                  <span className="font-semibold">{exercise.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground capitalize">
                    {exercise.equipment.replace(/-/g, ' ')}
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
