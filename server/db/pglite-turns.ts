import type { PGlite } from '@electric-sql/pglite';

/** How long the embedded database may keep the event loop before it lets the loop turn. */
export const PGLITE_SLICE_MS = 10;

/**
 * Makes the embedded database give the event loop a turn at least every `sliceMs` (decision 018).
 *
 * PGlite runs PostgreSQL on the main thread, synchronously, and a query's continuation runs in the
 * same microtask drain as the query. Under load, one turn of the loop then reads every ready socket
 * and runs each of those requests to the end, back to back: hundreds of milliseconds. Node accepts
 * one new connection per turn, so the 50th client of a burst waited 10 s just to be accepted.
 *
 * Every statement goes through PGlite's query lock (`_runExclusiveQuery`, first in, first out).
 * Once the database has held the loop for `sliceMs`, the next statement to get the lock waits for
 * `setImmediate` first: the loop accepts and reads sockets, then the statements go on in their
 * order. Nothing else changes: a transaction keeps its own lock, and each statement still runs
 * whole.
 */
export function shareTheEventLoop(client: PGlite, sliceMs = PGLITE_SLICE_MS): void {
  const runExclusive = client._runExclusiveQuery.bind(client);
  let sliceStart = performance.now();
  client._runExclusiveQuery = <T>(fn: () => Promise<T>): Promise<T> =>
    runExclusive(async () => {
      if (performance.now() - sliceStart >= sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
      return fn();
    });
}
