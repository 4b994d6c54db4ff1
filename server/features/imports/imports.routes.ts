import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  ImportPreviewSchema,
  ImportRequestSchema,
  ImportResultSchema,
} from '#common/schemas/imports.ts';
import type { AppDeps } from '../../deps.ts';
import { bodyUnits, currentUser, requireUser, signedInGuard } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';
import type { FastifyRequest } from 'fastify';
import { hitCounter, tooManyAttempts } from '../../http/throttle.ts';
import { IMPORT_LIMITS, previewImport, runImport } from './imports.service.ts';
import { ImportFileError } from './parse.ts';

const MB = IMPORT_MAX_BYTES / (1024 * 1024);

/** A file's problem (naming its row) as the 400 the upload form shows. */
async function asBadFile<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImportFileError) {
      throw new AppError('VALIDATION_FAILED', error.message, {
        fields: [{ field: 'content', message: error.message }],
      });
    }
    throw error;
  }
}

/**
 * Before the body is read: a session (a stranger's 8 MB is never parsed), and the member's
 * imports this hour (`Retry-After` when over).
 */
function signedInWithin(kind: keyof typeof IMPORT_LIMITS, deps: AppDeps) {
  return signedInGuard(async (request: FastifyRequest) => {
    await requireUser(request);
    const limit = IMPORT_LIMITS[kind];
    const hit = await hitCounter(
      deps.database.db,
      `import-${kind}:${currentUser(request).id}`,
      limit.windowMs,
    );
    if (hit.count > limit.max) {
      throw tooManyAttempts(kind === 'import' ? 'imports' : 'import previews', hit.resetInMs);
    }
  });
}

/**
 * Workout history from Strong, Hevy or a FlexCoach export (issue 19), into the signed-in
 * member's own account only (identity from the session; the body names no member).
 */
export const importsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['import'];
    const config = {
      validationMessage: 'Invalid import',
      tooLargeMessage: `The file is larger than ${MB} MB. Export a shorter period and import it in parts.`,
    };
    // JSON escaping makes the body a little larger than the file.
    const bodyLimit = Math.ceil(IMPORT_MAX_BYTES * 1.2);
    const responses = {
      400: ErrorBodySchema.describe('The file is not a known export, or a row is wrong (named)'),
      401: ErrorBodySchema,
      413: ErrorBodySchema.describe(`The file is over ${MB} MB`),
      429: ErrorBodySchema.describe(
        'Too many imports this hour (Retry-After says when to try again)',
      ),
    };

    app.post(
      '/api/import/preview',
      {
        onRequest: signedInWithin('preview', deps),
        bodyLimit,
        config,
        schema: {
          tags,
          summary:
            'What importing this file would add: its format, workouts (and how many are new), date range, and each exercise with its match in the library. Nothing is saved.',
          body: ImportRequestSchema,
          response: { 200: ImportPreviewSchema, ...responses },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { content, units, ...options } = request.body;
        const fileUnits = bodyUnits(request, units);
        return asBadFile(() => previewImport(db, user.id, fileUnits, content, options));
      },
    );

    app.post(
      '/api/import',
      {
        onRequest: signedInWithin('import', deps),
        bodyLimit,
        config,
        schema: {
          tags,
          summary:
            'Imports the file into your workout history, all or nothing; workouts imported before from the same file are skipped.',
          body: ImportRequestSchema,
          response: { 200: ImportResultSchema, ...responses },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { content, units, ...options } = request.body;
        const fileUnits = bodyUnits(request, units);
        return asBadFile(() => runImport(db, user.id, fileUnits, content, options));
      },
    );
  };
