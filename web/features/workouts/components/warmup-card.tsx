import { useState } from 'react';
import { Check } from 'lucide-react';
import type { LoadType } from '#common/training/loads.ts';
import type { PerformedSet } from '#common/schemas/workouts.ts';
import { type Units, weightUnit } from '#common/units.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

interface Row {
  weight: number;
  reps: number;
  done: boolean;
}

/** The rows of a ramp, with those already logged marked done (a session restored after a reload). */
const rowsOf = (ramp: readonly PerformedSet[], taken: readonly PerformedSet[]): Row[] =>
  ramp.map((set, i) => ({
    weight: taken[i]?.weight ?? set.weight ?? 0,
    reps: taken[i]?.reps ?? set.reps ?? 1,
    done: i < taken.length,
  }));

/**
 * The warm-up before the first main lift: the suggested ramp, each set one tap to log as done,
 * its load and reps changeable first; untouched, it is skipped. Logged sets are warm-ups: they
 * never count in records, volume or progression.
 */
export function WarmupCard({
  ramp,
  taken,
  type,
  units,
  onChange,
}: {
  ramp: readonly PerformedSet[];
  taken: readonly PerformedSet[];
  type: LoadType;
  units: Units;
  onChange: (sets: PerformedSet[]) => void;
}) {
  const [rows, setRows] = useState(() => rowsOf(ramp, taken));
  const unit = weightUnit(units);
  const update = (index: number, change: Partial<Row>) => {
    const next = rows.map((row, i) => (i === index ? { ...row, ...change } : row));
    setRows(next);
    onChange(
      next
        .filter((row) => row.done)
        .map((row) => ({ reps: row.reps, weight: row.weight, kind: 'warmup' as const })),
    );
  };
  const label = (row: Row, index: number) =>
    type === 'barbell' && index === 0 && row.weight === ramp[0]?.weight
      ? 'Bar'
      : `Set ${index + 1}`;
  return (
    <details open className="mx-auto mt-5 max-w-sm rounded-xl border border-border p-3 text-left">
      <summary className="cursor-pointer text-sm font-semibold">
        Warm-up{' '}
        <span className="font-normal text-muted-foreground">
          ({rows.filter((r) => r.done).length}/{rows.length} done · optional)
        </span>
      </summary>
      <ol className="mt-2 grid gap-2" aria-label="Warm-up sets">
        {rows.map((row, index) => (
          <li key={index} className="flex items-center gap-2 text-sm">
            <span className="w-10 shrink-0 font-medium">{label(row, index)}</span>
            <label className="sr-only" htmlFor={`warmup-weight-${index}`}>
              Warm-up set {index + 1} load in {unit}
            </label>
            <input
              id={`warmup-weight-${index}`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={row.weight}
              disabled={row.done}
              onChange={(event) =>
                update(index, { weight: Math.max(0, Number(event.target.value) || 0) })
              }
              className="h-11 w-20 rounded-lg border border-input bg-card px-2 text-base tabular-nums"
            />
            <span className="text-muted-foreground">{unit} ×</span>
            <label className="sr-only" htmlFor={`warmup-reps-${index}`}>
              Warm-up set {index + 1} reps
            </label>
            <input
              id={`warmup-reps-${index}`}
              type="number"
              inputMode="numeric"
              min={1}
              value={row.reps}
              disabled={row.done}
              onChange={(event) =>
                update(index, { reps: Math.max(1, Math.round(Number(event.target.value) || 1)) })
              }
              className="h-11 w-14 rounded-lg border border-input bg-card px-2 text-base tabular-nums"
            />
            <Button
              type="button"
              variant={row.done ? 'default' : 'outline'}
              className={cn('ml-auto h-11 px-3', row.done ? '' : 'text-foreground')}
              aria-pressed={row.done}
              aria-label={`Warm-up set ${index + 1} done`}
              onClick={() => update(index, { done: !row.done })}
            >
              <Check aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Done</span>
            </Button>
          </li>
        ))}
      </ol>
    </details>
  );
}
