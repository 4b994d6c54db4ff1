import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { dailyLogs, measurements, notes, subscriptions, users } from '../../db/schema/index.ts';
import { exportFilePath } from '../../integrations/sheets/index.ts';
import { createTestApp, registerMember, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/user/:id/export', () => {
  it('downloads the member’s data and nothing of another member', async () => {
    const alice = await registerMember(t.app, { firstName: 'Alice' });
    const bob = await registerMember(t.app, { firstName: 'Bob' });
    await t.database.db.insert(measurements).values([
      { userId: alice.user.id, type: 'weight', value: 171.5, date: '2026-11-01' },
      { userId: bob.user.id, type: 'weight', value: 222.25, date: '2026-11-01' },
    ]);
    await t.database.db.insert(dailyLogs).values([
      { userId: alice.user.id, date: '2026-11-02', calories: 2150, waterIntake: 1750 },
      { userId: bob.user.id, date: '2026-11-02', calories: 3333 },
    ]);
    await t.database.db.insert(notes).values([
      { userId: alice.user.id, title: 'Knee', content: 'Easy on lunges' },
      { userId: bob.user.id, title: 'Secret', content: 'Bob only' },
    ]);
    const buy = await t.app.inject({
      method: 'POST',
      url: '/api/credits/purchase',
      headers: { cookie: alice.cookie },
      payload: { packageId: 'starter' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/credits/confirm',
      headers: { cookie: alice.cookie },
      payload: { packageId: 'starter', paymentId: buy.json().paymentId },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions/create-checkout',
      headers: { cookie: bob.cookie },
      payload: { tier: 'pro' },
    });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/${alice.user.id}/export`,
      headers: { cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="flexcoach-data.json"');
    const data = res.json();
    expect(data.profile).toMatchObject({
      id: alice.user.id,
      firstName: 'Alice',
      email: alice.email,
    });
    expect(data.subscription).toMatchObject({ tier: 'free', flexCredits: 3 });
    expect(data.measurements).toHaveLength(1);
    expect(data.measurements[0].value).toBe(171.5);
    expect(data.creditLedger).toHaveLength(1);
    expect(data.dailyLogs).toMatchObject([
      { date: '2026-11-02', calories: 2150, waterIntake: 1750 },
    ]);
    expect(data.notes).toMatchObject([{ title: 'Knee', content: 'Easy on lunges' }]);
    for (const key of ['workouts', 'savedWorkouts', 'chatMessages', 'subscriptionChanges']) {
      expect(Array.isArray(data[key])).toBe(true);
    }
    const text = res.body;
    expect(text).not.toContain(bob.user.id);
    expect(text).not.toContain(bob.email);
    expect(text).not.toContain('222.25');
    expect(text).not.toContain('3333');
    expect(text).not.toContain('Bob only');
    expect(text).not.toContain('passwordHash');

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/user/${bob.user.id}/export`,
      headers: { cookie: alice.cookie },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('DELETE /api/user/:id', () => {
  it('refuses a wrong password, then deletes the account and ends the session', async () => {
    const member = await registerMember(t.app);
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie },
      payload: { password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('Password is incorrect');
    expect(
      await t.database.db.select().from(users).where(eq(users.id, member.user.id)),
    ).toHaveLength(1);

    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie },
      payload: { password: member.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(users).where(eq(users.id, member.user.id)),
    ).toHaveLength(0);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('removes the member’s spreadsheet files from disk with the account', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'pro' })
      .where(eq(subscriptions.userId, member.user.id));
    await t.database.db.insert(measurements).values({
      userId: member.user.id,
      type: 'weight',
      value: 180,
      date: '2026-11-01',
    });
    const exported = await t.app.inject({
      method: 'POST',
      url: `/api/export/measurements/${member.user.id}`,
      headers: { cookie: member.cookie },
    });
    expect(exported.statusCode).toBe(200);
    const fileId = String(exported.json().spreadsheetUrl).split('/').pop()!;
    const file = exportFilePath(t.env.DATA_DIR, fileId);
    expect(existsSync(file)).toBe(true);

    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${member.user.id}`,
      headers: { cookie: member.cookie },
      payload: { password: member.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses another member’s account', async () => {
    const alice = await registerMember(t.app);
    const bob = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${bob.user.id}`,
      headers: { cookie: alice.cookie },
      payload: { password: alice.password },
    });
    expect(res.statusCode).toBe(403);
  });
});
