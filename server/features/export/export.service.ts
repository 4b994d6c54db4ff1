import { count, eq, getTableName } from 'drizzle-orm';
import { FEATURE_MIN_TIER, TIER_CONFIG, tierAtLeast } from '#common/constants.ts';
import {
  type ExportResult,
  MASTER_TABS,
  type MasterExportProgress,
  NO_MEASUREMENTS_MESSAGE,
  NO_WORKOUTS_MESSAGE,
} from '#common/schemas/export.ts';
import type { Db } from '../../db/client.ts';
import { countInSlices } from '../../db/count-in-slices.ts';
import {
  dailyLogs,
  measurements,
  subscriptionChanges,
  users,
  workouts,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../http/auth.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { hitCounter, tooManyAttempts } from '../../http/throttle.ts';
import type { SheetTable, Sheets } from '../../integrations/sheets/index.ts';
import { getSubscriptionStatus } from '../subscriptions/index.ts';
import { DEFAULT_UNITS, isUnits } from '#common/units.ts';
import { masterTables, memberMeasurementsTable, memberWorkoutsTable } from './export.tables.ts';
import { isUuid } from '#common/uuid.ts';

export type MemberExportKind = 'workouts' | 'measurements';

const MIN_TIER = FEATURE_MIN_TIER.export;
export const EXPORT_PLAN_MESSAGE = `Spreadsheet export is available on the ${TIER_CONFIG[MIN_TIER].name} plan and above.`;

/** Exports allowed per member (or admin) per window; more answer 429. */
export const EXPORT_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

async function throttleExports(db: Db, actorId: string): Promise<void> {
  const hit = await hitCounter(db, `export:${actorId}`, EXPORT_LIMIT.windowMs);
  if (hit.count > EXPORT_LIMIT.max) throw tooManyAttempts('exports', hit.resetInMs);
}

/** Spreadsheet export needs the Pro plan or above (the effective tier; admins always pass). */
export async function assertExportAccess(db: Db, actor: AuthUser): Promise<void> {
  if (actor.isAdmin) return;
  const { tier } = await getSubscriptionStatus(db, actor.id);
  if (!tierAtLeast(tier, MIN_TIER)) {
    throw new AppError('PLAN_LIMIT', EXPORT_PLAN_MESSAGE, { requiredTier: MIN_TIER });
  }
}

const KINDS = {
  workouts: {
    table: memberWorkoutsTable,
    countOf: (db: Db, userId: string) =>
      db.select({ n: count() }).from(workouts).where(eq(workouts.userId, userId)),
    empty: NO_WORKOUTS_MESSAGE,
    noun: 'workout',
  },
  measurements: {
    table: memberMeasurementsTable,
    countOf: (db: Db, userId: string) =>
      db.select({ n: count() }).from(measurements).where(eq(measurements.userId, userId)),
    empty: NO_MEASUREMENTS_MESSAGE,
    noun: 'measurement',
  },
} as const;

/**
 * Exports one member's workouts or measurements: the member themself (Pro plan and above) or an
 * admin. Someone else's id is 403; nothing to export is 404 with the spec's message.
 */
export async function exportMemberData(
  db: Db,
  sheets: Sheets,
  actor: AuthUser,
  userId: string,
  kind: MemberExportKind,
): Promise<ExportResult> {
  if (userId !== actor.id && !actor.isAdmin) {
    throw forbidden('You can only export your own data');
  }
  await assertExportAccess(db, actor);
  if (!isUuid(userId)) throw notFound('User');
  const [owner] = await db
    .select({ id: users.id, email: users.email, units: users.units })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!owner) throw notFound('User');

  const spec = KINDS[kind];
  const [{ n } = { n: 0 }] = await spec.countOf(db, userId);
  if (n === 0) throw new AppError('NO_DATA', spec.empty);

  await throttleExports(db, actor.id);
  const result = await sheets.exportForMember({
    userId,
    email: owner.email,
    kind,
    // In the member's own unit, whoever exports it.
    table: spec.table(db, userId, isUnits(owner.units) ? owner.units : DEFAULT_UNITS),
  });
  const rows = Object.values(result.rows).reduce((a, b) => a + b, 0);
  const where = sheets.mode === 'google' ? ' to Google Sheets' : '';
  return {
    spreadsheetUrl: result.spreadsheetUrl,
    message: `Exported ${plural(rows, spec.noun)}${where}`,
    rows,
  };
}

export interface MasterExportResult extends ExportResult {
  /** Rows written per tab. */
  tabs: Record<string, number>;
}

/** The master exports running in this process, by admin: what the progress bar reads. */
const runningMaster = new Map<string, MasterExportProgress>();

const IDLE: MasterExportProgress = {
  running: false,
  startedAt: null,
  tab: null,
  rows: 0,
  total: 0,
};

/** How far `adminId`'s master export is (not running: all zero). */
export const masterExportProgress = (adminId: string): MasterExportProgress =>
  runningMaster.get(adminId) ?? IDLE;

/**
 * The rows the master workbook will hold: the five tables' counts, read as the export starts, in
 * slices (one count of half a million workouts would hold the embedded database for 100 ms).
 */
async function masterRowCount(db: Db): Promise<number> {
  let total = 0;
  for (const table of [users, workouts, measurements, dailyLogs, subscriptionChanges]) {
    total += await countInSlices(db, getTableName(table));
  }
  return total;
}

/** The table, counting into `progress` each row as the writer takes it. */
function counted(table: SheetTable, progress: MasterExportProgress): SheetTable {
  return {
    ...table,
    rows: (async function* () {
      progress.tab = table.name;
      for await (const row of table.rows) {
        progress.rows += 1;
        yield row;
      }
    })(),
  };
}

/**
 * The admin master spreadsheet: every member's data in the five tabs (no secrets), streamed a
 * batch at a time (memory stays flat whatever the database holds). One at a time per admin: a
 * second while the first runs is a 409; its progress is `masterExportProgress`.
 */
export async function exportMaster(
  db: Db,
  sheets: Sheets,
  admin: AuthUser,
): Promise<MasterExportResult> {
  if (runningMaster.has(admin.id)) {
    throw new AppError(
      'CONFLICT',
      'A master export is already running. Wait for it to finish, then export again.',
    );
  }
  const progress: MasterExportProgress = {
    running: true,
    startedAt: new Date().toISOString(),
    tab: null,
    rows: 0,
    total: 0,
  };
  runningMaster.set(admin.id, progress);
  try {
    await throttleExports(db, admin.id);
    progress.total = await masterRowCount(db);
    const result = await sheets.exportMaster({
      adminId: admin.id,
      tables: masterTables(db).map((table) => counted(table, progress)),
    });
    const tabs = Object.fromEntries(MASTER_TABS.map((tab) => [tab, result.rows[tab] ?? 0]));
    const rows = Object.values(tabs).reduce((a, b) => a + b, 0);
    return {
      spreadsheetUrl: result.spreadsheetUrl,
      message: `Exported ${plural(rows, 'row')} to the master spreadsheet (${MASTER_TABS.map(
        (tab) => `${tab} ${tabs[tab]}`,
      ).join(', ')})`,
      rows,
      tabs,
    };
  } finally {
    runningMaster.delete(admin.id);
  }
}
