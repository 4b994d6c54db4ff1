import { catalogueLookup, mainMusclesOfWorkouts } from '#common/main-muscles.ts';
import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import type { Workout } from '#common/schemas/workouts.ts';
import {
  findBuiltinGuide,
  findCatalogueExercise,
  genericGuide,
  getTrainingPool,
  nameKey,
  PATTERN_NAMES,
  searchExercises,
  stapleOf,
  STAPLES,
} from '../exercises/index.ts';
import type { ExerciseLookup } from './coach-types.ts';

let trainingLookup: ReturnType<typeof catalogueLookup> | undefined;

/**
 * The exercise library as the coach reads it (`CoachData.exercises`): the only place the coach
 * meets the exercises feature. In memory, so every lookup is synchronous.
 */
export const exerciseLookup: ExerciseLookup = {
  builtinGuideName: (phrase) => findBuiltinGuide(phrase)?.name,
  catalogueExercise: (name) => findCatalogueExercise(name),
  search: (query, limit): CatalogueExercise[] =>
    searchExercises({ q: query, limit, offset: 0 }).exercises,
  sameExercise: (a, b) => nameKey(a) === nameKey(b),
  genericSteps: (name) => genericGuide(name).instructions,
  mainMuscles: (workouts: readonly Workout[]) =>
    mainMusclesOfWorkouts(workouts, (trainingLookup ??= catalogueLookup(getTrainingPool()))),
  staple: (name) => {
    const pattern = stapleOf(findCatalogueExercise(name)?.name ?? name);
    return pattern ? { pattern: PATTERN_NAMES[pattern], why: STAPLES[pattern].why } : undefined;
  },
};
