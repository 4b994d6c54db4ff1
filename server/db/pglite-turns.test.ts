import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_SLICE_MS, shareTheEventLoop } from './pglite-turns.ts';

const BURST = 1000;
let sharing: PGlite;
let plain: PGlite;
beforeAll(async () => {
  [sharing, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
  shareTheEventLoop(sharing);
});
afterAll(async () => {
  await Promise.all([sharing.close(), plain.close()]);
});

/**
 * Starts `count` statements at once, and while they run, opens a connection to a local server.
 * Returns how many statements had finished when the server accepted it.
 */
async function finishedWhenAccepted(client: PGlite, count: number) {
  let finished = 0;
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    const accepted = new Promise<number>((resolve) =>
      server.once('connection', () => resolve(finished)),
    );
    net.connect(port, '127.0.0.1').on('error', () => {});
    // The client is connecting; the statements all start before the loop turns again.
    const statements = Array.from({ length: count }, (_, i) =>
      client.query<{ n: number }>('select $1::int as n', [i]).then(({ rows }) => {
        finished++;
        return rows[0]!.n;
      }),
    );
    const results = await Promise.all(statements);
    return { atAccept: await accepted, results };
  } finally {
    server.close();
  }
}

describe('shareTheEventLoop', () => {
  it('lets the loop accept a connection in the middle of a burst of statements', async () => {
    const { atAccept, results } = await finishedWhenAccepted(sharing, BURST);
    // Every statement still runs, each with its own answer.
    expect(results).toEqual(Array.from({ length: BURST }, (_, i) => i));
    expect(atAccept).toBeLessThan(BURST);
  });

  it('is what makes the difference: without it the burst keeps the loop to the end', async () => {
    const { atAccept } = await finishedWhenAccepted(plain, BURST);
    expect(atAccept).toBe(BURST);
  });

  it('keeps transactions whole while the loop turns', async () => {
    const client = sharing;
    await client.exec('create table counter (n int not null); insert into counter values (0)');
    await Promise.all(
      Array.from({ length: 200 }, () =>
        client.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>('select n from counter');
          await tx.query('update counter set n = $1', [rows[0]!.n + 1]);
        }),
      ),
    );
    const { rows } = await client.query<{ n: number }>('select n from counter');
    expect(rows[0]!.n).toBe(200);
  });

  it('lets a statement go at once when the loop has turned since the last one', async () => {
    await sharing.query('select 1');
    // The loop turns, and more than a slice of time passes with the database idle.
    await new Promise((resolve) => setTimeout(resolve, PGLITE_SLICE_MS * 3));
    const order: string[] = [];
    setImmediate(() => order.push('loop turn'));
    await sharing.query('select 1').then(() => order.push('statement'));
    await new Promise((resolve) => setImmediate(resolve));
    // The statement did not wait for a turn of the loop (the one queued before it came after).
    expect(order).toEqual(['statement', 'loop turn']);
  });
});
