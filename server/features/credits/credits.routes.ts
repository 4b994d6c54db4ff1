import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmCreditsResponseSchema,
  ConfirmCreditsSchema,
  PurchaseCreditsResponseSchema,
  PurchaseCreditsSchema,
} from '#common/schemas/payments.ts';
import type { AppDeps } from '../../deps.ts';
import { claimedUser, requireUser } from '../../http/auth.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';
import { confirmCredits, purchaseCredits } from './purchases.service.ts';

export const creditsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['credits'];
    app.post(
      '/api/credits/purchase',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Start buying a Flex Credit pack',
          description:
            'Records a pending payment and answers the provider’s client secret (a dev secret in dev mode) and the payment id to confirm.',
          body: PurchaseCreditsSchema,
          response: {
            200: PurchaseCreditsResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            503: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const user = claimedUser(request, request.body.userId, 'buy credits');
        return purchaseCredits(db, deps.env, deps.payments, user.id, request.body.packageId);
      },
    );

    app.post(
      '/api/credits/confirm',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Add the credits of a paid pack (applied once)',
          body: ConfirmCreditsSchema,
          response: {
            200: ConfirmCreditsResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
            503: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const user = claimedUser(request, request.body.userId, 'buy credits');
        return confirmCredits(
          db,
          deps.env,
          deps.payments,
          user.id,
          request.body.packageId,
          request.body.paymentId,
        );
      },
    );
  };
