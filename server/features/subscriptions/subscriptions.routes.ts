import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SubscriptionStatusSchema } from '#common/schemas/users.ts';
import type { AppDeps } from '../../app.ts';
import { requireSelf } from '../../http/auth.ts';
import { ErrorBodySchema, IdParamSchema } from '../../http/openapi.ts';
import { getSubscriptionStatus } from './subscriptions.service.ts';

export const subscriptionsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/subscriptions/status/:userId',
      {
        preHandler: requireSelf('userId'),
        schema: {
          tags: ['subscriptions'],
          summary: 'Your plan tier and Flex Credit balance',
          params: IdParamSchema('userId'),
          response: { 200: SubscriptionStatusSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => getSubscriptionStatus(deps.database.db, request.params.userId),
    );
  };
