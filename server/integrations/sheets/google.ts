import { readFileSync } from 'node:fs';
import { sheets as createSheetsClient, type sheets_v4 } from '@googleapis/sheets';
import { JWT } from 'google-auth-library';
import { AppError } from '../../http/errors.ts';
import type { GoogleAuthClient, SheetCell, Sheets, SheetsExport, SheetTable } from './types.ts';

/** Rows sent per `values.append` call: memory holds one batch, never the whole table. */
export const GOOGLE_APPEND_BATCH = 500;

const SCOPES = [
  'https://www.googleapis.com/auth/spreadsheets',
  // Sharing the member spreadsheets this account created (and only those).
  'https://www.googleapis.com/auth/drive.file',
];

interface ServiceAccountKey {
  client_email: string;
  private_key: string;
}

/** The service-account key from GOOGLE_SERVICE_ACCOUNT_JSON: the JSON itself, or a path to it. */
export function readServiceAccount(value: string): ServiceAccountKey {
  let text = value.trim();
  if (!text.startsWith('{')) {
    try {
      text = readFileSync(text, 'utf8');
    } catch {
      throw new Error(
        'GOOGLE_SERVICE_ACCOUNT_JSON is neither JSON nor a readable file path of a service-account key',
      );
    }
  }
  let parsed: Partial<ServiceAccountKey>;
  try {
    parsed = JSON.parse(text) as Partial<ServiceAccountKey>;
  } catch {
    throw new Error('GOOGLE_SERVICE_ACCOUNT_JSON does not hold valid JSON');
  }
  if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string') {
    throw new Error(
      'GOOGLE_SERVICE_ACCOUNT_JSON must be a service-account key with client_email and private_key',
    );
  }
  return { client_email: parsed.client_email, private_key: parsed.private_key };
}

const toCell = (value: SheetCell): string | number | boolean =>
  value === null ? '' : value instanceof Date ? value.toISOString() : value;

/** A1 range of a whole tab, quoted ("'Daily Logs'"). */
const tabRange = (name: string) => `'${name.replace(/'/g, "''")}'`;

/** Turns a Google API failure into a 503 the client can show. */
function unavailable(error: unknown): AppError {
  const e = error as { status?: number; response?: { status?: number }; message?: string };
  const status = e.response?.status ?? e.status;
  const reason = (e.message ?? 'unknown error').slice(0, 200);
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `Google Sheets export failed${status ? ` (${status})` : ''}: ${reason}. Check the service account and that the spreadsheet is shared with it.`,
  );
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unavailable(error);
  }
}

export interface GoogleSheetsOptions {
  serviceAccount: string;
  spreadsheetId: string;
  /** Another API origin (tests); serves /v4/spreadsheets... and /drive/v3/... */
  apiUrl?: string;
  auth?: GoogleAuthClient;
}

/**
 * Google Sheets: a member export creates a new spreadsheet shared (reader) with that member only;
 * the master export clears and rewrites the tabs of the configured spreadsheet.
 */
export function createGoogleSheets(options: GoogleSheetsOptions): Sheets {
  const auth =
    options.auth ??
    (() => {
      const key = readServiceAccount(options.serviceAccount);
      return new JWT({ email: key.client_email, key: key.private_key, scopes: SCOPES });
    })();
  const origin = options.apiUrl?.replace(/\/+$/, '');
  const client = createSheetsClient({
    version: 'v4',
    auth,
    ...(origin ? { rootUrl: `${origin}/` } : {}),
  });
  const driveRoot = origin ?? 'https://www.googleapis.com';

  /** Writes the header and the rows of `table` below what the tab holds, batch by batch. */
  async function appendTable(
    api: sheets_v4.Sheets,
    spreadsheetId: string,
    table: SheetTable,
  ): Promise<number> {
    let batch: (string | number | boolean)[][] = [table.columns.map((c) => c.header)];
    let count = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await api.spreadsheets.values.append({
        spreadsheetId,
        range: `${tabRange(table.name)}!A1`,
        valueInputOption: 'RAW',
        insertDataOption: 'INSERT_ROWS',
        requestBody: { values: batch },
      });
      batch = [];
    };
    for await (const row of table.rows) {
      batch.push(table.columns.map((c) => toCell(row[c.key] ?? null)));
      count += 1;
      if (batch.length >= GOOGLE_APPEND_BATCH) await flush();
    }
    await flush();
    return count;
  }

  return {
    mode: 'google',

    exportForMember: ({ email, kind, table }) =>
      guarded(async () => {
        const title = `FlexCoach ${kind} - ${new Date().toISOString().slice(0, 10)}`;
        const created = await client.spreadsheets.create({
          fields: 'spreadsheetId,spreadsheetUrl',
          requestBody: {
            properties: { title },
            sheets: [{ properties: { title: table.name, gridProperties: { frozenRowCount: 1 } } }],
          },
        });
        const spreadsheetId = created.data.spreadsheetId;
        if (!spreadsheetId) throw new Error('no spreadsheet id in the create response');
        const fileUrl = `${driveRoot}/drive/v3/files/${encodeURIComponent(spreadsheetId)}`;
        let count: number;
        try {
          count = await appendTable(client, spreadsheetId, table);
          await auth.request({
            url: `${fileUrl}/permissions`,
            method: 'POST',
            data: { role: 'reader', type: 'user', emailAddress: email },
          });
        } catch (error) {
          // Best effort: leave no half-written, unshared spreadsheet behind.
          await auth.request({ url: fileUrl, method: 'DELETE' }).catch(() => undefined);
          throw error;
        }
        return {
          spreadsheetUrl:
            created.data.spreadsheetUrl ??
            `https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`,
          rows: { [table.name]: count },
        } satisfies SheetsExport;
      }),

    exportMaster: ({ tables }) =>
      guarded(async () => {
        const spreadsheetId = options.spreadsheetId;
        const existing = await client.spreadsheets.get({
          spreadsheetId,
          fields: 'sheets.properties.title',
        });
        const titles = new Set(
          (existing.data.sheets ?? []).map((s) => s.properties?.title).filter(Boolean),
        );
        const missing = tables.filter((t) => !titles.has(t.name));
        if (missing.length > 0) {
          await client.spreadsheets.batchUpdate({
            spreadsheetId,
            requestBody: {
              requests: missing.map((t) => ({
                addSheet: {
                  properties: { title: t.name, gridProperties: { frozenRowCount: 1 } },
                },
              })),
            },
          });
        }
        await client.spreadsheets.values.batchClear({
          spreadsheetId,
          requestBody: { ranges: tables.map((t) => tabRange(t.name)) },
        });
        const rows: Record<string, number> = {};
        for (const table of tables)
          rows[table.name] = await appendTable(client, spreadsheetId, table);
        return {
          spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${spreadsheetId}/edit`,
          rows,
        } satisfies SheetsExport;
      }),
  };
}
