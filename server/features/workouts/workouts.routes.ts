import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app.ts';

// Routes land with the training issue.
export const workoutsRoutes =
  (_deps: AppDeps): FastifyPluginAsyncZod =>
  async () => {};
