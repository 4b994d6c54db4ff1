import { useQuery } from '@tanstack/react-query';
import type { Measurement } from '#common/schemas/measurements.ts';
import type { SubscriptionStatus, User } from '#common/schemas/users.ts';
import type { UserStats, Workout } from '#common/schemas/workouts.ts';

/*
 * The dashboard's reads. Query keys are the shared URL segments of the training contract (the
 * default query function GETs `queryKey.join('/')`), so other pages' writes invalidate them.
 */

export function useSubscriptionStatus(userId: string) {
  return useQuery<SubscriptionStatus>({ queryKey: ['/api/subscriptions/status', userId] });
}

export function useUserStats(userId: string) {
  return useQuery<UserStats>({ queryKey: ['/api/stats', userId] });
}

export function useProfile(userId: string) {
  return useQuery<User>({ queryKey: ['/api/user', userId] });
}

export function useMeasurements(userId: string) {
  return useQuery<Measurement[]>({ queryKey: ['/api/measurements', userId] });
}

export function useWorkouts(userId: string) {
  return useQuery<Workout[]>({ queryKey: ['/api/workouts', userId] });
}
