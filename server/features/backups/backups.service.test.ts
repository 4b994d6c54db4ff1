import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupStatusSchema } from '#common/schemas/admin.ts';
import { verifyBackup } from '../../db/backup.ts';
import { users } from '../../db/schema/index.ts';
import { parseEnv } from '../../env.ts';
import {
  createTestApp,
  openTestDatabase,
  registerMember,
  type TestContext,
} from '../../test/helpers.ts';
import { BACKUP_STALE_MS, backupsToDelete, createBackups, nextRunAt } from './backups.service.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ BACKUP_KEEP: '2', BACKUP_TIME: '03:00' });
});
afterAll(async () => {
  await t.close();
});

const backupFiles = () =>
  readdirSync(path.join(t.env.DATA_DIR, 'backups')).filter((name) => name.endsWith('.gz'));

describe('nextRunAt', () => {
  it('is today at the time when it is still ahead, else tomorrow (UTC)', () => {
    const now = new Date('2026-11-26T02:59:00Z');
    expect(nextRunAt('03:00', now).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(nextRunAt('03:00', new Date('2026-11-26T03:00:00Z')).toISOString()).toBe(
      '2026-11-27T03:00:00.000Z',
    );
    expect(nextRunAt('23:30', new Date('2026-12-31T23:45:00Z')).toISOString()).toBe(
      '2027-01-01T23:30:00.000Z',
    );
  });
});

describe('the automatic backups', () => {
  it('says when none was taken yet, then keeps the newest BACKUP_KEEP asked for', async () => {
    const backups = createBackups(t.env, t.database);
    expect(backups.status()).toMatchObject({
      schedule: '03:00 UTC',
      keep: 2,
      lastSuccess: null,
      warning: 'No backup has been taken yet.',
    });
    await registerMember(t.app);
    for (let i = 0; i < 3; i++) {
      const after = await backups.runNow();
      expect(after.warning).toBeNull();
      expect(after.lastSuccess!.bytes).toBeGreaterThan(100);
    }
    const files = backupFiles();
    expect(files).toHaveLength(2);
    expect(files).toContain(backups.status().lastSuccess!.file);
    // A real backup: it verifies.
    const header = await verifyBackup(
      path.join(t.env.DATA_DIR, 'backups', backups.status().lastSuccess!.file),
    );
    expect(header.tables.find((table) => table.name === 'users')!.rows).toBeGreaterThan(0);
    // A restart still knows the last backup.
    expect(createBackups(t.env, t.database).status().lastSuccess).toEqual(
      backups.status().lastSuccess,
    );
  });

  it('keeps daily and manual backups apart: a burst of manual ones never deletes a daily one', () => {
    const daily = (day: number, hour = 3) =>
      `flexcoach-auto-2026-11-${String(day).padStart(2, '0')}T0${hour}-00-00.000Z.backup.gz`;
    const manual = (minute: number) =>
      `flexcoach-manual-2026-11-20T10-${String(minute).padStart(2, '0')}-00.000Z.backup.gz`;
    const dailies = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((day) => daily(day));
    const burst = [0, 1, 2, 3, 4, 5, 6, 7, 8].map(manual);
    const names = [...dailies, daily(19, 5), ...burst, 'status.json', 'before-restore-x.backup.gz'];
    const doomed = backupsToDelete(names, 7);
    // The newest of each of the last 7 days stays; an older one the same day goes.
    expect(doomed.filter((n) => n.startsWith('flexcoach-auto-')).sort()).toEqual([
      daily(10),
      daily(11),
      daily(12),
      daily(19, 3),
    ]);
    // Of the 9 manual ones, the newest 7 stay.
    expect(doomed.filter((n) => n.startsWith('flexcoach-manual-')).sort()).toEqual([
      manual(0),
      manual(1),
    ]);
    expect(doomed).not.toContain('before-restore-x.backup.gz');
  });

  it('runs one backup at a time', async () => {
    const backups = createBackups(t.env, t.database);
    const [a, b] = await Promise.all([backups.runNow(), backups.runNow()]);
    expect(a.lastSuccess!.file).toBe(b.lastSuccess!.file);
    expect(a).toEqual(b);
  });

  it('warns when the last backup is more than two days old, or failed', async () => {
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: t.env.DATA_DIR, BACKUP_KEEP: '2' });
    const old = new Date(Date.now() - BACKUP_STALE_MS - 60_000).toISOString();
    writeFileSync(
      path.join(env.DATA_DIR, 'backups', 'status.json'),
      JSON.stringify({
        lastSuccess: { at: old, file: 'x.backup.gz', bytes: 10, rows: 1, ms: 1 },
        lastFailure: null,
      }),
    );
    expect(createBackups(env, t.database).status().warning).toBe(
      'The last backup is more than two days old.',
    );

    const closed = await openTestDatabase();
    await closed.close();
    const failing = createBackups(env, closed);
    const after = await failing.runNow();
    expect(after.lastFailure).not.toBeNull();
    expect(after.warning).toMatch(/^The last backup failed \(.+\)\.$/);
    expect(after.lastSuccess?.at).toBe(old);
  });

  it('is off on request, and by default on PostgreSQL', () => {
    const off = parseEnv({ NODE_ENV: 'test', DATA_DIR: t.env.DATA_DIR, BACKUP_TIME: 'off' });
    expect(createBackups(off, t.database).status().schedule).toBeNull();
    const unset = parseEnv({ NODE_ENV: 'test', DATA_DIR: t.env.DATA_DIR });
    expect(createBackups(unset, t.database).status().schedule).toBe(
      t.database.kind === 'pglite' ? '03:00 UTC' : null,
    );
    expect(() => parseEnv({ NODE_ENV: 'test', BACKUP_TIME: '25:00' })).toThrow(/HH:MM/);
  });
});

describe('/api/admin/backups', () => {
  it('is for admins: status, and a backup taken on request', async () => {
    const member = await registerMember(t.app);
    const admin = await registerMember(t.app);
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));

    expect((await t.app.inject({ method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(401);
    for (const method of ['GET', 'POST'] as const) {
      const refused = await t.app.inject({
        method,
        url: '/api/admin/backups',
        headers: { cookie: member.cookie },
      });
      expect(refused.statusCode).toBe(403);
    }
    const before = backupFiles().length;
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/backups',
      headers: { cookie: admin.cookie },
    });
    expect(taken.statusCode).toBe(200);
    const body = BackupStatusSchema.parse(taken.json());
    expect(body.warning).toBeNull();
    expect(existsSync(path.join(t.env.DATA_DIR, 'backups', body.lastSuccess!.file))).toBe(true);
    expect(backupFiles().length).toBeLessThanOrEqual(Math.max(before, 2));
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/admin/backups',
      headers: { cookie: admin.cookie },
    });
    expect(status.json()).toEqual(body);
  });
});
