import type { SavedWorkout, Workout } from '#common/schemas/workouts.ts';
import type { savedWorkouts, workouts } from '../../db/schema/index.ts';

type WorkoutRow = typeof workouts.$inferSelect;
type SavedWorkoutRow = typeof savedWorkouts.$inferSelect;

export function toWorkout(row: WorkoutRow): Workout {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    exercises: row.exercises,
    duration: row.duration,
    completed: row.completed,
    date: row.date,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSavedWorkout(row: SavedWorkoutRow): SavedWorkout {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    description: row.description,
    exercises: row.exercises,
    timeEstimate: row.timeEstimate,
    difficulty: row.difficulty,
    createdAt: row.createdAt.toISOString(),
  };
}
