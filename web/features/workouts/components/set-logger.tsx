import {
  DEFAULT_PLATES,
  describePlates,
  type PlateSet,
  platesFor,
} from '#common/training/plates.ts';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { Effort, PerformedSet } from '#common/schemas/workouts.ts';
import { EFFORTS } from '#common/workout-constants.ts';
import {
  bandName,
  type LoadType,
  loadSteps,
  MAX_BAND_LEVEL,
  stepLoad,
} from '#common/training/loads.ts';
import { describeLoad, describeSet } from '#common/training/describe.ts';
import { type Units, weightUnit } from '#common/units.ts';

export { describeLoad };
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

/*
 * The parts of the session screen that record what was done: the load of the next set (+/- in
 * steps that fit the equipment, or typed), the sets done so far, and how the exercise felt.
 * Built for a thumb: 56 px buttons, no typing when the set went as planned.
 */

/** The heaviest load the API takes: 1,500 lb, 680 kg. */
export const maxLoad = (units: Units) => (units === 'metric' ? 680 : 1500);

/** "kg per dumbbell", "lbs", "band level". */
export function loadLabel(type: LoadType, units: Units): string {
  if (type === 'band') return 'Band';
  const unit = weightUnit(units);
  if (type === 'dumbbell') return `${unit} per dumbbell`;
  if (type === 'kettlebell') return `${unit} per kettlebell`;
  return unit;
}

export function LoadAdjuster({
  type,
  units,
  weight,
  topReps,
  onChange,
  plates,
}: {
  /** The member's bar and plates (their Account Settings), else the gym's usual set. */
  plates?: PlateSet;
  type: LoadType;
  units: Units;
  weight: number | null;
  /** The top of the rep range, for the first-time prompt. */
  topReps: number | null;
  onChange: (value: number | null) => void;
}) {
  const id = useId();
  const steps = loadSteps(type, units);
  const max = type === 'band' ? MAX_BAND_LEVEL : maxLoad(units);
  const [text, setText] = useState(weight === null ? '' : String(weight));
  useEffect(() => setText(weight === null ? '' : String(weight)), [weight]);

  // The next weight that exists (the rack's next dumbbell, one plate pair on a bar).
  const nextLoad = (direction: 1 | -1) => {
    if (weight === null) return direction > 0 ? (steps.rack?.[0] ?? steps.min) : null;
    const next = stepLoad(weight, steps, direction);
    return next === null || next > max ? null : next;
  };
  const step = (direction: 1 | -1) => {
    const next = nextLoad(direction);
    if (next !== null) onChange(next);
  };
  const commit = () => {
    const value = Number(text.replace(',', '.'));
    if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
      onChange(null);
      return;
    }
    onChange(Math.min(max, Math.round(value * 100) / 100));
  };

  return (
    <div className="mt-5">
      {weight === null ? (
        <p id={`${id}-prompt`} className="mx-auto mb-2 max-w-xs text-sm text-muted-foreground">
          {type === 'band'
            ? 'Choose a band you could do 2 more reps with than the top of the range.'
            : `Choose a load you could lift 2 more times than the top of the range${
                topReps ? ` (${topReps + 2} reps)` : ''
              }.`}
        </p>
      ) : null}
      <div role="group" aria-labelledby={`${id}-label`} className="inline-flex items-center gap-3">
        <Button
          variant="outline"
          className="size-14 rounded-full px-0"
          aria-label="Decrease load"
          disabled={nextLoad(-1) === null}
          onClick={() => step(-1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <p className="min-w-28">
          {type === 'band' ? (
            <span className="block text-2xl font-bold" aria-live="polite">
              {weight === null ? '—' : bandName(weight)}
            </span>
          ) : (
            <input
              aria-labelledby={`${id}-label`}
              aria-describedby={weight === null ? `${id}-prompt` : undefined}
              inputMode="decimal"
              value={text}
              placeholder="—"
              onChange={(event) => setText(event.target.value)}
              onBlur={commit}
              onKeyDown={(event) => {
                if (event.key === 'Enter') commit();
              }}
              className="w-28 rounded-lg border border-transparent bg-transparent text-center text-3xl font-bold tabular-nums outline-none hover:border-border focus:border-primary"
            />
          )}
          <span id={`${id}-label`} className="block text-xs font-medium text-muted-foreground">
            {loadLabel(type, units)}
          </span>
        </p>
        <Button
          variant="outline"
          className="size-14 rounded-full px-0"
          aria-label="Increase load"
          disabled={nextLoad(1) === null}
          onClick={() => step(1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {type === 'barbell' && weight !== null ? (
        <PlateCalculator load={weight} units={units} set={plates ?? DEFAULT_PLATES[units]} />
      ) : null}
    </div>
  );
}

/** One tap from a bar's load: the plates on each side, from the member's bar and plates. */
function PlateCalculator({ load, units, set }: { load: number; units: Units; set: PlateSet }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-2">
      <Button
        variant="ghost"
        size="sm"
        className="h-9"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        Plates
      </Button>
      {open ? (
        <p id={id} className="text-sm font-medium" aria-live="polite">
          {describePlates(platesFor(load, set), units)}
        </p>
      ) : null}
    </div>
  );
}

/** The sets done so far: "12 × 22 kg". */
export function DoneSets({
  sets,
  type,
  units,
}: {
  sets: readonly PerformedSet[];
  type: LoadType | undefined;
  units: Units;
}) {
  if (sets.length === 0) return null;
  return (
    <ol
      aria-label="Sets done"
      className="mx-auto mt-3 flex max-w-sm flex-wrap justify-center gap-2"
    >
      {sets.map((set, i) => (
        <li key={i} className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold">
          {describeSet(set, type, units)}
        </li>
      ))}
    </ol>
  );
}

const EFFORT_LABELS: Record<Effort, string> = { easy: 'Easy', good: 'Good', hard: 'Hard' };

/** The optional "how did it feel?" after the last set of an exercise. */
export function EffortPicker({
  name,
  effort,
  onChange,
  tone = 'light',
}: {
  name: string;
  effort: Effort | null;
  onChange: (effort: Effort) => void;
  tone?: 'light' | 'dark';
}) {
  const id = useId();
  return (
    <div className="mt-4">
      <p
        id={id}
        className={cn(
          'text-sm font-medium',
          tone === 'dark' ? 'text-ink-muted' : 'text-muted-foreground',
        )}
      >
        How did {name} feel? (optional)
      </p>
      <div role="group" aria-labelledby={id} className="mt-2 inline-grid grid-cols-3 gap-2">
        {EFFORTS.map((value) => (
          <Button
            key={value}
            variant={effort === value ? 'default' : 'outline'}
            aria-pressed={effort === value}
            className="h-12 min-w-20 text-base"
            onClick={() => onChange(value)}
          >
            {EFFORT_LABELS[value]}
          </Button>
        ))}
      </div>
    </div>
  );
}
