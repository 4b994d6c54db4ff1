import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExerciseGuide } from '#common/schemas/exercises.ts';
import type { SubscriptionStatus, User } from '#common/schemas/users.ts';
import type {
  CreateSavedWorkoutInput,
  GeneratedWorkout,
  GenerateWorkoutInput,
  SavedWorkout,
  UserStats,
  Workout,
} from '#common/schemas/workouts.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import {
  isOfflineFailure,
  isPermanentRefusal,
  queueWorkoutLog,
  removePendingLog,
  sendWorkoutLog,
  type QueuedWorkoutLog,
} from '../lib/offline-log-queue.ts';

/*
 * The training calls of the workout screen. Query keys are URL segments (the default query
 * function GETs `queryKey.join('/')`).
 */

export const savedWorkoutsKey = ['/api/saved-workouts'] as const;
export const statsKey = (userId: string) => ['/api/stats', userId] as const;
export const workoutsKey = (userId: string) => ['/api/workouts', userId] as const;
export const exerciseGuideKey = (name: string) =>
  ['/api/exercises/info', encodeURIComponent(name)] as const;

/**
 * `POST /api/workouts/generate` (every field defaults to the member's profile). The member's local
 * date goes along so "yesterday" (muscles to rest) is their yesterday.
 */
export function useGenerateWorkout() {
  return useMutation({
    mutationFn: (input: GenerateWorkoutInput = {}) =>
      apiRequest<GeneratedWorkout>('POST', '/api/workouts/generate', {
        today: toLocalIsoDate(),
        ...input,
      }),
  });
}

export type LogWorkoutResult =
  | { status: 'saved'; workout: Workout }
  /** No network: the log waits in the offline queue and is sent when the connection returns. */
  | { status: 'queued' };

/**
 * `POST /api/workouts`; refreshes the member's stats and history. The log goes into the offline
 * queue before it is sent (a tab closed mid-request still has it) and leaves it once the server
 * answers; without a network it stays there and the result is `queued`.
 */
export function useLogWorkout(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Run offline too (the default pauses mutations while offline): the queue takes the log.
    networkMode: 'always',
    mutationFn: async (input: QueuedWorkoutLog): Promise<LogWorkoutResult> => {
      queueWorkoutLog(userId, input);
      try {
        const workout = await sendWorkoutLog(input);
        removePendingLog(userId, input.clientId);
        return { status: 'saved', workout };
      } catch (error) {
        if (isOfflineFailure(error)) return { status: 'queued' };
        // Kept for a later sync unless the server refused the log itself.
        if (isPermanentRefusal(error)) removePendingLog(userId, input.clientId);
        throw error;
      }
    },
    onSuccess: async (result) => {
      if (result.status !== 'saved') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: statsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: workoutsKey(userId) }),
      ]);
    },
  });
}

export function useSavedWorkouts() {
  return useQuery<SavedWorkout[]>({ queryKey: savedWorkoutsKey });
}

export function useCreateSavedWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedWorkoutInput) =>
      apiRequest<SavedWorkout>('POST', '/api/saved-workouts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedWorkoutsKey }),
  });
}

export function useDeleteSavedWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: boolean }>('DELETE', `/api/saved-workouts/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedWorkoutsKey }),
  });
}

/** `GET /api/exercises/info/{name}`: emoji, difficulty, instructions, tips and muscles. */
export function useExerciseGuide(name: string | undefined) {
  return useQuery<ExerciseGuide>({
    queryKey: exerciseGuideKey(name ?? ''),
    enabled: Boolean(name),
  });
}

export function useUserStats(userId: string, enabled = true) {
  return useQuery<UserStats>({ queryKey: statsKey(userId), enabled });
}

export function useUserProfile(userId: string) {
  return useQuery<User>({ queryKey: ['/api/user', userId] });
}

export function useSubscriptionStatus(userId: string) {
  return useQuery<SubscriptionStatus>({ queryKey: ['/api/subscriptions/status', userId] });
}
