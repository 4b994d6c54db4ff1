import type { PerformedSet, WorkoutExercise } from '#common/schemas/workouts.ts';
import type { GeneratorResult, HistoryWorkout } from '../features/workouts/generation/generator.ts';

/*
 * A simulated lifter for the program's tests and the program report: what they do with each
 * prescribed exercise, and the log that goes back into the history.
 */

/** The sets a lifter does of a prescribed exercise (`session` counts their sessions from 1). */
export type Lifter = (exercise: WorkoutExercise, session: number) => PerformedSet[];

/** Every set at the top of its range, at the load prescribed (`firstLoad` the first time). */
export const topOfRange =
  (firstLoad: number): Lifter =>
  (e) =>
    Array.from({ length: e.sets }, () =>
      e.targetReps
        ? {
            reps: e.targetReps.max,
            ...(e.loadType && e.loadType !== 'band' ? { weight: e.targetWeight ?? firstLoad } : {}),
          }
        : { seconds: 30 },
    );

/** The completed log of a generated session, as the history reads it. */
export const logOf = (
  day: string,
  workout: GeneratorResult,
  lifter: Lifter,
  session: number,
): HistoryWorkout => ({
  date: day,
  completed: true,
  exercises: workout.exercises.map((e) => ({
    ...e,
    completedSets: e.sets,
    performedSets: lifter(e, session),
  })),
});
