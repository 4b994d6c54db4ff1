/**
 * The admin side of `npm run bench -- --big`, on the server of the big database: the member list
 * (first page, a page half way down, a search), the master export (time, the server's memory
 * while it runs, the slowest request beside it) and a backup (time, size, the slowest request
 * beside it), then a restore of that backup into an empty database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminMembersPage, BackupStatus } from '#common/schemas/admin.ts';
import type { Database } from '#server/db/client.ts';
import { restoreBackup } from '#server/db/backup.ts';
import type { RunningServer } from './server.ts';
import { step } from './server.ts';

/** The admin the bench servers seed (bench/server.ts). */
const ADMIN = { email: 'admin@bench.test', password: 'bench-admin-password-123' };
/** Admin pages must answer within this (p99). */
export const ADMIN_PAGE_BUDGET_MS = 200;
/** The master export must finish within this. */
export const EXPORT_BUDGET_MS = 60_000;
/** No request may wait longer than this beside a backup. */
export const BACKUP_STALL_BUDGET_MS = 200;

export interface Percentiles {
  p50Ms: number;
  p99Ms: number;
}

export interface AdminFigures {
  members: number;
  listFirstPage: Percentiles;
  listHalfWay: Percentiles;
  search: Percentiles;
  export: {
    ms: number;
    rows: number;
    rssBeforeMb: number;
    rssPeakMb: number;
    worstBesideMs: number;
  };
  backup: { ms: number; bytes: number; rows: number | null; worstBesideMs: number; probes: number };
  restore: { ms: number; rows: number } | null;
}

export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50Ms: round(at(0.5)), p99Ms: round(at(0.99)) };
}

async function timed(samples: number, send: () => Promise<Response>): Promise<Percentiles> {
  const times: number[] = [];
  for (let i = 0; i < samples + 5; i++) {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`admin read answered ${response.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  return percentiles(times);
}

/** The resident memory of a process, in MB (Linux). */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * Runs `work` while a signed-in read (`/api/auth/me`, which reads the session from the database)
 * is sent every 10 ms beside it, and gives the slowest of those.
 */
async function beside<T>(
  baseUrl: string,
  cookie: string,
  work: () => Promise<T>,
  onTick?: () => void,
): Promise<{ result: T; worstMs: number; probes: number }> {
  let done = false;
  let worstMs = 0;
  let probes = 0;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${baseUrl}/api/auth/me`, { headers: { cookie } })).arrayBuffer();
      worstMs = Math.max(worstMs, performance.now() - started);
      probes += 1;
      onTick?.();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    // The read waiting when the work ends counts too.
    done = true;
    await probe;
  }
  return { result, worstMs: Math.round(worstMs), probes };
}

async function signInAdmin(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('fc_session='));
  if (!cookie) throw new Error(`admin login: ${response.status}`);
  return cookie;
}

export async function measureAdmin(
  server: RunningServer,
  dataDir: string,
  samples: number,
  restoreInto: () => Promise<{ database: Database; drop: () => Promise<void> }>,
  kind: string,
): Promise<AdminFigures> {
  const { baseUrl } = server;
  const cookie = await signInAdmin(baseUrl);
  const get = (url: string) => () => fetch(`${baseUrl}${url}`, { headers: { cookie } });
  const post = (url: string) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
      body: '{}',
    });

  step(`big data (${kind}): the admin member list`);
  const first = (await (await get('/api/admin/members')()).json()) as AdminMembersPage;
  // Half way down: walk 100 at a time to the middle once, then read the page there.
  let after: string | null = null;
  for (let walked = 0; walked < first.total / 2; walked += 100) {
    const page = (await (
      await get(`/api/admin/members?limit=100${after ? `&after=${after}` : ''}`)()
    ).json()) as AdminMembersPage;
    after = page.nextAfter;
    if (!after) break;
  }
  const listFirstPage = await timed(samples, get('/api/admin/members'));
  const listHalfWay = await timed(
    samples,
    get(`/api/admin/members${after ? `?after=${after}` : ''}`),
  );
  const search = await timed(samples, get('/api/admin/members?q=big-77'));

  step(`big data (${kind}): the master export`);
  const pid = server.pid;
  const rssBeforeMb = pid ? rssMb(pid) : 0;
  let rssPeakMb = rssBeforeMb;
  const exported = await beside(
    baseUrl,
    cookie,
    async () => {
      const started = performance.now();
      const response = await post('/api/admin/export/master');
      const body = (await response.json()) as { rows?: number; message?: string };
      if (!response.ok) throw new Error(`master export: ${response.status} ${body.message}`);
      return { ms: Math.round(performance.now() - started), rows: body.rows ?? 0 };
    },
    () => {
      if (pid) rssPeakMb = Math.max(rssPeakMb, rssMb(pid));
    },
  );

  step(`big data (${kind}): a backup, with a signed-in read every 10 ms beside it`);
  const backedUp = await beside(baseUrl, cookie, async () => {
    const started = performance.now();
    const response = await post('/api/admin/backups');
    const status = (await response.json()) as BackupStatus;
    if (!response.ok || !status.lastSuccess) {
      throw new Error(`backup: ${response.status} ${status.lastFailure?.message ?? ''}`);
    }
    return { ms: Math.round(performance.now() - started), ...status.lastSuccess };
  });

  let restore: AdminFigures['restore'] = null;
  step(`big data (${kind}): restoring that backup into an empty database`);
  const target = await restoreInto();
  try {
    const restored = await restoreBackup(
      target.database,
      path.join(dataDir, 'backups', backedUp.result.file),
    );
    restore = { ms: restored.ms, rows: restored.rows };
  } finally {
    await target.drop();
  }

  return {
    members: first.total,
    listFirstPage,
    listHalfWay,
    search,
    export: { ...exported.result, rssBeforeMb, rssPeakMb, worstBesideMs: exported.worstMs },
    backup: {
      ms: backedUp.result.ms,
      bytes: backedUp.result.bytes,
      rows: null,
      worstBesideMs: backedUp.worstMs,
      probes: backedUp.probes,
    },
    restore,
  };
}

export function adminTable(runs: readonly { database: string; admin?: AdminFigures }[]): string {
  const lines = [
    '| Database | Admin figure | Value | Budget | Within budget |',
    '|---|---|---|---|---|',
  ];
  const ms = (p: Percentiles) => `p50 ${p.p50Ms} / p99 ${p.p99Ms} ms`;
  for (const { database, admin } of runs) {
    if (!admin) continue;
    const row = (name: string, value: string, budget: string, ok: boolean | null) =>
      lines.push(
        `| ${database} | ${name} | ${value} | ${budget} | ${ok === null ? '-' : ok ? 'yes' : 'NO'} |`,
      );
    const page = `p99 < ${ADMIN_PAGE_BUDGET_MS} ms`;
    row(
      `member list, first page (of ${admin.members})`,
      ms(admin.listFirstPage),
      page,
      admin.listFirstPage.p99Ms < ADMIN_PAGE_BUDGET_MS,
    );
    row(
      'member list, a page half way down',
      ms(admin.listHalfWay),
      page,
      admin.listHalfWay.p99Ms < ADMIN_PAGE_BUDGET_MS,
    );
    row('member search', ms(admin.search), page, admin.search.p99Ms < ADMIN_PAGE_BUDGET_MS);
    const e = admin.export;
    row(
      'master export',
      `${(e.ms / 1000).toFixed(1)} s, ${e.rows.toLocaleString('en-US')} rows, server memory ${e.rssBeforeMb} MB before, ${e.rssPeakMb} MB at most during; slowest request beside it ${e.worstBesideMs} ms`,
      `< ${EXPORT_BUDGET_MS / 1000} s`,
      e.ms < EXPORT_BUDGET_MS,
    );
    const b = admin.backup;
    row(
      'backup',
      `${(b.ms / 1000).toFixed(1)} s, ${(b.bytes / 1024 / 1024).toFixed(1)} MB; slowest of ${b.probes} signed-in reads beside it ${b.worstBesideMs} ms`,
      `requests wait < ${BACKUP_STALL_BUDGET_MS} ms`,
      b.worstBesideMs < BACKUP_STALL_BUDGET_MS,
    );
    if (admin.restore) {
      row(
        'restore into an empty database',
        `${(admin.restore.ms / 1000).toFixed(1)} s, ${admin.restore.rows.toLocaleString('en-US')} rows`,
        '-',
        null,
      );
    }
  }
  return lines.join('\n');
}
