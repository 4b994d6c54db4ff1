import { useCallback } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KeepSwapInput,
  KeptSwap,
  CreateSavedWorkoutInput,
  GeneratedWorkout,
  GenerateWorkoutInput,
  SavedWorkout,
  Workout,
  WorkoutExercise,
} from '#common/schemas/workouts.ts';
import { statsQueryOptions } from '#web/api/stats.ts';
import { workoutsKey } from '#web/api/workouts.ts';
import type { Units } from '#common/units.ts';
import { apiGet, apiRequest } from '#web/lib/api-client.ts';
import { useUnits } from '#web/lib/units.ts';
import { toLocalIsoDate } from '#web/lib/dates.ts';
import {
  isOfflineFailure,
  isPermanentRefusal,
  queueWorkoutLog,
  removePendingLog,
  sendWorkoutLog,
  withTimeLimit,
  type QueuedWorkoutLog,
} from '../lib/offline-log-queue.ts';

/*
 * The training calls of the workout screen. Reads other pages share (stats, profile, exercise
 * guide, subscription status) live in `web/api/`.
 */

const SAVED_WORKOUTS_KEY = ['/api/saved-workouts'] as const;

/** `GET /api/saved-workouts`: the member's saved workouts, newest first, loads in `units`. */
export const savedWorkoutsQueryOptions = (units: Units) =>
  queryOptions<SavedWorkout[]>({
    queryKey: [...SAVED_WORKOUTS_KEY, units],
    queryFn: ({ signal }) => apiGet<SavedWorkout[]>('/api/saved-workouts', signal),
  });

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
      const sending = sendWorkoutLog(input).then((workout) => {
        // Also when the answer comes after the time limit: the log is in the history.
        removePendingLog(userId, input.clientId);
        return workout;
      });
      sending.catch(() => {});
      try {
        const workout = await withTimeLimit(sending);
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
        queryClient.invalidateQueries({ queryKey: statsQueryOptions(userId).queryKey }),
        queryClient.invalidateQueries({ queryKey: workoutsKey(userId) }),
      ]);
    },
  });
}

export function useSavedWorkouts() {
  return useQuery(savedWorkoutsQueryOptions(useUnits()));
}

export function useCreateSavedWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedWorkoutInput) =>
      apiRequest<SavedWorkout>('POST', '/api/saved-workouts', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_WORKOUTS_KEY }),
  });
}

export function useDeleteSavedWorkout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ success: boolean }>('DELETE', `/api/saved-workouts/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_WORKOUTS_KEY }),
  });
}

/** Reads the member's history and stats again (a log the offline queue has just sent). */
export function useRefreshTrainingReads(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useCallback(() => {
    if (!userId) return;
    void queryClient.invalidateQueries({ queryKey: statsQueryOptions(userId).queryKey });
    void queryClient.invalidateQueries({ queryKey: workoutsKey(userId) });
  }, [queryClient, userId]);
}

/**
 * `POST /api/workouts/block-swaps`: keeps a swap for the rest of the member's block; the week's
 * plan is read again so the strip's block shows it.
 */
export function useKeepSwap(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KeepSwapInput) =>
      apiRequest<KeptSwap>('POST', '/api/workouts/block-swaps', input),
    onSuccess: () => {
      if (userId) void queryClient.invalidateQueries({ queryKey: workoutsKey(userId) });
    },
  });
}

/** What a swap is asked for: the exercise on screen and the library ids already in the workout. */
export interface SwapRequest {
  exercise: Pick<WorkoutExercise, 'name' | 'exerciseId' | 'reps' | 'duration' | 'block'>;
  inWorkout: string[];
}

/** `POST /api/workouts/swap`: alternatives for one exercise (a read, though it is a POST). */
export const swapAlternativesQueryOptions = ({ exercise, inWorkout }: SwapRequest) =>
  queryOptions<{ alternatives: WorkoutExercise[] }>({
    queryKey: ['/api/workouts/swap', exercise.exerciseId ?? exercise.name, inWorkout.join(',')],
    staleTime: 60_000,
    queryFn: () =>
      apiRequest<{ alternatives: WorkoutExercise[] }>('POST', '/api/workouts/swap', {
        exercise: {
          name: exercise.name,
          exerciseId: exercise.exerciseId,
          reps: exercise.reps,
          duration: exercise.duration,
          block: exercise.block,
        },
        exclude: inWorkout.slice(0, 40),
        today: toLocalIsoDate(new Date()),
      }),
  });

export function useSwapAlternatives(request: SwapRequest, enabled: boolean) {
  return useQuery({ ...swapAlternativesQueryOptions(request), enabled });
}
