import { formatNumber, roundTo, type Units, weightUnit } from '../units.ts';

/*
 * The plate calculator: the plates on each side of a bar for a load, from the bar and the plate
 * set. A gym's usual set by default (a 20 kg bar with 25, 20, 15, 10, 5, 2.5 and 1.25 kg plates;
 * a 45 lb bar with 45, 35, 25, 10, 5 and 2.5 lb plates), any number of pairs of each. Pure.
 */

export interface PlateSet {
  /** The bar's own weight. */
  bar: number;
  /** The plates there are pairs of, heaviest first. */
  plates: readonly number[];
}

export const DEFAULT_PLATES: Record<Units, PlateSet> = {
  metric: { bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
  imperial: { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
};

export type PlateLoading =
  | { kind: 'plates'; load: number; bar: number; perSide: number[] }
  /** The load cannot be built: the nearest that can, below (none under the bar) and above. */
  | { kind: 'impossible'; load: number; below: number | null; above: number };

/** The plates per side, heaviest first, for a side of `side`; null when they cannot make it. */
function sideOf(side: number, plates: readonly number[]): number[] | null {
  const sorted = [...plates].sort((a, b) => b - a);
  // Fewest plates: a small search over the set (a handful of plates, at most a few dozen on a side).
  const best = new Map<number, number[]>([[0, []]]);
  const step = gcdOf(sorted.map((p) => Math.round(p * 100)));
  const target = Math.round(side * 100);
  if (step <= 0 || target % step !== 0) return null;
  for (let amount = step; amount <= target; amount += step) {
    let pick: number[] | null = null;
    for (const plate of sorted) {
      const rest = best.get(amount - Math.round(plate * 100));
      if (rest && (pick === null || rest.length + 1 < pick.length)) pick = [plate, ...rest];
    }
    if (pick)
      best.set(
        amount,
        pick.sort((a, b) => b - a),
      );
  }
  return best.get(target) ?? null;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const gcdOf = (values: readonly number[]) => values.reduce(gcd);

/** The plates for `load` on the bar, or the nearest two loads that can be built. */
export function platesFor(load: number, set: PlateSet): PlateLoading {
  const value = roundTo(load, 2);
  if (value >= set.bar) {
    const perSide = sideOf((value - set.bar) / 2, set.plates);
    if (perSide) return { kind: 'plates', load: value, bar: set.bar, perSide };
  }
  // Loads that can be built are the bar plus pairs of the set's finest step.
  const step = gcdOf(set.plates.map((p) => Math.round(p * 100))) / 100;
  const pairs = (value - set.bar) / (2 * step);
  const below = value < set.bar ? null : roundTo(set.bar + Math.floor(pairs) * 2 * step, 2);
  const above = value < set.bar ? set.bar : roundTo(set.bar + Math.ceil(pairs) * 2 * step, 2);
  return { kind: 'impossible', load: value, below, above };
}

/** "Per side: 25 + 10 + 2.5 kg on a 20 kg bar", or what can be built instead. */
export function describePlates(loading: PlateLoading, units: Units): string {
  const unit = weightUnit(units);
  const n = (value: number) => formatNumber(value, 2);
  if (loading.kind === 'plates') {
    return loading.perSide.length === 0
      ? `The bar alone: ${n(loading.bar)} ${unit}.`
      : `Per side: ${loading.perSide.map(n).join(' + ')} ${unit} on a ${n(loading.bar)} ${unit} bar.`;
  }
  const options = [loading.below, loading.above]
    .filter((v) => v !== null)
    .map((v) => `${n(v)} ${unit}`);
  return `${n(loading.load)} ${unit} can't be built with your plates: ${options.join(' or ')} can.`;
}

/** The member's own bar and plates when they are in this unit, else the gym's usual set. */
export function plateSetFor(
  own: { units: Units; bar: number; plates: readonly number[] } | null | undefined,
  units: Units,
): PlateSet {
  return own && own.units === units ? { bar: own.bar, plates: own.plates } : DEFAULT_PLATES[units];
}
