import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { lastAttemptFailed, type Backups } from './backups.service.ts';

/**
 * `POST /ops/backup`: how `npm run backup` gets a backup of the embedded database while the server
 * holds it (one process at a time may open it). Not part of the API and not for browsers: it
 * answers only a request carrying the token the server wrote, readable by its own user only, in
 * `DATA_DIR/server.json` (`Authorization: Bearer <token>`); anything else is a 404, as if the route
 * did not exist. The backup is the app's own (DATA_DIR/backups, counted in the kept ones and shown
 * on /admin).
 */
export function registerOpsRoutes(app: FastifyInstance, token: string, backups: Backups) {
  const expected = Buffer.from(`Bearer ${token}`);
  const authorised = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.post('/ops/backup', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request.headers.authorization)) {
      return reply.status(404).send({
        code: 'NOT_FOUND',
        message: 'No route for POST /ops/backup',
        error: 'No route for POST /ops/backup',
      });
    }
    const status = await backups.runNow();
    return reply.status(lastAttemptFailed(status) ? 500 : 200).send(status);
  });
}
