import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Objects nested deeper than this are refused (a JSON body of a few KB can nest thousands deep). */
const MAX_DEPTH = 32;

/** Parsed JSON objects, and the router's params and query objects (not raw buffers). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);
}

/** The first problem in a parsed input: a NUL character in text, or nesting too deep. */
function findProblem(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') ? `${path || 'value'} must not contain NUL characters` : null;
  }
  if (depth > MAX_DEPTH) return `${path || 'body'} is nested too deeply`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const problem = findProblem(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  if (isRecord(value)) {
    for (const key of Object.keys(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return `${at} must not contain NUL characters`;
      const problem = findProblem(value[key], at, depth + 1);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Refuses text that PostgreSQL cannot store (NUL characters) and absurdly nested bodies with a
 * 400 naming the field, before validation and before any service runs: such input would
 * otherwise surface as a database error (500) halfway through a write.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [context, value] of parts) {
      const problem = findProblem(value, '', 0);
      if (problem) {
        const field =
          context === 'body' ? problem.split(' ')[0]! : `${context}.${problem.split(' ')[0]}`;
        const message = context === 'body' ? problem : `${context}.${problem}`;
        throw new AppError('VALIDATION_FAILED', `Invalid request: ${message}`, {
          fields: [{ field, message: message.slice(field.length + 1) }],
        });
      }
    }
  });
}

function isPlainJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * JSON bodies only (a text/plain body is what a cross-site form or fetch can send without a
 * preflight), parsed by Fastify's prototype-safe parser:
 * - bytes that are not UTF-8 are refused (400), not replaced with U+FFFD and saved;
 * - an empty body is no body on a route that takes none (a DELETE sent with a JSON content type),
 *   and a 400 saying so on a route that takes one;
 * - a body refused only for its `__proto__` or `constructor.prototype` keys says so instead of
 *   "not valid JSON".
 */
export function registerBodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = typeof body === 'string' ? body : strictUtf8.decode(body);
    } catch {
      done(new AppError('BAD_REQUEST', 'Request body is not valid UTF-8 text'), undefined);
      return;
    }
    if (text.trim() === '') {
      if (request.routeOptions.schema?.body) {
        done(new AppError('BAD_REQUEST', 'Request body is empty; send a JSON object'), undefined);
      } else {
        done(null, undefined);
      }
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error && isPlainJson(text)) {
        done(
          new AppError(
            'BAD_REQUEST',
            'Request body must not contain "__proto__" or "constructor.prototype" keys',
          ),
          undefined,
        );
        return;
      }
      done(error, value);
    });
  });
}
