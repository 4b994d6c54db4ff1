import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExerciseGuide } from '#common/schemas/exercises.ts';

/** `GET /api/exercises/info/{name}`: emoji, difficulty, instructions, tips and muscles. */
export const exerciseGuideQueryOptions = (name: string) =>
  queryOptions<ExerciseGuide>({ queryKey: ['/api/exercises/info', encodeURIComponent(name)] });

/** Waits (disabled) while there is no exercise to show. */
export function useExerciseGuide(name: string | undefined) {
  return useQuery({ ...exerciseGuideQueryOptions(name ?? ''), enabled: Boolean(name) });
}
