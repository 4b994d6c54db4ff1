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
  /** One tap of the session's +/- buttons (on a rack: the next weight in it). */
  adjust: number;
  /** One step of progression: the next load after every set reached the top of the range. */
  progress: number;
  /** The lightest load the +/- buttons go down to. */
  min: number;
  /**
   * The weights that exist, lightest first, for equipment that comes in fixed weights (dumbbells
   * and kettlebells): every load prescribed is one of them. Absent: any load on the step grid.
   */
  rack?: readonly number[];
}

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => roundTo(from + i * step, 2));

/**
 * The racks of a standard gym. Dumbbells: 1 kg steps to 10 kg, then 2 kg (fixed-weight pairs run
 * 12, 14, 16 ...); in pounds 2.5 lb steps to 25 lb, then 5 lb. Kettlebells: the competition bells
 * (4 kg steps from 8 kg, 2 kg below and between 12 and 24), in pounds 5 lb to 50 lb, then 10 lb.
 */
export const RACKS = {
  dumbbell: {
    metric: [...range(1, 10, 1), ...range(12, 60, 2)],
    imperial: [...range(2.5, 25, 2.5), ...range(30, 150, 5)],
  },
  kettlebell: {
    metric: [4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 28, 32, 36, 40, 44, 48],
    imperial: [...range(5, 50, 5), ...range(60, 100, 10)],
  },
} as const satisfies Record<string, Record<Units, readonly number[]>>;

const STEPS: Record<Exclude<LoadType, 'band'>, Record<Units, LoadSteps>> = {
  barbell: {
    // The smallest plate pair: 2 x 1.25 kg, 2 x 2.5 lb.
    metric: { adjust: 2.5, progress: 2.5, min: 2.5 },
    imperial: { adjust: 5, progress: 5, min: 5 },
  },
  dumbbell: {
    metric: { adjust: 1, progress: 2, min: 1, rack: RACKS.dumbbell.metric },
    imperial: { adjust: 2.5, progress: 5, min: 2.5, rack: RACKS.dumbbell.imperial },
  },
  kettlebell: {
    metric: { adjust: 2, progress: 4, min: 4, rack: RACKS.kettlebell.metric },
    imperial: { adjust: 5, progress: 10, min: 5, rack: RACKS.kettlebell.imperial },
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

/** The rack of a load, when the load is within it (a heavier load is plate-loaded or custom). */
const rackFor = (steps: LoadSteps, load: number) =>
  steps.rack && load <= steps.rack[steps.rack.length - 1]! + 1e-9 ? steps.rack : undefined;

const nearest = (loads: readonly number[], value: number) => {
  let best = loads[0]!;
  for (const load of loads) if (Math.abs(load - value) < Math.abs(best - value) - 1e-9) best = load;
  return best;
};

/** The nearest load that exists: on the rack, else on the step grid (never below the lightest). */
export function snapToStep(value: number, steps: LoadSteps): number {
  const rack = rackFor(steps, value);
  if (rack) return nearest(rack, value);
  const snapped = roundTo(Math.round(value / steps.adjust) * steps.adjust, 2);
  return Math.max(steps.min, snapped);
}

/**
 * One tap of +/-: the next weight of the rack in that direction, else one grid step. Null when
 * there is none (below the lightest).
 */
export function stepLoad(load: number, steps: LoadSteps, direction: 1 | -1): number | null {
  const rack = rackFor(steps, load);
  if (rack) {
    const next =
      direction > 0
        ? rack.find((w) => w > load + 1e-9)
        : [...rack].reverse().find((w) => w < load - 1e-9);
    if (next !== undefined || direction < 0) return next ?? null;
  }
  const next = roundTo(load + direction * steps.adjust, 2);
  return next < steps.min ? null : next;
}

/**
 * The next load up after a session at the top of the range: the next weight of the rack (the
 * rack's own step), else the next load of the progression grid (a machine at 52.5 kg, a smaller
 * step after a stall, goes to 55 kg, not 57.5 kg).
 */
export function heavierLoad(load: number, steps: LoadSteps): number {
  const snapped = snapToStep(load, steps);
  const rack = rackFor(steps, snapped);
  const next = rack?.find((w) => w > snapped + 1e-9);
  return next ?? roundTo((Math.floor(snapped / steps.progress + 1e-9) + 1) * steps.progress, 2);
}

/**
 * A lighter load that exists: the one nearest `factor` of it (the lighter on a tie), and at
 * least one step below it, never below the lightest.
 */
export function lighterLoad(load: number, steps: LoadSteps, factor: number): number {
  const target = load * factor;
  const rack = rackFor(steps, target);
  if (rack) {
    const below = rack.filter((w) => w < load - 1e-9);
    return below.length > 0 ? nearest(below, target) : rack[0]!;
  }
  let next = snapToStep(target, steps);
  if (next >= load) next = roundTo(load - steps.adjust, 2);
  return Math.max(steps.min, next);
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
