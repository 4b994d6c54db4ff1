import { rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '#common/constants.ts';
import {
  MASTER_TABS,
  NO_MEASUREMENTS_MESSAGE,
  NO_WORKOUTS_MESSAGE,
} from '#common/schemas/export.ts';
import {
  dailyLogs,
  exportFiles,
  measurements,
  subscriptions,
  users,
  workouts,
} from '../../db/schema/index.ts';
import { exportFilePath, XLSX_CONTENT_TYPE } from '../../integrations/sheets/index.ts';
import {
  createTestApp,
  type Member,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import type { Sheets } from '../../integrations/sheets/index.ts';
import { EXPORT_PLAN_MESSAGE, exportMaster, masterExportProgress } from './export.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function setTier(member: Member, tier: Tier) {
  await t.database.db
    .update(subscriptions)
    .set({ tier })
    .where(eq(subscriptions.userId, member.user.id));
}

async function makeAdmin(member: Member) {
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, member.user.id));
}

async function proMember(): Promise<Member> {
  const member = await registerMember(t.app);
  await setTier(member, 'pro');
  return member;
}

async function addWorkouts(member: Member, n: number, start = 0) {
  const rows = Array.from({ length: n }, (_, i) => ({
    userId: member.user.id,
    title: `Workout ${start + i + 1}`,
    exercises: [
      { name: 'Push-ups', reps: '10-12', rest: '30', sets: 3 },
      { name: 'Squats', reps: '12-15', rest: '30', sets: 3 },
    ],
    duration: 1800 + i,
    completed: i % 2 === 0,
    date: `2026-0${1 + ((start + i) % 9)}-${String(1 + ((start + i) % 28)).padStart(2, '0')}`,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await t.database.db.insert(workouts).values(rows.slice(i, i + 500));
  }
}

async function addMeasurement(member: Member, type: string, value: number, date: string) {
  await t.database.db.insert(measurements).values({ userId: member.user.id, type, value, date });
}

const post = (member: Member | null, url: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: member ? { cookie: member.cookie, 'x-user-id': member.user.id } : {},
  });

const download = (member: Member | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: member ? { cookie: member.cookie } : {} });

async function openWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

/** Every row of a sheet as arrays of cell values (row 1 = headers). */
function sheetRows(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('POST /api/export/{workouts,measurements}/:userId', () => {
  it('needs a session and refuses another member id with 403', async () => {
    const owner = await proMember();
    const other = await proMember();
    await addWorkouts(owner, 1);
    expect((await post(null, `/api/export/workouts/${owner.user.id}`)).statusCode).toBe(401);
    for (const kind of ['workouts', 'measurements']) {
      const res = await post(other, `/api/export/${kind}/${owner.user.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You can only export your own data');
    }
    const rows = await t.database.db
      .select()
      .from(exportFiles)
      .where(eq(exportFiles.userId, owner.user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses free and basic plans with PLAN_LIMIT and allows pro', async () => {
    const member = await registerMember(t.app);
    await addWorkouts(member, 2);
    for (const tier of ['free', 'basic'] as const) {
      await setTier(member, tier);
      const res = await post(member, `/api/export/workouts/${member.user.id}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'PLAN_LIMIT',
        message: EXPORT_PLAN_MESSAGE,
        requiredTier: 'pro',
      });
    }
    expect(EXPORT_PLAN_MESSAGE).toBe('Spreadsheet export is available on the Pro plan and above.');
    for (const tier of ['pro', 'premium'] as const) {
      await setTier(member, tier);
      const res = await post(member, `/api/export/workouts/${member.user.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Exported 2 workouts', rows: 2 });
    }
  });

  it("answers 404 with the spec's messages when there is nothing to export", async () => {
    const member = await proMember();
    const noWorkouts = await post(member, `/api/export/workouts/${member.user.id}`);
    expect(noWorkouts.statusCode).toBe(404);
    expect(noWorkouts.json()).toMatchObject({ code: 'NO_DATA', message: NO_WORKOUTS_MESSAGE });
    const noMeasurements = await post(member, `/api/export/measurements/${member.user.id}`);
    expect(noMeasurements.statusCode).toBe(404);
    expect(noMeasurements.json()).toMatchObject({
      code: 'NO_DATA',
      message: NO_MEASUREMENTS_MESSAGE,
    });
  });

  it('writes a real workbook of the workouts, served to its owner as an .xlsx attachment', async () => {
    const member = await proMember();
    await t.database.db.insert(workouts).values([
      {
        userId: member.user.id,
        title: 'Upper Body Blast',
        exercises: [
          {
            name: 'Push-ups',
            reps: '10-12',
            rest: '30',
            sets: 3,
            completedSets: 2,
            performedSets: [{ reps: 12 }, { reps: 10 }],
          },
          { name: 'Plank', duration: '30 seconds', rest: '30', sets: 3 },
          {
            name: 'Dumbbell Bicep Curl',
            reps: '8-12',
            rest: '30',
            sets: 3,
            loadType: 'dumbbell',
            completedSets: 1,
            performedSets: [{ reps: 10, weight: 25 }],
            effort: 'hard',
          },
        ],
        duration: 1530,
        completed: true,
        date: '2026-11-20',
      },
      {
        userId: member.user.id,
        title: 'Leg Day',
        exercises: [{ name: 'Squats', reps: '12-15', rest: '30', sets: 3 }],
        duration: 600,
        completed: false,
        date: '2026-11-02',
      },
    ]);
    const res = await post(member, `/api/export/workouts/${member.user.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      spreadsheetUrl: expect.stringMatching(/^\/api\/export\/files\/[0-9a-f-]{36}$/),
      message: 'Exported 2 workouts',
      rows: 2,
    });

    const file = await download(member, body.spreadsheetUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="flexcoach-workouts-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = await openWorkbook(file.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Workouts']);
    expect(sheetRows(workbook.worksheets[0]!)).toEqual([
      ['Date', 'Title', 'Exercises', 'Duration (min)', 'Completed', 'Sets (reps × load)'],
      ['2026-11-02', 'Leg Day', 'Squats', 10, false],
      [
        '2026-11-20',
        'Upper Body Blast',
        'Push-ups, Plank, Dumbbell Bicep Curl',
        25.5,
        true,
        'Push-ups: 12 reps, 10 reps; Dumbbell Bicep Curl: 10 × 25 lbs (hard)',
      ],
    ]);
  });

  it('writes one row per measurement, with its unit', async () => {
    const member = await proMember();
    await addMeasurement(member, 'weight', 180.5, '2026-11-01');
    await addMeasurement(member, 'waist', 34, '2026-11-01');
    await addMeasurement(member, 'weight', 179, '2026-11-15');
    const res = await post(member, `/api/export/measurements/${member.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Exported 3 measurements', rows: 3 });
    const file = await download(member, res.json().spreadsheetUrl);
    const workbook = await openWorkbook(file.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Measurements']);
    const rows = sheetRows(workbook.worksheets[0]!);
    expect(rows[0]).toEqual(['Date', 'Type', 'Value', 'Unit']);
    expect(rows.slice(1)).toHaveLength(3);
    expect(rows.slice(1)).toEqual(
      expect.arrayContaining([
        ['2026-11-01', 'weight', 180.5, 'lbs'],
        ['2026-11-01', 'waist', 34, 'in'],
        ['2026-11-15', 'weight', 179, 'lbs'],
      ]),
    );
    expect(rows.at(-1)).toEqual(['2026-11-15', 'weight', 179, 'lbs']);
  });

  it('lets an admin export a member (no plan needed)', async () => {
    const member = await registerMember(t.app); // free
    await addWorkouts(member, 1);
    const admin = await registerMember(t.app);
    await makeAdmin(admin);
    const res = await post(admin, `/api/export/workouts/${member.user.id}`);
    expect(res.statusCode).toBe(200);
    // The file belongs to the member: they and admins may download it.
    expect((await download(member, res.json().spreadsheetUrl)).statusCode).toBe(200);
    expect((await download(admin, res.json().spreadsheetUrl)).statusCode).toBe(200);
  });

  it('limits exports to 10 per 10 minutes', async () => {
    const member = await proMember();
    await addMeasurement(member, 'weight', 170, '2026-11-01');
    for (let i = 0; i < 10; i += 1) {
      expect((await post(member, `/api/export/measurements/${member.user.id}`)).statusCode).toBe(
        200,
      );
    }
    const res = await post(member, `/api/export/measurements/${member.user.id}`);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Too many exports\. Please wait \d+ minutes? and try again\.$/,
    );
    // Only the newest 5 workbooks are kept.
    const kept = await t.database.db
      .select()
      .from(exportFiles)
      .where(eq(exportFiles.userId, member.user.id));
    expect(kept).toHaveLength(5);
  });

  it('streams 3,000 workouts into the workbook', async () => {
    const member = await proMember();
    await addWorkouts(member, 3000);
    globalThis.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await post(member, `/api/export/workouts/${member.user.id}`);
    const ms = performance.now() - started;
    const rssGrowthMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Exported 3000 workouts', rows: 3000 });
    console.info(
      `export of 3,000 workouts: ${Math.round(ms)} ms, RSS growth ${rssGrowthMb.toFixed(1)} MB`,
    );

    const file = await download(member, res.json().spreadsheetUrl);
    const workbook = await openWorkbook(file.rawPayload);
    const sheet = workbook.getWorksheet('Workouts')!;
    expect(sheet.actualRowCount).toBe(3001);
    const titles = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) titles.add(String(row.getCell(2).value));
    });
    expect(titles.size).toBe(3000);
  }, 60_000);
});

describe('GET /api/export/files/:id', () => {
  it('serves a workbook only to its owner or an admin, 404 otherwise', async () => {
    const owner = await proMember();
    await addWorkouts(owner, 1);
    const { spreadsheetUrl } = (await post(owner, `/api/export/workouts/${owner.user.id}`)).json();
    const other = await proMember();
    expect((await download(null, spreadsheetUrl)).statusCode).toBe(401);
    const refused = await download(other, spreadsheetUrl);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Export file not found');
    expect((await download(owner, '/api/export/files/not-a-uuid')).statusCode).toBe(404);
    expect(
      (await download(owner, '/api/export/files/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);

    // The workbook and its folder are the server user's only.
    const id = String(spreadsheetUrl).split('/').at(-1)!;
    expect(statSync(exportFilePath(t.env.DATA_DIR, id)).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(exportFilePath(t.env.DATA_DIR, id))).mode & 0o777).toBe(0o700);

    // A file gone from disk answers a clear 404.
    rmSync(exportFilePath(t.env.DATA_DIR, id));
    const missing = await download(owner, spreadsheetUrl);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(
      'This export file is no longer available. Export again to create a new one.',
    );
  });
});

describe('POST /api/admin/export/master', () => {
  it('is for admins only', async () => {
    const member = await proMember();
    expect((await post(null, '/api/admin/export/master')).statusCode).toBe(401);
    expect((await post(member, '/api/admin/export/master')).statusCode).toBe(403);
  });

  it('writes the five tabs with every member, and no password or secret anywhere', async () => {
    const member = await proMember();
    await addWorkouts(member, 2);
    await addMeasurement(member, 'chest', 40, '2026-11-03');
    await t.database.db.insert(dailyLogs).values({
      userId: member.user.id,
      date: '2026-11-03',
      calories: 2100,
      protein: 150,
      carbs: 200,
      fats: 70,
      waterIntake: 2000,
      notes: 'Felt strong',
    });
    const admin = await registerMember(t.app);
    await makeAdmin(admin);

    const res = await post(admin, '/api/admin/export/master');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toMatch(/^Exported \d+ rows to the master spreadsheet \(Users \d+/);
    expect(Object.keys(body.tabs)).toEqual([...MASTER_TABS]);
    expect(body.tabs.Users).toBeGreaterThanOrEqual(2);

    const file = await download(admin, body.spreadsheetUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/flexcoach-master-/);
    // A member cannot download the master workbook.
    expect((await download(member, body.spreadsheetUrl)).statusCode).toBe(404);

    const workbook = await openWorkbook(file.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([...MASTER_TABS]);
    const [hash] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, member.user.id));
    for (const sheet of workbook.worksheets) {
      const rows = sheetRows(sheet);
      expect(rows.length - 1).toBe(body.tabs[sheet.name]);
      const headers = rows[0]!.map((h) => String(h).toLowerCase());
      for (const secret of ['password', 'hash', 'token', 'secret', 'provider']) {
        expect(headers.some((h) => h.includes(secret))).toBe(false);
      }
      expect(rows.flat()).not.toContain(hash!.passwordHash);
    }
    const usersRows = sheetRows(workbook.getWorksheet('Users')!);
    expect(usersRows[0]).toEqual(['User ID', 'First Name', 'Email', 'Tier', 'Admin', 'Created']);
    expect(usersRows).toContainEqual([
      member.user.id,
      'Alex',
      member.email,
      'pro',
      false,
      expect.any(String),
    ]);
    const workoutRows = sheetRows(workbook.getWorksheet('Workouts')!).filter(
      (r) => r[0] === member.user.id,
    );
    expect(workoutRows).toHaveLength(2);
    expect(workoutRows[0]).toEqual([
      member.user.id,
      expect.any(String),
      expect.stringMatching(/^Workout \d$/),
      'Push-ups, Squats',
      expect.any(Number),
      expect.any(Boolean),
    ]);
    expect(sheetRows(workbook.getWorksheet('Measurements')!)).toContainEqual([
      member.user.id,
      '2026-11-03',
      'chest',
      40,
      'in',
    ]);
    expect(sheetRows(workbook.getWorksheet('Daily Logs')!)).toContainEqual([
      member.user.id,
      '2026-11-03',
      2100,
      150,
      200,
      70,
      2000,
      'Felt strong',
    ]);
    expect(sheetRows(workbook.getWorksheet('Subscription Changes')!)[0]).toEqual([
      'User ID',
      'Changed At',
      'From Tier',
      'To Tier',
      'Reason',
    ]);
  });

  it('reports how far it is while it runs, refuses a second one meanwhile, and is idle after', async () => {
    const member = await proMember();
    await addWorkouts(member, 3);
    const admin = await registerMember(t.app);
    await makeAdmin(admin);
    const actor = { ...admin.user, isAdmin: true, units: 'imperial' as const };
    const seen: { tab: string | null; rows: number; total: number; running: boolean }[] = [];
    let second: unknown;
    let polled: unknown;
    // The spreadsheet service, taking the rows as the workbook writer does and reading the
    // progress before each.
    const sheets: Sheets = {
      mode: 'xlsx',
      exportForMember: () => Promise.reject(new Error('not used')),
      async exportMaster({ adminId, tables }) {
        const rows: Record<string, number> = {};
        for (const table of tables) {
          rows[table.name] = 0;
          for await (const row of table.rows) {
            void row;
            rows[table.name]! += 1;
            const { tab, rows: done, total, running } = masterExportProgress(adminId);
            seen.push({ tab, rows: done, total, running });
            if (second === undefined) {
              second = await exportMaster(t.database.db, sheets, actor).catch((e: unknown) => e);
              polled = (
                await t.app.inject({
                  method: 'GET',
                  url: '/api/admin/export/master/progress',
                  headers: { cookie: admin.cookie },
                })
              ).json();
            }
          }
        }
        return { spreadsheetUrl: '/x', rows };
      },
    };
    const result = await exportMaster(t.database.db, sheets, actor);
    expect(result.rows).toBe(seen.length);
    // One more row written before each look, tab by tab in the workbook's order.
    expect(seen.map((s) => s.rows)).toEqual(seen.map((_, i) => i + 1));
    // The total, counted as it starts (in slices), is what the workbook then holds.
    expect(seen.every((s) => s.running && s.total === result.rows)).toBe(true);
    expect([...new Set(seen.map((s) => s.tab))]).toEqual(
      MASTER_TABS.filter((tab) => result.tabs[tab]! > 0),
    );
    expect(second).toMatchObject({ code: 'CONFLICT', statusCode: 409 });
    expect(polled).toMatchObject({ running: true, tab: 'Users', rows: 1 });
    expect(masterExportProgress(admin.user.id)).toEqual({
      running: false,
      startedAt: null,
      tab: null,
      rows: 0,
      total: 0,
    });
    // A member may not read it.
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/export/master/progress',
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
