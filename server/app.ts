import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { appUrl as resolveAppUrl, type Env, parseEnv } from './env.ts';
import { registerAuth } from './http/auth.ts';
import {
  registerClosingAnswer,
  registerErrorHandler,
  sendClientError,
  sendFrameworkError,
} from './http/error-handler.ts';
import { useHumanValidationMessages } from './http/validation-messages.ts';
import { registerRequestLog } from './http/request-log.ts';
import { registerBodyParsers, registerInputGuard } from './http/input-guard.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerAppSecurityHeaders } from './http/security-headers.ts';
import { registerApiDocs } from './http/api-docs.ts';
import {
  createRouteMethods,
  type PageMemberLookup,
  registerNotFound,
  registerWebApp,
} from './http/web-app.ts';
import type { AppDeps } from './deps.ts';
import { type Analytics, createTableAnalytics } from './integrations/analytics/index.ts';
import { createMailer, type Mailer } from './integrations/mail/index.ts';
import { createPayments, type Payments } from './integrations/payments/index.ts';
import { type Coach, createCoach } from './features/coach/coach-provider.ts';
import { createSheets, type Sheets } from './integrations/sheets/index.ts';
import { createPayouts, type Payouts } from './integrations/payouts/index.ts';
import { createBackups, type Backups } from './features/backups/backups.service.ts';
import { registerOpsRoutes } from './features/backups/ops.routes.ts';
import { affiliateRoutes } from './features/affiliate/affiliate.routes.ts';
import { adminAffiliateRoutes } from './features/affiliate/admin-affiliate.routes.ts';
import { nutritionRoutes } from './features/nutrition/nutrition.routes.ts';
import { notesRoutes } from './features/notes/notes.routes.ts';
import { exportRoutes } from './features/export/export.routes.ts';
import { publicStatsRoutes } from './features/stats/public-stats.routes.ts';
import { blogRoutes } from './features/blog/blog.routes.ts';
import { createBlogCache } from './features/blog/blog-cache.ts';
import { adminBlogRoutes } from './features/blog/admin-blog.routes.ts';
import { blogPageRoutes } from './features/blog/blog-page.routes.ts';
import { createBuiltinCoach } from './features/coach/builtin/builtin-coach.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { coachRoutes } from './features/coach/coach.routes.ts';
import { creditsRoutes } from './features/credits/credits.routes.ts';
import { webhookRoutes } from './features/subscriptions/webhook.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { authRoutes, meAnswer } from './features/auth/auth.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { exercisesRoutes } from './features/exercises/exercises.routes.ts';
import { generationRoutes } from './features/workouts/generation/generation.routes.ts';
import { workoutsRoutes } from './features/workouts/workouts.routes.ts';
import { measurementsRoutes } from './features/measurements/measurements.routes.ts';
import { importsRoutes } from './features/imports/imports.routes.ts';
import path from 'node:path';
import { fromRoot } from './paths.ts';
import { createPageHtml } from './http/page-html.ts';

export const DEFAULT_WEB_DIR = fromRoot('dist/web');
/** JSON bodies above this size are refused with 413. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Explicit socket timeouts, so slow or stalled clients cannot hold connections open (slowloris).
 * - headers: the request line and headers must arrive within 10 s of the connection or of the
 *   previous response;
 * - request: the whole request, body included, within 20 s (a 100 KB body at 5 KB/s);
 * - connection: a socket with no traffic at all for 130 s is closed (above the longest handler:
 *   the coach waits at most LLM_TIMEOUT_MS, 120 s);
 * - keep-alive: an idle keep-alive socket stays open 72 s, above the 60 s idle timeout of common
 *   load balancers, so the balancer never reuses a socket the server is closing.
 * Node checks the header and request timeouts every `checkIntervalMs`.
 */
export const HTTP_TIMEOUTS = {
  headersMs: 10_000,
  requestMs: 20_000,
  connectionMs: 130_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 1_000,
} as const;

export interface BuildAppOptions {
  database: Database;
  env?: Env;
  mailer?: Mailer;
  analytics?: Analytics;
  payments?: Payments;
  coach?: Coach;
  sheets?: Sheets;
  payouts?: Payouts;
  backups?: Backups;
  /** The server process's token for `POST /ops/backup` (`npm run backup` while it runs). */
  opsToken?: string;
  /** Built SPA to serve; `null` serves the API only. Defaults to dist/web when it exists. */
  webDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is registered (the security tests build their matrix from it). */
  onRoute?: (route: RouteOptions) => void;
}

/** The zod compilers as Fastify's compiler factories (typed there for Ajv's JSON Schema ones). */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the Fastify app without listening (used by server/index.ts and by tests). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const env = options.env ?? parseEnv({ NODE_ENV: 'test' });
  const deps: AppDeps = {
    env,
    database: options.database,
    mailer: options.mailer ?? createMailer(env),
    analytics: options.analytics ?? createTableAnalytics(options.database.db),
    payments: options.payments ?? (await createPayments(env, options.database.db)),
    coach: options.coach ?? createCoach(env, createBuiltinCoach()),
    sheets: options.sheets ?? (await createSheets(env, options.database.db)),
    payouts: options.payouts ?? createPayouts(env),
    appUrl: resolveAppUrl(env),
    backups: options.backups ?? createBackups(env, options.database),
  };
  const https = deps.appUrl.startsWith('https://');
  // Stripe Elements (the card form on /buy-credits) loads Stripe.js and its frames.
  const stripeJs = deps.payments.mode === 'stripe';

  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify's two lines per request are off; registerRequestLog logs what matters.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies nearest the app, as Fastify reads a number.
    trustProxy:
      typeof env.TRUST_PROXY === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(env.TRUST_PROXY)
        : env.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Requests that arrive while the server closes, and requests Node cannot parse, answer in the
    // API's error shape too (registerClosingAnswer, sendClientError), not Fastify's own.
    return503OnClosing: false,
    clientErrorHandler: sendClientError,
    connectionTimeout: HTTP_TIMEOUTS.connectionMs,
    requestTimeout: HTTP_TIMEOUTS.requestMs,
    keepAliveTimeout: HTTP_TIMEOUTS.keepAliveMs,
    http: {
      headersTimeout: HTTP_TIMEOUTS.headersMs,
      connectionsCheckingInterval: HTTP_TIMEOUTS.checkIntervalMs,
    },
    // Exercise names travel in the path (GET /api/exercises/info/{name}, up to 120 characters).
    routerOptions: { maxParamLength: 128 },
    // The router's own refusals answer in the API's error shape (error-handler.ts).
    frameworkErrors: sendFrameworkError,
    // Every schema is a zod one: Fastify's own JSON Schema compilers (Ajv, fast-json-stringify)
    // would only be built and never used, about 15 ms of each start.
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  if (env.TRUST_PROXY === true) {
    app.log.warn(
      'TRUST_PROXY=true believes the left-most X-Forwarded-For entry, which any client can write: every per-address limit can be dodged. Set TRUST_PROXY to the number of proxies in front of the app (usually 1) or to their addresses.',
    );
  }
  const { onRoute } = options;
  const routes = createRouteMethods();
  app.addHook('onRoute', (route) => {
    routes.add(route.method, route.url);
    onRoute?.(route);
  });

  useHumanValidationMessages();
  registerBodyParsers(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerClosingAnswer(app);
  registerRequestLog(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers are private unless a route chose its own policy (GET /api/public/stats).
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(cookie);
  registerAppSecurityHeaders(app, { https, stripeJs });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });

  await registerApiDocs(app);

  registerOriginCheck(app, env.APP_URL);
  const sessionUser = registerAuth(app, deps.database);
  registerInputGuard(app);

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
  await app.register(importsRoutes(deps));
  await app.register(coachRoutes(deps));
  await app.register(nutritionRoutes(deps));
  await app.register(notesRoutes(deps));
  await app.register(exportRoutes(deps));
  await app.register(publicStatsRoutes(deps));
  await app.register(affiliateRoutes(deps));
  await app.register(adminAffiliateRoutes(deps));
  const blogCache = createBlogCache(deps.database, deps.appUrl);
  await app.register(blogRoutes(blogCache));
  await app.register(adminBlogRoutes(deps, blogCache));
  await app.register(adminRoutes(deps));
  if (options.opsToken) registerOpsRoutes(app, options.opsToken, deps.backups);

  const webDir = options.webDir === undefined ? DEFAULT_WEB_DIR : options.webDir;
  const serveWeb = env.SERVE_WEB && webDir !== null && existsSync(path.join(webDir, 'index.html'));
  const pageHtml = serveWeb && webDir !== null ? createPageHtml(webDir) : null;
  if (pageHtml && webDir !== null) {
    await registerWebApp(app, webDir);
    await app.register(blogPageRoutes(deps, pageHtml));
  }
  const pageMember: PageMemberLookup = async (request) => {
    const user = await sessionUser(request);
    if (!user) return null;
    const me = await meAnswer(deps.database.db, user.id);
    return { id: user.id, firstName: user.firstName, isAdmin: user.isAdmin, me };
  };
  registerNotFound(app, { pageHtml, routes, pageMember });

  return app;
}
