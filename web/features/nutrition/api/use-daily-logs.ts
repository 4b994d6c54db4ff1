import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDailyLogInput,
  DailyLog,
  UpdateDailyLogInput,
} from '#common/schemas/nutrition.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';

export const dailyLogsKey = (userId: string) => ['/api/daily-logs', userId] as const;

/** `GET /api/daily-logs/{userId}`: the member's daily nutrition logs. */
export const dailyLogsQueryOptions = (userId: string) =>
  queryOptions<DailyLog[]>({
    queryKey: dailyLogsKey(userId),
    queryFn: ({ signal }) =>
      apiGet<DailyLog[]>(`/api/daily-logs/${encodeURIComponent(userId)}`, signal),
  });

/** Loaded only when the plan includes nutrition (spec section 4). */
export function useDailyLogs(userId: string, enabled: boolean) {
  return useQuery({ ...dailyLogsQueryOptions(userId), enabled });
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
