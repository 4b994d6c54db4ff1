import { useQuery } from '@tanstack/react-query';
import type { Measurement } from '#common/schemas/measurements.ts';
import type { User } from '#common/schemas/users.ts';
import type { UserStats } from '#common/schemas/workouts.ts';

/* Reads of the progress page, under the training contract's shared query keys. */

export function useUserStats(userId: string) {
  return useQuery<UserStats>({ queryKey: ['/api/stats', userId] });
}

export function useProfile(userId: string) {
  return useQuery<User>({ queryKey: ['/api/user', userId] });
}

export function useMeasurements(userId: string) {
  return useQuery<Measurement[]>({ queryKey: ['/api/measurements', userId] });
}
