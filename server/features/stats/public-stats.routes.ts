import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { NotModifiedSchema, publicBody, sendPublic } from '../../http/public-cache.ts';
import { cachedFor, countPublicStats } from './public-stats.service.ts';

/** How long one count serves the landing page, per app instance (and in browsers and CDNs). */
export const PUBLIC_STATS_TTL_S = 60;

const PublicStatsSchema = z.object({
  members: z.number().int().nonnegative(),
  workoutsCompleted: z.number().int().nonnegative(),
  exercises: z.number().int().nonnegative(),
});

export const publicStatsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    // A crowd on the landing page costs one query per minute per instance.
    const publicStats = cachedFor(PUBLIC_STATS_TTL_S * 1000, async () =>
      publicBody(await countPublicStats(db)),
    );

    app.get(
      '/api/public/stats',
      {
        schema: {
          tags: ['stats'],
          summary:
            'Public figures for the landing page: members (admins excluded), completed workouts and exercises in the library; counted at most once a minute',
          security: [],
          response: { 200: PublicStatsSchema, 304: NotModifiedSchema },
        },
      },
      // Figures a minute old are fine for everyone: browsers and CDNs may reuse them that long.
      async (request, reply) =>
        sendPublic(request, reply, await publicStats(), `public, max-age=${PUBLIC_STATS_TTL_S}`),
    );
  };
