import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateMeasurementSchema,
  MEASUREMENT_TYPES,
  MeasurementSchema,
  WeightHistorySchema,
} from '#common/schemas/measurements.ts';
import type { AppDeps } from '../../deps.ts';
import { bodyUnits, claimedUser, currentUser, requireSelf, requireUser } from '../../http/auth.ts';
import { ErrorBodySchema, IdParamSchema, SuccessSchema } from '../../http/openapi.ts';
import { toMeasurement, toWeightHistory } from './measurements.presenter.ts';
import {
  BEFORE_MESSAGE,
  createMeasurement,
  deleteMeasurement,
  listMeasurements,
  MEASUREMENT_HISTORY_LIMIT,
  WEIGHT_TREND_WEEKS,
  weightHistory,
} from './measurements.service.ts';

const LIMIT_MESSAGE = `must be a whole number from 1 to ${MEASUREMENT_HISTORY_LIMIT}`;

const MeasurementsQuerySchema = z.object({
  type: z
    .enum(MEASUREMENT_TYPES, { error: `must be one of: ${MEASUREMENT_TYPES.join(', ')}` })
    .optional(),
  /** At most this many, newest first: 1 to 1000 (default 1000). */
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MEASUREMENT_HISTORY_LIMIT, LIMIT_MESSAGE)
    .optional(),
  /** The id of the last measurement of the page before: this page starts after it. */
  before: z.uuid({ error: BEFORE_MESSAGE }).optional(),
});

export const measurementsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['measurements'];

    app.get(
      '/api/measurements/:userId',
      {
        preHandler: requireSelf('userId'),
        schema: {
          tags,
          summary:
            'Your body measurements, newest date first (then newest added), optionally of one type, a page at a time (`limit`, at most 1000, and `before`)',
          params: IdParamSchema('userId'),
          querystring: MeasurementsQuerySchema,
          response: {
            200: z.array(MeasurementSchema),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { units } = currentUser(request);
        const rows = await listMeasurements(db, request.params.userId, request.query);
        return rows.map((row) => toMeasurement(row, units));
      },
    );

    app.get(
      '/api/measurements/:userId/weight',
      {
        preHandler: requireSelf('userId'),
        schema: {
          tags,
          summary: 'Your weight in a few rows, however long your history',
          description: `The first and the latest weigh-in, and the mean of each week (Monday to Sunday) of the newest ${WEIGHT_TREND_WEEKS} weeks with a weigh-in, newest first, in your unit.`,
          params: IdParamSchema('userId'),
          response: {
            200: WeightHistorySchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        toWeightHistory(await weightHistory(db, request.params.userId), currentUser(request).units),
    );

    app.post(
      '/api/measurements',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid measurement' },
        schema: {
          tags,
          summary:
            'Add one measurement in your unit (weight in lbs or kg; waist, chest, biceps, thighs in inches or cm); value as a string or number, kept to 1 decimal',
          body: CreateMeasurementSchema,
          response: {
            201: MeasurementSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = claimedUser(request, request.body.userId, 'add measurements');
        const units = bodyUnits(request, request.body.units);
        const row = await createMeasurement(db, user.id, request.body, units);
        return reply.status(201).send(toMeasurement(row, units));
      },
    );

    app.delete(
      '/api/measurements/:id',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Delete one of your measurements',
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
        await deleteMeasurement(db, currentUser(request).id, request.params.id);
        return { success: true as const };
      },
    );
  };
