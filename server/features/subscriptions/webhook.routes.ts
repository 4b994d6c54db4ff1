import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';
import type { StripePayments } from '../../integrations/payments/stripe.ts';
import { handleStripeEvent, type WebhookEvent } from './webhook.service.ts';

const isStripe = (payments: AppDeps['payments']): payments is StripePayments =>
  payments.mode === 'stripe' && 'webhookSecret' in payments;

/**
 * `POST /api/webhooks/stripe`: Stripe calls it server to server (no session, no same-origin
 * check). The signature is verified on the raw body, so this plugin (encapsulated) keeps JSON
 * bodies as buffers.
 */
export const webhookRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    app.post(
      '/api/webhooks/stripe',
      {
        config: { allowCrossOrigin: true },
        schema: {
          tags: ['subscriptions'],
          summary: 'Stripe webhook (signature-verified; each event applied once)',
          description:
            'A 404 when Stripe is not configured (the built-in dev payments need no webhook); a 400 when the `Stripe-Signature` does not verify.',
          security: [],
          response: {
            200: z.object({ received: z.literal(true), outcome: z.string() }),
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const payments = deps.payments;
        if (!isStripe(payments)) throw new AppError('NOT_FOUND', 'Stripe is not configured');
        const signature = request.headers['stripe-signature'];
        const raw = request.body;
        if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) {
          throw new AppError('BAD_REQUEST', 'Invalid signature');
        }
        let event: WebhookEvent;
        try {
          event = payments.client.webhooks.constructEvent(
            raw,
            signature,
            payments.webhookSecret,
          ) as unknown as WebhookEvent;
        } catch {
          throw new AppError('BAD_REQUEST', 'Invalid signature');
        }
        const outcome = await handleStripeEvent(deps.database.db, payments, event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
        return { received: true, outcome };
      },
    );
  };
