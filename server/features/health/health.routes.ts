import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';

export const healthRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['health'],
          summary: 'The process is up',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags: ['health'],
          summary: 'The database answers',
          response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) },
        },
      },
      async (request) => {
        try {
          await deps.database.ping();
        } catch (error) {
          request.log.warn({ err: error }, 'readiness check failed');
          throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
        }
        return { status: 'ready' as const, database: deps.database.kind };
      },
    );
  };
