import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateMeasurementInput, Measurement } from '#common/schemas/measurements.ts';
import { measurementsKey } from '#web/api/measurements.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** One `POST /api/measurements` per entry; settles all of them, then refreshes the list. */
export function useAddMeasurements(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: CreateMeasurementInput[]) =>
      Promise.allSettled(
        entries.map((entry) =>
          apiRequest<Measurement>('POST', '/api/measurements', { ...entry, userId }),
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: measurementsKey(userId) }),
  });
}

export function useDeleteMeasurement(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: boolean }>('DELETE', `/api/measurements/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: measurementsKey(userId) }),
  });
}
