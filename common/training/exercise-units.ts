import type { WorkoutExercise } from '../schemas/workouts.ts';
import { MAX_LOAD_LBS } from '../workout-constants.ts';
import { type Units, weightFromCanonical, weightToCanonical, weightUnit } from '../units.ts';

/*
 * The loads of a workout's exercises between the member's unit and the stored pounds. A band's
 * "weight" is its level, never converted. Exercises without loads pass through unchanged.
 */

type Convert = (value: number) => number;
type WithLoads = Pick<
  WorkoutExercise,
  'loadType' | 'targetWeight' | 'performedSets' | 'previousSets' | 'backoffWeight'
>;
type Sets = WorkoutExercise['performedSets'];

const weighed = (sets: Sets) => sets?.some((set) => set.weight !== undefined) ?? false;
const convertSets = (sets: NonNullable<Sets>, convert: Convert) =>
  sets.map((set) => (set.weight === undefined ? set : { ...set, weight: convert(set.weight) }));

function mapLoads<T extends WithLoads>(exercises: readonly T[], convert: Convert): T[] {
  return exercises.map((exercise) => {
    if (exercise.loadType === 'band') return exercise;
    const hasTarget = typeof exercise.targetWeight === 'number';
    const hasSets = weighed(exercise.performedSets);
    const hasPrevious = weighed(exercise.previousSets);
    const hasBackoff = typeof exercise.backoffWeight === 'number';
    if (!hasTarget && !hasSets && !hasPrevious && !hasBackoff) return exercise;
    const converted: T = { ...exercise };
    if (hasTarget) converted.targetWeight = convert(exercise.targetWeight as number);
    if (hasBackoff) converted.backoffWeight = convert(exercise.backoffWeight!);
    if (hasSets) converted.performedSets = convertSets(exercise.performedSets!, convert);
    if (hasPrevious) converted.previousSets = convertSets(exercise.previousSets!, convert);
    return converted;
  });
}

/** From the member's unit to pounds, for storage. */
export const exercisesToCanonical = <T extends WithLoads>(exercises: readonly T[], units: Units) =>
  units === 'imperial' ? [...exercises] : mapLoads(exercises, (v) => weightToCanonical(v, units));

/** From stored pounds to the member's unit (rounded to a hundredth). */
export const exercisesFromCanonical = <T extends WithLoads>(
  exercises: readonly T[],
  units: Units,
) => mapLoads(exercises, (v) => weightFromCanonical(v, units));

/**
 * The first load heavier than anyone lifts, as a field path and a message in the member's unit;
 * null when every load is plausible. `exercises` are in the member's unit.
 */
export function loadProblem(
  exercises: readonly WorkoutExercise[],
  units: Units,
): { field: string; message: string } | null {
  const limit = Math.floor(weightFromCanonical(MAX_LOAD_LBS, units));
  const tooHeavy = (value: number) => weightToCanonical(value, units) > MAX_LOAD_LBS + 1e-9;
  for (const [i, exercise] of exercises.entries()) {
    const band = exercise.loadType === 'band';
    const check = (value: number | null | undefined, field: string) => {
      if (typeof value !== 'number') return null;
      if (band ? value > 5 : tooHeavy(value)) {
        return {
          field: `exercises.${i}.${field}`,
          message: band
            ? 'must be a band level from 1 to 5'
            : `must be at most ${limit} ${weightUnit(units)}`,
        };
      }
      return null;
    };
    const target = check(exercise.targetWeight, 'targetWeight');
    if (target) return target;
    for (const [j, set] of (exercise.performedSets ?? []).entries()) {
      const problem = check(set.weight, `performedSets.${j}.weight`);
      if (problem) return problem;
    }
  }
  return null;
}
