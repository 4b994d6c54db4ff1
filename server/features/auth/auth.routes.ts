import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordSchema,
  LoginSchema,
  MessageSchema,
  RegisterSchema,
  ResetPasswordSchema,
  MeSchema,
  SessionUserSchema,
} from '#common/schemas/auth.ts';
import { PublicConfigSchema } from '#common/schemas/users.ts';
import { REFERRAL_COOKIE_NAME } from '#common/constants.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';
import {
  clearSessionCookie,
  createSession,
  currentUser,
  deleteSession,
  DEVICE_COOKIE_NAME,
  requireUser,
  setDeviceCookie,
  setSessionCookie,
} from '../../http/auth.ts';
import { toSessionUser, getUser } from '../users/index.ts';
import { getSubscriptionStatus } from '../subscriptions/index.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { NotModifiedSchema, publicBody, sendPublic } from '../../http/public-cache.ts';
import { loginUser, registerUser, requestPasswordReset, resetPassword } from './auth.service.ts';

/**
 * `GET /api/auth/me`'s answer: the session user and their plan and credits. The session lookup
 * carries only what every request needs; the goals are read here. Also written into a member page
 * whose top the server paints (decision 029), so that page needs no such request.
 */
export async function meAnswer(db: Db, userId: string) {
  const [user, subscription] = await Promise.all([
    getUser(db, userId),
    getSubscriptionStatus(db, userId),
  ]);
  return { ...toSessionUser(user), subscription };
}

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['auth'];

    app.post(
      '/api/auth/register',
      {
        config: { validationMessage: 'Invalid user data', skipUserIdClaim: true },
        schema: {
          tags,
          summary: 'Create an account (free tier, 0 credits) and sign in',
          body: RegisterSchema,
          response: { 201: SessionUserSchema, 400: ErrorBodySchema, 409: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const referralCookie = request.cookies[REFERRAL_COOKIE_NAME];
        const user = await registerUser(db, request.body, referralCookie);
        const token = await createSession(db, user.id, request.headers['user-agent']);
        setSessionCookie(request, reply, token, deps.env.APP_URL);
        // The referral is recorded (or not): the cookie has done its work.
        if (referralCookie !== undefined) reply.clearCookie(REFERRAL_COOKIE_NAME, { path: '/' });
        return reply.status(201).send(toSessionUser(user));
      },
    );

    app.post(
      '/api/auth/login',
      {
        config: { skipUserIdClaim: true },
        schema: {
          tags,
          summary: 'Sign in with email and password',
          body: LoginSchema,
          response: { 200: SessionUserSchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const user = await loginUser(
          db,
          request.body,
          request.ip,
          request.cookies[DEVICE_COOKIE_NAME],
        );
        // A new session at every sign-in; the one this browser held (if any) ends.
        if (request.sessionId) await deleteSession(db, request.sessionId);
        const token = await createSession(db, user.id, request.headers['user-agent']);
        setSessionCookie(request, reply, token, deps.env.APP_URL);
        if (user.newDeviceToken) {
          setDeviceCookie(request, reply, user.newDeviceToken, deps.env.APP_URL);
        }
        return toSessionUser(user);
      },
    );

    // Logout also takes the plain form the server paints in the header (a press before the
    // page's scripts run): the form's empty body is read only on this route.
    await app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _body, done) =>
        done(null, undefined),
      );
      scope.post(
        '/api/auth/logout',
        {
          config: { skipUserIdClaim: true },
          schema: {
            tags,
            summary:
              'End the current session. A form post (the header before the scripts run) is sent on to the home page.',
            response: { 200: MessageSchema },
          },
        },
        async (request, reply) => {
          if (request.sessionId) await deleteSession(db, request.sessionId);
          clearSessionCookie(request, reply, deps.env.APP_URL);
          // Nothing of the member's pages stays in this browser's cache.
          reply.header('clear-site-data', '"cache"');
          if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
            return reply.redirect('/', 303);
          }
          return { success: true, message: 'Logged out' };
        },
      );
    });

    app.get(
      '/api/auth/me',
      {
        config: { skipUserIdClaim: true },
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'The signed-in user (restores the session after a reload)',
          response: { 200: MeSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => meAnswer(db, currentUser(request).id),
    );

    app.post(
      '/api/forgot-password',
      {
        config: { skipUserIdClaim: true },
        schema: {
          tags,
          summary: 'Send a password reset link (same answer whether or not the account exists)',
          body: ForgotPasswordSchema,
          response: { 200: MessageSchema, 429: ErrorBodySchema },
        },
      },
      async (request) => {
        await requestPasswordReset(
          db,
          deps.mailer,
          request.body.email,
          request.ip,
          deps.appUrl,
          (error) => request.log.error({ err: error }, 'password reset mail failed'),
        );
        return {
          success: true,
          message: 'If an account exists for that email, a password reset link is on its way.',
        };
      },
    );

    app.post(
      '/api/reset-password',
      {
        config: { skipUserIdClaim: true },
        schema: {
          tags,
          summary: 'Set a new password with a reset link; ends every session of the account',
          body: ResetPasswordSchema,
          response: { 200: MessageSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
        },
      },
      async (request) => {
        await resetPassword(db, request.body, request.ip);
        return { success: true, message: 'Your password has been reset. You can now sign in.' };
      },
    );

    const publicConfig = publicBody({
      mailConfigured: deps.mailer.configured,
      paymentsMode: deps.payments.mode,
      stripePublishableKey:
        deps.payments.mode === 'stripe' ? (deps.env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    });
    app.get(
      '/api/config',
      {
        schema: {
          tags: ['config'],
          summary: 'Public configuration the web app needs',
          security: [],
          response: { 200: PublicConfigSchema, 304: NotModifiedSchema },
        },
      },
      // The same for everyone until the process restarts with other settings.
      async (request, reply) => sendPublic(request, reply, publicConfig),
    );
  };
