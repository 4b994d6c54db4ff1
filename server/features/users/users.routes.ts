import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UpdateUserSchema, UserSchema } from '#common/schemas/users.ts';
import type { AppDeps } from '../../deps.ts';
import { DeleteAccountSchema } from '#common/schemas/payments.ts';
import {
  clearSessionCookie,
  currentUser,
  deleteUserSessions,
  requireSelf,
} from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { ErrorBodySchema, IdParamSchema } from '../../http/openapi.ts';
import { toUser } from './users.presenter.ts';
import { deleteAccount, exportAccount, getUser, updateUser } from './users.service.ts';

/**
 * The spec's clients send either the changed fields themselves or `{ userId, updates }`.
 * `userId` is only a claim: it must name the signed-in user.
 */
const UpdateUserBodySchema = z.preprocess(
  (body) => {
    if (body && typeof body === 'object' && 'updates' in body) {
      const { updates, userId } = body as { updates: unknown; userId?: unknown };
      if (updates && typeof updates === 'object') {
        return userId === undefined ? updates : { ...updates, userId };
      }
    }
    return body;
  },
  UpdateUserSchema.extend({ userId: z.string().optional() }),
);

export const usersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['users'];

    app.get(
      '/api/user/:id',
      {
        preHandler: requireSelf('id'),
        schema: {
          tags,
          summary: 'Your profile',
          params: IdParamSchema('id'),
          response: { 200: UserSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => toUser(await getUser(db, request.params.id)),
    );

    app.put(
      '/api/user/:id',
      {
        preHandler: requireSelf('id'),
        config: { validationMessage: 'Invalid user data' },
        schema: {
          tags,
          summary:
            'Change profile and preference fields (first name, level, goals, equipment, weights, time available, days per week, newsletter consent, units)',
          params: IdParamSchema('id'),
          body: UpdateUserBodySchema,
          response: {
            200: UserSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { userId, ...changes } = request.body;
        if (userId !== undefined && userId !== request.params.id) {
          throw forbidden('You can only change your own account');
        }
        return toUser(await updateUser(db, request.params.id, changes, currentUser(request).units));
      },
    );

    app.get(
      '/api/user/:id/export',
      {
        preHandler: requireSelf('id'),
        schema: {
          tags,
          summary: 'Download all your data (JSON)',
          description:
            'Profile, subscription and its changes, payments, workouts, saved workouts, measurements, chat messages and the credit ledger, as a `flexcoach-data.json` attachment.',
          params: IdParamSchema('id'),
          response: {
            200: z.looseObject({ profile: UserSchema }),
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const data = await exportAccount(db, request.params.id);
        reply
          .header('content-disposition', 'attachment; filename="flexcoach-data.json"')
          .header('cache-control', 'no-store');
        return data;
      },
    );

    app.delete(
      '/api/user/:id',
      {
        preHandler: requireSelf('id'),
        schema: {
          tags,
          summary: 'Delete your account and all its data (password required)',
          params: IdParamSchema('id'),
          body: DeleteAccountSchema,
          response: {
            200: z.object({ success: z.literal(true) }),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            429: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        await deleteAccount(db, request.params.id, request.body.password, deps.env.DATA_DIR);
        await deleteUserSessions(db, request.params.id);
        clearSessionCookie(request, reply, deps.env.APP_URL);
        return { success: true as const };
      },
    );
  };
