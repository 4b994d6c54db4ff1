import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { lastAttemptFailed, type Backups } from './backups.service.ts';

/**
 * `POST /ops/backup`: how `npm run backup` gets a backup of the embedded database while the server
 * holds it (one process at a time may open it). Not part of the API and not for browsers: it
 * answers only a request from this machine (loopback) carrying the token the server wrote, readable by its own user only, in
 * `DATA_DIR/server.json` (`Authorization: Bearer <token>`); anything else is a 404, as if the route
 * did not exist. The backup is the app's own (DATA_DIR/backups, counted in the kept ones and shown
 * on /admin).
 */
/** 127.0.0.0/8 and ::1, also as IPv4 mapped in IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

export function registerOpsRoutes(app: FastifyInstance, token: string, backups: Backups) {
  const expected = Buffer.from(`Bearer ${token}`);
  const authorised = (header: string | undefined) => {
    const given = Buffer.from(header ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.post('/ops/backup', { schema: { hide: true } }, async (request, reply) => {
    // The command runs on this machine: from anywhere else (HOST=0.0.0.0), the route is not there.
    if (!isLoopback(request.socket.remoteAddress) || !authorised(request.headers.authorization)) {
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
