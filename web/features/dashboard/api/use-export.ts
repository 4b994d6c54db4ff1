import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ExportResult } from '#common/schemas/export.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type ExportKind = 'workouts' | 'measurements';

/** What an export is started with: its kind, and the tab opened in the click (if the browser let it). */
export interface ExportRequest {
  kind: ExportKind;
  tab: Window | null;
}

/** `POST /api/export/{kind}/{userId}`: the member's data into a spreadsheet; what follows is the screen's. */
export function useExportSpreadsheet(
  userId: string,
  handlers: Pick<UseMutationOptions<ExportResult, Error, ExportRequest>, 'onSuccess' | 'onError'>,
) {
  return useMutation({
    mutationFn: ({ kind }: ExportRequest) =>
      apiRequest<ExportResult>('POST', `/api/export/${kind}/${encodeURIComponent(userId)}`),
    ...handlers,
  });
}
