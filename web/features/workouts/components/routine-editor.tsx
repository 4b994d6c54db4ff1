import { useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { MAX_ROUTINE_DAYS, MAX_ROUTINE_DAY_EXERCISES } from '#common/schemas/routines.ts';
import { SUPERSET_LETTERS } from '#common/workout-constants.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { selectClass } from '#web/components/ui/select-class.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  draftExercise,
  emptyDay,
  REST_CHOICES,
  type RoutineDayDraft,
  type RoutineDraft,
  type RoutineExerciseDraft,
  type SupersetChoice,
} from '../lib/routine-form.ts';
import { ExercisePicker } from './exercise-picker.tsx';

const DAY_NAMES = ['Day A', 'Day B', 'Day C', 'Day D', 'Day E', 'Day F', 'Day G'];

/** A whole number typed in a field (empty or unreadable: 0, which the server refuses clearly). */
const whole = (text: string) => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : 0;
};

const restLabel = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : seconds % 60 === 0 ? `${seconds / 60} min` : `${seconds} s`;

/**
 * Builds or edits a routine: its name, its days, and per day the library exercises in order with
 * their sets, reps (a range or fixed, or seconds), a top set with back-off sets, the rest, and
 * supersets (2 or 3 neighbours with one letter, done in turn with the rest after the round).
 */
export function RoutineEditor({
  initial,
  saving,
  error,
  onSave,
  onCancel,
}: {
  initial: RoutineDraft;
  saving: boolean;
  error: string | null;
  onSave: (draft: RoutineDraft) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [picking, setPicking] = useState<string | null>(null);

  const setDay = (key: string, change: (day: RoutineDayDraft) => RoutineDayDraft) =>
    setDraft((d) => ({ ...d, days: d.days.map((day) => (day.key === key ? change(day) : day)) }));
  const setExercise = (dayKey: string, key: string, change: Partial<RoutineExerciseDraft>) =>
    setDay(dayKey, (day) => ({
      ...day,
      exercises: day.exercises.map((e) => (e.key === key ? { ...e, ...change } : e)),
    }));
  const move = (dayKey: string, index: number, by: -1 | 1) =>
    setDay(dayKey, (day) => {
      const exercises = [...day.exercises];
      const [moved] = exercises.splice(index, 1);
      exercises.splice(index + by, 0, moved!);
      return { ...day, exercises };
    });

  return (
    <form
      className="grid grid-cols-1 gap-4"
      aria-label="Routine"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      <label className="grid gap-1 text-sm font-semibold">
        Routine name
        <Input
          value={draft.name}
          maxLength={80}
          placeholder="Upper / lower, 5 × 5…"
          onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
        />
      </label>

      {draft.days.map((day, dayIndex) => (
        <Card key={day.key} className="grid grid-cols-1 gap-3 p-3 sm:p-4">
          <div className="flex items-end gap-2">
            <label className="grid flex-1 gap-1 text-sm font-semibold">
              Day name
              <Input
                value={day.name}
                maxLength={60}
                onChange={(event) => setDay(day.key, (d) => ({ ...d, name: event.target.value }))}
              />
            </label>
            {draft.days.length > 1 ? (
              <Button
                type="button"
                variant="outline"
                className="size-11 px-0 text-destructive"
                aria-label={`Remove ${day.name || `day ${dayIndex + 1}`}`}
                onClick={() =>
                  setDraft((d) => ({ ...d, days: d.days.filter((x) => x.key !== day.key) }))
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </div>

          {day.exercises.length === 0 ? (
            <p className="text-sm text-muted-foreground">No exercises yet.</p>
          ) : (
            <ol className="grid grid-cols-1 gap-3" aria-label={`${day.name} exercises`}>
              {day.exercises.map((exercise, index) => (
                <li key={exercise.key}>
                  <ExerciseFields
                    exercise={exercise}
                    first={index === 0}
                    last={index === day.exercises.length - 1}
                    onChange={(change) => setExercise(day.key, exercise.key, change)}
                    onMove={(by) => move(day.key, index, by)}
                    onRemove={() =>
                      setDay(day.key, (d) => ({
                        ...d,
                        exercises: d.exercises.filter((e) => e.key !== exercise.key),
                      }))
                    }
                  />
                </li>
              ))}
            </ol>
          )}
          <Button
            type="button"
            variant="outline"
            className="h-11"
            disabled={day.exercises.length >= MAX_ROUTINE_DAY_EXERCISES}
            onClick={() => setPicking(day.key)}
          >
            <Plus aria-hidden="true" /> Add exercise to {day.name || `day ${dayIndex + 1}`}
          </Button>
        </Card>
      ))}

      <Button
        type="button"
        variant="outline"
        className="h-11"
        disabled={draft.days.length >= MAX_ROUTINE_DAYS}
        onClick={() =>
          setDraft((d) => ({
            ...d,
            days: [...d.days, emptyDay(DAY_NAMES[d.days.length] ?? 'Day')],
          }))
        }
      >
        <Plus aria-hidden="true" /> Add day
      </Button>

      {error ? (
        <p role="alert" className="whitespace-pre-line text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" className="h-11 flex-1" disabled={saving}>
          {saving ? <Spinner className="size-4" /> : null}
          Save Routine
        </Button>
        <Button type="button" variant="outline" className="h-11" onClick={onCancel}>
          Cancel
        </Button>
      </div>

      <ExercisePicker
        open={picking !== null}
        onOpenChange={(open) => {
          if (!open) setPicking(null);
        }}
        title="Add an exercise"
        onPick={(exercise) => {
          if (picking) {
            setDay(picking, (d) => ({
              ...d,
              exercises: [...d.exercises, draftExercise(exercise)],
            }));
          }
        }}
      />
    </form>
  );
}

function ExerciseFields({
  exercise,
  first,
  last,
  onChange,
  onMove,
  onRemove,
}: {
  exercise: RoutineExerciseDraft;
  first: boolean;
  last: boolean;
  onChange: (change: Partial<RoutineExerciseDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = exercise.name;
  return (
    <fieldset className="grid min-w-0 gap-2 rounded-lg border border-border p-3">
      <legend className="sr-only">{name}</legend>
      <div className="flex items-start gap-1">
        <p className="flex-1 font-semibold">
          {name}
          {exercise.superset ? (
            <span className="ml-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-bold text-primary">
              Superset {exercise.superset}
            </span>
          ) : null}
        </p>
        <Button
          type="button"
          variant="ghost"
          className="size-11 px-0"
          aria-label={`Move ${name} up`}
          disabled={first}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          className="size-11 px-0"
          aria-label={`Move ${name} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          className="size-11 px-0 text-destructive"
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <WholeField
          label="Sets"
          name={`${name} sets`}
          min={1}
          max={10}
          value={exercise.sets}
          onChange={(sets) => onChange({ sets })}
        />
        {exercise.timed ? (
          <WholeField
            label="Seconds"
            name={`${name} seconds`}
            min={5}
            max={600}
            value={exercise.seconds}
            onChange={(seconds) => onChange({ seconds })}
          />
        ) : (
          <div className="grid min-w-0 grid-cols-2 gap-1">
            <WholeField
              label="Reps from"
              name={`${name} reps from`}
              min={1}
              value={exercise.repsMin}
              onChange={(repsMin) => onChange({ repsMin })}
            />
            <WholeField
              label="to"
              name={`${name} reps to`}
              min={1}
              value={exercise.repsMax}
              onChange={(repsMax) => onChange({ repsMax })}
            />
          </div>
        )}
        <label className="grid min-w-0 gap-1 text-xs font-semibold">
          Rest
          <select
            className={`${selectClass} min-w-0`}
            value={exercise.restSeconds}
            aria-label={`${name} rest`}
            onChange={(event) => onChange({ restSeconds: Number(event.target.value) })}
          >
            {[...new Set([...REST_CHOICES, exercise.restSeconds])]
              .sort((a, b) => a - b)
              .map((seconds) => (
                <option key={seconds} value={seconds}>
                  {restLabel(seconds)}
                </option>
              ))}
          </select>
        </label>
        <label className="grid min-w-0 gap-1 text-xs font-semibold">
          Superset
          <select
            className={`${selectClass} min-w-0`}
            value={exercise.superset}
            aria-label={`${name} superset`}
            onChange={(event) => onChange({ superset: event.target.value as SupersetChoice })}
          >
            <option value="">None</option>
            {SUPERSET_LETTERS.map((letter) => (
              <option key={letter} value={letter}>
                {letter}
              </option>
            ))}
          </select>
        </label>
        {exercise.timed ? null : (
          <label className="col-span-2 grid min-w-0 gap-1 text-xs font-semibold">
            Sets are
            <select
              className={`${selectClass} min-w-0`}
              value={exercise.scheme}
              aria-label={`${name} set scheme`}
              onChange={(event) =>
                onChange({ scheme: event.target.value === 'top-set' ? 'top-set' : 'straight' })
              }
            >
              <option value="straight">Straight sets</option>
              <option value="top-set">Top set + back-offs</option>
            </select>
          </label>
        )}
      </div>
    </fieldset>
  );
}

/** A whole-number field of the exercise row ("Sets", "Reps from"), named for the exercise. */
function WholeField({
  label,
  name,
  min,
  max,
  value,
  onChange,
}: {
  label: string;
  /** The accessible name: "Barbell Squat sets". */
  name: string;
  min: number;
  max?: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <label className="grid min-w-0 gap-1 text-xs font-semibold">
      {label}
      <Input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-label={name}
        onChange={(event) => onChange(whole(event.target.value))}
      />
    </label>
  );
}
