/*
 * The workouts feature's front door: what other features may use. Everything else in this folder
 * is its own business (ESLint refuses imports of it from another feature).
 */
export { blockOf, countGenerations, weekForUser } from './generation/generation.service.ts';
export { generateWorkout } from './generation/generator.ts';
export { goalOfTitle } from './generation/goal-plans.ts';
export { blockSwapsOf } from './generation/block-swaps.ts';
export { listSavedWorkouts } from './saved-workouts.service.ts';
export { toSavedWorkout, toWorkout } from './workouts.presenter.ts';
export {
  completedWorkoutDates,
  getStats,
  listWorkouts,
  statsFromDates,
} from './workouts.service.ts';
export { swapChoices, swapTarget } from './generation/swap.service.ts';
