import type { Measurement, MeasurementType } from '#common/schemas/measurements.ts';

export interface HistoryEntry {
  measurement: Measurement;
  value: number;
  /** Difference from the previous (older) entry, rounded to 0.1; null for the first entry. */
  change: number | null;
}

const newestFirst = (a: Measurement, b: Measurement) =>
  a.date === b.date ? b.createdAt.localeCompare(a.createdAt) : b.date.localeCompare(a.date);

/** The entries of one type, newest first, each with its change from the entry before it. */
export function buildHistory(
  measurements: readonly Measurement[],
  type: MeasurementType,
): HistoryEntry[] {
  const sorted = measurements
    .filter((m) => m.type === type && Number.isFinite(Number(m.value)))
    .sort(newestFirst);
  return sorted.map((measurement, index) => {
    const value = Number(measurement.value);
    const previous = sorted[index + 1];
    const change =
      previous === undefined ? null : Math.round((value - Number(previous.value)) * 10) / 10;
    return { measurement, value, change };
  });
}
