import { Check, Minus, Pause, Play, Plus, Repeat, SkipForward } from 'lucide-react';
import type { ExerciseGuide } from '#common/schemas/exercises.ts';
import type { Effort, PerformedSet, WorkoutExercise } from '#common/schemas/workouts.ts';
import { EXERCISE_NOTE_MAX } from '#common/workout-constants.ts';
import { useId, useState } from 'react';
import type { Units } from '#common/units.ts';
import { describeSet } from '#common/training/describe.ts';
import { setsOf } from '#common/training/session-time.ts';
import { MAX_REPS, MIN_REPS } from '#common/workout-session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';
import { describeTarget, formatClock } from '../lib/format.ts';
import { describeLoad, DoneSets, EffortPicker, LoadAdjuster } from './set-logger.tsx';
import { WarmupCard } from './warmup-card.tsx';
import type { PlateSet } from '#common/training/plates.ts';

export interface ExerciseViewProps {
  exercise: WorkoutExercise;
  guide: ExerciseGuide | undefined;
  guideLoading: boolean;
  currentSet: number;
  completedSets: number;
  elapsedS: number;
  running: boolean;
  repBased: boolean;
  reps: number;
  units: Units;
  /** The load of the next set (loaded exercises), null until chosen. */
  weight: number | null;
  performedSets: readonly PerformedSet[];
  effort: Effort | null;
  onStart: () => void;
  onPause: () => void;
  onCompleteSet: () => void;
  onSkip: () => void;
  onAdjustReps: (delta: number) => void;
  onChangeWeight: (value: number | null) => void;
  onEffort: (effort: Effort) => void;
  /** Opens the swap dialog; absent once a set of the exercise is done. */
  onSwap?: () => void;
  /** Saves the member's note on the exercise (shown the next time it comes). */
  onNote?: (note: string) => void;
  /** The warm-up ramp before the first main lift, and the warm-up sets taken. */
  warmup?: {
    ramp: PerformedSet[];
    taken: PerformedSet[];
    onChange: (sets: PerformedSet[]) => void;
  };
  /** The member's bar and plates, for the plate calculator. */
  plates?: PlateSet;
  /** Opens the library to add an exercise to the session. */
  onAddExercise?: () => void;
}

/**
 * The exercise in progress: emoji, name, difficulty, the target, '3 sets', the "reps done"
 * adjuster (rep-based exercises; locked while the timer runs) and the load of a loaded exercise,
 * the sets done, set progress, the timer and the controls. On the last set, an optional Easy /
 * Good / Hard. The controls sit at the bottom of the screen on phones, within reach of a thumb.
 */
export function ExerciseView(props: ExerciseViewProps) {
  const { exercise, guide, guideLoading, currentSet, completedSets, elapsedS, running } = props;
  const sets = setsOf(exercise);
  const lastSet = currentSet >= sets;
  return (
    <Card className="overflow-visible">
      <section aria-labelledby="exercise-name" className="p-5 text-center sm:p-8">
        <div className="text-6xl leading-none sm:text-7xl" aria-hidden="true">
          {guide?.emoji ?? '🏋️'}
        </div>
        <h2
          id="exercise-name"
          className="mt-4 text-2xl font-extrabold tracking-tight wrap-anywhere sm:text-3xl"
        >
          {exercise.name}
        </h2>
        <div className="mt-3 flex flex-wrap items-center justify-center gap-2 text-sm font-semibold">
          {guide ? (
            <span className="rounded-full bg-primary-soft px-3 py-1 text-primary">
              {guide.difficulty}
            </span>
          ) : guideLoading ? (
            <span className="h-7 w-24 animate-pulse rounded-full bg-muted" aria-hidden="true" />
          ) : null}
          <span className="rounded-full bg-muted px-3 py-1">{describeTarget(exercise)}</span>
          {exercise.loadType && typeof exercise.targetWeight === 'number' ? (
            <span className="rounded-full bg-muted px-3 py-1">
              at {describeLoad(exercise.targetWeight, exercise.loadType, props.units)}
            </span>
          ) : null}
          <span className="rounded-full bg-muted px-3 py-1">{sets} sets</span>
          {exercise.superset ? (
            <span className="rounded-full bg-primary-soft px-3 py-1 text-primary">
              Superset {exercise.superset}
            </span>
          ) : null}
          {exercise.scheme === 'top-set' ? (
            <span className="rounded-full bg-primary-soft px-3 py-1 text-primary">
              {completedSets === 0 ? 'Top set' : 'Back-off set'}
            </span>
          ) : null}
          {props.onSwap ? (
            <Button variant="ghost" size="sm" className="h-9 rounded-full" onClick={props.onSwap}>
              <Repeat aria-hidden="true" />
              Swap
            </Button>
          ) : null}
        </div>

        {props.repBased ? (
          <RepAdjuster reps={props.reps} locked={running} onAdjust={props.onAdjustReps} />
        ) : null}
        {props.repBased && exercise.loadType ? (
          <LoadAdjuster
            type={exercise.loadType}
            units={props.units}
            weight={props.weight}
            topReps={exercise.targetReps?.max ?? null}
            plates={props.plates}
            onChange={props.onChangeWeight}
          />
        ) : null}

        {props.warmup &&
        exercise.loadType &&
        completedSets === 0 &&
        props.warmup.ramp.length > 0 ? (
          <WarmupCard
            key={props.warmup.ramp.map((s) => s.weight).join(',')}
            ramp={props.warmup.ramp}
            taken={props.warmup.taken}
            type={exercise.loadType}
            units={props.units}
            onChange={props.warmup.onChange}
          />
        ) : null}
        <PreviousSet exercise={exercise} currentSet={currentSet} units={props.units} />
        {exercise.lastNote ? (
          <p className="mx-auto mt-2 max-w-prose text-sm">
            <span className="font-semibold">Last time:</span> {exercise.lastNote}
          </p>
        ) : null}
        {props.onNote ? <ExerciseNote exercise={exercise} onNote={props.onNote} /> : null}
        <DoneSets sets={props.performedSets} type={exercise.loadType} units={props.units} />
        <SetProgress currentSet={currentSet} completedSets={completedSets} sets={sets} />
        {lastSet ? (
          <EffortPicker name={exercise.name} effort={props.effort} onChange={props.onEffort} />
        ) : null}

        <div className="mt-6">
          <p id="exercise-timer-label" className="text-sm font-medium text-muted-foreground">
            Exercise timer
          </p>
          <p
            role="timer"
            aria-labelledby="exercise-timer-label"
            className="mt-1 text-6xl font-extrabold tracking-tight tabular-nums sm:text-7xl"
          >
            {formatClock(elapsedS)}
          </p>
        </div>
      </section>

      <div className="sticky bottom-0 z-10 rounded-b-2xl border-t border-border bg-card/95 p-3 backdrop-blur-md sm:p-4">
        <div className="grid grid-cols-2 gap-2 sm:gap-3">
          {running ? (
            <Button variant="secondary" className="h-14 text-base" onClick={props.onPause}>
              <Pause aria-hidden="true" />
              Pause
            </Button>
          ) : (
            <Button variant="secondary" className="h-14 text-base" onClick={props.onStart}>
              <Play aria-hidden="true" />
              Start
            </Button>
          )}
          <Button className="h-14 text-base" onClick={props.onCompleteSet}>
            <Check aria-hidden="true" />
            {lastSet ? 'Done' : 'Complete Set'}
          </Button>
        </div>
        <div className="mt-2 flex gap-2">
          <Button variant="ghost" className="h-11 flex-1" onClick={props.onSkip}>
            <SkipForward aria-hidden="true" />
            Skip Exercise
          </Button>
          {props.onAddExercise ? (
            <Button variant="ghost" className="h-11 flex-1" onClick={props.onAddExercise}>
              <Plus aria-hidden="true" />
              Add Exercise
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

function RepAdjuster({
  reps,
  locked,
  onAdjust,
}: {
  reps: number;
  locked: boolean;
  onAdjust: (delta: number) => void;
}) {
  return (
    <div className="mt-5">
      <div
        role="group"
        aria-labelledby="reps-label"
        aria-describedby={locked ? 'reps-hint' : undefined}
        className="inline-flex items-center gap-3"
      >
        <Button
          variant="outline"
          className="size-14 rounded-full px-0"
          aria-label="Decrease reps"
          disabled={locked || reps <= MIN_REPS}
          onClick={() => onAdjust(-1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <p className="min-w-24">
          <span className="block text-3xl font-bold tabular-nums" aria-live="polite">
            {reps}
          </span>
          <span id="reps-label" className="text-xs font-medium text-muted-foreground">
            Reps done
          </span>
        </p>
        <Button
          variant="outline"
          className="size-14 rounded-full px-0"
          aria-label="Increase reps"
          disabled={locked || reps >= MAX_REPS}
          onClick={() => onAdjust(1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {locked ? (
        <p id="reps-hint" className="mt-1 text-xs text-muted-foreground">
          Pause the timer to adjust reps
        </p>
      ) : null}
    </div>
  );
}

function SetProgress({
  currentSet,
  completedSets,
  sets,
}: {
  currentSet: number;
  completedSets: number;
  sets: number;
}) {
  return (
    <div className="mx-auto mt-6 max-w-sm">
      <div className="flex items-center justify-between text-sm font-semibold">
        <span>
          Set {currentSet} of {sets}
        </span>
        <span className="text-muted-foreground">
          {completedSets}/{sets} done
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Set progress"
        aria-valuemin={0}
        aria-valuemax={sets}
        aria-valuenow={completedSets}
        aria-valuetext={`${completedSets} of ${sets} sets done`}
        className="mt-2 flex gap-1.5"
      >
        {Array.from({ length: sets }, (_, i) => (
          <span
            key={i}
            className={cn(
              'h-2.5 flex-1 rounded-full transition-colors',
              i < completedSets
                ? 'bg-primary'
                : i === currentSet - 1
                  ? 'bg-primary/35'
                  : 'bg-muted',
            )}
          />
        ))}
      </div>
    </div>
  );
}

/** Last time's same set of this exercise: "Previous: 8 × 60 kg" (none for a set not done then). */
function PreviousSet({
  exercise,
  currentSet,
  units,
}: {
  exercise: ExerciseViewProps['exercise'];
  currentSet: number;
  units: Units;
}) {
  const previous = exercise.previousSets?.[currentSet - 1];
  if (!previous) return null;
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      Previous:{' '}
      <span className="font-semibold text-foreground">
        {describeSet(previous, exercise.loadType, units)}
      </span>
    </p>
  );
}

/** The member's note on the exercise, for the next time it comes ("left shoulder clicked"). */
function ExerciseNote({
  exercise,
  onNote,
}: {
  exercise: WorkoutExercise;
  onNote: (note: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(exercise.note ?? '');
  return (
    <details className="mx-auto mt-3 max-w-prose text-left">
      <summary className="cursor-pointer text-center text-sm font-semibold">
        {exercise.note ? 'Your note' : 'Add a note'}
      </summary>
      <label htmlFor={id} className="sr-only">
        Note on {exercise.name}
      </label>
      <textarea
        id={id}
        value={text}
        maxLength={EXERCISE_NOTE_MAX}
        rows={2}
        onChange={(event) => setText(event.target.value)}
        className="mt-2 w-full rounded-lg border border-input bg-card p-2 text-base"
        placeholder="Shown the next time this exercise comes"
      />
      <Button variant="outline" size="sm" className="mt-1 h-11" onClick={() => onNote(text)}>
        Save note
      </Button>
      {exercise.note ? (
        <p className="mt-1 text-xs text-muted-foreground">Saved with this workout.</p>
      ) : null}
    </details>
  );
}
