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
});
