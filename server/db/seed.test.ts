import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { subscriptions, users } from './schema/index.ts';
import { seedAdmin } from './seed.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { openTestDatabase, uniqueEmail } from '../test/helpers.ts';
import type { Database } from './client.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('seedAdmin', () => {
  it('creates the configured admin once, with a free subscription', async () => {
    const email = uniqueEmail('admin');
    const env = { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'a long admin password' };
    const first = await seedAdmin(database.db, env);
    expect(first).toEqual({ created: true, email });
    const second = await seedAdmin(database.db, env);
    expect(second).toEqual({ created: false, email });
    const rows = await database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.isAdmin).toBe(true);
    expect(await verifyPassword(rows[0]!.passwordHash, 'a long admin password')).toBe(true);
    const [sub] = await database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, rows[0]!.id));
    expect(sub?.tier).toBe('free');
  });

  it('generates a password when none is set, and returns it once', async () => {
    const email = uniqueEmail('admin');
    const first = await seedAdmin(database.db, { ADMIN_EMAIL: email, ADMIN_PASSWORD: undefined });
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(await verifyPassword(row!.passwordHash, first.generatedPassword!)).toBe(true);
    const again = await seedAdmin(database.db, { ADMIN_EMAIL: email, ADMIN_PASSWORD: undefined });
    expect(again.generatedPassword).toBeUndefined();
  });

  it('without ADMIN_EMAIL, creates the default admin only when no admin exists', async () => {
    const fresh = await openTestDatabase();
    try {
      if (fresh.kind === 'pglite') {
        const first = await seedAdmin(fresh.db, {
          ADMIN_EMAIL: undefined,
          ADMIN_PASSWORD: undefined,
        });
        expect(first).toMatchObject({ created: true, email: 'admin@flexcoach.local' });
      }
      const next = await seedAdmin(fresh.db, { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
      expect(next.created).toBe(false);
      expect(next.generatedPassword).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
