import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateNoteSchema, NoteSchema, UpdateNoteSchema } from '#common/schemas/notes.ts';
import type { AppDeps } from '../../deps.ts';
import { claimedUser, currentUser, requireUser, signedInGuard } from '../../http/auth.ts';
import { forbidden, unauthenticated } from '../../http/errors.ts';
import { ErrorBodySchema, IdParamSchema, SuccessSchema } from '../../http/openapi.ts';
import { toNote } from './notes.presenter.ts';
import { createNote, deleteNote, listNotes, updateNote } from './notes.service.ts';

/** Guard: the `userId` path parameter must name the signed-in user, unless they are an admin. */
const requireSelfOrAdmin = signedInGuard(async (request: FastifyRequest) => {
  if (!request.user) throw unauthenticated();
  const { userId } = request.params as { userId?: unknown };
  if (userId !== request.user.id && !request.user.isAdmin) {
    throw forbidden('You can only read your own notes');
  }
});

export const notesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['notes'];

    app.get(
      '/api/notes/:userId',
      {
        preHandler: requireSelfOrAdmin,
        schema: {
          tags,
          summary: 'A member’s notes, most recently updated first (your own; admins any member’s)',
          params: IdParamSchema('userId'),
          response: {
            200: z.array(NoteSchema),
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const { userId } = request.params;
        // An admin reading a malformed id simply finds no notes (the column is a UUID).
        if (!/^[0-9a-f-]{36}$/i.test(userId)) return [];
        return (await listNotes(db, userId)).map(toNote);
      },
    );

    app.post(
      '/api/notes',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid note' },
        schema: {
          tags,
          summary: 'Add a note (plain text; category defaults to general); at most 500 per member',
          body: CreateNoteSchema,
          response: {
            201: NoteSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const user = claimedUser(request, request.body.userId, 'add notes');
        const row = await createNote(db, user.id, request.body);
        return reply.status(201).send(toNote(row));
      },
    );

    app.put(
      '/api/notes/:id',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid note' },
        schema: {
          tags,
          summary:
            'Change the title and content (and optionally the category) of one of your notes',
          params: IdParamSchema('id'),
          body: UpdateNoteSchema,
          response: {
            200: NoteSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        toNote(await updateNote(db, currentUser(request).id, request.params.id, request.body)),
    );

    app.delete(
      '/api/notes/:id',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Delete one of your notes',
          params: IdParamSchema('id'),
          response: {
            200: SuccessSchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        await deleteNote(db, currentUser(request).id, request.params.id);
        return { success: true as const };
      },
    );
  };
