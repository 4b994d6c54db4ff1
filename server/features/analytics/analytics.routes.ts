import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageViewSchema } from '#common/schemas/analytics.ts';
import type { AppDeps } from '../../deps.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';

export const analyticsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/analytics/pageview',
      {
        config: { skipUserIdClaim: true },
        schema: {
          tags: ['analytics'],
          summary: 'Record a page view (reset tokens and emails are stripped from the path)',
          body: PageViewSchema,
          response: { 200: z.object({ success: z.boolean() }), 400: ErrorBodySchema },
        },
      },
      async (request) => {
        await deps.analytics.pageView({
          path: request.body.path,
          referrer: request.body.referrer,
          userId: request.user?.id ?? null,
        });
        return { success: true };
      },
    );
  };
