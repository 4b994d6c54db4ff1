import type { Level } from '#common/constants.ts';
import type { Candidate } from '../../exercises/index.ts';

/*
 * Choosing exercises like a coach: seeded randomness (same seed, same choice), how likely each
 * candidate is, and what counts as a small move.
 */

/** cyrb53-style string hash to a 32-bit seed. */
function hashSeed(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

/** mulberry32: a small, fast, good-enough PRNG in [0, 1). */
export function createRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function weightedPick<T>(
  items: readonly T[],
  weight: (item: T) => number,
  random: () => number,
): T | undefined {
  let total = 0;
  const weights = items.map((item) => {
    const w = Math.max(0, weight(item));
    total += w;
    return w;
  });
  if (items.length === 0 || total <= 0) return undefined;
  let target = random() * total;
  for (let i = 0; i < items.length; i++) {
    target -= weights[i]!;
    if (target < 0) return items[i];
  }
  return items[items.length - 1];
}

const SMALL_MUSCLES = new Set([
  'biceps',
  'triceps',
  'forearms',
  'calves',
  'traps',
  'neck',
  'abductors',
  'adductors',
]);

/**
 * A small move closes the main block: core work, or an isolation exercise of a small muscle (a
 * curl, a triceps extension, a calf raise). At most two per session while anything else fits.
 */
export function isSmallMove(c: Candidate): boolean {
  if (c.exercise.category === 'stretching') return false;
  if (c.primary === 'abdominals') return true;
  return c.exercise.mechanic === 'isolation' && SMALL_MUSCLES.has(c.primary);
}

export const MAX_SMALL_MOVES = 2;

export const isCompound = (c: Candidate) =>
  c.exercise.mechanic === 'compound' && c.exercise.category !== 'stretching';

/**
 * How likely a candidate is to be picked: familiar exercises far ahead (a well-known name is
 * about 50 times as likely as an unknown one), harder ones for advanced members, the member's own
 * equipment over bodyweight, muscles not yet used in this session, and exercises with history
 * (so they can progress).
 */
export function candidateWeight(
  c: Candidate,
  session: {
    level: Level;
    ownsGear: boolean;
    muscleUse: ReadonlyMap<string, number>;
    hasHistory: (c: Candidate) => boolean;
  },
): number {
  let w = Math.exp(Math.max(-60, Math.min(110, c.familiarity)) / 25);
  if (session.level === 'advanced' && c.exercise.level !== 'beginner') w *= 3;
  if (session.level === 'intermediate' && c.exercise.level === 'intermediate') w *= 1.5;
  if (
    session.ownsGear &&
    c.exercise.equipment !== 'no-equipment' &&
    c.exercise.category !== 'stretching'
  ) {
    w *= 2;
  }
  const uses = session.muscleUse.get(c.primary) ?? 0;
  if (uses > 0) w /= 1 + uses;
  if (session.hasHistory(c)) w *= 1.5;
  return w;
}

/** Spread the muscles: no muscle gets a third exercise while another in the pool has one. */
export function spread(tier: Candidate[], muscleUse: ReadonlyMap<string, number>): Candidate[] {
  let least = Infinity;
  for (const c of tier) least = Math.min(least, muscleUse.get(c.primary) ?? 0);
  return tier.filter((c) => (muscleUse.get(c.primary) ?? 0) <= least + 1);
}
