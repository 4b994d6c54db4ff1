import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAffiliateSchema,
  AffiliateStatusSchema,
  PayoutResultSchema,
  PendingCommissionSchema,
} from '#common/schemas/affiliate.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireAdmin } from '../../http/auth.ts';
import { ErrorBodySchema, IdParamSchema } from '../../http/openapi.ts';
import { toAdminAffiliate, toPendingCommission } from './affiliate.presenter.ts';
import {
  approvePayout,
  listAffiliates,
  listPendingPayouts,
  setAffiliateStatus,
} from './admin-affiliate.service.ts';

const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const adminAffiliateRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['admin'];

    app.get(
      '/api/admin/affiliates',
      {
        preHandler: requireAdmin,
        schema: {
          tags,
          summary: 'Admin: every affiliate with referrals, earnings and pending balance (cents)',
          response: { 200: z.array(AdminAffiliateSchema), ...denied },
        },
      },
      async () => (await listAffiliates(db)).map(toAdminAffiliate),
    );

    app.get(
      '/api/admin/affiliates/commissions/pending',
      {
        preHandler: requireAdmin,
        schema: {
          tags,
          summary:
            "Admin: open payout requests, oldest first; amount is the affiliate's pending balance now",
          response: { 200: z.array(PendingCommissionSchema), ...denied },
        },
      },
      async () => (await listPendingPayouts(db)).map(toPendingCommission),
    );

    app.patch(
      '/api/admin/affiliates/:id/status',
      {
        preHandler: requireAdmin,
        config: { validationMessage: 'Invalid affiliate status' },
        schema: {
          tags,
          summary: 'Admin: suspend or re-activate an affiliate (suspended affiliates earn nothing)',
          params: IdParamSchema('id'),
          body: AffiliateStatusSchema,
          response: {
            200: AdminAffiliateSchema,
            400: ErrorBodySchema,
            ...denied,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        toAdminAffiliate(await setAffiliateStatus(db, request.params.id, request.body.status)),
    );

    app.post(
      '/api/admin/affiliates/:id/payout',
      {
        preHandler: requireAdmin,
        schema: {
          tags,
          summary:
            "Admin: pay all of the affiliate's pending commissions (PayPal Payouts when configured, else marked paid for a manual transfer)",
          params: IdParamSchema('id'),
          response: {
            200: PayoutResultSchema,
            400: ErrorBodySchema,
            ...denied,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
            503: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        approvePayout(db, deps.payouts, currentUser(request).id, request.params.id),
    );
  };
