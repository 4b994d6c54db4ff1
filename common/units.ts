/**
 * Units of measure. The database keeps one canonical unit (pounds and inches, the spec's units,
 * so no stored row ever needed converting: decision 020); a member who prefers `metric` sends
 * and reads kilograms and centimetres, converted at the API's edge by the exact definitions
 * (1 lb = 0.45359237 kg, 1 in = 2.54 cm). A value read back is rounded to a hundredth of the
 * member's unit, so a value saved and read in the same unit comes back exactly as it was sent.
 */

export const UNITS = ['imperial', 'metric'] as const;
export type Units = (typeof UNITS)[number];
export const DEFAULT_UNITS: Units = 'imperial';

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

/** Decimals kept when a canonical value is read in the member's unit. */
const READ_DECIMALS = 2;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // The epsilon keeps 2.675 (stored as 2.67499999...) rounding the way it reads.
  return (
    Math.round((value + Math.sign(value) * Number.EPSILON * Math.abs(value)) * factor) / factor
  );
}

export const isUnits = (value: unknown): value is Units =>
  typeof value === 'string' && (UNITS as readonly string[]).includes(value);

/** A weight in the member's unit, as pounds for storage. */
export function weightToCanonical(value: number, units: Units): number {
  return units === 'metric' ? value / KG_PER_LB : value;
}

/** A stored weight (pounds) in the member's unit, rounded to a hundredth. */
export function weightFromCanonical(pounds: number, units: Units): number {
  return roundTo(units === 'metric' ? pounds * KG_PER_LB : pounds, READ_DECIMALS);
}

/** A length in the member's unit, as inches for storage. */
export function lengthToCanonical(value: number, units: Units): number {
  return units === 'metric' ? value / CM_PER_IN : value;
}

/** A stored length (inches) in the member's unit, rounded to a hundredth. */
export function lengthFromCanonical(inches: number, units: Units): number {
  return roundTo(units === 'metric' ? inches * CM_PER_IN : inches, READ_DECIMALS);
}

/** The unit words shown next to a figure: "lbs" / "kg", "in" / "cm". */
export const weightUnit = (units: Units) => (units === 'metric' ? 'kg' : 'lbs');
export const lengthUnit = (units: Units) => (units === 'metric' ? 'cm' : 'in');

/** A figure with at most one decimal and no trailing ".0" (170, 168.5), then its unit. */
export function formatNumber(value: number, decimals = 1): string {
  return String(roundTo(value, decimals));
}

/** "24 kg", "52.5 lbs": a load keeps up to two decimals (1.25 kg plates). */
export function formatLoad(value: number, units: Units): string {
  return `${formatNumber(value, 2)} ${weightUnit(units)}`;
}

/**
 * A range given in pounds (or inches) in the member's unit, rounded outwards to whole numbers so
 * the message never shuts out a value the canonical range allows.
 */
export function rangeIn(
  range: { min: number; max: number },
  kind: 'weight' | 'length',
  units: Units,
): { min: number; max: number } {
  if (units === 'imperial') return range;
  const factor = kind === 'weight' ? KG_PER_LB : CM_PER_IN;
  return { min: Math.floor(range.min * factor), max: Math.ceil(range.max * factor) };
}
