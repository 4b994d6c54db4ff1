import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_IDLE_TIMEOUT_MS } from '#common/constants.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';
import { parseEnv } from '../env.ts';
import { openTestDatabase, registerMember } from '../test/helpers.ts';
import type { OwnRead } from './auth.ts';

// The session lookup's own read (decision 016), seen from a route with no guard at all: what the
// statement hands over for each caller, before any route code could check it.
const ownEmail: OwnRead = { name: 'test_own_email', param: 'userId', select: 'select u.email' };
/** A read without a path parameter: always the signed-in member's own. */
const myEmail: OwnRead = { name: 'test_my_email', select: 'select u.email' };

let app: FastifyInstance;
let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-own-read-'));
/** The session statements' executions, each with the number of lookups it answered. */
const executions: { name: string; lookups: number }[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  const prepare = database.prepare;
  database.prepare = <Row>(name: string, text: string) => {
    const query = prepare<Row>(name, text);
    return (values) => {
      if (name.startsWith('session') || name === 'resolve_session') {
        executions.push({ name, lookups: values[0]!.split(',').length });
      }
      return query(values);
    };
  };
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
  app = await buildApp({ env, database, webDir: null });
  app.get<{ Params: { userId: string } }>(
    '/api/test-own-read/:userId',
    { config: { ownRead: ownEmail } },
    async (request) => ({ user: request.user?.id ?? null, ownData: request.ownData ?? null }),
  );
  app.post('/api/test-my-read', { config: { ownRead: myEmail } }, async (request) => ({
    user: request.user?.id ?? null,
    ownData: request.ownData ?? null,
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const read = (userId: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/test-own-read/${encodeURIComponent(userId)}`,
    headers: cookie ? { cookie } : {},
  });

describe('OwnRead: the read the session lookup makes with the session', () => {
  it('hands over the data only when the path names the signed-in member', async () => {
    const alice = await registerMember(app);
    const bob = await registerMember(app);

    expect((await read(alice.user.id, alice.cookie)).json()).toEqual({
      user: alice.user.id,
      ownData: alice.email,
    });
    for (const other of [bob.user.id, alice.user.id.toUpperCase(), `${alice.user.id} `, "'"]) {
      expect((await read(other, alice.cookie)).json(), other).toEqual({
        user: alice.user.id,
        ownData: null,
      });
    }
    expect((await read(alice.user.id)).json()).toEqual({ user: null, ownData: null });
  });

  it("without a path parameter, hands over the signed-in member's own data whatever is sent", async () => {
    const alice = await registerMember(app);
    const bob = await registerMember(app);
    const mine = (cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/test-my-read',
        headers: cookie ? { cookie } : {},
        payload: { userId: bob.user.id },
      });
    // The body names Bob; the read is Alice's.
    expect((await mine(alice.cookie)).json()).toEqual({
      user: alice.user.id,
      ownData: alice.email,
    });
    expect((await mine(bob.cookie)).json()).toEqual({ user: bob.user.id, ownData: bob.email });
    expect((await mine()).json()).toEqual({ user: null, ownData: null });
  });

  it('answers lookups made together in one statement, each with its own session and data', async () => {
    const members = await Promise.all(Array.from({ length: 3 }, () => registerMember(app)));
    const unknown = `fc_session=${'x'.repeat(43)}`;
    const callers = Array.from({ length: 30 }, (_, i) => ({
      member: i % 4 === 3 ? null : members[i % 4]!,
      // Every fifth asks for the next member's data with its own cookie.
      target: members[(i + (i % 5 === 0 ? 1 : 0)) % 3]!,
    }));
    executions.length = 0;
    const answers = await Promise.all(
      callers.map(({ member, target }) => read(target.user.id, member?.cookie ?? unknown)),
    );
    answers.forEach((answer, i) => {
      const { member, target } = callers[i]!;
      expect(answer.json(), `caller ${i}`).toEqual({
        user: member?.user.id ?? null,
        ownData: member && member.user.id === target.user.id ? member.email : null,
      });
    });
    // Fewer executions than lookups: they were answered together.
    const lookups = executions.filter((e) => e.name === 'session_test_own_email');
    // (An unknown cookie is looked up too, and found nowhere.)
    expect(lookups.reduce((sum, e) => sum + e.lookups, 0)).toBe(callers.length);
    expect(lookups.length).toBeLessThan(callers.length / 2);
  });

  it('hands over nothing for a session that is idle too long or past its lifetime', async () => {
    const member = await registerMember(app);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - 60_000) })
      .where(eq(sessions.userId, member.user.id));
    expect((await read(member.user.id, member.cookie)).json()).toEqual({
      user: null,
      ownData: null,
    });

    const again = await registerMember(app);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, again.user.id));
    expect((await read(again.user.id, again.cookie)).json()).toEqual({
      user: null,
      ownData: null,
    });
  });
});
