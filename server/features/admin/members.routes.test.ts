import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminMembersPageSchema, type AdminMembersPage } from '#common/schemas/admin.ts';
import { subscriptions, users, workouts } from '../../db/schema/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';

let t: TestContext;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerMember(t.app);
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

const list = (query: string, cookie = admin.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/admin/members${query}`, headers: { cookie } });

async function page(query: string): Promise<AdminMembersPage> {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return AdminMembersPageSchema.parse(res.json());
}

/** Members written straight to the table, the i-th joined i days ago, emails `<tag>-i@…`. */
async function insertMembers(tag: string, n: number, firstName = 'Marta') {
  const now = Date.now();
  const rows = await t.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${tag}-${i}@example.com`,
        passwordHash: 'x',
        firstName,
        createdAt: new Date(now - i * DAY_MS),
      })),
    )
    .returning({ id: users.id, email: users.email });
  return rows;
}

describe('GET /api/admin/members', () => {
  it('refuses anonymous callers with 401 and members with 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/members' })).statusCode).toBe(401);
    const member = await registerMember(t.app);
    const res = await list('', member.cookie);
    expect(res.statusCode).toBe(403);
  });

  it('pages the matching members newest first, each once, with the total', async () => {
    const tag = `pager${randomUUID().slice(0, 8)}`;
    const inserted = await insertMembers(tag, 5);
    const seen: string[] = [];
    let after: string | null = null;
    const sizes: number[] = [];
    do {
      const body: AdminMembersPage = await page(
        `?q=${tag.toUpperCase()}&limit=2${after ? `&after=${after}` : ''}`,
      );
      expect(body.total).toBe(5);
      sizes.push(body.members.length);
      seen.push(...body.members.map((m) => m.email));
      after = body.nextAfter;
    } while (after);
    expect(sizes).toEqual([2, 2, 1]);
    // Newest first: the member joined today, then yesterday, and so on.
    expect(seen).toEqual(inserted.map((m) => m.email));
  });

  it('finds members by first name, and takes % and _ in the search as themselves', async () => {
    const name = `Zed${randomUUID().slice(0, 6)}`;
    await insertMembers(`first${randomUUID().slice(0, 8)}`, 2, name);
    const byName = await page(`?q=${name.toLowerCase()}`);
    expect(byName.members.map((m) => m.firstName)).toEqual([name, name]);
    expect(byName.total).toBe(2);

    const mark = randomUUID().slice(0, 6);
    await insertMembers(`pct${mark}`, 1, `${mark}100%_sure`);
    // A member whose name differs where the search has % and _: not a match.
    await insertMembers(`pcx${mark}`, 1, `${mark}1000xsure`);
    expect(
      (await page(`?q=${encodeURIComponent(`${mark}100%_s`)}`)).members.map((m) => m.firstName),
    ).toEqual([`${mark}100%_sure`]);
    // "%" alone is not "everyone": only names or emails with a percent sign.
    const percent = await page(`?q=${encodeURIComponent('%')}&limit=100`);
    expect(percent.members.every((m) => m.firstName.includes('%') || m.email.includes('%'))).toBe(
      true,
    );
  });

  it('gives each member their effective tier and the workouts they logged', async () => {
    const tag = `tier${randomUUID().slice(0, 8)}`;
    const [pro, lapsed, free] = await insertMembers(tag, 3);
    await t.database.db.insert(subscriptions).values([
      { userId: pro!.id, tier: 'pro' },
      {
        userId: lapsed!.id,
        tier: 'premium',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(Date.now() - DAY_MS),
      },
    ]);
    await t.database.db.insert(workouts).values(
      ['2026-01-05', '2026-03-09', '2026-02-02'].map((date) => ({
        userId: pro!.id,
        title: 'Upper',
        exercises: [],
        duration: 3000,
        completed: true,
        date,
      })),
    );
    const body = await page(`?q=${tag}`);
    expect(
      body.members.map(({ id, tier, workouts: n, lastWorkout }) => ({
        id,
        tier,
        n,
        lastWorkout,
      })),
    ).toEqual([
      { id: pro!.id, tier: 'pro', n: 3, lastWorkout: '2026-03-09' },
      { id: lapsed!.id, tier: 'free', n: 0, lastWorkout: null },
      { id: free!.id, tier: 'free', n: 0, lastWorkout: null },
    ]);
  });

  it('answers a bad page size or an unknown cursor with a 400 that names it', async () => {
    const big = await list('?limit=500');
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toContain('must be a whole number from 1 to 100');
    const unknown = await list(`?after=${randomUUID()}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('must be the id of a member of the list');
    const long = await list(`?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
  });
});
