import type { FastifyRequest } from 'fastify';

/** How long a long answer's connection may stay silent (an export, a backup of a big database). */
export const LONG_ANSWER_MS = 10 * 60 * 1000;

/**
 * Lets this request's connection stay silent for up to `ms` while its answer is prepared: the
 * server drops a connection idle for `HTTP_TIMEOUTS.connectionMs` (130 s), and the master export
 * or a backup of a big database can take longer. (A request injected in a test has no socket.)
 */
export function allowSilence(request: FastifyRequest, ms = LONG_ANSWER_MS): void {
  const { socket } = request.raw;
  if (typeof socket?.setTimeout === 'function') socket.setTimeout(ms);
}
