import type { OAuth2Client } from 'google-auth-library';

/*
 * The spreadsheet service's contract: the .xlsx workbook (`xlsx.ts`) and Google Sheets
 * (`google.ts`) implement it; they import these types from here, never from `index.ts`.
 */

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

/** What google.ts signs its API calls with: a service-account JWT, or a client a test injects. */
export type GoogleAuthClient = OAuth2Client;
