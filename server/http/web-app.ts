import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built SPA from `webDir`: hashed assets cached for a year, everything else
 * revalidated. Feature plugins may answer some page paths themselves (the blog's post pages);
 * `registerNotFound` sends every other page path to index.html.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDir,
    // One route for every file, looked up on request: registering a route per built file (and
    // its .gz and .br) cost about 50 ms of each start. A path with no file goes to the not-found
    // handler below, as before.
    wildcard: true,
    preCompressed: true,
    index: false,
    setHeaders: (res, filePath) => {
      res.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
}

/** A GET or HEAD of a page path (not the API, not a file): the SPA's to answer. */
export function isPagePath(method: string, url: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !url.startsWith('/api/') &&
    !url.startsWith('/assets/') &&
    !path.extname(url)
  );
}

/**
 * Unknown paths: page paths get the SPA's index.html when it is served (the SPA decides, with
 * its own 404 page); everything else, `/api/*` first, a JSON 404.
 */
export function registerNotFound(app: FastifyInstance, { serveWeb }: { serveWeb: boolean }) {
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (serveWeb && isPagePath(request.method, url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${url}`,
      error: `No route for ${request.method} ${url}`,
    });
  });
}
