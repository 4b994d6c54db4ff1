import type { RecordsSummary } from '#common/training/session-records.ts';
import type { Goal, Tier } from '#common/constants.ts';
import type { ExerciseGuide } from '#common/schemas/exercises.ts';
import type { Measurement } from '#common/schemas/measurements.ts';
import type { MeasurementTrend } from './facts.ts';
import type { Note } from '#common/schemas/notes.ts';
import type { DailyLog } from '#common/schemas/nutrition.ts';
import type {
  SavedWorkout,
  UserStats,
  WeekPlan,
  Workout,
  WorkoutExercise,
} from '#common/schemas/workouts.ts';
import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import type { User } from '#common/schemas/users.ts';

export interface CoachTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface CoachRequest {
  userId: string;
  tier: Tier;
  message: string;
  /** At most the last 5 turns, user and assistant only. */
  history: CoachTurn[];
  /** The member's local date (yyyy-MM-dd) when known, else the server's. */
  today: string;
}

/** Read-only access to the member's own data: the facts the coach answers from (its "tools"). */
export interface CoachData {
  profile(): Promise<User>;
  stats(): Promise<UserStats>;
  recentWorkouts(limit?: number): Promise<Workout[]>;
  /** The member's records over their whole history, in their unit (decision 044). */
  records(): Promise<RecordsSummary>;
  measurements(type?: Measurement['type']): Promise<Measurement[]>;
  /**
   * One measurement's trend over the member's whole history (first and latest entry, count),
   * read without loading every entry: a member who weighs in daily has thousands.
   */
  measurementTrend(type: Measurement['type']): Promise<MeasurementTrend | null>;
  savedWorkouts(): Promise<SavedWorkout[]>;
  exerciseGuide(name: string): Promise<ExerciseGuide>;
  /** Nutrition and hydration logs (calories, macros in g, water in ml), the newest 60, newest first. */
  dailyLogs(): Promise<DailyLog[]>;
  /** The member's notes, most recently updated first. */
  notes(): Promise<Note[]>;
  /** The member's plan and Flex Credits, and the free plan's generated workouts this week. */
  plan(): Promise<CoachPlan>;
  /** The member's week: their split, this week's workouts and what the next session trains. */
  weekPlan(): Promise<WeekPlan>;
  /**
   * A session the workout generator builds for the member on `day` (their profile, history and
   * loads), with the minutes or equipment a message asked for instead of the profile's.
   */
  suggestWorkout(request: WorkoutSuggestionRequest): Promise<GeneratedWorkoutPlan>;
  /**
   * Library exercises for these muscles that the member can do (their level and equipment), the
   * best known first.
   */
  exercisesFor(muscles: readonly string[], limit: number): Promise<CatalogueExercise[]>;
  /**
   * What the workout screen's Swap dialog offers the member for this library exercise (its name
   * or id), the same list in the same order; null when the name is not a library exercise.
   */
  swapChoices(exercise: string): Promise<CatalogueExercise[] | null>;
  /** The exercise library (the same for every member). */
  readonly exercises: ExerciseLookup;
}

/** The exercise library as the coach reads it: in memory, so every lookup is synchronous. */
export interface ExerciseLookup {
  /** The built-in guide a phrase names ("push ups" -> "Push-ups"). */
  builtinGuideName(phrase: string): string | undefined;
  /** A catalogue exercise by its name (case and punctuation ignored). */
  catalogueExercise(name: string): CatalogueExercise | undefined;
  /** The library's search, best match first. */
  search(query: string, limit: number): CatalogueExercise[];
  /** Two names of one exercise ("Push-ups", "push ups"). */
  sameExercise(a: string, b: string): boolean;
  /** The general steps that suit any exercise (for one without written steps). */
  genericSteps(name: string): string[];
  /** The main muscles these workouts trained, by the generator's own rule. */
  mainMuscles(workouts: readonly Workout[]): string[];
  /**
   * Why a plan holds this lift, when it is a staple of a movement pattern (staples.ts): the
   * pattern as a member reads it, and the reviewed reason.
   */
  staple(name: string): { pattern: string; why: string } | undefined;
}

export interface WorkoutSuggestionRequest {
  /** The member's day the session is for (yyyy-MM-dd). */
  day: string;
  minutes: number | null;
  equipment: string[] | null;
  /** Equipment left out of today's session ("no barbell today"). */
  without?: string[] | null;
}

/** What the generator suggests, in the member's unit. */
export interface GeneratedWorkoutPlan {
  title: string;
  focus: string[];
  estimatedMinutes: number;
  exercises: WorkoutExercise[];
  adaptations: string[];
  /** The equipment the session was built for. */
  equipment: string[];
  /** Where the session falls in the member's training block. */
  block?: { week: number; weeks: number; deload: boolean };
  /** The day of the split ("Upper A"). */
  day?: string;
  /** The member's goal the session was built for (its title says it: "Fat Burn"), if known. */
  goal?: Goal;
}

export interface CoachPlan {
  tier: Tier;
  flexCredits: number;
  /** A paid plan cancelled by the member: it ends at `currentPeriodEnd`. */
  cancelAtPeriodEnd: boolean;
  /** When a paid plan renews (or ends, when cancelled); null on the free plan. */
  currentPeriodEnd: string | null;
  /** Workouts generated in the last 7 days (the free plan's rolling week). */
  generatedLast7Days: number;
  /** The free plan's weekly generated workouts; null on a paid plan (no limit). */
  weeklyWorkoutLimit: number | null;
}

export interface Coach {
  readonly provider: 'builtin' | 'openai-compatible';
  /** The model that answers for a tier (for logs and the note; 'builtin' for the built-in coach). */
  modelFor(tier: Tier): string;
  /**
   * Answers one message. Throws AppError('SERVICE_UNAVAILABLE', message, { details }) when the
   * provider fails or times out; never throws for a normal answer.
   */
  reply(request: CoachRequest, data: CoachData): Promise<string>;
}
