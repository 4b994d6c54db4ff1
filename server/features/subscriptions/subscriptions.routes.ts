import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelResponseSchema,
  CheckoutResponseSchema,
  CheckoutSuccessQuerySchema,
  CheckoutSuccessResponseSchema,
  CreateCheckoutSchema,
  PromoResponseSchema,
  UpdateTierSchema,
  ValidatePromoSchema,
} from '#common/schemas/payments.ts';
import { SubscriptionStatusSchema } from '#common/schemas/users.ts';
import { z } from 'zod';

const BillingPortalResponseSchema = z.object({ url: z.string() });
import type { AppDeps } from '../../deps.ts';
import {
  claimedUser,
  currentUser,
  requireAdmin,
  requireSelf,
  requireUser,
} from '../../http/auth.ts';
import { ErrorBodySchema, IdParamSchema } from '../../http/openapi.ts';
import {
  adminUpdateTier,
  cancelSubscription,
  checkoutSuccess,
  createBillingPortal,
  createCheckout,
  getSubscriptionStatus,
  validatePromo,
} from './subscriptions.service.ts';

/**
 * Long on purpose: a route plugin is the list of its routes, each a schema (which is also its
 * OpenAPI entry), its guards and one service call; the logic lives in the service.
 */
export const subscriptionsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['subscriptions'];
    app.get(
      '/api/subscriptions/status/:userId',
      {
        preHandler: requireSelf('userId'),
        schema: {
          tags,
          summary: 'Your plan tier, Flex Credit balance and cancellation state',
          params: IdParamSchema('userId'),
          response: { 200: SubscriptionStatusSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => getSubscriptionStatus(db, request.params.userId),
    );

    app.post(
      '/api/subscriptions/create-checkout',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Start checkout for a paid plan',
          description:
            'With the built-in dev payments (no provider configured) the plan changes at once for one month and the answer is `{ devMode: true, tier, sessionId }`; with a provider it is a checkout URL. A bad promo code is a 400.',
          body: CreateCheckoutSchema,
          response: {
            200: CheckoutResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            503: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const user = claimedUser(request, request.body.userId, 'change the plan');
        return createCheckout(
          db,
          deps.env,
          deps.payments,
          user,
          request.body.tier,
          request.body.promoCode,
        );
      },
    );

    app.get(
      '/api/subscriptions/checkout-success',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Activate the plan of a paid checkout session (applied once)',
          querystring: CheckoutSuccessQuerySchema,
          response: {
            200: CheckoutSuccessResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        checkoutSuccess(db, deps.payments, currentUser(request).id, request.query.session_id),
    );

    app.post(
      '/api/subscriptions/validate-promo',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Check a promo code',
          body: ValidatePromoSchema,
          response: {
            200: PromoResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => validatePromo(db, request.body.code),
    );

    app.post(
      '/api/subscriptions/cancel/:userId',
      {
        preHandler: requireSelf('userId'),
        schema: {
          tags,
          summary: 'Cancel the paid plan at the end of the current period',
          params: IdParamSchema('userId'),
          response: {
            200: CancelResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => cancelSubscription(db, deps.payments, request.params.userId),
    );

    app.post(
      '/api/subscriptions/portal',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'A link to the payment provider’s billing portal to change your card',
          description:
            'Stripe only, for a member who has subscribed through Stripe: answers `{ url }`, a one-time portal link that returns to `/account-settings`. Otherwise 400.',
          response: {
            200: BillingPortalResponseSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            503: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        createBillingPortal(
          db,
          deps.payments,
          currentUser(request).id,
          `${deps.appUrl}/account-settings`,
        ),
    );

    app.post(
      '/api/subscriptions/update-tier',
      {
        preHandler: requireAdmin,
        schema: {
          tags,
          summary: 'Admin: set a member’s plan tier',
          body: UpdateTierSchema,
          response: {
            200: SubscriptionStatusSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => adminUpdateTier(db, request.body.userId, request.body.tier),
    );
  };
