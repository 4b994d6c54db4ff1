import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. Our policy is the same for every
 * answer (no nonces, no per-route options), while the Fastify plugin rebuilds helmet's
 * middleware and re-parses the policy on every request (about 5% of an authenticated read).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}

/**
 * The headers that still mean something on a hashed script, style sheet or image (`/assets/`):
 * the rest (CSP, framing, COOP, referrer and the legacy IE and Flash switches) apply to
 * documents only, and on a member page's 30 or so asset answers they made up half a kilobyte
 * each, about 18 kB over a slow mobile link.
 */
const ASSET_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy'];

/** Sends helmet's headers for `options` with every answer (their asset subset with assets). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options);
  const assetHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => ASSET_HEADERS.includes(name)),
  );
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/assets/') ? assetHeaders : headers);
    done();
  });
}

/**
 * The app's policy: a strict CSP (Stripe's script, frames and API only when card payments are
 * on), HSTS and upgrade-insecure-requests only over HTTPS, framing refused.
 */
export function registerAppSecurityHeaders(
  app: FastifyInstance,
  { https, stripeJs }: { https: boolean; stripeJs: boolean },
) {
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(stripeJs ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : []),
        ],
        ...(stripeJs
          ? {
              frameSrc: [
                'https://js.stripe.com',
                'https://*.js.stripe.com',
                'https://hooks.stripe.com',
              ],
            }
          : {}),
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Blog images may live on other sites (http(s) only: the blog sanitiser enforces it).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripeJs ? ['https://api.stripe.com'] : [])],
        // The service worker (/sw.js) and the web app manifest: same origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Same intent as frame-ancestors 'none', for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
  });
}
