import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import { isTimedExercise } from '#common/training/timed.ts';
import type { Routine, SaveRoutineInput } from '#common/schemas/routines.ts';
import type { SetScheme, WorkoutExercise } from '#common/schemas/workouts.ts';

/*
 * The routine editor's form: what the member edits (numbers as typed), to and from the API's
 * routine. Pure.
 */

export type SupersetChoice = '' | 'A' | 'B' | 'C' | 'D' | 'E';

export interface RoutineExerciseDraft {
  /** A key for the list (an exercise may come twice). */
  key: string;
  exerciseId: string;
  name: string;
  sets: number;
  /** Timed (seconds per set) rather than reps. */
  timed: boolean;
  repsMin: number;
  repsMax: number;
  seconds: number;
  scheme: SetScheme;
  restSeconds: number;
  superset: SupersetChoice;
}

export interface RoutineDayDraft {
  key: string;
  name: string;
  exercises: RoutineExerciseDraft[];
}

export interface RoutineDraft {
  name: string;
  days: RoutineDayDraft[];
}

let counter = 0;
const nextKey = () => `k${++counter}`;

/** The rests offered, in seconds: short for small muscles, long for heavy compounds. */
export const REST_CHOICES = [30, 45, 60, 75, 90, 120, 150, 180, 240, 300] as const;

/** A new exercise from the library: 3 sets of 8-12 (30 s for a held or timed one), 90 s rest. */
export function draftExercise(exercise: Pick<CatalogueExercise, 'id' | 'name' | 'category'>) {
  const timed = isTimedExercise(exercise);
  return {
    key: nextKey(),
    exerciseId: exercise.id,
    name: exercise.name,
    sets: 3,
    timed,
    repsMin: 8,
    repsMax: 12,
    seconds: 30,
    scheme: 'straight',
    restSeconds: timed ? 30 : 90,
    superset: '',
  } satisfies RoutineExerciseDraft;
}

export const emptyDay = (name: string): RoutineDayDraft => ({
  key: nextKey(),
  name,
  exercises: [],
});

export const emptyRoutine = (): RoutineDraft => ({ name: '', days: [emptyDay('Day A')] });

export function draftOf(routine: Routine): RoutineDraft {
  return {
    name: routine.name,
    days: routine.days.map((day) => ({
      key: nextKey(),
      name: day.name,
      exercises: day.exercises.map((e) => ({
        key: nextKey(),
        exerciseId: e.exerciseId,
        name: e.name,
        sets: e.sets,
        timed: e.reps === undefined,
        repsMin: e.reps?.min ?? 8,
        repsMax: e.reps?.max ?? 12,
        seconds: e.seconds ?? 30,
        scheme: e.scheme,
        restSeconds: e.restSeconds,
        superset: e.superset ?? '',
      })),
    })),
  };
}

/** The draft as the API takes it (the server checks every number and says what is wrong). */
export function toSaveRoutine(draft: RoutineDraft): SaveRoutineInput {
  return {
    name: draft.name,
    days: draft.days.map((day) => ({
      name: day.name,
      exercises: day.exercises.map((e) => ({
        exerciseId: e.exerciseId,
        sets: e.sets,
        ...(e.timed ? { seconds: e.seconds } : { reps: { min: e.repsMin, max: e.repsMax } }),
        scheme: e.timed ? 'straight' : e.scheme,
        restSeconds: e.restSeconds,
        superset: e.superset === '' ? null : e.superset,
      })),
    })),
  };
}

/**
 * A quick session as a one-day routine ("Save as routine"): each exercise with its sets, its
 * reps (the range, or the reps done) or seconds, its rest and superset.
 */
export function routineFromSession(
  title: string,
  exercises: readonly WorkoutExercise[],
): RoutineDraft {
  const day = emptyDay('Day A');
  for (const exercise of exercises) {
    if (!exercise.exerciseId) continue;
    const numbers = (exercise.reps ?? '').match(/\d+/g)?.map(Number) ?? [];
    const timed = numbers.length === 0;
    const seconds = Number(/\d+/.exec(exercise.duration ?? '')?.[0] ?? 30);
    day.exercises.push({
      key: nextKey(),
      exerciseId: exercise.exerciseId,
      name: exercise.name,
      sets: Math.max(1, Math.min(10, exercise.sets ?? 3)),
      timed,
      repsMin: exercise.targetReps?.min ?? numbers[0] ?? 8,
      repsMax: exercise.targetReps?.max ?? numbers.at(-1) ?? 12,
      seconds,
      scheme: exercise.scheme ?? 'straight',
      restSeconds: Math.max(0, Math.min(600, Number(exercise.rest) || 90)),
      superset: exercise.superset ?? '',
    });
  }
  return { name: title, days: [day] };
}

/** "5 × 5", "4 × 6-8 (top set)", "3 × 30 s". */
export function describeRoutineExercise(
  e: Pick<Routine['days'][number]['exercises'][number], 'sets' | 'reps' | 'seconds' | 'scheme'>,
): string {
  if (!e.reps) return `${e.sets} × ${e.seconds ?? 30} s`;
  const reps = e.reps.min === e.reps.max ? `${e.reps.min}` : `${e.reps.min}-${e.reps.max}`;
  return e.scheme === 'top-set'
    ? `1 top set + ${e.sets - 1} back-off × ${reps}`
    : `${e.sets} × ${reps}`;
}

/** The words for a field of a routine exercise, as the editor labels it. */
const EXERCISE_FIELD_LABELS: Record<string, string> = {
  sets: 'Sets',
  reps: 'Reps',
  'reps.min': 'Reps from',
  'reps.max': 'Reps to',
  seconds: 'Seconds',
  restSeconds: 'Rest',
  scheme: 'Scheme',
  superset: 'Superset',
  exerciseId: 'Exercise',
};

/**
 * A refused save in the editor's words: each field the server names ("days.0.exercises.2.sets")
 * becomes the day and exercise the member sees ("Day A · Barbell Squat · Sets: must be at least
 * 1 set"). Null when the answer names no field.
 */
export function routineErrorText(draft: RoutineDraft, fields: unknown): string | null {
  if (!Array.isArray(fields) || fields.length === 0) return null;
  const lines = fields.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string') return [];
    return [`${fieldPlace(draft, field)}: ${message}`];
  });
  return lines.length > 0 ? [...new Set(lines)].join('\n') : null;
}

function fieldPlace(draft: RoutineDraft, field: string): string {
  const parts = field.split('.');
  if (parts[0] !== 'days') return parts[0] === 'name' ? 'Routine name' : 'Routine';
  const dayIndex = Number(parts[1]);
  const day = draft.days[dayIndex];
  const dayName = day?.name.trim() || `Day ${dayIndex + 1}`;
  if (parts.length === 2) return dayName;
  if (parts[2] === 'name') return `${dayName} · Name`;
  if (parts[2] !== 'exercises') return dayName;
  const exerciseIndex = Number(parts[3]);
  if (parts.length === 3 || Number.isNaN(exerciseIndex)) return `${dayName} · Exercises`;
  const exercise = day?.exercises[exerciseIndex];
  const place = `${dayName} · ${exercise?.name ?? `Exercise ${exerciseIndex + 1}`}`;
  const rest = parts.slice(4).join('.');
  if (!rest) return place;
  return `${place} · ${EXERCISE_FIELD_LABELS[rest] ?? rest}`;
}
