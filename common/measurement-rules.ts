/** Measurement types, units and ranges, free of zod so pages can import them cheaply. */
export const MEASUREMENT_TYPES = ['weight', 'waist', 'chest', 'biceps', 'thighs'] as const;
export type MeasurementType = (typeof MEASUREMENT_TYPES)[number];

/** Units and sensible ranges: weight in lbs, the rest in inches. */
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
