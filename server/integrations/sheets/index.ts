import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { GoogleAuthClient } from './google.ts';
import { createXlsxSheets } from './xlsx.ts';

export {
  deleteExportFilesOf,
  EXPORT_FILES_KEPT,
  exportFilePath,
  findExportFile,
  XLSX_CONTENT_TYPE,
} from './xlsx.ts';

/** A cell value written to a sheet. */
export type SheetCell = string | number | boolean | Date | null;

/** One tab: its name, column headers, and its rows (streamed: never all in memory at once). */
export interface SheetTable {
  name: string;
  columns: { header: string; key: string; width?: number }[];
  rows: AsyncIterable<Record<string, SheetCell>>;
}

export interface SheetsExport {
  /** What the browser opens in a new tab (spec: Export result `spreadsheetUrl`). */
  spreadsheetUrl: string;
  /** Rows written per tab name. */
  rows: Record<string, number>;
}

/**
 * The spreadsheet service. Built-in default: a real .xlsx workbook streamed to disk under
 * DATA_DIR and served from an authenticated download URL. Google Sheets when a service account
 * and a master spreadsheet id are configured.
 */
export interface Sheets {
  readonly mode: 'xlsx' | 'google';
  /** A member's own export (one table); private to that member. */
  exportForMember(input: {
    userId: string;
    email: string;
    kind: 'workouts' | 'measurements';
    table: SheetTable;
  }): Promise<SheetsExport>;
  /** The admin master workbook (tabs Users, Workouts, Measurements, Daily Logs, Subscription Changes). */
  exportMaster(input: { adminId: string; tables: SheetTable[] }): Promise<SheetsExport>;
}

export interface CreateSheetsOptions {
  /**
   * The authorised Google client to use instead of one built from the service-account key (tests:
   * the token endpoint of google-auth-library is fixed, so a pre-authorised client is injected).
   */
  googleAuth?: GoogleAuthClient;
}

/**
 * Google Sheets when GOOGLE_SERVICE_ACCOUNT_JSON and GOOGLE_SHEETS_SPREADSHEET_ID are set (its
 * client libraries are loaded only then), else the built-in .xlsx export.
 */
export async function createSheets(
  env: Env,
  db: Db,
  options: CreateSheetsOptions = {},
): Promise<Sheets> {
  if (env.GOOGLE_SERVICE_ACCOUNT_JSON && env.GOOGLE_SHEETS_SPREADSHEET_ID) {
    const { createGoogleSheets } = await import('./google.ts');
    return createGoogleSheets({
      serviceAccount: env.GOOGLE_SERVICE_ACCOUNT_JSON,
      spreadsheetId: env.GOOGLE_SHEETS_SPREADSHEET_ID,
      apiUrl: env.GOOGLE_API_URL,
      auth: options.googleAuth,
    });
  }
  return createXlsxSheets(db, env.DATA_DIR);
}
