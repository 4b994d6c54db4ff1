import { lengthUnit, rangeIn, type Units, weightUnit } from './units.ts';

/** Measurement types, units and ranges, free of zod so pages can import them cheaply. */
export const MEASUREMENT_TYPES = ['weight', 'waist', 'chest', 'biceps', 'thighs'] as const;
export type MeasurementType = (typeof MEASUREMENT_TYPES)[number];

/** Canonical units (as stored) and sensible ranges: weight in lbs, the rest in inches. */
export const MEASUREMENT_RULES: Record<
  MeasurementType,
  { unit: string; label: string; min: number; max: number }
> = {
  weight: { unit: 'lbs', label: 'Weight', min: 50, max: 1000 },
  waist: { unit: 'in', label: 'Waist', min: 15, max: 100 },
  chest: { unit: 'in', label: 'Chest', min: 20, max: 100 },
  biceps: { unit: 'in', label: 'Biceps', min: 5, max: 40 },
  thighs: { unit: 'in', label: 'Thighs', min: 10, max: 60 },
};

/** The rule of a type in the member's unit: lbs or kg, in or cm, and the range in that unit. */
export function measurementRule(type: MeasurementType, units: Units) {
  const rule = MEASUREMENT_RULES[type];
  const kind = type === 'weight' ? 'weight' : 'length';
  return {
    ...rule,
    ...rangeIn(rule, kind, units),
    unit: kind === 'weight' ? weightUnit(units) : lengthUnit(units),
    kind,
  } as const;
}

/** Why a value (in the member's unit) is refused, or null when it is in range. */
export function measurementProblem(
  type: MeasurementType,
  value: number,
  units: Units,
): string | null {
  const rule = measurementRule(type, units);
  return value < rule.min || value > rule.max
    ? `${rule.label} must be between ${rule.min} and ${rule.max} ${rule.unit}`
    : null;
}
