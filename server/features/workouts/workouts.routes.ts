import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarDateSchema } from '#common/schemas/fields.ts';
import {
  LogWorkoutSchema,
  UpdateWorkoutSchema,
  RecordsSummarySchema,
  StatsResponseSchema,
  WorkoutSchema,
} from '#common/schemas/workouts.ts';
import { type RecordsSummary, recordsSummaryIn } from '#common/training/session-records.ts';
import type { AppDeps } from '../../deps.ts';
import {
  bodyUnits,
  claimedUser,
  currentUser,
  ownData,
  requireSelf,
  requireUser,
} from '../../http/auth.ts';
import { ErrorBodySchema, IdParamSchema, SuccessSchema } from '../../http/openapi.ts';
import { computeRecords, storedRecordsRead } from '../exercises/index.ts';
import { routinesRoutes } from './routines.routes.ts';
import { savedWorkoutsRoutes } from './saved-workouts.routes.ts';
import { toWorkout } from './workouts.presenter.ts';
import {
  deleteWorkout,
  listWorkouts,
  logWorkout,
  updateWorkout,
  statsDay,
  statsFromDates,
  workoutStatsRead,
  WORKOUT_HISTORY_LIMIT,
} from './workouts.service.ts';

/** `GET /api/workouts/{userId}`: one page of the history, newest first. */
export const HistoryQuerySchema = z.object({
  /** Workouts in the page: 1 to 500 (default 500, the whole history of most members). */
  limit: z.coerce
    .number({ error: 'must be a whole number from 1 to 500' })
    .int('must be a whole number from 1 to 500')
    .min(1, 'must be a whole number from 1 to 500')
    .max(WORKOUT_HISTORY_LIMIT, 'must be a whole number from 1 to 500')
    .optional(),
  /** The id of the last workout of the page before: the page starts after it (keyset paging). */
  before: z.uuid({ error: 'must be the id of one of your workouts' }).optional(),
});

const StatsQuerySchema = z.object({
  /** The member's local date, accepted within one day of the server's UTC date. */
  today: CalendarDateSchema.optional(),
});

export const workoutsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.post(
      '/api/workouts',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid workout' },
        schema: {
          tags: ['workouts'],
          summary:
            'Log a workout (completed or not) with its date; the date may be at most 1 day ahead of the server date. A repeated clientId answers 200 with the workout already logged',
          body: LogWorkoutSchema,
          response: {
            200: WorkoutSchema,
            201: WorkoutSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = claimedUser(request, request.body.userId, 'log workouts');
        const units = bodyUnits(request, request.body.units);
        const { row, created } = await logWorkout(db, user.id, request.body, units);
        return reply.status(created ? 201 : 200).send(toWorkout(row, units));
      },
    );

    app.put(
      '/api/workouts/:id',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid workout' },
        schema: {
          tags: ['workouts'],
          summary:
            'Correct one of your logged workouts: title, date and exercises with their sets replace what is stored (duration and completed too when given). Records, streaks, stats, the next targets and Flex follow at once',
          params: IdParamSchema('id'),
          body: UpdateWorkoutSchema,
          response: {
            200: WorkoutSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const units = bodyUnits(request, request.body.units);
        const row = await updateWorkout(db, user.id, request.params.id, request.body, units);
        return toWorkout(row, units);
      },
    );

    app.delete(
      '/api/workouts/:id',
      {
        preHandler: requireUser,
        schema: {
          tags: ['workouts'],
          summary: 'Delete one of your logged workouts; records, streaks and stats follow at once',
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
        await deleteWorkout(db, currentUser(request).id, request.params.id);
        return { success: true as const };
      },
    );

    app.get(
      '/api/workouts/:userId',
      {
        preHandler: requireSelf('userId'),
        schema: {
          tags: ['workouts'],
          summary: 'Your workout history, newest first (date, then time logged), a page at a time',
          description:
            'At most `limit` workouts (default and most 500). The next page: `before` = the id of the last workout of this one (keyset paging: a page costs the same a year back as today). A page shorter than `limit` is the last.',
          params: IdParamSchema('userId'),
          querystring: HistoryQuerySchema,
          response: {
            200: z.array(WorkoutSchema),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { units } = currentUser(request);
        const page = await listWorkouts(
          deps.database.prepare,
          request.params.userId,
          request.query,
        );
        return page.map((row) => toWorkout(row, units));
      },
    );

    app.get(
      '/api/stats/:userId',
      {
        preHandler: requireSelf('userId'),
        config: { ownRead: workoutStatsRead },
        schema: {
          tags: ['stats'],
          summary:
            'Streaks, total and weekly counts of your completed workouts, and how many workouts you logged in all (completed or not); `today` (your local date, within 1 day of the server date) sets the day the current streak ends on',
          params: IdParamSchema('userId'),
          querystring: StatsQuerySchema,
          response: {
            200: StatsResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { dates, logged } = ownData<{ dates: string[]; logged: number }>(request);
        return { ...statsFromDates(dates, statsDay(request.query.today)), loggedWorkouts: logged };
      },
    );

    app.get(
      '/api/records/:userId',
      {
        preHandler: requireSelf('userId'),
        config: { ownRead: storedRecordsRead },
        schema: {
          tags: ['workouts'],
          summary:
            'Your personal records over your whole history, in your unit: the best of each lift, how many records you set, and the best of each exercise your next session is measured against',
          params: IdParamSchema('userId'),
          response: {
            200: RecordsSummarySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { summary: stored } = ownData<{ summary: RecordsSummary | null }>(request);
        const summary = stored ?? (await computeRecords(db, request.params.userId));
        return recordsSummaryIn(summary, currentUser(request).units);
      },
    );

    await app.register(savedWorkoutsRoutes(deps));
    await app.register(routinesRoutes(deps));
  };
