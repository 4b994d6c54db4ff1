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

/** "5.02 km", "3.12 mi": a distance in the member's unit. */
export function describeDistance(meters: number, units: Units): string {
  return units === 'metric'
    ? `${formatNumber(meters / 1000, 2)} km`
    : `${formatNumber(meters / 1609.344, 2)} mi`;
}

/** "12 × 22 kg", "10 reps", "45 s", "5.02 km in 30:00". */
export function describeSet(
  set: PerformedSet,
  type: LoadType | null | undefined,
  units: Units,
): string {
  if (set.meters !== undefined && set.meters > 0) {
    const distance = describeDistance(set.meters, units);
    if (set.seconds === undefined) return distance;
    const clock = `${Math.floor(set.seconds / 60)}:${String(set.seconds % 60).padStart(2, '0')}`;
    return `${distance} in ${clock}`;
  }
  if (set.seconds !== undefined) return `${set.seconds} s`;
  const reps = `${set.reps ?? 0}`;
  return set.weight !== undefined
    ? `${reps} × ${describeLoad(set.weight, type, units)}`
    : `${reps} reps`;
}
