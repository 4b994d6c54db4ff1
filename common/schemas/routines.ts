import { z } from 'zod';
import { CalendarDateSchema } from './fields.ts';
import {
  MAX_SET_REPS,
  RepRangeSchema,
  SET_SCHEMES,
  SupersetLetterSchema,
  WorkoutExerciseSchema,
} from './workouts.ts';

/*
 * A member's own routine (the spec's "custom workouts"): days, each an ordered list of library
 * exercises with the sets, the reps (a range, or fixed: 5 × 5), a top set with back-off sets, the
 * rest, and supersets. A day runs in the guided session like a generated one (decision 039).
 */

export const ROUTINE_LIMITS = { free: 0, basic: 5, pro: null, premium: null } as const;
export const MAX_ROUTINE_DAYS = 7;
export const MAX_ROUTINE_DAY_EXERCISES = 20;
export const MAX_ROUTINE_SETS = 10;
export const MAX_ROUTINE_REST_S = 600;
/** A superset alternates 2 or 3 exercises. */
export const MAX_SUPERSET_SIZE = 3;

export const RoutineExerciseSchema = z
  .strictObject({
    /** The library exercise. */
    exerciseId: z.string().trim().min(1, 'choose an exercise from the library').max(120),
    sets: z
      .number({ error: 'must be a whole number of sets' })
      .int('must be a whole number of sets')
      .min(1, 'must be at least 1 set')
      .max(MAX_ROUTINE_SETS, `must be at most ${MAX_ROUTINE_SETS} sets`),
    /** The rep range; min equal to max is a fixed number (5 × 5). Absent for a timed exercise. */
    reps: RepRangeSchema.optional(),
    /** Seconds per set, for a timed exercise (a plank). */
    seconds: z.number().int().min(5, 'must be at least 5 seconds').max(600).optional(),
    scheme: z.enum(SET_SCHEMES).default('straight'),
    /** Seconds of rest after each set (after each round, in a superset). */
    restSeconds: z
      .number({ error: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(0, 'must not be negative')
      .max(MAX_ROUTINE_REST_S, `must be at most ${MAX_ROUTINE_REST_S} seconds`),
    superset: SupersetLetterSchema.nullish(),
  })
  .superRefine((exercise, ctx) => {
    if (!exercise.reps === !exercise.seconds) {
      ctx.addIssue({ code: 'custom', path: ['reps'], message: 'give either reps or seconds' });
    }
    if (exercise.scheme === 'top-set' && (!exercise.reps || exercise.sets < 2)) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheme'],
        message: 'a top set needs reps and at least one back-off set',
      });
    }
  });
export type RoutineExerciseInput = z.input<typeof RoutineExerciseSchema>;

export const RoutineDaySchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Please name the day').max(60),
    exercises: z
      .array(RoutineExerciseSchema)
      .min(1, 'a day needs at least one exercise')
      .max(MAX_ROUTINE_DAY_EXERCISES, `a day has at most ${MAX_ROUTINE_DAY_EXERCISES} exercises`),
  })
  .superRefine((day, ctx) => {
    // A superset is 2 or 3 neighbours with one letter, and a letter is used once per day.
    const seen = new Set<string>();
    let i = 0;
    while (i < day.exercises.length) {
      const letter = day.exercises[i]!.superset;
      let j = i + 1;
      while (letter && j < day.exercises.length && day.exercises[j]!.superset === letter) j++;
      if (letter) {
        const size = j - i;
        if (seen.has(letter)) {
          ctx.addIssue({
            code: 'custom',
            path: ['exercises', i, 'superset'],
            message: `superset ${letter} must be exercises next to each other`,
          });
        } else if (size < 2 || size > MAX_SUPERSET_SIZE) {
          ctx.addIssue({
            code: 'custom',
            path: ['exercises', i, 'superset'],
            message: `superset ${letter} must have 2 or 3 exercises`,
          });
        }
        seen.add(letter);
      }
      i = j;
    }
  });

export const SaveRoutineSchema = z.strictObject({
  name: z.string().trim().min(1, 'Please enter a routine name').max(80),
  days: z
    .array(RoutineDaySchema)
    .min(1, 'a routine needs at least one day')
    .max(MAX_ROUTINE_DAYS, `a routine has at most ${MAX_ROUTINE_DAYS} days`),
});
export type SaveRoutineInput = z.input<typeof SaveRoutineSchema>;
export type SaveRoutine = z.output<typeof SaveRoutineSchema>;

const RoutineExerciseOutSchema = z.object({
  exerciseId: z.string(),
  /** The library's name of the exercise (the id's, when the library no longer has it). */
  name: z.string(),
  sets: z.number().int(),
  reps: z.object({ min: z.number().int().max(MAX_SET_REPS), max: z.number().int() }).optional(),
  seconds: z.number().int().optional(),
  scheme: z.enum(SET_SCHEMES),
  restSeconds: z.number().int(),
  superset: SupersetLetterSchema.nullable(),
});

export const RoutineSchema = z.object({
  id: z.string(),
  name: z.string(),
  days: z.array(z.object({ name: z.string(), exercises: z.array(RoutineExerciseOutSchema) })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Routine = z.infer<typeof RoutineSchema>;
export type RoutineExercise = Routine['days'][number]['exercises'][number];

/** `POST /api/routines/{id}/days/{day}/session`: the member's calendar day. */
export const StartRoutineDaySchema = z.strictObject({ today: CalendarDateSchema.optional() });

/** A routine's day, prescribed for today: ready for the guided session. */
export const RoutineSessionSchema = z.object({
  title: z.string(),
  exercises: z.array(WorkoutExerciseSchema),
  estimatedMinutes: z.number().int(),
  /** One line per change the progression made from the member's history. */
  adaptations: z.array(z.string()),
  routineId: z.string(),
  /** The day's position in the routine (0-based) and its name. */
  dayIndex: z.number().int(),
  day: z.string(),
});
export type RoutineSession = z.infer<typeof RoutineSessionSchema>;

/** `POST /api/workouts/prescribe`: exercises the member picks (quick start), for today. */
export const PrescribeExercisesSchema = z.strictObject({
  exercises: z
    .array(RoutineExerciseSchema)
    .min(1, 'choose at least one exercise')
    .max(MAX_ROUTINE_DAY_EXERCISES, `at most ${MAX_ROUTINE_DAY_EXERCISES} exercises`),
  today: CalendarDateSchema.optional(),
});
export type PrescribeExercisesInput = z.input<typeof PrescribeExercisesSchema>;

export const PrescribedExercisesSchema = z.object({
  exercises: z.array(WorkoutExerciseSchema),
  adaptations: z.array(z.string()),
});
export type PrescribedExercises = z.infer<typeof PrescribedExercisesSchema>;
