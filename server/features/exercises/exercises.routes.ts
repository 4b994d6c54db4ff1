import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExerciseDetailSchema,
  ExerciseGuideSchema,
  ExerciseHistorySchema,
  ExerciseSearchQuerySchema,
  ExerciseSearchResultSchema,
} from '#common/schemas/exercises.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';
import { exerciseDetail, exerciseHistory } from './exercise-history.service.ts';
import { getExerciseGuide, searchExercises } from './exercises.service.ts';

const GuideParamsSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
});

const ExerciseIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(120, 'must be at most 120 characters')
    .regex(/^[\w-]+$/, 'must be an exercise id (letters, digits, _ and -)'),
});

const PAGE_MESSAGE = 'must be a whole number from 1 to 100';
const HistoryQuerySchema = z.object({
  /** Optional: a client may name the member; it must be the signed-in one (admins read anyone's). */
  userId: z.string().trim().min(1).max(100).optional(),
  /** Workouts with the exercise in the page: 1 to 100 (default 30). */
  limit: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(100, PAGE_MESSAGE)
    .optional(),
  /** `nextBefore` of the page before: this page starts after it (keyset paging). */
  before: z.uuid({ error: 'must be the id of one of your workouts' }).optional(),
});

export const exercisesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['exercises'];

    app.get(
      '/api/exercises/info/:name',
      {
        schema: {
          tags,
          summary: 'How to do an exercise: emoji, difficulty, instructions, tips and muscles',
          description:
            'Public. The ten built-in guides (Push-ups, Squats, Plank...) match whatever the case, spacing or plural ("push ups", "Pushups"); other names come from the exercise catalogue; an unknown name gets a generic guide (`source: "generic"`). Send the name URL-encoded.',
          security: [],
          params: GuideParamsSchema,
          response: { 200: ExerciseGuideSchema, 400: ErrorBodySchema },
        },
      },
      async (request) => getExerciseGuide(request.params.name),
    );

    app.get(
      '/api/exercises/search',
      {
        schema: {
          tags,
          summary: 'Search the exercise catalogue',
          description:
            'Public. `q` matches the start of words of the name, case-insensitively ("bench pr" finds "Barbell Bench Press"); `muscle` filters on the primary muscles; `equipment` uses the profile options (no-equipment, dumbbells, barbell, kettlebells, resistance-bands, pull-up-bar, bench, full-gym). Ordered by name (with `q`: exact names, then names starting with it). Paged with `limit` (1-100, default 20) and `offset`.',
          security: [],
          querystring: ExerciseSearchQuerySchema,
          response: { 200: ExerciseSearchResultSchema, 400: ErrorBodySchema },
        },
      },
      async (request) => searchExercises(request.query),
    );

    app.get(
      '/api/exercises/:id',
      {
        schema: {
          tags,
          summary: 'One exercise of the library: instructions, tips, muscles and alternatives',
          description:
            'Public. `id` is the catalogue id from `/api/exercises/search` (e.g. `Dumbbell_Bench_Press`). Alternatives train the same primary muscle, most familiar first.',
          security: [],
          params: ExerciseIdParamsSchema,
          response: { 200: ExerciseDetailSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request) => exerciseDetail(request.params.id),
    );

    app.get(
      '/api/exercises/:id/history',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary:
            'Your sessions of one exercise, newest first, a page at a time, and your records with it over your whole history',
          description:
            "Only the signed-in member's own workouts are read. Weights are in the member's unit (`units`); `estimatedOneRepMax` is Epley's weight × (1 + reps / 30). Records: heaviest weight, best estimated one-rep max, most reps in a set, each with the date it was set.",
          params: ExerciseIdParamsSchema,
          querystring: HistoryQuerySchema,
          response: {
            200: ExerciseHistorySchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { userId, limit, before } = request.query;
        if (userId !== undefined && userId !== user.id && !user.isAdmin) {
          throw forbidden('You can only access your own account');
        }
        return exerciseHistory(db, userId ?? user.id, request.params.id, user.units, {
          limit,
          before,
        });
      },
    );
  };
