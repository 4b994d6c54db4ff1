import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, uniqueEmail } from '../test/helpers.ts';
import type { Database } from './client.ts';
import { arrayLiteral, quoteLiteral } from './prepared.ts';
import { users } from './schema/index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const HOSTILE = [
  '',
  "it's",
  "'; drop table users; --",
  'back\\slash\\',
  "\\'); select 1; --",
  'ünïcödé ✓ 💪',
  '$1 $$ $tag$',
  'x'.repeat(5_000),
];

describe('quoteLiteral', () => {
  it('doubles single quotes and keeps everything else as it is', () => {
    expect(quoteLiteral("it's")).toBe("'it''s'");
    expect(quoteLiteral('a\\b')).toBe("'a\\b'");
  });

  it('refuses NUL, which text cannot hold', () => {
    expect(() => quoteLiteral('a\0b')).toThrow(/NUL/);
  });
});

describe('database.prepare', () => {
  it('gives back every value exactly as sent, whatever it contains', async () => {
    const echo = database.prepare<{ value: string }>('test_echo', 'select $1::text as value');
    for (const value of HOSTILE) {
      expect(await echo([value])).toEqual([{ value }]);
    }
    // Still one users table: nothing above ran as SQL.
    expect(
      (
        await database.prepare<{ n: number }>(
          'test_users',
          'select count(*)::int as n from users',
        )([])
      ).length,
    ).toBe(1);
  });

  it('takes an array as an arrayLiteral and gives back every element exactly as sent', async () => {
    const echo = database.prepare<{ values: string[] }>(
      'test_echo_array',
      'select $1::text[] as values',
    );
    const elements = [...HOSTILE.filter((value) => value !== ''), 'a,b', '{x}', ' spaced ', ''];
    expect(await echo([arrayLiteral(elements)])).toEqual([{ values: elements }]);
    expect(await echo([arrayLiteral([])])).toEqual([{ values: [] }]);
  });

  it('binds several values in order and maps column types like the driver', async () => {
    const email = uniqueEmail('prepared');
    const [row] = await database.db
      .insert(users)
      .values({ email, passwordHash: 'x', firstName: 'Pat', goals: ['strength', 'mobility'] })
      .returning();
    const find = database.prepare<{ id: string; goals: string[]; createdAt: Date }>(
      'test_find_user',
      `select id, goals, created_at as "createdAt" from users where lower(email) = lower($1) and first_name = $2`,
    );
    const [found] = await find([email.toUpperCase(), 'Pat']);
    expect(found).toMatchObject({ id: row!.id, goals: ['strength', 'mobility'] });
    expect(found!.createdAt).toBeInstanceOf(Date);
    expect(await find([email, 'Sam'])).toEqual([]);
    // Runs again on the statement prepared by the first call.
    expect(await find([email, 'Pat'])).toHaveLength(1);
  });

  it('refuses a second text under a name already in use, and names that are not identifiers', () => {
    database.prepare('test_same', 'select 1 as one');
    expect(() => database.prepare('test_same', 'select 1 as one')).not.toThrow();
    expect(() => database.prepare('test_same', 'select 2 as two')).toThrow(/another text/);
    expect(() => database.prepare('bad name; drop', 'select 1')).toThrow(/invalid/);
  });

  it('reports an SQL error to the caller and works again afterwards', async () => {
    const cast = database.prepare<{ n: number }>('test_cast', 'select $1::int as n');
    await expect(cast(['not a number'])).rejects.toThrow();
    expect(await cast(['42'])).toEqual([{ n: 42 }]);
  });

  // The embedded database's behaviour: PostgreSQL plans as it chooses (prepared.ts).
  const onPglite = process.env.TEST_DB_KIND !== 'postgres';

  // A statement over an array value with a subquery per element, like the session lookup with
  // its own read: PostgreSQL's own choice plans it again on every run.
  const PER_ELEMENT = `select k.v, (select count(*) from users u where u.email = k.v)::int as n
                       from unnest($1::text[]) as k (v)`;
  const plans = async (name: string) =>
    (
      await database.pglite!.query<{ generic: number; custom: number }>(
        `select generic_plans::int as generic, custom_plans::int as custom
         from pg_prepared_statements where name = $1`,
        [name],
      )
    ).rows[0];

  it.runIf(onPglite)(
    'runs a generic statement with its one plan, and leaves the setting as it was, even on an error (PGlite)',
    async () => {
      const chosen = database.prepare<{ v: string; n: number }>('test_chosen', PER_ELEMENT);
      const generic = database.prepare<{ v: string; n: number; plan: string }>(
        'test_generic',
        `${PER_ELEMENT} where k.v <> $2`,
        { generic: true },
      );
      for (let run = 0; run < 8; run++) {
        expect(await chosen([arrayLiteral(['a', `b${run}`])])).toEqual([
          { v: 'a', n: 0 },
          { v: `b${run}`, n: 0 },
        ]);
        expect(await generic([arrayLiteral(['a', `b${run}`]), 'a'])).toEqual([
          { v: `b${run}`, n: 0 },
        ]);
      }
      // Left to itself, the statement is planned on every run.
      expect(await plans('test_chosen')).toEqual({ generic: 0, custom: 8 });
      expect(await plans('test_generic')).toEqual({ generic: 8, custom: 0 });

      const setting = async () =>
        (
          await database.pglite!.query<{ mode: string }>(
            `select current_setting('plan_cache_mode') as mode`,
          )
        ).rows[0]!.mode;
      expect(await setting()).toBe('auto');
      await expect(generic(['not an array', 'a'])).rejects.toThrow();
      expect(await setting()).toBe('auto');
    },
  );

  it.runIf(onPglite)(
    'plans a kept statement again for the size of its table now, on replan (PGlite)',
    async () => {
      const pglite = database.pglite!;
      await pglite.exec(`create table test_grows (id int primary key, v text);
                         insert into test_grows values (1, 'one')`);
      const read = database.prepare<{ v: string }>(
        'test_grows_read',
        // A join on an array value's elements, like the session lookup's.
        'select t.v from unnest($1::int[]) as k (id) join test_grows t on t.id = k.id',
        { generic: true },
      );
      const plan = async () =>
        (
          await pglite.exec(
            `set plan_cache_mode = force_generic_plan; explain execute test_grows_read('{1}')`,
          )
        )[1]!.rows
          .map((row) => String(row['QUERY PLAN']))
          .join('\n');
      expect(await read(['{1}'])).toEqual([{ v: 'one' }]);
      // A small table: hashing the whole of it beats looking each element up in the index.
      expect(await plan()).toMatch(/Seq Scan on test_grows/);
      await pglite.exec(
        `insert into test_grows select g, g::text from generate_series(2, 20000) g`,
      );
      // The plan made for the small table is kept, however large the table grew.
      expect(await plan()).toMatch(/Seq Scan on test_grows/);
      await database.replan();
      expect(await read(['{20000}'])).toEqual([{ v: '20000' }]);
      expect(await plan()).toMatch(/Index Scan using test_grows_pkey/);
      await pglite.exec('reset plan_cache_mode; drop table test_grows');
    },
  );
});
