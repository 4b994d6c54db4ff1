import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exportFiles } from '../../db/schema/index.ts';
import type { Sheets, SheetsExport, SheetTable } from './types.ts';
import { writeXlsx } from './xlsx-writer.ts';
import { isUuid } from '#common/uuid.ts';

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Workbooks kept per member and kind; older ones are deleted (row and file). */
export const EXPORT_FILES_KEPT = 5;

type ExportKind = 'workouts' | 'measurements' | 'master';

const exportsDir = (dataDir: string) => path.resolve(dataDir, 'exports');

/** Where the workbook of export `id` lives on disk. */
export const exportFilePath = (dataDir: string, id: string) =>
  path.join(exportsDir(dataDir), `${id}.xlsx`);

const today = () => new Date().toISOString().slice(0, 10);

/** Deletes all but the newest `EXPORT_FILES_KEPT` workbooks of one member and kind. */
async function pruneOldFiles(db: Db, dataDir: string, userId: string, kind: ExportKind) {
  const rows = await db
    .select({ id: exportFiles.id })
    .from(exportFiles)
    .where(and(eq(exportFiles.userId, userId), eq(exportFiles.kind, kind)))
    .orderBy(desc(exportFiles.createdAt), desc(exportFiles.id))
    .offset(EXPORT_FILES_KEPT);
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await db.delete(exportFiles).where(inArray(exportFiles.id, ids));
  await Promise.all(ids.map((id) => rm(exportFilePath(dataDir, id), { force: true })));
}

/**
 * Deletes the workbook files of a member. Call it before (or after) deleting the account: the
 * `export_files` rows go with the account (cascade), the files on disk do not.
 */
export async function deleteExportFilesOf(db: Db, dataDir: string, userId: string): Promise<void> {
  const rows = await db
    .select({ id: exportFiles.id })
    .from(exportFiles)
    .where(eq(exportFiles.userId, userId));
  await Promise.all(rows.map((r) => rm(exportFilePath(dataDir, r.id), { force: true })));
  await db.delete(exportFiles).where(eq(exportFiles.userId, userId));
}

export interface ExportFileInfo {
  id: string;
  userId: string;
  kind: string;
  fileName: string;
  filePath: string;
  /** Bytes on disk; null when the file is missing. */
  size: number | null;
}

/** The workbook `id` if it exists and `viewer` may download it (its owner, or an admin). */
export async function findExportFile(
  db: Db,
  dataDir: string,
  id: string,
  viewer: { id: string; isAdmin: boolean },
): Promise<ExportFileInfo | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: exportFiles.id,
      userId: exportFiles.userId,
      kind: exportFiles.kind,
      fileName: exportFiles.fileName,
    })
    .from(exportFiles)
    .where(eq(exportFiles.id, id))
    .limit(1);
  if (!row || (row.userId !== viewer.id && !viewer.isAdmin)) return null;
  const filePath = exportFilePath(dataDir, row.id);
  const size = await stat(filePath).then(
    (s) => s.size,
    () => null,
  );
  return { ...row, filePath, size };
}

/** The built-in adapter: .xlsx workbooks under `${dataDir}/exports`, one `export_files` row each. */
export function createXlsxSheets(db: Db, dataDir: string): Sheets {
  async function write(userId: string, kind: ExportKind, tables: SheetTable[]) {
    await mkdir(exportsDir(dataDir), { recursive: true, mode: 0o700 });
    const [row] = await db
      .insert(exportFiles)
      .values({ userId, kind, fileName: `flexcoach-${kind}-${today()}.xlsx`, rowCount: 0 })
      .returning({ id: exportFiles.id });
    const id = row!.id;
    const filePath = exportFilePath(dataDir, id);
    let counts: Record<string, number>;
    try {
      counts = await writeXlsx(filePath, tables);
    } catch (error) {
      await rm(filePath, { force: true });
      await db.delete(exportFiles).where(eq(exportFiles.id, id));
      throw error;
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    await db.update(exportFiles).set({ rowCount: total }).where(eq(exportFiles.id, id));
    await pruneOldFiles(db, dataDir, userId, kind);
    return { spreadsheetUrl: `/api/export/files/${id}`, rows: counts } satisfies SheetsExport;
  }

  return {
    mode: 'xlsx',
    exportForMember: ({ userId, kind, table }) => write(userId, kind, [table]),
    exportMaster: ({ adminId, tables }) => write(adminId, 'master', tables),
  };
}
