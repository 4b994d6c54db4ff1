import type { Level } from '#common/constants.ts';
import { type Pattern, type Slot, slotsOf } from '../../exercises/index.ts';
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

/** Small exercises of one group in a session, at most. */
const MAX_SMALL_PER_GROUP = 2;

/**
 * The sets a day's movement patterns give a group: its lead lift 4 (3 for a beginner), each other
 * lift 3, counted for the slot's first muscle, as the volume card counts the lift.
 */
/**
 * The primary muscle of the lift a member does for a pattern on a day (the deadlift counts for the
 * lower back, the hip thrust for the glutes), or undefined when nothing trains it.
 */
export type PatternMuscle = (pattern: Pattern, variant: number) => string | undefined;

function patternSets(level: Level, day: SplitDay, group: string, muscleOf: PatternMuscle): number {
  return slotsOf(day.focus, day.variant).reduce((sum, slot, i) => {
    if (!slot.pattern) return sum;
    const muscle = muscleOf(slot.pattern, day.variant);
    if (muscle === undefined || groupOf(muscle) !== group) return sum;
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
  muscleOf: PatternMuscle,
  most = weeklyMost(level),
): Slot[] {
  const today = week[dayIndex];
  return (today && planWeek(level, week, hardSets, muscleOf, most).get(dayKey(today))) ?? [];
}

const dayKey = (day: SplitDay) => `${day.focus}|${day.variant}`;

/** Each distinct day of the week (by focus and variant) with its small slots, in order. */
function planWeek(
  level: Level,
  week: readonly SplitDay[],
  hardSets: number,
  muscleOf: PatternMuscle,
  most = weeklyMost(level),
): Map<string, Slot[]> {
  const aims = weeklyTargets(level);
  const remaining = new Map(aims);
  for (const day of week) {
    for (const [group, aim] of remaining)
      remaining.set(group, aim - patternSets(level, day, group, muscleOf));
  }
  const weight = (group: string) => (isMajorGroup(group) || group === 'abdominals' ? 1.5 : 1);
  const need = (slot: Slot) =>
    slot.muscles
      .map(groupOf)
      .map((group) => ({ group, score: Math.max(0, remaining.get(group) ?? 0) * weight(group) }))
      .reduce((a, b) => (b.score > a.score ? b : a));
  // A day met twice in the week (Full Body A on Monday and Friday) is the same session both times.
  const planned = new Map<string, Slot[]>();
  /** Sets the days' leftover slots may add to a group. */
  const mayAdd = new Map<string, number>();
  const keyOf = dayKey;
  const times = new Map<string, number>();
  for (const day of week) times.set(keyOf(day), (times.get(keyOf(day)) ?? 0) + 1);
  for (const day of week) {
    const key = keyOf(day);
    if (planned.has(key)) continue;
    // Each slot of the day counts as often as the day comes in the week.
    const take = (slot: Slot) => {
      const { group } = need(slot);
      remaining.set(group, (remaining.get(group) ?? 0) - 3 * times.get(key)!);
    };
    const slots = slotsOf(day.focus, day.variant);
    const given = slots.filter((s) => s.pattern).length * 3 + (level === 'beginner' ? 0 : 1);
    const room = Math.max(0, Math.floor((hardSets - given) / 3));
    const small = slots.filter((s) => !s.pattern);
    const order: Slot[] = [];
    const used = new Set<Slot>();
    // At most two small exercises of one group a session: a third is the same work again.
    const perGroup = new Map<string, number>();
    for (let k = 0; k < room; k++) {
      const options = small.map((s) => {
        const { group, score } = need(s);
        return {
          s,
          score:
            (perGroup.get(group) ?? 0) >= MAX_SMALL_PER_GROUP ? 0 : score - (used.has(s) ? 1 : 0),
        };
      });
      const best = options.reduce<(typeof options)[number] | undefined>(
        (top, o) => (top === undefined || o.score > top.score ? o : top),
        undefined,
      );
      if (!best || best.score <= 0) break;
      // The slot asks for the group it is given to ("glutes", not "glutes, adductors").
      const { group } = need(best.s);
      perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
      take(best.s);
      const muscles = best.s.muscles.filter((m) => groupOf(m) === group);
      order.push(
        used.has(best.s)
          ? { muscles }
          : { ...best.s, muscles: muscles.length > 0 ? muscles : best.s.muscles },
      );
      used.add(best.s);
    }
    // What time is left goes to the day's other slots, but never past the week's most sets of a group: each
    // may add to every group it trains, as often as the day comes in the week (counted apart:
    // a leftover is used only when time is left, so it never counts toward a group's least).
    const groupsOf = (slot: Slot) => [...new Set(slot.muscles.map(groupOf))];
    const sofar = (group: string) =>
      (aims.get(group) ?? 0) - (remaining.get(group) ?? 0) + (mayAdd.get(group) ?? 0);
    const extra: Slot[] = [];
    for (const slot of small.filter((s) => !used.has(s))) {
      const add = 3 * times.get(key)!;
      if (!groupsOf(slot).every((group) => sofar(group) + add <= most)) continue;
      for (const group of groupsOf(slot)) mayAdd.set(group, (mayAdd.get(group) ?? 0) + add);
      extra.push(slot);
    }
    planned.set(key, [...order, ...extra]);
  }
  return planned;
}

/**
 * A beginner's most hard sets a week for any one group: about 6 to 12 is what a beginner grows
 * on, and more only adds soreness that keeps them from coming back.
 */
export const BEGINNER_MOST = 12;

/** The most hard sets a week for one group, by level. */
export const weeklyMost = (level: Level) => (level === 'beginner' ? BEGINNER_MOST : MOST);

/**
 * A beginner's most hard sets per group in one session: the week's most shared by the days that
 * train the group (a day trains it when one of its movement patterns or planned small slots
 * does), never under 3 (one exercise). The time left over goes to rest and a cardio finisher
 * instead of more sets. Undefined for other levels, whose weekly most the small slots keep.
 */
export function sessionGroupCaps(
  level: Level,
  week: readonly SplitDay[],
  hardSets: number,
  muscleOf: PatternMuscle,
): Map<string, number> | undefined {
  if (level !== 'beginner') return undefined;
  const planned = planWeek(level, week, hardSets, muscleOf);
  const days = new Map<string, number>();
  for (const day of week) {
    const groups = new Set<string>();
    for (const slot of slotsOf(day.focus, day.variant)) {
      const muscle = slot.pattern ? muscleOf(slot.pattern, day.variant) : undefined;
      if (muscle !== undefined) groups.add(groupOf(muscle));
    }
    for (const slot of planned.get(dayKey(day)) ?? []) {
      if (slot.muscles[0] !== undefined) groups.add(groupOf(slot.muscles[0]));
    }
    for (const group of groups) days.set(group, (days.get(group) ?? 0) + 1);
  }
  return new Map(
    [...days].map(([group, n]) => [group, Math.max(3, Math.floor(BEGINNER_MOST / n))]),
  );
}
