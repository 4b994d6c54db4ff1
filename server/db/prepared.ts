import type { PGlite } from '@electric-sql/pglite';
import { withDefaultTypes } from './pglite-parsers.ts';
import type { Pool } from 'pg';

/**
 * A statement parsed and planned once per database connection, then only bound and executed:
 * for the few reads every request of a kind runs (the session lookup, the dashboard stats).
 * Values are strings; the statement casts them where it needs another type.
 */
export type PreparedQuery<Row> = (values: readonly string[]) => Promise<Row[]>;

export interface PrepareOptions {
  /**
   * Always run the statement's generic plan (PGlite). PostgreSQL plans a prepared statement
   * with its values ("custom") for its first 5 runs, then keeps the generic plan only if it is
   * costed no higher. A generic plan costs an `unnest` of an array value at 10 rows, so a
   * statement with a subquery per row of one (the session lookup with its own read) never passes,
   * and is planned again on every run: measured, 0.8 ms of 1.6 ms for the chat's. Statements
   * whose plan does not depend on their values' sizes only.
   */
  generic?: boolean;
}

export type Prepare = <Row>(
  name: string,
  text: string,
  options?: PrepareOptions,
) => PreparedQuery<Row>;

const NAME = /^[a-z_][a-z0-9_]*$/;

/** Each name stands for one text: two different statements under one name would be a bug. */
function registry() {
  const texts = new Map<string, string>();
  return (name: string, text: string) => {
    if (!NAME.test(name)) throw new Error(`invalid prepared statement name: ${name}`);
    const known = texts.get(name);
    if (known !== undefined && known !== text) {
      throw new Error(`prepared statement ${name} is already defined with another text`);
    }
    texts.set(name, text);
  };
}

/**
 * PostgreSQL: node-postgres named statements (`{ name, text, values }`), which each pooled
 * connection parses once, and again by itself on a new connection after a server restart. The
 * `generic` option is not applied: it would take a round trip of its own, and the server plans
 * in native code, on its own cores.
 */
export function preparePostgres(pool: Pool): Prepare {
  const register = registry();
  return <Row>(name: string, text: string): PreparedQuery<Row> => {
    register(name, text);
    return async (values) => {
      const result = await pool.query({ name, text, values: [...values] });
      return result.rows as Row[];
    };
  };
}

/**
 * A string as a PostgreSQL literal. PGlite runs with standard_conforming_strings on (checked
 * when the first statement is prepared), so a backslash is an ordinary character and doubling
 * the single quotes is the whole escape. NUL cannot be stored in text and is refused.
 */
export function quoteLiteral(value: string): string {
  if (value.includes('\0')) throw new Error('a prepared statement value contains NUL');
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * A PostgreSQL array literal of the values as text (`{"a","b"}`), each element quoted and its
 * quotes and backslashes escaped: a prepared statement's array value (`$1::text[]`).
 */
export const arrayLiteral = (values: readonly (string | number)[]) =>
  `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * PGlite: its driver has no named statements (every query is parsed and planned again), so the
 * statement is made with PREPARE on its single connection and run with EXECUTE, the values
 * written as quoted literals (`quoteLiteral`). Measured: 100 us per EXECUTE, against 230 us for
 * the same statement through query() with parameters.
 */
export function preparePglite(client: PGlite): Prepare {
  const register = registry();
  let conforming: Promise<void> | undefined;
  return <Row>(name: string, text: string, options?: PrepareOptions): PreparedQuery<Row> => {
    register(name, text);
    // In the same message as the EXECUTE, so no other statement runs under the setting; a failed
    // EXECUTE rolls the SET back with it (one implicit transaction).
    const [before, after] = options?.generic
      ? ['set plan_cache_mode = force_generic_plan; ', '; reset plan_cache_mode']
      : ['', ''];
    let prepared: Promise<unknown> | undefined;
    return async (values) => {
      conforming ??= client
        .query<{ on: string }>(`select current_setting('standard_conforming_strings') as on`)
        .then(({ rows }) => {
          if (rows[0]?.on !== 'on') throw new Error('standard_conforming_strings must be on');
        });
      await conforming;
      prepared ??= client.exec(`prepare ${name} as ${text}`).catch((error: { code?: string }) => {
        // Another app on the same PGlite instance (the tests) prepared it already.
        if (error.code !== '42P05') {
          prepared = undefined;
          throw error;
        }
      });
      await prepared;
      const args = values.length ? `(${values.map(quoteLiteral).join(', ')})` : '';
      // The simple protocol: one message, where query() would add parse, describe and bind.
      const results = await client.exec(`${before}execute ${name}${args}${after}`);
      return withDefaultTypes<Row>(client, results[before ? 1 : 0]);
    };
  };
}

/**
 * A statement for any database, prepared on first use with each one and kept: for code that is
 * handed the database's `prepare` on every call (a service), where calling `prepare` each time
 * would prepare the statement again.
 */
export function preparedStatement<Row>(
  name: string,
  text: string,
): (prepare: Prepare) => PreparedQuery<Row> {
  const byDatabase = new WeakMap<Prepare, PreparedQuery<Row>>();
  return (prepare) => {
    let query = byDatabase.get(prepare);
    if (!query) {
      query = prepare<Row>(name, text);
      byDatabase.set(prepare, query);
    }
    return query;
  };
}
