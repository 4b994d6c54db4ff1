import {
  type Measurement,
  MEASUREMENT_TYPES,
  type MeasurementType,
} from '#common/schemas/measurements.ts';
import type { measurements } from '../../db/schema/index.ts';

type MeasurementRow = typeof measurements.$inferSelect;

/** A value as the spec's client reads it: one decimal at most, no trailing ".0" ("180", "180.5"). */
export function formatMeasurementValue(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function toMeasurement(row: MeasurementRow): Measurement {
  return {
    id: row.id,
    userId: row.userId,
    type: (MEASUREMENT_TYPES as readonly string[]).includes(row.type)
      ? (row.type as MeasurementType)
      : 'weight',
    value: formatMeasurementValue(row.value),
    date: row.date,
    createdAt: row.createdAt.toISOString(),
  };
}
