import { useId, useState, type FormEvent } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { PerformedSet, Workout, WorkoutExercise } from '#common/schemas/workouts.ts';
import { MAX_LOGGED_SETS } from '#common/workout-constants.ts';
import { isWorkingSet, loggedSets } from '#common/training/records.ts';
import { type Units, weightUnit } from '#common/units.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/** A set as the form holds it: the text of each field. */
interface SetFields {
  reps: string;
  weight: string;
  seconds: string;
  /** Kept as they were: a warm-up stays one, and the set's RPE stays with it. */
  kind?: 'warmup';
  rpe?: number;
}

interface ExerciseFields {
  exercise: WorkoutExercise;
  sets: SetFields[];
}

/** The most sets an exercise holds (the log's own limit, warm-ups included). */
const MAX_SETS = MAX_LOGGED_SETS;

const text = (value: number | undefined) => (value === undefined ? '' : String(value));
const isTimed = (exercise: WorkoutExercise) => !exercise.reps && Boolean(exercise.duration);
const isWeighed = (exercise: WorkoutExercise) => Boolean(exercise.loadType);

function fieldsOf(workout: Workout): ExerciseFields[] {
  return workout.exercises.map((exercise) => ({
    exercise,
    // Every set as logged, warm-ups first; an older log without sets, as loggedSets reads it.
    sets: (exercise.performedSets?.length ? exercise.performedSets : loggedSets(exercise)).map(
      (set) => ({
        reps: text(set.reps),
        weight: text(set.weight),
        seconds: text(set.seconds),
        ...(set.kind === 'warmup' ? { kind: 'warmup' as const } : {}),
        ...(set.rpe !== undefined ? { rpe: set.rpe } : {}),
      }),
    ),
  }));
}

const blankSet: SetFields = { reps: '', weight: '', seconds: '' };
const pick = (set: SetFields | undefined) =>
  set ? { reps: set.reps, weight: set.weight, seconds: set.seconds } : {};

/** "Set 2" for the second working set, "Warm-up 1" for the first warm-up. */
function setLabel(sets: readonly SetFields[], index: number): string {
  const warmup = sets[index]?.kind === 'warmup';
  const nth = sets.slice(0, index + 1).filter((s) => (s.kind === 'warmup') === warmup).length;
  return warmup ? `Warm-up ${nth}` : `Set ${nth}`;
}

/** A field's number, or undefined when empty; NaN when it is not a number. */
const numberOf = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));

/**
 * The sets as the log stores them, or the first problem in words ("Set 2 of Bench Press: reps
 * must be a whole number of 0 or more").
 */
export function editedExercises(
  fields: readonly ExerciseFields[],
): { exercises: WorkoutExercise[] } | { problem: string } {
  const exercises: WorkoutExercise[] = [];
  for (const { exercise, sets } of fields) {
    const performed: PerformedSet[] = [];
    for (const [i, set] of sets.entries()) {
      const where = `${setLabel(sets, i)} of ${exercise.name}`;
      const reps = numberOf(set.reps);
      const weight = numberOf(set.weight);
      const seconds = numberOf(set.seconds);
      if (reps !== undefined && (!Number.isInteger(reps) || reps < 0)) {
        return { problem: `${where}: reps must be a whole number of 0 or more.` };
      }
      if (weight !== undefined && (!Number.isFinite(weight) || weight < 0)) {
        return { problem: `${where}: the load must be a number of 0 or more.` };
      }
      if (seconds !== undefined && (!Number.isInteger(seconds) || seconds < 0)) {
        return { problem: `${where}: seconds must be a whole number of 0 or more.` };
      }
      performed.push({
        ...(reps !== undefined ? { reps } : {}),
        ...(weight !== undefined ? { weight } : {}),
        ...(seconds !== undefined ? { seconds } : {}),
        ...(set.rpe !== undefined ? { rpe: set.rpe } : {}),
        ...(set.kind ? { kind: set.kind } : {}),
      });
    }
    const { performedSets: _old, ...rest } = exercise;
    const working = performed.filter(isWorkingSet).length;
    exercises.push({
      ...rest,
      completedSets: working,
      skipped: working < (exercise.sets ?? working),
      ...(performed.length > 0 ? { performedSets: performed } : {}),
    });
  }
  return { exercises };
}

/**
 * The edit view of a logged workout: its title, date and every set (reps, load, seconds), a set
 * added or removed. Saving replaces the workout; records and streaks follow on the server.
 */
export function WorkoutEditor({
  workout,
  units,
  saving,
  error,
  onSave,
  onCancel,
}: {
  workout: Workout;
  units: Units;
  saving: boolean;
  /** The server's refusal of the last save, in words. */
  error: string | null;
  onSave: (edit: { title: string; date: string; exercises: WorkoutExercise[] }) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(workout.title);
  const [date, setDate] = useState(workout.date);
  const [fields, setFields] = useState(() => fieldsOf(workout));
  const [problem, setProblem] = useState<string | null>(null);

  const setField = (e: number, s: number, key: keyof SetFields, value: string) =>
    setFields((all) =>
      all.map((x, i) =>
        i === e
          ? { ...x, sets: x.sets.map((set, j) => (j === s ? { ...set, [key]: value } : set)) }
          : x,
      ),
    );
  const removeSet = (e: number, s: number) =>
    setFields((all) =>
      all.map((x, i) => (i === e ? { ...x, sets: x.sets.filter((_, j) => j !== s) } : x)),
    );
  const addSet = (e: number) =>
    setFields((all) =>
      all.map((x, i) =>
        i === e
          ? {
              ...x,
              // A new set is a working set like the last one (without its RPE).
              sets: [...x.sets, { ...blankSet, ...pick(x.sets.at(-1)) }],
            }
          : x,
      ),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') return setProblem('The title is required.');
    const result = editedExercises(fields);
    if ('problem' in result) return setProblem(result.problem);
    setProblem(null);
    onSave({ title: title.trim(), date, exercises: result.exercises });
  };

  const shown = problem ?? error;
  return (
    <form onSubmit={submit} aria-label={`Edit ${workout.title}`} className="grid gap-4" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
      </div>
      {fields.map(({ exercise, sets }, e) => (
        <fieldset key={`${exercise.name}-${e}`} className="rounded-xl border border-border p-3">
          <legend className="px-1 font-semibold">{exercise.name}</legend>
          {sets.length === 0 ? (
            <p className="text-sm text-muted-foreground">No sets logged.</p>
          ) : (
            <ol className="grid gap-2">
              {sets.map((set, s) => (
                <li key={s} className="flex flex-wrap items-center gap-2">
                  <span className="w-16 text-sm font-medium">{setLabel(sets, s)}</span>
                  {isTimed(exercise) ? (
                    <SetInput
                      label={`${setLabel(sets, s)} of ${exercise.name}: seconds`}
                      unit="s"
                      value={set.seconds}
                      onChange={(value) => setField(e, s, 'seconds', value)}
                    />
                  ) : (
                    <SetInput
                      label={`${setLabel(sets, s)} of ${exercise.name}: reps`}
                      unit="reps"
                      value={set.reps}
                      onChange={(value) => setField(e, s, 'reps', value)}
                    />
                  )}
                  {isWeighed(exercise) ? (
                    <SetInput
                      label={`${setLabel(sets, s)} of ${exercise.name}: ${exercise.loadType === 'band' ? 'band level' : weightUnit(units)}`}
                      unit={exercise.loadType === 'band' ? 'level' : weightUnit(units)}
                      decimal
                      value={set.weight}
                      onChange={(value) => setField(e, s, 'weight', value)}
                    />
                  ) : null}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-11"
                    aria-label={`Remove ${setLabel(sets, s).toLowerCase()} of ${exercise.name}`}
                    onClick={() => removeSet(e, s)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ol>
          )}
          {sets.length < MAX_SETS ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2 h-11"
              aria-label={`Add a set to ${exercise.name}`}
              onClick={() => addSet(e)}
            >
              <Plus aria-hidden="true" />
              Add set
            </Button>
          ) : null}
        </fieldset>
      ))}
      {shown ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {shown}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="h-11" disabled={saving}>
          {saving ? <Spinner className="size-4" /> : null}
          Save changes
        </Button>
        <Button
          type="button"
          variant="outline"
          className="h-11"
          onClick={onCancel}
          disabled={saving}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SetInput({
  label,
  unit,
  value,
  onChange,
  decimal = false,
}: {
  label: string;
  unit: string;
  value: string;
  onChange: (value: string) => void;
  decimal?: boolean;
}) {
  return (
    <span className="flex items-center gap-1">
      <Input
        aria-label={label}
        inputMode={decimal ? 'decimal' : 'numeric'}
        className="h-11 w-20"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <span className="text-sm text-muted-foreground">{unit}</span>
    </span>
  );
}
