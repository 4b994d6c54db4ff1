import type { SavedWorkout, Workout } from '#common/schemas/workouts.ts';
import { exercisesFromCanonical } from '#common/training/exercise-units.ts';
import type { Units } from '#common/units.ts';
import type { savedWorkouts, workouts } from '../../db/schema/index.ts';

type WorkoutRow = typeof workouts.$inferSelect;
type SavedWorkoutRow = typeof savedWorkouts.$inferSelect;

/** A logged workout, loads in the member's unit (stored in pounds). */
export function toWorkout(row: WorkoutRow, units: Units): Workout {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    exercises: exercisesFromCanonical(row.exercises, units),
    duration: row.duration,
    completed: row.completed,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSavedWorkout(row: SavedWorkoutRow, units: Units): SavedWorkout {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    exercises: exercisesFromCanonical(row.exercises, units),
    timeEstimate: row.timeEstimate,
    difficulty: row.difficulty,
    createdAt: row.createdAt.toISOString(),
  };
}
