import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

// Routes land with the coach issue.
export const coachRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async () => {};
