import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameOrigin(request: FastifyRequest, origin: string, appUrl: string | undefined): boolean {
  if (appUrl && origin === new URL(appUrl).origin) return true;
  const host = request.headers.host;
  if (!host) return false;
  return origin === `${request.protocol}://${host}`;
}

/**
 * Refuses unsafe requests sent by a browser from another origin (CSRF defence in depth on top of
 * SameSite=Lax cookies). Requests without Origin and Sec-Fetch-Site (curl, server-to-server,
 * webhooks) are let through: they carry no ambient browser credentials.
 */
export function registerOriginCheck(app: FastifyInstance, appUrl: string | undefined) {
  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    if (request.routeOptions.config?.allowCrossOrigin) return;
    const site = request.headers['sec-fetch-site'];
    // The browser itself says the request comes from another site: whatever Origin claims.
    if (site === 'cross-site') throw crossOrigin();
    // ... or from this very origin (a page cannot write this header): a form posted from a page
    // under `Referrer-Policy: no-referrer` says `Origin: null`.
    if (site === 'same-origin') return;
    if (site === 'same-site') {
      const origin = request.headers.origin;
      if (!origin || !sameOrigin(request, origin, appUrl)) throw crossOrigin();
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !sameOrigin(request, origin, appUrl)) throw crossOrigin();
  });
}

const crossOrigin = () =>
  new AppError('CROSS_ORIGIN', 'Cross-origin request refused: send it from the FlexCoach app');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Webhooks from payment providers are signed and come from other origins. */
    allowCrossOrigin?: boolean;
  }
}
