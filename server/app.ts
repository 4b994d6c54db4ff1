import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { appUrl as resolveAppUrl, type Env, parseEnv } from './env.ts';
import { registerAuth } from './http/auth.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { type Analytics, createTableAnalytics } from './integrations/analytics/index.ts';
import { createMailer, type Mailer } from './integrations/mail/index.ts';
import { createPayments, type Payments } from './integrations/payments/index.ts';
import { type Coach, createCoach } from './integrations/llm/index.ts';
import { coachRoutes } from './features/coach/coach.routes.ts';
import { creditsRoutes } from './features/credits/credits.routes.ts';
import { webhookRoutes } from './features/subscriptions/webhook.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { exercisesRoutes } from './features/exercises/exercises.routes.ts';
import { generationRoutes } from './features/workouts/generation/generation.routes.ts';
import { workoutsRoutes } from './features/workouts/workouts.routes.ts';
import { measurementsRoutes } from './features/measurements/measurements.routes.ts';
import path from 'node:path';

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../dist/web', import.meta.url));
/** JSON bodies above this size are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  analytics: Analytics;
  payments: Payments;
  coach: Coach;
  /** Public origin used in links (reset e-mails). */
  appUrl: string;
}

export interface BuildAppOptions {
  database: Database;
  env?: Env;
  mailer?: Mailer;
  analytics?: Analytics;
  payments?: Payments;
  coach?: Coach;
  /** Built SPA to serve; `null` serves the API only. Defaults to dist/web when it exists. */
  webDir?: string | null;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the Fastify app without listening (used by server/index.ts and by tests). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const env = options.env ?? parseEnv({ NODE_ENV: 'test' });
  const deps: AppDeps = {
    env,
    database: options.database,
    mailer: options.mailer ?? createMailer(env),
    analytics: options.analytics ?? createTableAnalytics(options.database.db),
    payments: options.payments ?? createPayments(env, options.database.db),
    coach: options.coach ?? createCoach(env),
    appUrl: resolveAppUrl(env),
  };
  const https = deps.appUrl.startsWith('https://');

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // Exercise names travel in the path (GET /api/exercises/info/{name}, up to 120 characters).
    routerOptions: { maxParamLength: 128 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'FlexCoach API',
        description:
          'JSON API of FlexCoach. Identity comes from the session cookie; unsafe requests must be same-origin.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'fc_session' },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerOriginCheck(app, env.APP_URL);
  registerAuth(app, deps.database);

  await app.register(healthRoutes(deps));
  await app.register(authRoutes(deps));
  await app.register(usersRoutes(deps));
  await app.register(subscriptionsRoutes(deps));
  await app.register(creditsRoutes(deps));
  await app.register(webhookRoutes(deps));
  await app.register(analyticsRoutes(deps));
  await app.register(exercisesRoutes(deps));
  await app.register(generationRoutes(deps));
  await app.register(workoutsRoutes(deps));
  await app.register(measurementsRoutes(deps));
  await app.register(coachRoutes(deps));

  const webDir = options.webDir === undefined ? DEFAULT_WEB_DIR : options.webDir;
  const serveWeb = env.SERVE_WEB && webDir !== null && existsSync(path.join(webDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      serveWeb &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/assets/') &&
      !path.extname(url);
    if (wantsPage) {
      // Client-side routes: the SPA decides (including its own 404 page).
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${url}`,
      error: `No route for ${request.method} ${url}`,
    });
  });

  return app;
}
