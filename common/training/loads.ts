import type { Units } from '../units.ts';
import { roundTo } from '../units.ts';

/**
 * What an exercise is loaded with, and the steps that fit it. A barbell goes up by the smallest
 * plates a gym has on both sides; a dumbbell by the next dumbbell in the rack; a kettlebell by the
 * next bell; a machine by a pin on the stack. Bands are not weighed: they are a level, 1 (extra
 * light) to 5 (extra heavy). See decision 021.
 */
export const LOAD_TYPES = [
  'barbell',
  'dumbbell',
  'kettlebell',
  'machine',
  'cable',
  'band',
] as const;
export type LoadType = (typeof LOAD_TYPES)[number];

export interface LoadSteps {
  /** One tap of the session's +/- buttons. */
  adjust: number;
  /** One step of progression: the next load after every set reached the top of the range. */
  progress: number;
  /** The lightest load the +/- buttons go down to. */
  min: number;
}

const STEPS: Record<Exclude<LoadType, 'band'>, Record<Units, LoadSteps>> = {
  barbell: {
    metric: { adjust: 2.5, progress: 2.5, min: 2.5 },
    imperial: { adjust: 5, progress: 5, min: 5 },
  },
  dumbbell: {
    metric: { adjust: 1, progress: 2, min: 1 },
    imperial: { adjust: 2.5, progress: 5, min: 2.5 },
  },
  kettlebell: {
    metric: { adjust: 2, progress: 4, min: 4 },
    imperial: { adjust: 5, progress: 10, min: 5 },
  },
  machine: {
    metric: { adjust: 2.5, progress: 5, min: 2.5 },
    imperial: { adjust: 5, progress: 10, min: 5 },
  },
  cable: {
    metric: { adjust: 2.5, progress: 2.5, min: 2.5 },
    imperial: { adjust: 5, progress: 5, min: 5 },
  },
};

export const BAND_LEVELS = ['Extra light', 'Light', 'Medium', 'Heavy', 'Extra heavy'] as const;
export const BAND_STEPS: LoadSteps = { adjust: 1, progress: 1, min: 1 };
export const MAX_BAND_LEVEL = BAND_LEVELS.length;

/** The steps of a load type in the member's unit (bands: one level). */
export function loadSteps(type: LoadType, units: Units): LoadSteps {
  return type === 'band' ? BAND_STEPS : STEPS[type][units];
}

/** "Medium band" for level 3. */
export function bandName(level: number): string {
  const name = BAND_LEVELS[Math.min(MAX_BAND_LEVEL, Math.max(1, Math.round(level))) - 1]!;
  return `${name} band`;
}

/** The nearest load on the step grid (never below the lightest load). */
export function snapToStep(value: number, steps: LoadSteps): number {
  const snapped = roundTo(Math.round(value / steps.adjust) * steps.adjust, 2);
  return Math.max(steps.min, snapped);
}

/**
 * The catalogue's own equipment word (free-exercise-db: "barbell", "dumbbell", "cable"...) as a
 * load type; null for bodyweight and the rest (balls, foam rollers...).
 */
export function loadTypeOf(rawEquipment: string | null): LoadType | null {
  switch (rawEquipment) {
    case 'barbell':
    case 'e-z curl bar':
      return 'barbell';
    case 'dumbbell':
      return 'dumbbell';
    case 'kettlebells':
      return 'kettlebell';
    case 'machine':
      return 'machine';
    case 'cable':
      return 'cable';
    case 'bands':
      return 'band';
    default:
      return null;
  }
}

/**
 * Estimated one-rep max by the Epley formula, weight × (1 + reps / 30); a single is its own
 * weight. Null for a set without weight or reps.
 */
export function estimatedOneRepMax(weight: number | undefined, reps: number | undefined) {
  if (weight === undefined || reps === undefined || weight <= 0 || reps <= 0) return null;
  return reps === 1 ? weight : roundTo(weight * (1 + reps / 30), 2);
}
