import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_ROUTINE_DAYS,
  PrescribedExercisesSchema,
  PrescribeExercisesSchema,
  RoutineSchema,
  RoutineSessionSchema,
  SaveRoutineSchema,
  StartRoutineDaySchema,
} from '#common/schemas/routines.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { invalidField } from '../../http/errors.ts';
import { ErrorBodySchema, IdParamSchema, SuccessSchema } from '../../http/openapi.ts';
import {
  createRoutine,
  deleteRoutine,
  listRoutines,
  prescribeExercises,
  startRoutineDay,
  updateRoutine,
} from './routines.service.ts';

const refusals = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

const DayParamsSchema = IdParamSchema('id').extend({
  day: z.coerce
    .number({ error: 'must be a day of the routine' })
    .int('must be a day of the routine')
    .min(0, 'must be a day of the routine')
    .max(MAX_ROUTINE_DAYS - 1, 'must be a day of the routine'),
});

export const routinesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['routines'];

    app.get(
      '/api/routines',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Your routines, newest first',
          response: { 200: z.array(RoutineSchema), 401: ErrorBodySchema },
        },
      },
      async (request) => listRoutines(db, currentUser(request).id),
    );

    app.post(
      '/api/routines',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid routine' },
        schema: {
          tags,
          summary:
            'Create a routine: days of library exercises with sets, reps (a range or fixed), a top set with back-off sets, rest and supersets. Free: not available; Basic: up to 5; Pro and Premium: unlimited. A refusal is 403 PLAN_LIMIT.',
          body: SaveRoutineSchema,
          response: { 201: RoutineSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const routine = await createRoutine(db, currentUser(request).id, request.body);
        return reply.status(201).send(routine);
      },
    );

    app.put(
      '/api/routines/:id',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid routine' },
        schema: {
          tags,
          summary: 'Replace one of your routines (its name and days)',
          params: IdParamSchema('id'),
          body: SaveRoutineSchema,
          response: { 200: RoutineSchema, ...refusals },
        },
      },
      async (request) =>
        updateRoutine(db, currentUser(request).id, request.params.id, request.body),
    );

    app.delete(
      '/api/routines/:id',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Delete one of your routines (the workouts logged from it stay)',
          params: IdParamSchema('id'),
          response: { 200: SuccessSchema, ...refusals },
        },
      },
      async (request) => {
        await deleteRoutine(db, currentUser(request).id, request.params.id);
        return { success: true as const };
      },
    );

    app.post(
      '/api/workouts/prescribe',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid exercises' },
        schema: {
          tags: ['workouts'],
          summary:
            'Exercises you choose (a quick session built as you go), prescribed for today: loads and reps from your history by the progression rules',
          body: PrescribeExercisesSchema,
          response: { 200: PrescribedExercisesSchema, ...refusals },
        },
      },
      async (request) => {
        const { exercises, today } = request.body;
        const found = await prescribeExercises(db, currentUser(request).id, exercises, today);
        if (found.exercises.length === 0) {
          throw invalidField(
            'exercises.0.exerciseId',
            'is not an exercise of the library',
            'Invalid exercises',
          );
        }
        return found;
      },
    );

    app.post(
      '/api/routines/:id/days/:day/session',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary:
            "A day of one of your routines prescribed for today: each exercise's sets, reps and rest as you wrote them, loads and reps from your history by the progression rules, with the reasons",
          params: DayParamsSchema,
          body: StartRoutineDaySchema,
          response: { 200: RoutineSessionSchema, ...refusals },
        },
      },
      async (request) =>
        startRoutineDay(
          db,
          currentUser(request).id,
          request.params.id,
          request.params.day,
          request.body,
        ),
    );
  };
