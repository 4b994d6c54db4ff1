import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SubscriptionStatusSchema } from '#common/schemas/users.ts';
import type { AppDeps } from '../../app.ts';
import { claimedUser, requireSelf, requireUser } from '../../http/auth.ts';
import { ErrorBodySchema, IdParamSchema } from '../../http/openapi.ts';
import { createCheckout, getSubscriptionStatus } from './subscriptions.service.ts';

const CreateCheckoutSchema = z.object({
  userId: z.string().max(100).optional(),
  tier: z.enum(['basic', 'pro', 'premium'], {
    error: 'must be basic, pro or premium (the free plan needs no checkout)',
  }),
  promoCode: z.string().trim().toUpperCase().max(40).optional(),
});

const CheckoutResponseSchema = z.union([
  z.object({ devMode: z.literal(true), tier: z.enum(['basic', 'pro', 'premium']) }),
  z.object({ devMode: z.literal(false), checkoutUrl: z.string(), url: z.string() }),
]);

export const subscriptionsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['subscriptions'];
    app.get(
      '/api/subscriptions/status/:userId',
      {
        preHandler: requireSelf('userId'),
        schema: {
          tags,
          summary: 'Your plan tier and Flex Credit balance',
          params: IdParamSchema('userId'),
          response: { 200: SubscriptionStatusSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => getSubscriptionStatus(deps.database.db, request.params.userId),
    );

    app.post(
      '/api/subscriptions/create-checkout',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Start checkout for a paid plan',
          description:
            'With the built-in dev payments (no provider configured) the plan changes at once and the answer is `{ devMode: true, tier }`; with a provider it is a checkout URL.',
          body: CreateCheckoutSchema,
          response: {
            200: CheckoutResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const user = claimedUser(request, request.body.userId, 'change the plan');
        return createCheckout(deps.database.db, deps.payments, user, request.body.tier);
      },
    );
  };
