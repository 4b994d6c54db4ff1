import { types, type PGlite, type Results, type Transaction } from '@electric-sql/pglite';

type QueryOptions = NonNullable<Parameters<PGlite['query']>[2]>;

/**
 * The types Drizzle's PGlite driver asks to keep as text, with the same `parsers` option on every
 * query (it maps them itself): timestamp, timestamptz, interval, date, and the arrays numeric[],
 * timestamp[], timestamptz[], interval[], date[].
 */
const DRIZZLE_TEXT_TYPES = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
]);

const asText = (value: string) => value;

type Parser = (value: string, typeId?: number) => unknown;
/** PGlite's own parsers for those types, per client, for `withDefaultTypes`. */
const defaultParsers = new WeakMap<PGlite, Map<number, Parser>>();

/** The options without `parsers` when they only ask for Drizzle's text types. */
function withoutDrizzleParsers<T extends QueryOptions | undefined>(options: T): T {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const oid of Object.keys(parsers)) {
    if (!DRIZZLE_TEXT_TYPES.has(Number(oid))) return options;
  }
  return { ...options, parsers: undefined };
}

/**
 * Saves PGlite from copying its table of parsers on every Drizzle query (decision 018).
 *
 * Given a `parsers` option, PGlite merges it into a copy of its own table of 318 parsers for each
 * query (`{ ...this.parsers, ...options.parsers }`): 81 us, where a whole `select 1` takes 129 us.
 * Drizzle passes the same option every time. So the embedded client keeps those types as text in
 * its own table, and Drizzle's queries (on the client and in transactions) reach PGlite without
 * the option: the same results, without the copy. Raw queries on this client get those types as
 * text too; `withDefaultTypes` parses them as before where a raw result must match the other
 * driver (`database.prepare`).
 */
export function keepDrizzleTypesAsText(client: PGlite): void {
  const defaults = new Map<number, Parser>();
  for (const oid of DRIZZLE_TEXT_TYPES) {
    const parser = client.parsers[oid] as Parser | undefined;
    if (parser) defaults.set(oid, parser);
    client.parsers[oid] = asText;
  }
  defaultParsers.set(client, defaults);

  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, withoutDrizzleParsers(options))) as PGlite['query'];

  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const lean: Transaction = Object.create(tx);
      lean.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
        tx.query(text, params, withoutDrizzleParsers(options))) as Transaction['query'];
      return callback(lean);
    })) as PGlite['transaction'];
}

/**
 * The rows of a raw result on a client set up by `keepDrizzleTypesAsText`, with the columns it
 * kept as text parsed by PGlite's default parsers (a timestamp becomes a Date again).
 */
export function withDefaultTypes<Row>(client: PGlite, result: Results | undefined): Row[] {
  const rows = (result?.rows ?? []) as Record<string, unknown>[];
  const defaults = defaultParsers.get(client);
  if (!defaults || !result) return rows as Row[];
  const columns: [string, Parser, number][] = [];
  for (const field of result.fields) {
    const parser = defaults.get(field.dataTypeID);
    if (parser) columns.push([field.name, parser, field.dataTypeID]);
  }
  if (columns.length === 0) return rows as Row[];
  for (const row of rows) {
    for (const [name, parser, typeId] of columns) {
      const value = row[name];
      if (typeof value === 'string') row[name] = parser(value, typeId);
    }
  }
  return rows as Row[];
}
