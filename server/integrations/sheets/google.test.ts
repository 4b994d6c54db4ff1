import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OAuth2Client } from 'google-auth-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER_TABS } from '#common/schemas/export.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import {
  exportFiles,
  measurements,
  subscriptions,
  users,
  workouts,
} from '../../db/schema/index.ts';
import { parseEnv } from '../../env.ts';
import { type Member, openTestDatabase, registerMember } from '../../test/helpers.ts';
import { startGoogleSheetsStub, type GoogleSheetsStub } from './google-sheets-stub.ts';
import { readServiceAccount } from './google.ts';
import { createSheets } from './index.ts';

const MASTER_ID = 'master-spreadsheet';

let stub: GoogleSheetsStub;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  // The master spreadsheet exists with one of its tabs (and a stray one that is left alone).
  stub = await startGoogleSheetsStub([{ id: MASTER_ID, tabs: ['Users', 'Notes by hand'] }]);
  database = await openTestDatabase();
  const env = parseEnv({
    NODE_ENV: 'test',
    GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({
      client_email: 'exporter@project.iam.gserviceaccount.com',
      private_key: 'unused: the test injects an authorised client',
    }),
    GOOGLE_SHEETS_SPREADSHEET_ID: MASTER_ID,
    GOOGLE_API_URL: stub.apiUrl,
  });
  // google-auth-library always fetches tokens from Google's fixed endpoint, so the test gives the
  // adapter a client that already holds an access token (the stub checks it on every call).
  const googleAuth = new OAuth2Client();
  googleAuth.setCredentials({ access_token: 'stub-token', expiry_date: Date.now() + 3_600_000 });
  const sheets = await createSheets(env, database.db, { googleAuth });
  expect(sheets.mode).toBe('google');
  app = await buildApp({ env, database, sheets, webDir: null });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  await stub.close();
});

async function proMember(): Promise<Member> {
  const member = await registerMember(app);
  await database.db
    .update(subscriptions)
    .set({ tier: 'pro' })
    .where(eq(subscriptions.userId, member.user.id));
  return member;
}

const post = (member: Member, url: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { cookie: member.cookie, 'x-user-id': member.user.id },
  });

describe('Google Sheets export', () => {
  it("creates a new spreadsheet per member export, shared as reader with that member's e-mail", async () => {
    const member = await proMember();
    await database.db.insert(workouts).values({
      userId: member.user.id,
      title: 'Morning Circuit',
      exercises: [
        { name: 'Burpees', reps: '10', rest: '30', sets: 3 },
        { name: 'Lunges', reps: '12', rest: '30', sets: 3 },
      ],
      duration: 1200,
      completed: true,
      date: '2026-11-19',
    });
    const res = await post(member, `/api/export/workouts/${member.user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Exported 1 workout to Google Sheets');
    const id = /\/d\/([^/]+)\/edit$/.exec(body.spreadsheetUrl)?.[1];
    expect(body.spreadsheetUrl).toBe(`https://docs.google.com/spreadsheets/d/${id}/edit`);
    const sheet = stub.spreadsheets.get(id!)!;
    expect(id).not.toBe(MASTER_ID);
    expect([...sheet.tabs.keys()]).toEqual(['Workouts']);
    expect(sheet.tabs.get('Workouts')).toEqual([
      ['Date', 'Title', 'Exercises', 'Duration (min)', 'Completed', 'Sets (reps × load)'],
      ['2026-11-19', 'Morning Circuit', 'Burpees, Lunges', 20, true, ''],
    ]);
    expect(sheet.permissions).toEqual([
      { role: 'reader', type: 'user', emailAddress: member.email },
    ]);
    // Google exports leave no local workbook behind.
    const files = await database.db
      .select()
      .from(exportFiles)
      .where(eq(exportFiles.userId, member.user.id));
    expect(files).toHaveLength(0);

    // A second export is another spreadsheet: never a link to one holding someone else's data.
    await database.db
      .insert(measurements)
      .values({ userId: member.user.id, type: 'weight', value: 172, date: '2026-11-19' });
    const again = await post(member, `/api/export/measurements/${member.user.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json().spreadsheetUrl).not.toBe(body.spreadsheetUrl);
  });

  it('clears and rewrites the five tabs of the master spreadsheet, creating missing ones', async () => {
    const member = await proMember();
    await database.db.insert(measurements).values({
      userId: member.user.id,
      type: 'thighs',
      value: 22.5,
      date: '2026-11-18',
    });
    const admin = await registerMember(app);
    await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const master = stub.spreadsheets.get(MASTER_ID)!;
    master.tabs.set('Users', [['stale row from an earlier export']]);

    for (let round = 0; round < 2; round += 1) {
      const res = await post(admin, '/api/admin/export/master');
      expect(res.statusCode).toBe(200);
      expect(res.json().spreadsheetUrl).toBe(
        `https://docs.google.com/spreadsheets/d/${MASTER_ID}/edit`,
      );
    }
    expect([...master.tabs.keys()]).toEqual(['Users', 'Notes by hand', ...MASTER_TABS.slice(1)]);
    const usersTab = master.tabs.get('Users')!;
    expect(usersTab[0]).toEqual(['User ID', 'First Name', 'Email', 'Tier', 'Admin', 'Created']);
    expect(usersTab.flat()).not.toContain('stale row from an earlier export');
    // Rewritten, not appended twice.
    expect(usersTab.filter((r) => r[0] === member.user.id)).toHaveLength(1);
    expect(master.tabs.get('Measurements')).toContainEqual([
      member.user.id,
      '2026-11-18',
      'thighs',
      22.5,
      'in',
    ]);
    for (const rows of master.tabs.values()) {
      expect(JSON.stringify(rows)).not.toMatch(/password|argon2/i);
    }
  });

  it('turns a Google failure into a 503 with a clear message', async () => {
    const member = await proMember();
    await database.db
      .insert(measurements)
      .values({ userId: member.user.id, type: 'weight', value: 175, date: '2026-11-17' });
    stub.failWhen = (request) =>
      request.path.endsWith('/permissions') && request.method === 'POST' ? 403 : null;
    const before = stub.spreadsheets.size;
    try {
      const res = await post(member, `/api/export/measurements/${member.user.id}`);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(
        /^Google Sheets export failed \(403\): .+ Check the service account and that the spreadsheet is shared with it\.$/,
      );
      // The unshared spreadsheet was deleted again.
      expect(stub.spreadsheets.size).toBe(before);
      expect(stub.requests.at(-1)).toMatchObject({ method: 'DELETE' });
    } finally {
      stub.failWhen = null;
    }
  });
});

describe('readServiceAccount', () => {
  it('reads the key JSON and refuses what is not a service-account key', () => {
    expect(readServiceAccount('{"client_email":"a@b.c","private_key":"k"}')).toEqual({
      client_email: 'a@b.c',
      private_key: 'k',
    });
    expect(() => readServiceAccount('{"client_email":"a@b.c"}')).toThrow(
      /client_email and private_key/,
    );
    expect(() => readServiceAccount('/no/such/key.json')).toThrow(/readable file path/);
  });
});
