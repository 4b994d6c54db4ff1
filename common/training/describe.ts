import type { PerformedSet } from '../schemas/workouts.ts';
import { formatNumber, type Units, weightUnit } from '../units.ts';
import { bandName, type LoadType } from './loads.ts';

/** "24 kg", "52.5 lbs", "Medium band". */
export function describeLoad(
  value: number,
  type: LoadType | null | undefined,
  units: Units,
): string {
  if (type === 'band') return bandName(value);
  return `${formatNumber(value, 2)} ${weightUnit(units)}`;
}

/** "12 × 22 kg", "10 reps", "45 s". */
export function describeSet(
  set: PerformedSet,
  type: LoadType | null | undefined,
  units: Units,
): string {
  if (set.seconds !== undefined) return `${set.seconds} s`;
  const reps = `${set.reps ?? 0}`;
  return set.weight !== undefined
    ? `${reps} × ${describeLoad(set.weight, type, units)}`
    : `${reps} reps`;
}
