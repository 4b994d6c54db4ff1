import {
  type ExportResult,
  NO_MEASUREMENTS_MESSAGE,
  NO_WORKOUTS_MESSAGE,
} from '#common/schemas/export.ts';
import { apiRequest, isApiError } from '#web/lib/api-client.ts';
import { getApiErrorMessage } from '#web/lib/api-errors.ts';

export type ExportTarget = 'workouts' | 'measurements' | 'master';

export const EXPORT_TARGETS: readonly ExportTarget[] = ['workouts', 'measurements', 'master'];

export type TargetResult =
  | { status: 'running' }
  | { status: 'success'; message: string; spreadsheetUrl: string }
  | { status: 'no-data'; message: string }
  | { status: 'error'; message: string };

export type ExportTestTitle = 'Export Successful!' | 'No Data to Export' | 'Export Failed';

export interface ExportTestOutcome {
  title: ExportTestTitle;
  description: string;
}

export const NOT_LOGGED_IN = 'Not logged in';
export const NO_DATA_TO_EXPORT_TEXT = 'Add some workouts or measurements first, then try again.';

const URLS: Record<ExportTarget, (userId: string) => string> = {
  workouts: (id) => `/api/export/workouts/${id}`,
  measurements: (id) => `/api/export/measurements/${id}`,
  master: () => '/api/admin/export/master',
};

const NO_DATA_DEFAULT: Partial<Record<ExportTarget, string>> = {
  workouts: NO_WORKOUTS_MESSAGE,
  measurements: NO_MEASUREMENTS_MESSAGE,
};

class NotLoggedIn extends Error {
  constructor() {
    super(NOT_LOGGED_IN);
  }
}

async function runOne(target: ExportTarget, userId: string): Promise<TargetResult> {
  try {
    const result = await apiRequest<ExportResult>('POST', URLS[target](userId));
    return { status: 'success', message: result.message, spreadsheetUrl: result.spreadsheetUrl };
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw new NotLoggedIn();
    const noData = NO_DATA_DEFAULT[target];
    if (isApiError(error, 'NO_DATA') && noData) {
      return { status: 'no-data', message: error.serverMessage ?? noData };
    }
    return { status: 'error', message: getApiErrorMessage(error, 'Export failed') };
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The test page's run: the signed-in admin's workouts, then measurements (one after the other),
 * then the master spreadsheet. `onResult` reports each data type as it starts and ends.
 */
export async function runExportTest(
  userId: string | null,
  onResult: (target: ExportTarget, result: TargetResult) => void,
): Promise<ExportTestOutcome> {
  try {
    if (!userId) throw new NotLoggedIn();
    const results: Partial<Record<ExportTarget, TargetResult>> = {};
    for (const target of EXPORT_TARGETS) {
      onResult(target, { status: 'running' });
      const result = await runOne(target, userId);
      results[target] = result;
      onResult(target, result);
    }
    const all = Object.values(results);
    const failed = all.find((r) => r.status === 'error');
    if (failed && failed.status === 'error') {
      return { title: 'Export Failed', description: failed.message };
    }
    if (results.workouts?.status === 'no-data' && results.measurements?.status === 'no-data') {
      return { title: 'No Data to Export', description: NO_DATA_TO_EXPORT_TEXT };
    }
    const exported = all.filter((r) => r.status === 'success').length;
    return {
      title: 'Export Successful!',
      description: `${plural(exported, 'data type', 'data types')} exported.`,
    };
  } catch (error) {
    return {
      title: 'Export Failed',
      description: error instanceof NotLoggedIn ? NOT_LOGGED_IN : 'Export failed',
    };
  }
}
