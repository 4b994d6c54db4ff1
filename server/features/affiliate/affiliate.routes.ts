import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AFFILIATE_COOKIE_DAYS, REFERRAL_COOKIE_NAME } from '#common/constants.ts';
import {
  AffiliateStatsSchema,
  PayoutInfoSchema,
  RegisterAffiliateSchema,
  TrackClickSchema,
  TrackShareSchema,
} from '#common/schemas/affiliate.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../http/auth.ts';
import { ErrorBodySchema, SuccessSchema } from '../../http/openapi.ts';
import { toAffiliateStats } from './affiliate.presenter.ts';
import {
  getAffiliateStats,
  joinAffiliate,
  regenerateCode,
  requestPayout,
  trackClick,
  trackShare,
  updatePayoutInfo,
} from './affiliate.service.ts';

const PayoutRequestedSchema = z.object({
  success: z.literal(true),
  payoutId: z.string(),
  amountCents: z.number().int(),
});

/**
 * Long on purpose: a route plugin is the list of its routes, each a schema (which is also its
 * OpenAPI entry), its guards and one service call; the logic lives in the service.
 */
export const affiliateRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['affiliate'];
    const stats = async (userId: string) => toAffiliateStats(await getAffiliateStats(db, userId));
    const secureCookie = (protocol: string) =>
      deps.env.APP_URL ? deps.env.APP_URL.startsWith('https://') : protocol === 'https';

    app.post(
      '/api/affiliate/track-click',
      {
        config: { validationMessage: 'Invalid referral code' },
        schema: {
          tags,
          summary:
            'A visit of a referral link: sets the 30-day referral cookie for an active code (no session needed)',
          body: TrackClickSchema,
          security: [],
          response: { 200: SuccessSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const code = await trackClick(
          db,
          request.body.code,
          request.cookies[REFERRAL_COOKIE_NAME],
          request.ip,
        );
        reply.setCookie(REFERRAL_COOKIE_NAME, code, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie(request.protocol),
          maxAge: AFFILIATE_COOKIE_DAYS * 24 * 60 * 60,
        });
        return { success: true as const };
      },
    );

    app.post(
      '/api/affiliate/register',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid affiliate registration' },
        schema: {
          tags,
          summary:
            'Join the affiliate programme (optional PayPal email); your code is made from your first name',
          body: RegisterAffiliateSchema.nullish(),
          response: {
            201: AffiliateStatsSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        await joinAffiliate(db, user.id, request.body?.paypalEmail ?? null);
        return reply.status(201).send(await stats(user.id));
      },
    );

    app.get(
      '/api/affiliate/stats',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary:
            'Your affiliate record, referrals and commissions (amounts in cents); 404 when you have not joined',
          response: { 200: AffiliateStatsSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
        },
      },
      async (request) => stats(currentUser(request).id),
    );

    app.patch(
      '/api/affiliate/payout-info',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid payout details' },
        schema: {
          tags,
          summary: 'Set (or clear with null or "") the PayPal email your payouts go to',
          body: PayoutInfoSchema,
          response: {
            200: AffiliateStatsSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await updatePayoutInfo(db, user.id, request.body.paypalEmail);
        return stats(user.id);
      },
    );

    app.post(
      '/api/affiliate/regenerate-code',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'A new referral code; links with the old one stop working',
          response: {
            200: AffiliateStatsSchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await regenerateCode(db, user.id);
        return stats(user.id);
      },
    );

    app.post(
      '/api/affiliate/track-share',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid share' },
        schema: {
          tags,
          summary:
            'Count a use of a share button (copy, facebook, twitter, linkedin, whatsapp, email)',
          body: TrackShareSchema,
          response: {
            200: SuccessSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        await trackShare(db, currentUser(request).id, request.body.platform);
        return { success: true as const };
      },
    );

    app.post(
      '/api/affiliate/request-payout',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary:
            'Ask for your pending earnings (at least $50.00, to your PayPal email); an admin approves it',
          response: {
            201: PayoutRequestedSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const result = await requestPayout(db, currentUser(request).id);
        return reply.status(201).send({ success: true as const, ...result });
      },
    );
  };
