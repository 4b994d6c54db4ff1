import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SESSION_COOKIE_NAME } from '#common/constants.ts';
import { sessions } from '../../db/schema/index.ts';
import { createTestApp, registerMember, type TestContext } from '../../test/helpers.ts';
import { purgeExpiredAuthData } from './maintenance.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('session expiry', () => {
  it('ends a session idle for more than 12 hours, and purges it', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 13 * 60 * 60 * 1000) })
      .where(eq(sessions.userId, member.user.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(401);
    expect(member.cookie.startsWith(`${SESSION_COOKIE_NAME}=`)).toBe(true);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const member = await registerMember(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.user.id));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(401);
    await purgeExpiredAuthData(t.database.db);
    const left = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, member.user.id));
    expect(left).toHaveLength(0);
  });

  it('keeps live sessions when purging', async () => {
    const member = await registerMember(t.app);
    await purgeExpiredAuthData(t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
  });
});
