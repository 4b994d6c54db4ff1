import {
  lengthFromCanonical,
  lengthToCanonical,
  type Units,
  weightFromCanonical,
  weightToCanonical,
} from '#common/units.ts';
import {
  type Measurement,
  MEASUREMENT_TYPES,
  type MeasurementType,
  type WeightHistory,
} from '#common/schemas/measurements.ts';
import type { measurements } from '../../db/schema/index.ts';

type MeasurementRow = typeof measurements.$inferSelect;

/** A stored type as one of the known ones (an unknown one reads as weight). */
export const asMeasurementType = (type: string): MeasurementType =>
  (MEASUREMENT_TYPES as readonly string[]).includes(type) ? (type as MeasurementType) : 'weight';

/** A value as the spec's client reads it: one decimal at most, no trailing ".0" ("180", "180.5"). */
export function formatMeasurementValue(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** A stored measurement (lb or in) in the member's unit. */
export function measurementIn(type: MeasurementType, stored: number, units: Units): number {
  return type === 'weight'
    ? weightFromCanonical(stored, units)
    : lengthFromCanonical(stored, units);
}

/** A value in the member's unit as stored (lb or in). */
export function measurementToCanonical(type: MeasurementType, value: number, units: Units): number {
  return type === 'weight' ? weightToCanonical(value, units) : lengthToCanonical(value, units);
}

export function toMeasurement(row: MeasurementRow, units: Units): Measurement {
  const type = asMeasurementType(row.type);
  return {
    id: row.id,
    userId: row.userId,
    type,
    value: formatMeasurementValue(measurementIn(type, row.value, units)),
    date: row.date,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWeightHistory(
  history: {
    first: MeasurementRow | null;
    latest: MeasurementRow | null;
    weeks: readonly { week: string; mean: number; count: number }[];
  },
  units: Units,
): WeightHistory {
  return {
    first: history.first && toMeasurement(history.first, units),
    latest: history.latest && toMeasurement(history.latest, units),
    weeks: history.weeks.map((w) => ({
      week: w.week,
      value: formatMeasurementValue(measurementIn('weight', w.mean, units)),
      count: w.count,
    })),
  };
}
