import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Env } from '../env.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { Db } from './client.ts';
import { promoCodes, subscriptions, users } from './schema/index.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@flexcoach.local';

export interface SeedResult {
  created: boolean;
  email: string;
  /** Only set when the password was generated: shown once, never stored in clear. */
  generatedPassword?: string;
}

/**
 * Seeds one admin account. Idempotent: with ADMIN_EMAIL, nothing happens when that account exists
 * (it is made an admin if it was not); without it, nothing happens when any admin exists.
 */
export async function seedAdmin(
  db: Db,
  env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<SeedResult> {
  const email = (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const [existing] = env.ADMIN_EMAIL
    ? await db
        .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1)
    : await db
        .select({ id: users.id, email: users.email, isAdmin: users.isAdmin })
        .from(users)
        .where(eq(users.isAdmin, true))
        .limit(1);
  if (existing) {
    if (!existing.isAdmin)
      await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    return { created: false, email: existing.email };
  }

  const generatedPassword = env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  const password = env.ADMIN_PASSWORD ?? generatedPassword!;
  const passwordHash = await hashPassword(password);
  const inserted = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: 'Admin',
        isAdmin: true,
        goals: ['general-fitness'],
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (user) await tx.insert(subscriptions).values({ userId: user.id });
    return user;
  });
  if (!inserted) return { created: false, email }; // another instance seeded it first
  return { created: true, email, ...(generatedPassword ? { generatedPassword } : {}) };
}

/** The example promo code: 50% off the first month. */
export const WELCOME_PROMO = { code: 'WELCOME50', percentOff: 50, durationInMonths: 1 } as const;

/** Seeds the example promo code. Idempotent: an existing code is left as it is. */
export async function seedPromoCodes(db: Db): Promise<void> {
  await db.insert(promoCodes).values(WELCOME_PROMO).onConflictDoNothing();
}
