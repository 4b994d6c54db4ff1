import type { Level } from '#common/constants.ts';
import { type Slot, slotsOf } from '../../exercises/index.ts';
import type { SplitDay } from './program.ts';

/*
 * The week's hard sets per muscle group a plan aims for (decision 036), and what each session
 * gives of them. Sets are counted from each exercise's first primary muscle, as the volume card
 * counts them. A session's small slots go to the group furthest below its share.
 */

/** The group a primary muscle counts for: lats and middle back are the back. */
export const groupOf = (muscle: string) =>
  muscle === 'lats' || muscle === 'middle back' ? 'back' : muscle;

/** The major groups, with the week's least for a beginner and for everyone else. */
export const MAJOR_GROUPS = [
  'chest',
  'back',
  'quadriceps',
  'hamstrings',
  'glutes',
  'shoulders',
] as const;
export const isMajorGroup = (group: string) => (MAJOR_GROUPS as readonly string[]).includes(group);

/**
 * The week's least hard sets per group: 8 for a major group (6 for a beginner: about 10 to 20 is
 * where muscle grows for most trained lifters, and a beginner grows on less); some direct work
 * for arms and calves, and core work every week.
 */
export function weeklyLeast(level: Level): Map<string, number> {
  const major = level === 'beginner' ? 6 : 8;
  return new Map<string, number>([
    ...MAJOR_GROUPS.map((g) => [g, major] as const),
    ['abdominals', 3],
    ['biceps', 3],
    ['triceps', 3],
    ['calves', 3],
  ]);
}

/**
 * What the plan aims for: two sets above the least for a major group, so that the shares of the
 * days, rounded to whole exercises of 3 or 4 sets, never leave a group under its least; and core
 * work twice a week.
 */
export function weeklyTargets(level: Level): Map<string, number> {
  const least = weeklyLeast(level);
  for (const group of MAJOR_GROUPS) least.set(group, least.get(group)! + 2);
  least.set('abdominals', 6);
  return least;
}

/** The most hard sets a week for one group: more adds fatigue, not growth. */
export const MOST = 22;

const groupsOf = (slot: Slot) => slot.muscles.map(groupOf);

/**
 * The sets a day's movement patterns give a group: its lead lift 4 (3 for a beginner), each other
 * lift 3, counted for the slot's first muscle, as the volume card counts the lift.
 */
function patternSets(level: Level, day: SplitDay, group: string): number {
  return slotsOf(day.focus, day.variant).reduce((sum, slot, i) => {
    if (!slot.pattern || groupsOf(slot)[0] !== group) return sum;
    return sum + (i === 0 && level !== 'beginner' ? 4 : 3);
  }, 0);
}

/**
 * The small slots of each day of the week, in the order they are filled (decision 036): the week
 * is planned from its slots alone, day by day, so that what the days' movement patterns leave
 * short of the weekly target goes to the days with room for it. Each small exercise is counted as
 * 3 sets for the group of its slot furthest below the target (a major group's or core's set
 * counting half again as much as an arm's or a calf's); a slot already given is offered again,
 * its muscles only, while its group is still the furthest short. `hardSets` is what one session
 * holds. Returns today's order.
 */
export function smallSlotOrder(
  level: Level,
  week: readonly SplitDay[],
  dayIndex: number,
  hardSets: number,
): Slot[] {
  const aims = weeklyTargets(level);
  const remaining = new Map(aims);
  for (const day of week) {
    for (const [group, aim] of remaining)
      remaining.set(group, aim - patternSets(level, day, group));
  }
  const weight = (group: string) => (isMajorGroup(group) || group === 'abdominals' ? 1.5 : 1);
  const need = (slot: Slot) =>
    slot.muscles
      .map(groupOf)
      .map((group) => ({ group, score: Math.max(0, remaining.get(group) ?? 0) * weight(group) }))
      .reduce((a, b) => (b.score > a.score ? b : a));
  let today: Slot[] = [];
  week.forEach((day, i) => {
    const slots = slotsOf(day.focus, day.variant);
    const given = slots.filter((s) => s.pattern).length * 3 + (level === 'beginner' ? 0 : 1);
    const room = Math.max(0, Math.floor((hardSets - given) / 3));
    const small = slots.filter((s) => !s.pattern);
    const order: Slot[] = [];
    const used = new Set<Slot>();
    for (let k = 0; k < room; k++) {
      const options = small.map((s) => ({
        s,
        score: need(s).score - (used.has(s) ? 1 : 0),
      }));
      const best = options.reduce<(typeof options)[number] | undefined>(
        (top, o) => (top === undefined || o.score > top.score ? o : top),
        undefined,
      );
      if (!best || best.score <= 0) break;
      const { group } = need(best.s);
      remaining.set(group, (remaining.get(group) ?? 0) - 3);
      order.push(used.has(best.s) ? { muscles: best.s.muscles } : best.s);
      used.add(best.s);
    }
    // What time is left goes to the day's other slots, but never past 22 sets of a group.
    const room22 = (slot: Slot) =>
      slot.muscles.some((m) => aims.get(groupOf(m))! - remaining.get(groupOf(m))! + 3 <= MOST);
    const rest: Slot[] = [];
    for (const slot of small) {
      if (used.has(slot) || !room22(slot)) continue;
      rest.push(slot);
      const group = need(slot).group;
      remaining.set(group, (remaining.get(group) ?? 0) - 3);
    }
    if (i === dayIndex) today = [...order, ...rest];
  });
  return today;
}
