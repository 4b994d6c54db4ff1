import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged (warn), whatever its path. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * One log line per request only where an operator needs it: a 5xx (error) and a request slower
 * than a second (warn). Health checks, static files and ordinary answers are not logged one
 * line per request at the default level; at `debug` every request is, with its status and time.
 * Fastify's own two lines per request ("incoming request", "request completed") are off
 * (`disableRequestLogging`).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = Math.round(reply.elapsedTime);
    const status = reply.statusCode;
    const line = { method: request.method, url: request.url, status, ms };
    if (status >= 500) request.log.error(line, 'request failed');
    else if (ms > SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
    else request.log.debug(line, 'request');
    done();
  });
}
