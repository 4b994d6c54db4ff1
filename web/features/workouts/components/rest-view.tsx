import { Minus, Plus, SkipForward } from 'lucide-react';
import type { ExerciseGuide } from '#common/schemas/exercises.ts';
import type { Effort, WorkoutExercise } from '#common/schemas/workouts.ts';
import { RPE_VALUES } from '#common/workout-constants.ts';
import { MAX_REST_S, setsOf } from '#common/training/session-time.ts';
import type { RestKind } from '#common/workout-session.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { describeTarget, formatClock } from '../lib/format.ts';
import { EffortPicker } from './set-logger.tsx';

const RADIUS = 88;
const REST_STEP_S = 15;

/** "90 s", "2 min", "2 min 30 s". */
export function formatRest(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The rest between sets (the exercise's own rest) or exercises: countdown ring, Up Next and Skip
 * Rest. Between sets, -15 s and +15 s change the exercise's rest (remembered in the log).
 */
export function RestView({
  kind,
  remainingMs,
  durationS,
  upNext,
  upNextSet,
  upNextGuide,
  onSkipRest,
  onAdjustRest,
  finished,
  alerts,
  rpe,
  onAddExercise,
}: {
  kind: RestKind;
  remainingMs: number;
  durationS: number;
  upNext: WorkoutExercise | null;
  upNextSet: number;
  upNextGuide: ExerciseGuide | undefined;
  onSkipRest: () => void;
  /** Between sets: sets the exercise's rest to this many seconds. */
  onAdjustRest?: (seconds: number) => void;
  /** After an exercise's last set: its name and the optional effort tap. */
  finished?: { name: string; effort: Effort | null; onEffort: (effort: Effort) => void } | null;
  /** The rest-end alert opt-in. */
  alerts?: { on: boolean; blocked: boolean; onEnable: () => void; onDisable: () => void };
  /** The set just done: its RPE, one optional tap. */
  rpe?: { setNumber: number; value: number | null; onChange: (rpe: number) => void } | null;
  /** A quick session after its last exercise: add another (else the rest ends the workout). */
  onAddExercise?: () => void;
}) {
  const remainingS = Math.max(0, Math.ceil(remainingMs / 1000));
  const fraction = Math.min(1, Math.max(0, remainingMs / (durationS * 1000)));
  return (
    // On a phone the card fills the screen, so Skip Rest sits at its bottom edge like the
    // exercise view's controls, clear of the Flex bubble however much the rest shows.
    <Card className="flex min-h-[calc(100dvh-5.5rem)] flex-col overflow-hidden lg:min-h-0">
      <section
        aria-labelledby="rest-heading"
        className="bg-ink p-6 text-center text-white sm:p-10 [--color-ring:var(--color-accent)]"
      >
        <h2 id="rest-heading" className="text-2xl font-extrabold tracking-tight">
          {kind === 'set' ? 'Rest' : 'Great work! Rest up'}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">
          {kind === 'set'
            ? `${formatRest(durationS)} between sets`
            : `${formatRest(durationS)} before the next exercise`}
        </p>
        {kind === 'set' && onAdjustRest ? (
          <div
            role="group"
            aria-label="Rest between sets"
            className="mt-3 flex justify-center gap-3"
          >
            <button
              type="button"
              aria-label="Rest 15 seconds less"
              disabled={durationS < REST_STEP_S}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-ink-border px-4 font-semibold text-white disabled:opacity-50"
              onClick={() => onAdjustRest(durationS - REST_STEP_S)}
            >
              <Minus aria-hidden="true" className="size-4" />
              15 s
            </button>
            <button
              type="button"
              aria-label="Rest 15 seconds more"
              disabled={durationS + REST_STEP_S > MAX_REST_S}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-ink-border px-4 font-semibold text-white disabled:opacity-50"
              onClick={() => onAdjustRest(durationS + REST_STEP_S)}
            >
              <Plus aria-hidden="true" className="size-4" />
              15 s
            </button>
          </div>
        ) : null}
        <div className="relative mx-auto mt-6 size-52 sm:size-60">
          <svg viewBox="0 0 200 200" className="size-full -rotate-90" aria-hidden="true">
            <circle
              cx="100"
              cy="100"
              r={RADIUS}
              fill="none"
              strokeWidth="12"
              className="stroke-ink-border"
            />
            <circle
              cx="100"
              cy="100"
              r={RADIUS}
              fill="none"
              strokeWidth="12"
              strokeLinecap="round"
              className="stroke-accent"
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
            />
          </svg>
          <div className="absolute inset-0 flex flex-col items-center justify-center">
            <p
              role="timer"
              aria-label="Rest time remaining"
              className="text-5xl font-extrabold tabular-nums sm:text-6xl"
            >
              {formatClock(remainingS)}
            </p>
            <p className="text-xs font-medium tracking-widest text-ink-muted uppercase">
              remaining
            </p>
          </div>
        </div>
        {rpe ? <RpePicker {...rpe} /> : null}
        {finished ? (
          <EffortPicker
            name={finished.name}
            effort={finished.effort}
            onChange={finished.onEffort}
            tone="dark"
          />
        ) : null}
        {alerts ? (
          <p className="mt-4 text-sm text-ink-muted">
            {alerts.on ? (
              <>
                {alerts.blocked
                  ? 'A beep and a vibration end each rest (notifications are blocked). '
                  : 'You will be alerted when each rest ends. '}
                <button type="button" className="underline" onClick={alerts.onDisable}>
                  Turn off
                </button>
              </>
            ) : (
              <button
                type="button"
                className="min-h-11 rounded-full border border-ink-border px-4 font-semibold text-white"
                onClick={alerts.onEnable}
              >
                Alert me when the rest ends
              </button>
            )}
          </p>
        ) : null}
      </section>
      {upNext ? (
        <section aria-labelledby="up-next-heading" className="flex items-center gap-4 p-5">
          <span className="text-4xl leading-none" aria-hidden="true">
            {upNextGuide?.emoji ?? '🏋️'}
          </span>
          <div className="min-w-0">
            <h3
              id="up-next-heading"
              className="text-xs font-semibold tracking-widest text-muted-foreground uppercase"
            >
              Up Next
            </h3>
            <p className="truncate text-lg font-bold">{upNext.name}</p>
            <p className="text-sm text-muted-foreground">
              Set {upNextSet} of {setsOf(upNext)} · {describeTarget(upNext)}
            </p>
          </div>
        </section>
      ) : onAddExercise ? (
        <section aria-labelledby="up-next-heading" className="grid gap-3 p-5">
          <h3 id="up-next-heading" className="text-sm font-semibold">
            Up next: add another exercise, or finish when the rest ends.
          </h3>
          <Button variant="outline" className="h-12" onClick={onAddExercise}>
            <Plus aria-hidden="true" />
            Add Exercise
          </Button>
        </section>
      ) : null}
      <div className="sticky bottom-0 mt-auto border-t border-border bg-card/95 p-3 backdrop-blur-md sm:p-4">
        <Button className="h-14 w-full text-base" onClick={onSkipRest}>
          <SkipForward aria-hidden="true" />
          {upNext || !onAddExercise ? 'Skip Rest' : 'Finish Workout'}
        </Button>
      </div>
    </Card>
  );
}

/**
 * How hard the set just done was, one optional tap: RPE 6 to 10 in halves, with the reps left
 * in reserve beside it (RPE 8 is 2 more reps). The same value again clears it.
 */
function RpePicker({
  setNumber,
  value,
  onChange,
}: {
  setNumber: number;
  value: number | null;
  onChange: (rpe: number) => void;
}) {
  return (
    <div role="group" aria-labelledby="rpe-heading" className="mt-5">
      <p id="rpe-heading" className="text-sm font-medium text-ink-muted">
        How hard was set {setNumber}? RPE (optional)
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-1.5">
        {RPE_VALUES.map((rpe) => (
          <button
            key={rpe}
            type="button"
            aria-pressed={value === rpe}
            aria-label={`RPE ${rpe}: ${reserveText(rpe)}`}
            className={`min-h-11 min-w-11 rounded-full border px-2 text-sm font-semibold ${
              value === rpe
                ? 'border-accent bg-accent text-accent-foreground'
                : 'border-ink-border text-white'
            }`}
            onClick={() => onChange(rpe)}
          >
            {rpe}
          </button>
        ))}
      </div>
      {value !== null ? (
        <p className="mt-2 text-sm text-white" aria-live="polite">
          RPE {value}: {reserveText(value)}
        </p>
      ) : null}
    </div>
  );
}

/** "2 reps in reserve", "1-2 reps in reserve", "nothing left". */
function reserveText(rpe: number): string {
  const left = 10 - rpe;
  if (left === 0) return 'nothing left';
  if (Number.isInteger(left)) return `${left} ${left === 1 ? 'rep' : 'reps'} in reserve`;
  return `${Math.floor(left)}-${Math.ceil(left)} reps in reserve`;
}
