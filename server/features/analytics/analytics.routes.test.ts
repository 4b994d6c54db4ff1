import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pageViews } from '../../db/schema/index.ts';
import { createTestApp, registerMember, type TestContext } from '../../test/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/analytics/pageview', () => {
  it('records the page view with the signed-in user, without reset tokens or emails', async () => {
    const member = await registerMember(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pageview',
      headers: { cookie: member.cookie },
      payload: { path: '/reset-password?token=SECRET&email=a%40b.co&utm_source=mail' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(pageViews)
      .where(eq(pageViews.userId, member.user.id));
    expect(rows.map((r) => r.path)).toEqual(['/reset-password?utm_source=mail']);
    expect(JSON.stringify(rows)).not.toContain('SECRET');
  });

  it('answers 400 for a missing path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analytics/pageview', payload: {} });
    expect(res.statusCode).toBe(400);
  });
});
