import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { GoogleAuthClient, Sheets } from './types.ts';
import { createXlsxSheets } from './xlsx.ts';

export {
  deleteExportFilesOf,
  EXPORT_FILES_KEPT,
  exportFilePath,
  findExportFile,
  XLSX_CONTENT_TYPE,
} from './xlsx.ts';

export type { GoogleAuthClient, SheetCell, Sheets, SheetsExport, SheetTable } from './types.ts';

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
