import type { PerformedSet, WorkoutExercise } from '../schemas/workouts.ts';
import type { Units } from '../units.ts';
import { type LoadType, loadSteps, snapToStep } from './loads.ts';
import { DEFAULT_PLATES, type PlateSet } from './plates.ts';

/*
 * Warm-up ramps before the first main lift of the day: a few lighter sets that rehearse the lift
 * and leave the working sets fresh. A barbell starts with the empty bar for 10, then about 50% for
 * 5, 70% for 3 and 85% for 1 of the working load; a dumbbell, kettlebell, machine or cable lift
 * takes about 50% for 8 and 75% for 4. Every load is one that exists (the rack, the step grid).
 * Pure. Warm-ups are logged as such and never count in records, volume or progression.
 */

const BARBELL_RAMP = [
  [0.5, 5],
  [0.7, 3],
  [0.85, 1],
] as const;
const OTHER_RAMP = [
  [0.5, 8],
  [0.75, 4],
] as const;

/** The suggested warm-up sets before `working` (the first working set's load); none for bands. */
export function warmupRamp(
  working: number,
  type: LoadType,
  units: Units,
  plates: PlateSet = DEFAULT_PLATES[units],
): PerformedSet[] {
  if (type === 'band' || !(working > 0)) return [];
  const steps = loadSteps(type, units);
  const ramp: PerformedSet[] = [];
  let floor = 0;
  if (type === 'barbell') {
    // Lighter than the bar, there is nothing to ramp: the bar itself is the warm-up.
    if (working <= plates.bar) return [];
    ramp.push({ reps: 10, weight: plates.bar, kind: 'warmup' });
    floor = plates.bar;
  }
  for (const [share, reps] of type === 'barbell' ? BARBELL_RAMP : OTHER_RAMP) {
    const load = snapToStep(working * share, steps);
    // Only loads between the last one and the working load: a light lift has a shorter ramp.
    if (load <= floor + 1e-9 || load >= working - 1e-9) continue;
    ramp.push({ reps, weight: load, kind: 'warmup' });
    floor = load;
  }
  return ramp;
}

/** The first main lift of the day: the first exercise loaded with weights (not a band). */
export function firstMainLift(exercises: readonly Pick<WorkoutExercise, 'loadType' | 'block'>[]) {
  return exercises.findIndex(
    (e) => e.loadType !== undefined && e.loadType !== 'band' && e.block !== 'cool-down',
  );
}
