import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN_GUARD } from './auth.ts';
import { ErrorBodySchema } from './openapi.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a session though it has no guard (it checks in its handler). */
    signedIn?: boolean;
  }
}

/** The error body's schema (openapi.ts's `ErrorBodySchema`), as JSON Schema for the document. */
export const ERROR_BODY_JSON_SCHEMA = z.toJSONSchema(ErrorBodySchema, { target: 'openapi-3.0' });

/** Why each status the app itself can send on any route of a kind is sent. */
const GENERIC_STATUSES = {
  '400':
    'The request is not valid (a field, the query, the body, or a malformed %-escape in the address)',
  '401': 'Not signed in (no session cookie, or the session ended)',
  '403':
    'Not allowed: another member, a cross-site request, or an `x-user-id` header that is not yours',
  '404': 'No such record, or it is not yours (the same answer)',
  '413': 'The body is larger than the route accepts',
  '414': 'A part of the address is longer than 128 characters',
  '415': 'The body is not `application/json`',
  '500': 'An unexpected error (logged)',
  '503': 'The database is briefly unavailable (`Retry-After`)',
} as const;
type GenericStatus = keyof typeof GENERIC_STATUSES;

interface Transformed {
  schema: Record<string, unknown> & { response?: Record<string, unknown> };
  url: string;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function needsSession(route: RouteOptions): boolean {
  const handlers = [
    route.onRequest ?? [],
    route.preHandler ?? [],
    route.preValidation ?? [],
  ].flat() as unknown[];
  return (
    route.config?.signedIn === true ||
    handlers.some((handler) => (handler as Record<symbol, unknown>)[SIGNED_IN_GUARD] === true)
  );
}

/** Text with no other rule refuses NUL characters (input-guard.ts): said as a pattern. */
const NO_NUL = '^[^\\u0000]*$';

function withoutNul(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutNul);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] = key === 'enum' || key === 'default' ? value : withoutNul(value);
  }
  if (out.type === 'string' && !out.pattern && !out.enum && !out.format) out.pattern = NO_NUL;
  return out;
}

/**
 * zod's JSON Schemas, then what every route shares, so the document lists every status a route
 * can answer and whether it needs the session:
 * - the statuses any route of its kind can get from the app itself (400 always, 401 and 403 when
 *   signed in, 403 for unsafe methods (the same-origin check), 404 and 414 with path parameters,
 *   413 and 415 with a body, 500 and 503 always), each with the error body's schema;
 * - `security`: the session cookie for guarded routes, none for public ones;
 * - request text with no other rule carries the NUL refusal as a pattern.
 */
export function transformRoute(input: Parameters<typeof jsonSchemaTransform>[0]): Transformed {
  const result = jsonSchemaTransform(input) as Transformed;
  const route = (input as { route: RouteOptions }).route;
  const schema = { ...result.schema };
  const methods = [route.method].flat().map(String);
  const signedIn = needsSession(route);
  const statuses: GenericStatus[] = ['400', '500', '503'];
  if (signedIn) statuses.push('401', '403');
  if (methods.some((method) => UNSAFE.has(method))) statuses.push('403');
  if (route.url.includes(':')) statuses.push('404', '414');
  if (schema.body) statuses.push('413', '415');
  for (const part of ['body', 'querystring', 'params'] as const) {
    if (schema[part]) schema[part] = withoutNul(schema[part]);
  }
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of statuses) {
    response[status] ??= { description: GENERIC_STATUSES[status], ...ERROR_BODY_JSON_SCHEMA };
  }
  schema.response = response;
  schema.security = signedIn ? [{ session: [] }] : [];
  return { ...result, schema };
}

/** The OpenAPI document, generated from the routes' zod schemas, and its viewer at `/api/docs`. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'FlexCoach API',
        description:
          'JSON API of FlexCoach. Identity comes from the session cookie (operations that need it list the `session` security); unsafe requests must be same-origin. Every error answers `{ code, message, error, ... }`; a known path asked with a method it does not answer is a 405 with `Allow`.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'fc_session' },
        },
      },
    },
    transform: transformRoute,
  });
  await registerDocsViewer(app);
}

/** Swagger UI's own files (the viewer's script and styles), served as its package ships them. */
const SWAGGER_UI_FILES = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
  'static',
);

const DOCS_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>FlexCoach API</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css">
<link rel="stylesheet" href="/api/docs/static/index.css">
<link rel="icon" type="image/png" href="/api/docs/static/favicon-32x32.png" sizes="32x32">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/static/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/viewer.js"></script>
</body>
</html>
`;

/** Starts the viewer on the document (a file of its own: the CSP allows no inline script). */
const VIEWER_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs/json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
    validatorUrl: null,
  });
});
`;

/**
 * The docs viewer at `/api/docs`, the document as JSON and YAML, and Swagger UI's files. Served
 * here rather than by @fastify/swagger-ui, whose plugin loads a YAML library of 72 files on every
 * start (about 70 ms of it) for a page few requests ever ask for; its files are the same.
 */
async function registerDocsViewer(app: FastifyInstance): Promise<void> {
  const hidden = { schema: { hide: true } };
  app.get('/api/docs', hidden, (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(DOCS_PAGE),
  );
  app.get('/api/docs/viewer.js', hidden, (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').send(VIEWER_SCRIPT),
  );
  app.get('/api/docs/json', hidden, () => app.swagger());
  app.get('/api/docs/yaml', hidden, (_request, reply) =>
    reply.type('application/x-yaml').send(app.swagger({ yaml: true })),
  );
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_FILES,
    prefix: '/api/docs/static/',
    decorateReply: false,
    index: false,
  });
}
