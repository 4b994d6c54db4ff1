import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A table or column name as an SQL identifier. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** The rows of a raw statement's result (`db.execute`), on either driver. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Pages of a table counted per statement (2 MB, about 20,000 nutrition logs): a few milliseconds
 * each, where one count of a table of 728,000 nutrition logs held the embedded database, and so
 * every request, for 130 ms. A test makes it smaller to count a small table in several slices.
 */
export const countSlice = { pages: 256 };

/** The pages a table has on disk (its row addresses run up to there). */
export async function pagesOf(db: Db, table: string): Promise<number> {
  const [size] = rowsOf<{ pages: number }>(
    await db.execute(
      sql`select (pg_relation_size(${quoteIdent(table)}) / current_setting('block_size')::int)::integer as pages`,
    ),
  );
  return Number(size?.pages ?? 0);
}

/**
 * The rows of `table`, counted a slice of pages per statement (by row address), so that other
 * statements run between two of them: PGlite has one connection, and a single count of a big
 * table holds it. Within one transaction or with no writes meanwhile, the sum is the table's
 * count; otherwise it is a count as of each slice's moment.
 */
export async function countInSlices(db: Db, table: string): Promise<number> {
  const pages = await pagesOf(db, table);
  const step = countSlice.pages;
  let total = 0;
  for (let from = 0; from < pages; from += step) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql.raw(
          `select count(*)::integer as n from ${quoteIdent(table)} t where ctid >= '(${from},0)'::tid and ctid < '(${from + step},0)'::tid`,
        ),
      ),
    );
    total += Number(row?.n ?? 0);
  }
  return total;
}
