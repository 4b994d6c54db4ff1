import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { createTestApp, registerMember, type TestContext } from '../../test/helpers.ts';
import { getUser, profileFromJson, profileJson } from './users.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('the profile read as JSON (the chat session read) equals the row read by column, without the password hash', async () => {
  const member = await registerMember(t.app);
  const db = t.database.db;
  // Every kind of column set: numbers with decimals, dates, JSON lists and objects, timestamps.
  await db
    .update(users)
    .set({
      currentWeight: 181.37,
      targetWeight: 170.5,
      targetDate: '2027-03-14',
      startDate: '2026-11-01',
      injuries: ['knee'],
      hasInjury: 'yes',
      plates: { units: 'metric', bar: 20, plates: [25, 20, 10, 5, 2.5, 1.25] },
      updatedAt: new Date('2026-11-20T08:30:15.123Z'),
    })
    .where(eq(users.id, member.user.id));

  const result = await db.execute<{ profile: Record<string, unknown> }>(
    sql.raw(`select ${profileJson('u')} as profile from users u where u.id = '${member.user.id}'`),
  );
  const [row] = (result as unknown as { rows: { profile: Record<string, unknown> }[] }).rows;
  const fromJson = profileFromJson(row!.profile);
  const { passwordHash, ...byColumn } = await getUser(db, member.user.id);

  expect(passwordHash).toBeTruthy();
  expect(fromJson).not.toHaveProperty('passwordHash');
  expect(fromJson).toEqual(byColumn);
  expect(fromJson.createdAt).toBeInstanceOf(Date);
});
