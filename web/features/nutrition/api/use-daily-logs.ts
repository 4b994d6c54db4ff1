import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDailyLogInput,
  DailyLog,
  UpdateDailyLogInput,
} from '#common/schemas/nutrition.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Query keys (the default query function GETs `key.join('/')`). */
export const dailyLogsKey = (userId: string) => ['/api/daily-logs', userId] as const;
/** `GET /api/daily-logs/{userId}`: loaded only when the plan includes nutrition (spec section 4). */
export function useDailyLogs(userId: string, enabled: boolean) {
  return useQuery<DailyLog[]>({ queryKey: dailyLogsKey(userId), enabled });
}

export type SaveDailyLogInput =
  | { id: string; values: UpdateDailyLogInput }
  | { id?: undefined; values: Omit<CreateDailyLogInput, 'userId'> };

/** Updates the day's log when one exists (`PUT`), otherwise creates it (`POST`, an upsert). */
export function useSaveDailyLog(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDailyLogInput) =>
      input.id !== undefined
        ? apiRequest<DailyLog>(
            'PUT',
            `/api/daily-logs/${encodeURIComponent(input.id)}`,
            input.values,
          )
        : apiRequest<DailyLog>('POST', '/api/daily-logs', { userId, ...input.values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dailyLogsKey(userId) }),
  });
}
