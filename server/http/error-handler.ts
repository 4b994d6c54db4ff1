import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody, ErrorCode } from '#common/errors.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Prefix of the 400 message when the request fails validation (e.g. "Invalid user data"). */
    validationMessage?: string;
    /** The 413 message of a route that takes large bodies (an import names its file limit). */
    tooLargeMessage?: string;
  }
}

function send(reply: FastifyReply, status: number, code: ErrorCode, message: string, extra = {}) {
  const body: ApiErrorBody = { code, message, error: message, ...extra };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (context === 'body') return path || 'body';
  return path ? `${context ?? 'request'}.${path}` : (context ?? 'request');
}

/** Socket errors and PostgreSQL SQLSTATEs (class 08, 57P01-57P03) of a database that is away. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
]);
const DATABASE_DOWN_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended/i;

/** Whether an error (or one of its causes: drizzle wraps driver errors) says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (DATABASE_DOWN_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (DATABASE_DOWN_MESSAGES.test(e.message)) return true;
    e = e.cause;
  }
  return false;
}

/**
 * Errors the router raises before any route runs (Fastify's `frameworkErrors`): a malformed
 * %-escape in the path, a path segment over the router's limit. Same body shape as every error.
 */
export function sendFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return send(reply, 414, 'URI_TOO_LONG', 'A part of the address is longer than 128 characters');
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return send(reply, 400, 'BAD_REQUEST', 'The address is not valid: it has a malformed %-escape');
  }
  return send(reply, error.statusCode ?? 400, 'BAD_REQUEST', 'The request could not be routed');
}

/**
 * A request Node could not parse (Fastify's `clientErrorHandler`): written to the socket directly,
 * in the API's error shape. A reset connection gets nothing.
 */
export function sendClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE', 'The request headers are too large']
        : [400, 'BAD_REQUEST', 'The request is not valid HTTP'];
  const body = JSON.stringify({ code, message, error: message } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Once the server starts closing, a new request gets a 503 in the API's error shape, with
 * `Retry-After` and `Connection: close` (instead of Fastify's own body for it).
 */
export function registerClosingAnswer(app: FastifyInstance): { startClosing(): void } {
  let closing = false;
  const startClosing = () => {
    closing = true;
  };
  app.addHook('preClose', async () => startClosing());
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('retry-after', '5').header('connection', 'close');
    return send(
      reply,
      503,
      'SERVICE_UNAVAILABLE',
      'The server is restarting. Please try again in a few seconds.',
    );
  });
  return { startClosing };
}

/** One error handler for the whole API: `{ code, message, error, ...extra }`, no stack traces. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      // A wait the answer names (`retryAfterSeconds`, the coach's `waitSeconds`) is also the
      // standard header, for clients that read only that.
      const retryAfter = error.extra.retryAfterSeconds ?? error.extra.waitSeconds;
      if (typeof retryAfter === 'number')
        reply.header('retry-after', String(Math.ceil(retryAfter)));
      return send(reply, error.statusCode, error.code, error.message, error.extra);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      const fields = error.validation.map((issue) => ({
        field: fieldName(context, issue.instancePath),
        message: issue.message,
      }));
      const prefix = request.routeOptions.config?.validationMessage ?? 'Invalid request';
      const summary = fields.map((f) => `${f.field} ${f.message}`).join('; ');
      return send(reply, 400, 'VALIDATION_FAILED', `${prefix}: ${summary}`, { fields });
    }

    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(
          reply,
          413,
          'PAYLOAD_TOO_LARGE',
          request.routeOptions.config?.tooLargeMessage ?? 'Request body is too large',
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(
          reply,
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the request body as application/json',
        );
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(reply, 400, 'BAD_REQUEST', 'Request body is empty; send a JSON object');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, 400, 'BAD_REQUEST', 'Request body is not valid JSON');
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, 400, 'BAD_REQUEST', 'Content-Length does not match the body');
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      return send(reply, 429, 'TOO_MANY_REQUESTS', error.message || 'Too many requests');
    }
    if (status >= 400 && status < 500) {
      // Body parser errors (malformed JSON) and other client errors raised by Fastify itself.
      const message =
        error instanceof SyntaxError ? 'Request body is not valid JSON' : error.message;
      return send(reply, status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message);
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(
        reply,
        503,
        'SERVICE_UNAVAILABLE',
        'The service is briefly unavailable. Please try again in a few seconds.',
      );
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL', 'Internal Server Error');
  });
}
