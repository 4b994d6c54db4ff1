import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExerciseGuideSchema,
  ExerciseSearchQuerySchema,
  ExerciseSearchResultSchema,
} from '#common/schemas/exercises.ts';
import type { AppDeps } from '../../deps.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';
import { getExerciseGuide, searchExercises } from './exercises.service.ts';

const GuideParamsSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(120, 'must be at most 120 characters'),
});

export const exercisesRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
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
  };
