import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth.ts';
import { allowSilence } from '../../http/long-answer.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';
import {
  AdminMembersPageSchema,
  AdminMembersQuerySchema,
  AdminOverviewSchema,
  BackupStatusSchema,
} from '#common/schemas/admin.ts';
import { getAdminOverview } from './admin.service.ts';
import { listMembers } from './members.service.ts';

/** The admin dashboard's figures (spec part 2 section 2, Admin dashboard): admins only. */
export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.get(
      '/api/admin/overview',
      {
        preHandler: requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'Live figures: members per tier, completed workouts in the last 7 days, succeeded payments since the 1st of this month (UTC, cents, plans and credit packs) and page views in the last 7 days',
          response: {
            200: AdminOverviewSchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async () => getAdminOverview(db),
    );

    app.get(
      '/api/admin/members',
      {
        preHandler: requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'The member list, newest first, a page at a time (keyset: pass `nextAfter` as `after`), optionally only members whose email or first name contains `q`',
          querystring: AdminMembersQuerySchema,
          response: {
            200: AdminMembersPageSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => listMembers(db, request.query),
    );

    app.get(
      '/api/admin/backups',
      {
        preHandler: requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            "The app's automatic backups: schedule, how many are kept, the last success (time, size, file) and failure, and a warning when the last one failed or is more than two days old",
          response: { 200: BackupStatusSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async () => deps.backups.status(),
    );

    app.post(
      '/api/admin/backups',
      {
        preHandler: requireAdmin,
        schema: {
          tags: ['admin'],
          summary:
            'Takes a backup now into DATA_DIR/backups and answers the new status (a failure is reported in `lastFailure` and `warning`)',
          response: { 200: BackupStatusSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => {
        allowSilence(request);
        return deps.backups.runNow();
      },
    );
  };
