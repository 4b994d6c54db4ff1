import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateSavedWorkoutSchema, SavedWorkoutSchema } from '#common/schemas/workouts.ts';
import type { AppDeps } from '../../deps.ts';
import { bodyUnits, claimedUser, currentUser, requireUser } from '../../http/auth.ts';
import { ErrorBodySchema, IdParamSchema, SuccessSchema } from '../../http/openapi.ts';
import { toSavedWorkout } from './workouts.presenter.ts';
import {
  createSavedWorkout,
  deleteSavedWorkout,
  listSavedWorkouts,
} from './saved-workouts.service.ts';

export const savedWorkoutsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['saved-workouts'];

    app.get(
      '/api/saved-workouts',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Your saved workouts, newest first',
          response: { 200: z.array(SavedWorkoutSchema), 401: ErrorBodySchema },
        },
      },
      async (request) => {
        const { id, units } = currentUser(request);
        return (await listSavedWorkouts(db, id)).map((row) => toSavedWorkout(row, units));
      },
    );

    app.post(
      '/api/saved-workouts',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid saved workout' },
        schema: {
          tags,
          summary:
            'Save a workout (difficulty defaults to your level). Free: not available; Basic: up to 5; Pro and Premium: unlimited. A refusal is 403 PLAN_LIMIT.',
          body: CreateSavedWorkoutSchema,
          response: {
            201: SavedWorkoutSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = claimedUser(request, request.body.userId, 'save workouts');
        const units = bodyUnits(request, request.body.units);
        const row = await createSavedWorkout(db, user.id, request.body, units);
        return reply.status(201).send(toSavedWorkout(row, units));
      },
    );

    app.delete(
      '/api/saved-workouts/:id',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Delete one of your saved workouts',
          params: IdParamSchema('id'),
          response: {
            200: SuccessSchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        await deleteSavedWorkout(db, currentUser(request).id, request.params.id);
        return { success: true as const };
      },
    );
  };
