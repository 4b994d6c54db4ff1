import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateDailyLogSchema,
  DailyLogSchema,
  UpdateDailyLogSchema,
} from '#common/schemas/nutrition.ts';
import { CalendarDateSchema } from '#common/schemas/fields.ts';
import type { AppDeps } from '../../deps.ts';
import { claimedUser, currentUser, requireUser } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { ErrorBodySchema, IdParamSchema } from '../../http/openapi.ts';
import { toDailyLog } from './nutrition.presenter.ts';
import {
  assertNutritionAccess,
  listDailyLogs,
  updateDailyLog,
  upsertDailyLog,
} from './nutrition.service.ts';

const DailyLogsQuerySchema = z.object({
  from: CalendarDateSchema.optional(),
  to: CalendarDateSchema.optional(),
});

export const nutritionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['nutrition'];

    app.get(
      '/api/daily-logs/:userId',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary:
            'Your daily nutrition logs, newest date first; optionally from/to (yyyy-MM-dd, inclusive), else the latest 400. Basic plan and above',
          params: IdParamSchema('userId'),
          querystring: DailyLogsQuerySchema,
          response: {
            200: z.array(DailyLogSchema),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { userId } = request.params;
        if (userId !== user.id) {
          if (!user.isAdmin) throw forbidden('You can only access your own nutrition logs');
        } else {
          await assertNutritionAccess(db, user);
        }
        return (await listDailyLogs(db, userId, request.query)).map(toDailyLog);
      },
    );

    app.post(
      '/api/daily-logs',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid daily log' },
        schema: {
          tags,
          summary:
            'Save your log for a date: creates it (201) or updates the existing one (200). Whole numbers; water in ml. Basic plan and above',
          body: CreateDailyLogSchema,
          response: {
            200: DailyLogSchema,
            201: DailyLogSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = claimedUser(request, request.body.userId, 'save nutrition logs');
        await assertNutritionAccess(db, user);
        const { log, created } = await upsertDailyLog(db, user.id, request.body);
        return reply.status(created ? 201 : 200).send(toDailyLog(log));
      },
    );

    app.put(
      '/api/daily-logs/:id',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid daily log' },
        schema: {
          tags,
          summary: 'Replace the values of one of your daily logs. Basic plan and above',
          params: IdParamSchema('id'),
          body: UpdateDailyLogSchema,
          response: {
            200: DailyLogSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await assertNutritionAccess(db, user);
        return toDailyLog(await updateDailyLog(db, user.id, request.params.id, request.body));
      },
    );
  };
