import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminBlogPostSchema, BlogPostInputSchema } from '#common/schemas/blog.ts';
import type { AppDeps } from '../../deps.ts';
import { requireAdmin } from '../../http/auth.ts';
import { ErrorBodySchema, IdParamSchema, SuccessSchema } from '../../http/openapi.ts';
import { toAdminBlogPost } from './blog.presenter.ts';
import type { BlogCache } from './blog-cache.ts';
import { createPost, deletePost, getPost, listAllPosts, updatePost } from './blog.service.ts';

/** Checked before body validation: non-admins get 401/403, never a validation report. */
const adminOnly = { preValidation: requireAdmin };
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

export const adminBlogRoutes =
  (deps: AppDeps, blogCache: BlogCache): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    // Every change shows on the public blog at once (the next read prepares it again).
    const changed = <T>(result: T): T => {
      blogCache.invalidate();
      return result;
    };
    const tags = ['admin'];

    app.get(
      '/api/admin/blog',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Admin: every blog post, drafts included, newest created first',
          response: { 200: z.array(AdminBlogPostSchema), ...denied },
        },
      },
      async () => (await listAllPosts(db)).map(toAdminBlogPost),
    );

    app.get(
      '/api/admin/blog/:id',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Admin: one blog post by id',
          params: IdParamSchema('id'),
          response: { 200: AdminBlogPostSchema, ...denied, 404: ErrorBodySchema },
        },
      },
      async (request) => toAdminBlogPost(await getPost(db, request.params.id)),
    );

    app.post(
      '/api/admin/blog',
      {
        ...adminOnly,
        config: { validationMessage: 'Invalid blog post' },
        schema: {
          tags,
          summary:
            'Admin: create a post (content HTML sanitised; slug unique, 409 on a duplicate; publishedAt set when published)',
          body: BlogPostInputSchema,
          response: {
            201: AdminBlogPostSchema,
            400: ErrorBodySchema,
            ...denied,
            409: ErrorBodySchema,
          },
        },
      },
      async (request, reply) =>
        reply.status(201).send(toAdminBlogPost(changed(await createPost(db, request.body)))),
    );

    app.put(
      '/api/admin/blog/:id',
      {
        ...adminOnly,
        config: { validationMessage: 'Invalid blog post' },
        schema: {
          tags,
          summary:
            'Admin: replace a post (content HTML sanitised; publishedAt set when first published)',
          params: IdParamSchema('id'),
          body: BlogPostInputSchema,
          response: {
            200: AdminBlogPostSchema,
            400: ErrorBodySchema,
            ...denied,
            404: ErrorBodySchema,
            409: ErrorBodySchema,
          },
        },
      },
      async (request) =>
        toAdminBlogPost(changed(await updatePost(db, request.params.id, request.body))),
    );

    app.delete(
      '/api/admin/blog/:id',
      {
        ...adminOnly,
        schema: {
          tags,
          summary: 'Admin: delete a post',
          params: IdParamSchema('id'),
          response: { 200: SuccessSchema, ...denied, 404: ErrorBodySchema },
        },
      },
      async (request) => {
        changed(await deletePost(db, request.params.id));
        return { success: true as const };
      },
    );
  };
