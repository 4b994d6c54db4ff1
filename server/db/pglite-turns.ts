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
 * Once the database has held the loop for `sliceMs` without the loop turning, the next statement
 * to get the lock waits for `setImmediate` first: the loop accepts and reads sockets, then the
 * statements go on in their order. A statement after the loop has turned starts a new slice
 * without waiting (a wait there only delays it: right after the database opened, such a wait took
 * about 100 ms of the start). Nothing else changes: a transaction keeps its own lock, and each
 * statement still runs whole.
 */
export function shareTheEventLoop(client: PGlite, sliceMs = PGLITE_SLICE_MS): void {
  const runExclusive = client._runExclusiveQuery.bind(client);
  // When the database's current hold on the loop began; undefined once the loop has turned since.
  let sliceStart: number | undefined;
  const startSlice = () => {
    sliceStart = performance.now();
    setImmediate(() => (sliceStart = undefined));
  };
  client._runExclusiveQuery = <T>(fn: () => Promise<T>): Promise<T> =>
    runExclusive(async () => {
      if (sliceStart === undefined) startSlice();
      else if (performance.now() - sliceStart >= sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        startSlice();
      }
      return fn();
    });
}
