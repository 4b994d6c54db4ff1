import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ExportResultSchema, MasterExportProgressSchema } from '#common/schemas/export.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireAdmin, requireUser } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { allowSilence } from '../../http/long-answer.ts';
import { ErrorBodySchema, IdParamSchema } from '../../http/openapi.ts';
import { findExportFile, XLSX_CONTENT_TYPE } from '../../integrations/sheets/index.ts';
import {
  exportMaster,
  exportMemberData,
  masterExportProgress,
  type MemberExportKind,
} from './export.service.ts';

const MasterExportResultSchema = ExportResultSchema.extend({
  tabs: z.record(z.string(), z.number().int()),
});

const errors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};

export const exportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const { sheets } = deps;
    const tags = ['exports'];

    const memberExport = (kind: MemberExportKind, what: string) =>
      app.post(
        `/api/export/${kind}/:userId`,
        {
          preHandler: requireUser,
          schema: {
            tags,
            summary: `Export your ${what} to a spreadsheet (Pro plan and above; admins may export any member). 404 NO_DATA when there is nothing to export.`,
            params: IdParamSchema('userId'),
            response: { 200: ExportResultSchema, ...errors },
          },
        },
        async (request) =>
          exportMemberData(db, sheets, currentUser(request), request.params.userId, kind),
      );
    memberExport('workouts', 'workout history (one row per workout)');
    memberExport('measurements', 'body measurements (one row per measurement)');

    app.post(
      '/api/admin/export/master',
      {
        preHandler: requireAdmin,
        schema: {
          tags: [...tags, 'admin'],
          summary:
            'Admin: write the master spreadsheet (tabs Users, Workouts, Measurements, Daily Logs, Subscription Changes)',
          response: { 200: MasterExportResultSchema, ...errors },
        },
      },
      async (request) => {
        allowSilence(request);
        return exportMaster(db, sheets, currentUser(request));
      },
    );

    app.get(
      '/api/admin/export/master/progress',
      {
        preHandler: requireAdmin,
        schema: {
          tags: [...tags, 'admin'],
          summary:
            'Admin: how far your master export is while it runs (rows written of the total counted at its start, and the tab being written); `running: false` when none is',
          response: { 200: MasterExportProgressSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
        },
      },
      async (request) => masterExportProgress(currentUser(request).id),
    );

    app.get(
      '/api/export/files/:id',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary:
            'Download an exported .xlsx workbook (its owner or an admin; anyone else gets 404)',
          params: IdParamSchema('id'),
          response: {
            200: z.unknown().describe('The .xlsx workbook (attachment)'),
            401: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const file = await findExportFile(
          db,
          deps.env.DATA_DIR,
          request.params.id,
          currentUser(request),
        );
        if (!file) throw new AppError('NOT_FOUND', 'Export file not found');
        if (file.size === null) {
          throw new AppError(
            'NOT_FOUND',
            'This export file is no longer available. Export again to create a new one.',
          );
        }
        return reply
          .header('content-type', XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('content-length', file.size)
          .send(createReadStream(file.filePath));
      },
    );
  };
