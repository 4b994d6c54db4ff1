import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepDrizzleTypesAsText } from './pglite-parsers.ts';

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  day: date('day').notNull(),
  tags: text('tags').array().notNull(),
});

/** What PGlite itself received: the `parsers` option of each query, on the client and in transactions. */
const seen: unknown[] = [];

let plain: PGlite;
let lean: PGlite;
beforeAll(async () => {
  [plain, lean] = await Promise.all([PGlite.create(), PGlite.create()]);
  const query = lean.query.bind(lean);
  lean.query = ((...args: Parameters<PGlite['query']>) => {
    seen.push(args[2]?.parsers);
    return query(...args);
  }) as PGlite['query'];
  const transaction = lean.transaction.bind(lean);
  lean.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const spied: Transaction = Object.create(tx);
      spied.query = ((...args: Parameters<Transaction['query']>) => {
        seen.push(args[2]?.parsers);
        return tx.query(...args);
      }) as Transaction['query'];
      return callback(spied);
    })) as PGlite['transaction'];
  keepDrizzleTypesAsText(lean);
  for (const client of [plain, lean]) {
    await client.exec(`create table things (id int primary key, at timestamptz not null,
      day date not null, tags text[] not null);
      insert into things values (1, '2026-11-22 08:30:00+00', '2026-11-22', '{legs,core}')`);
  }
});
afterAll(async () => {
  await Promise.all([plain.close(), lean.close()]);
});

describe('keepDrizzleTypesAsText', () => {
  it('gives Drizzle the same results, without handing PGlite the parsers to copy', async () => {
    const read = async (client: PGlite) => {
      const db = drizzle(client);
      const rows = await db.select().from(things);
      const raw = await db.execute(sql`select at, day, tags, interval '1 day' as span from things`);
      const inTransaction = await db.transaction((tx) => tx.select().from(things));
      return { rows, raw: raw.rows, inTransaction };
    };
    seen.length = 0;
    const expected = await read(plain);
    const actual = await read(lean);
    expect(actual).toEqual(expected);
    expect(actual.rows[0]).toEqual({
      id: 1,
      at: new Date('2026-11-22T08:30:00Z'),
      day: '2026-11-22',
      tags: ['legs', 'core'],
    });
    // Four queries (select, execute, and begin-to-commit around one select): none with parsers.
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.every((parsers) => parsers === undefined)).toBe(true);
  });

  it('still applies parsers a caller asks for beyond those types', async () => {
    const { rows } = await lean.query<{ n: unknown; at: unknown }>(
      'select 41 as n, at from things',
      [],
      {
        parsers: { [types.INT4]: (value: string) => Number(value) + 1 },
      },
    );
    expect(rows[0]).toEqual({ n: 42, at: '2026-11-22 08:30:00+00' });
  });
});
