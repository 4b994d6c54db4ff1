import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMeasurementInput, Measurement } from '#common/schemas/measurements.ts';
import type { UpdateUserInput, User } from '#common/schemas/users.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Query keys of the training contract (the default query function GETs `key.join('/')`). */
export const measurementsKey = (userId: string) => ['/api/measurements', userId] as const;
export const profileKey = (userId: string) => ['/api/user', userId] as const;

export function useMeasurements(userId: string) {
  return useQuery<Measurement[]>({ queryKey: measurementsKey(userId) });
}

export function useProfile(userId: string) {
  return useQuery<User>({ queryKey: profileKey(userId) });
}

/** `PUT /api/user/:id` with workout settings; the profile query is refreshed afterwards. */
export function useUpdateWorkoutSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updates: Pick<UpdateUserInput, 'timeAvailable' | 'daysPerWeek'>) =>
      apiRequest<User>('PUT', `/api/user/${userId}`, updates),
    onSuccess: (user) => {
      if (user) queryClient.setQueryData(profileKey(userId), user);
      return queryClient.invalidateQueries({ queryKey: profileKey(userId) });
    },
  });
}

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
