import { z } from 'zod';
import {
  BodyUnitsSchema,
  CalendarDateSchema,
  WorkoutDateSchema,
  WorkoutDurationSchema,
  DaysPerWeekSchema,
  EquipmentListSchema,
  EquipmentSchema,
  GoalsSchema,
  LevelSchema,
  TimeAvailableSchema,
} from './fields.ts';

import { EQUIPMENT } from '../constants.ts';
import { LOAD_TYPES } from '../training/loads.ts';
import {
  EFFORTS,
  EXERCISE_NOTE_MAX,
  MAX_LOAD_LBS,
  MAX_LOGGED_SETS,
  MAX_SET_REPS,
  MAX_SET_SECONDS,
  REST_BETWEEN_SETS_S,
  SET_SCHEMES,
  SETS_PER_EXERCISE,
  SUPERSET_LETTERS,
} from '../workout-constants.ts';

export type { Effort, SetScheme } from '../workout-constants.ts';
export {
  CALORIES_PER_SECOND,
  EFFORTS,
  estimateCalories,
  EXERCISE_NOTE_MAX,
  MAX_LOAD_LBS,
  MAX_LOGGED_SETS,
  MAX_SET_REPS,
  MAX_SET_SECONDS,
  RPE_VALUES,
  SET_SCHEMES,
  SUPERSET_LETTERS,
  REST_BETWEEN_EXERCISES_S,
  REST_BETWEEN_SETS_S,
  SETS_PER_EXERCISE,
} from '../workout-constants.ts';

export const SupersetLetterSchema = z.enum(SUPERSET_LETTERS);

const RPE_MIN = 6;
const RPE_MAX = 10;

/** What the member did in one set: reps, the load (in their unit; a band level 1-5), or seconds. */
export const PerformedSetSchema = z.strictObject({
  reps: z
    .number({ error: 'must be a whole number of reps' })
    .int('must be a whole number of reps')
    .min(0, 'must not be negative')
    .max(MAX_SET_REPS, `must be at most ${MAX_SET_REPS}`)
    .optional(),
  weight: z
    .number({ error: 'must be a number' })
    .finite()
    .min(0, 'must not be negative')
    .max(MAX_LOAD_LBS, `must be at most ${MAX_LOAD_LBS}`)
    .optional(),
  seconds: z
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must not be negative')
    .max(MAX_SET_SECONDS, `must be at most ${MAX_SET_SECONDS}`)
    .optional(),
  /** How hard the set was, 6 to 10 in halves (10 - RPE is the reps left in reserve). */
  rpe: z
    .number({ error: 'must be an RPE from 6 to 10 in halves' })
    .min(RPE_MIN, 'must be an RPE from 6 to 10 in halves')
    .max(RPE_MAX, 'must be an RPE from 6 to 10 in halves')
    .multipleOf(0.5, 'must be an RPE from 6 to 10 in halves')
    .optional(),
  /** The distance covered (a run, a row), in metres. */
  meters: z
    .number({ error: 'must be a whole number of metres' })
    .int('must be a whole number of metres')
    .min(0, 'must not be negative')
    .max(1_000_000, 'must be at most 1,000 km')
    .optional(),
  /** A warm-up set never counts in records, volume or progression; absent: a working set. */
  kind: z.enum(['warmup', 'working']).optional(),
});
export type PerformedSet = z.infer<typeof PerformedSetSchema>;

export const RepRangeSchema = z
  .object({
    min: z.number().int().min(1).max(MAX_SET_REPS),
    max: z.number().int().min(1).max(MAX_SET_REPS),
  })
  .refine((r) => r.min <= r.max, { message: 'min must not be above max' });

/**
 * One exercise of a workout (spec part 2 section 3): reps as a text range ("12-15") or a duration
 * as text ("30 seconds"); rest in seconds as text. The rest are optional extras.
 */
export const WorkoutExerciseSchema = z.object({
  name: z.string().trim().min(1).max(120),
  reps: z.string().trim().max(40).optional(),
  duration: z.string().trim().max(40).optional(),
  rest: z.string().trim().max(10).default(String(REST_BETWEEN_SETS_S)),
  /** The member set this rest in a session: the next prescription of the exercise keeps it. */
  restChosen: z.boolean().optional(),
  sets: z.number().int().min(1).max(10).default(SETS_PER_EXERCISE),
  /** Catalogue id, when the exercise comes from the catalogue. */
  exerciseId: z.string().max(120).optional(),
  primaryMuscles: z.array(z.string().max(40)).max(10).optional(),
  equipment: z.string().max(40).optional(),
  category: z.string().max(40).optional(),
  /** Filled in when logged: sets actually completed (0..sets), and the reps the member chose. */
  completedSets: z.number().int().min(0).max(10).optional(),
  repsDone: z.number().int().min(1).max(1000).optional(),
  skipped: z.boolean().optional(),
  /** What the exercise is loaded with; absent for bodyweight and timed exercises. */
  loadType: z.enum(LOAD_TYPES).optional(),
  /** The rep range to work in (generated workouts). */
  targetReps: RepRangeSchema.optional(),
  /** The reps to aim for in every set this time, from the last session. */
  aimReps: z.number().int().min(1).max(MAX_SET_REPS).optional(),
  /**
   * The load to use, in the member's unit (a band level 1-5 for bands); null when there is no
   * history yet: then pick a load you could lift 2 more times than the top of the range.
   */
  targetWeight: z.number().finite().min(0).max(MAX_LOAD_LBS).nullable().optional(),
  /** The member's note on the exercise in this session ("left shoulder clicked"). */
  note: z
    .string()
    .trim()
    .max(EXERCISE_NOTE_MAX, `must be at most ${EXERCISE_NOTE_MAX} characters`)
    .optional(),
  /** The note of the last session of this exercise, shown when it comes again. */
  lastNote: z.string().max(EXERCISE_NOTE_MAX).optional(),
  /** Last time's sets of this exercise, for the session's set rows ("Previous: 8 × 60 kg"). */
  previousSets: z.array(PerformedSetSchema).max(10).optional(),
  /** Logged: what the member did in each set (weights in their unit). */
  performedSets: z
    .array(PerformedSetSchema)
    .max(MAX_LOGGED_SETS, `at most ${MAX_LOGGED_SETS} sets`)
    .optional(),
  /** Logged: how the exercise felt, one optional tap after its last set. */
  effort: z.enum(EFFORTS).optional(),
  /** Prescribed in a deload week: lighter on purpose, so progression reads past it. */
  deload: z.boolean().optional(),
  /** 'cool-down' for the stretches that close a generated session; absent: the main block. */
  block: z.enum(['main', 'cool-down']).optional(),
  /**
   * A superset's letter: neighbours with the same letter are done in turn, one set each, with
   * the rest after the round (routines).
   */
  superset: SupersetLetterSchema.optional(),
  /** 'top-set': one heavy set, then back-off sets at `backoffWeight` (routines). */
  scheme: z.enum(SET_SCHEMES).optional(),
  /** The load of the back-off sets after a top set, in the member's unit. */
  backoffWeight: z.number().finite().min(0).max(MAX_LOAD_LBS).optional(),
});
export type WorkoutExercise = z.infer<typeof WorkoutExerciseSchema>;
export type WorkoutExerciseInput = z.input<typeof WorkoutExerciseSchema>;

export const WorkoutExercisesSchema = z
  .array(WorkoutExerciseSchema)
  .min(1, 'a workout needs at least one exercise')
  .max(40, 'a workout has at most 40 exercises');

/** `POST /api/workouts/generate`: every field defaults to the member's profile. */
export const GenerateWorkoutSchema = z
  .object({
    level: LevelSchema,
    goals: GoalsSchema,
    equipment: EquipmentListSchema,
    /**
     * Equipment left out of today's session ("no barbell today"): the block's day with the
     * closest lifts that do without it, for this session only.
     */
    without: z
      .array(EquipmentSchema, { error: 'must be a list of equipment' })
      .max(EQUIPMENT.length)
      .transform((items) => [...new Set(items)]),
    timeAvailable: TimeAvailableSchema,
    daysPerWeek: DaysPerWeekSchema,
    /** The member's local date; the server uses its own when this is more than a day away. */
    today: CalendarDateSchema,
    /**
     * "Generate Another": vary the session's accessories. Without it the session is the block's
     * (the same lifts for this day of the split all block long).
     */
    another: z.boolean(),
    /**
     * One id per press of Generate, made by the browser: the same press sent again (a retry, a
     * second tap) gets the same workout and is counted once against the free plan's week.
     */
    pressId: z.uuid(),
  })
  .partial();

/** Where a session or a week falls in the member's training block. */
export const BlockPositionSchema = z.object({
  number: z.number().int(),
  week: z.number().int(),
  weeks: z.number().int(),
  deload: z.boolean(),
  /** A deload brought forward because these lifts stalled before the week began. */
  stalled: z.array(z.string()).optional(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type GenerateWorkoutInput = z.input<typeof GenerateWorkoutSchema>;

export const GeneratedWorkoutSchema = z.object({
  title: z.string(),
  exercises: z.array(WorkoutExerciseSchema),
  /** Estimated length in minutes: each exercise's sets, reps and rests (decision 033). */
  estimatedMinutes: z.number().int(),
  /** Main muscle groups trained. */
  focus: z.array(z.string()),
  /** One short line per adaptation made from the member's history. */
  adaptations: z.array(z.string()),
  /** Generations left this week on the free tier; null when unlimited. */
  remainingThisWeek: z.number().int().nullable(),
  /** The training block the session belongs to (absent for a session outside one). */
  block: BlockPositionSchema.optional(),
  /** The day of the split it is: "Upper A", "Full Body B". */
  day: z.string().optional(),
});
export type GeneratedWorkout = z.infer<typeof GeneratedWorkoutSchema>;

/** `GET /api/workouts/week/{userId}`: the member's weekly program and this week so far. */
export const WeekPlanSchema = z.object({
  split: z.enum(['full-body', 'upper-lower', 'upper-lower-push-pull-legs', 'push-pull-legs']),
  /** "Upper / lower". */
  splitLabel: z.string(),
  /** The days the plan trains: the days chosen, at most 3 on the free plan. */
  daysPerWeek: z.number().int(),
  /** The days the member chose (more than `daysPerWeek` when the free plan caps them). */
  chosenDaysPerWeek: z.number().int(),
  /** Monday of this week and the member's today, yyyy-MM-dd. */
  weekStart: z.string(),
  today: z.string(),
  /** Monday to Sunday, with the workouts completed on each day. */
  days: z.array(
    z.object({
      date: z.string(),
      workouts: z.array(
        z.object({ id: z.string(), title: z.string(), focus: z.string().nullable() }),
      ),
    }),
  ),
  /** Days with a completed workout this week, and how many are planned. */
  done: z.number().int(),
  planned: z.number().int(),
  /** The day of the split the next generated workout is: "Upper A" (decision 036). */
  todayFocus: z.string(),
  /** The days left this week in order, from today's ("Upper A", "Lower A", "Upper B"). */
  upcoming: z.array(z.string()),
  /** Muscles still resting from today or yesterday, if any. */
  resting: z.array(z.string()),
  /** This week's place in the member's training block. */
  block: BlockPositionSchema,
  /**
   * Hard sets per muscle this week: planned (the block's session of each training day) and done
   * (completed logs), the most planned first.
   */
  volume: z.array(
    z.object({ muscle: z.string(), planned: z.number().int(), done: z.number().int() }),
  ),
  /**
   * The block's session of each day of the split this week ("Upper A", "Lower A", ...), with this
   * week's targets from the member's history, loads in their unit.
   */
  sessions: z.array(
    z.object({
      day: z.string(),
      title: z.string(),
      estimatedMinutes: z.number().int(),
      exercises: z.array(WorkoutExerciseSchema),
    }),
  ),
});
export type WeekPlan = z.infer<typeof WeekPlanSchema>;

/** `POST /api/workouts/swap`: alternatives for one exercise of the workout on screen. */
export const SwapExerciseSchema = z.object({
  exercise: WorkoutExerciseSchema.pick({
    name: true,
    exerciseId: true,
    reps: true,
    duration: true,
    block: true,
    sets: true,
    rest: true,
  }),
  /** Catalogue ids already in the workout, never offered. */
  exclude: z.array(z.string().max(120)).max(40).optional(),
  /** The member's local date (history is read up to it). */
  today: CalendarDateSchema.optional(),
});

export const SwapAlternativesSchema = z.object({ alternatives: z.array(WorkoutExerciseSchema) });

/**
 * `POST /api/workouts/block-swaps`: keep a swap for the rest of the member's training block
 * (catalogue ids). A swap made "just today" is not sent.
 */
export const KeepSwapSchema = z.object({
  fromExerciseId: z.string().trim().min(1).max(200),
  toExerciseId: z.string().trim().min(1).max(200),
});
export const KeptSwapSchema = z.object({
  /** The block the swap holds for, and its last day (yyyy-MM-dd). */
  blockNumber: z.number().int(),
  endsOn: z.string(),
});
export type KeptSwap = z.infer<typeof KeptSwapSchema>;
export type KeepSwapInput = z.input<typeof KeepSwapSchema>;

/** `POST /api/workouts`: log a workout (spec part 2 section 7). */
export const LogWorkoutSchema = z.object({
  userId: z.string().max(100).optional(),
  title: z.string().trim().min(1, 'is required').max(120),
  exercises: WorkoutExercisesSchema,
  /** Seconds. */
  duration: WorkoutDurationSchema,
  completed: z.boolean(),
  date: WorkoutDateSchema,
  units: BodyUnitsSchema,
  /**
   * Idempotency id made by the browser: sending the same log again (a log kept offline, a retry
   * after a lost answer) returns the workout already stored instead of logging a second one.
   */
  clientId: z.uuid().optional(),
});
export type LogWorkoutInput = z.input<typeof LogWorkoutSchema>;

/**
 * `PUT /api/workouts/{id}`: a logged workout corrected by its owner (a typo in a load, a set
 * added, the date). Title, date and exercises replace what is stored; duration and completed
 * stay as they are unless given.
 */
export const UpdateWorkoutSchema = z.object({
  title: z.string().trim().min(1, 'is required').max(120),
  exercises: WorkoutExercisesSchema,
  date: WorkoutDateSchema,
  duration: WorkoutDurationSchema.optional(),
  completed: z.boolean().optional(),
  units: BodyUnitsSchema,
});
export type UpdateWorkoutInput = z.input<typeof UpdateWorkoutSchema>;

export const WorkoutSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  exercises: z.array(WorkoutExerciseSchema),
  duration: z.number().int(),
  completed: z.boolean(),
  date: z.string(),
  createdAt: z.string(),
});
export type Workout = z.infer<typeof WorkoutSchema>;

/** `GET /api/stats/{userId}`. */
export const UserStatsSchema = z.object({
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  totalWorkouts: z.number().int(),
  /** Completed workouts per ISO week (Monday start), oldest first, last 12 weeks. */
  weekly: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  lastWorkoutDate: z.string().nullable(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

/** `GET /api/stats/{userId}`: the stats and how many workouts are logged (what an export holds). */
export const StatsResponseSchema = UserStatsSchema.extend({
  /** Every logged workout, completed or not: the count on the dashboard's export button. */
  loggedWorkouts: z.number().int(),
});
export type StatsResponse = z.infer<typeof StatsResponseSchema>;

const RecordsSchema = z.object({
  heaviestWeight: z.number().nullable(),
  bestEstimatedOneRepMax: z.number().nullable(),
  mostReps: z.number().nullable(),
});

/** `GET /api/records/{userId}`: the member's records over their whole history, in their unit. */
export const RecordsSummarySchema = z.object({
  /** Records set over time, each session counted against those before it. */
  recordsSet: z.number().int(),
  /** The best of each loaded exercise, the most recent record first. */
  bests: z.array(
    z.object({
      name: z.string(),
      exerciseId: z.string().optional(),
      loadType: z.enum(LOAD_TYPES).optional(),
      records: RecordsSchema,
      lastRecordDate: z.string(),
    }),
  ),
  /** The best of each exercise, keyed `id:<library id>` and `name:<compact name>`. */
  byExercise: z.record(z.string(), RecordsSchema),
  /** The date each of those records was first set, with the same keys. */
  recordDates: z.record(
    z.string(),
    z.object({
      heaviestWeight: z.string().nullable(),
      bestEstimatedOneRepMax: z.string().nullable(),
      mostReps: z.string().nullable(),
    }),
  ),
  /** The last time each of them was logged, with the same keys: its name then, and its load. */
  lastLogged: z.record(
    z.string(),
    z.object({ name: z.string(), date: z.string(), loadType: z.enum(LOAD_TYPES).optional() }),
  ),
  /** When the newest workout counted was logged; null with none. */
  latestLoggedAt: z.string().nullable(),
});

/** Saved workouts (spec part 2 section 3). */
export const CreateSavedWorkoutSchema = z.object({
  userId: z.string().max(100).optional(),
  name: z.string().trim().min(1, 'Please enter a workout name').max(80),
  description: z.string().trim().max(500).optional().default(''),
  exercises: WorkoutExercisesSchema,
  timeEstimate: z.number().int().min(1).max(600),
  difficulty: z.string().trim().max(20).optional(),
  units: BodyUnitsSchema,
});
export type CreateSavedWorkoutInput = z.input<typeof CreateSavedWorkoutSchema>;

export const SavedWorkoutSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  description: z.string(),
  exercises: z.array(WorkoutExerciseSchema),
  timeEstimate: z.number().int(),
  difficulty: z.string(),
  createdAt: z.string(),
});
export type SavedWorkout = z.infer<typeof SavedWorkoutSchema>;

/** Saved-workout limits by tier: free none, basic 5, pro and premium unlimited. */
export const SAVED_WORKOUT_LIMITS = { free: 0, basic: 5, pro: null, premium: null } as const;
