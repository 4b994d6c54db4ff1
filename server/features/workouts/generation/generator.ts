import type { Goal, Level } from '#common/constants.ts';
import { catalogueLookup, mainMuscles } from '#common/main-muscles.ts';
import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import type { GeneratedWorkout, WorkoutExercise } from '#common/schemas/workouts.ts';
import { addDays, weekStartOf } from '#common/streaks.ts';
import type { Units } from '#common/units.ts';
import {
  type Candidate,
  candidatesOf,
  canDo,
  FOCUS_MUSCLES,
  type FocusKey,
  levelAllows,
  type Pattern,
  PATTERN_NAMES,
} from '../../exercises/index.ts';
import {
  exerciseSeconds,
  GOAL_PLANS,
  MAX_SETS_BY_ROLE,
  type Prescription,
  restAfter,
  type SlotKind,
  type Timing,
  workoutSeconds,
} from './goal-plans.ts';
import { type HistoryWorkout, sessionsByExercise } from './prescription.ts';
import {
  dayLabel,
  focusOfWorkout,
  programGoal,
  ROTATIONS,
  type SplitDay,
  splitFor,
  todaysDay,
  weekDays,
} from './program.ts';
import { createRandom } from './selection.ts';
import { withReactiveDeload } from './stalls.ts';
import { groupOf, MOST, sessionGroupCaps, smallSlotOrder, weeklyMost } from './volume-targets.ts';
import type { BlockPosition } from '#common/training/block.ts';
import { type Chosen, SessionDraft, stapleAmong } from './session-draft.ts';

/**
 * The workout generator: pure, deterministic and instant. Same profile, catalogue, history and
 * seed, same workout; another seed varies the choice. No I/O, no clock: the caller passes the date.
 *
 * A session is the next day of the member's weekly program (program.ts), built like a coach
 * builds it: a compound lift first, then accessories, at most two small moves (core, arm or calf
 * isolation) to close the main block, and stretching only in a short cool-down. Exercises come
 * from the core list of familiar movements (ranking.ts); loads and reps come from the member's
 * own history (prescription.ts and the progression engine).
 */

export interface GeneratorProfile {
  level: Level;
  goals: readonly Goal[];
  equipment: readonly string[];
  /** Minutes. */
  timeAvailable: number;
  daysPerWeek: number;
  /** The unit of the loads it prescribes (history is read in it too). Default imperial. */
  units?: Units;
  /**
   * Equipment left out of today's session ("no barbell today"): the block's day with the closest
   * lifts that do without it, for this session only.
   */
  without?: readonly string[];
  /** The member's usual minutes, when today's may differ ("only 30 minutes today"). */
  usualMinutes?: number;
}

export type { HistoryExercise, HistoryWorkout } from './prescription.ts';

export interface GeneratorContext {
  catalogue: readonly CatalogueExercise[];
  /** Recent logged workouts, in any order, loads in the member's unit. */
  history: readonly HistoryWorkout[];
  /** Varies the choice: e.g. user id + date + number of generations so far. */
  seed: string;
  /** Today, yyyy-MM-dd: "yesterday" is the day before. */
  today: string;
  /**
   * The training block the session belongs to, and the seed of its choices: each day of the
   * split draws the same exercises from it all block long (decision 035). Without it, `seed`.
   */
  block?: { position: BlockPosition; seed: string };
  /** The day of the split to build, when the caller knows it (the week's plan of each day). */
  day?: SplitDay;
  /**
   * The day as the block plans it (the week's view), not today's session: no muscle is spared
   * for having been trained today or yesterday.
   */
  asPlanned?: boolean;
  /** Swaps the member keeps for this block: catalogue id planned -> catalogue id instead. */
  swaps?: ReadonlyMap<string, string>;
}

export type GeneratorResult = Omit<GeneratedWorkout, 'remainingThisWeek'>;

const joinWords = (words: readonly string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

const SORTED_GOALS: readonly Goal[] = [
  'build-muscle',
  'lose-weight',
  'improve-endurance',
  'general-fitness',
  'athletic-performance',
  'increase-flexibility',
];

interface Usable {
  usable: readonly Candidate[];
  /** The usable ones on the core list (ranking.ts). */
  core: readonly Candidate[];
}

/** Kept per catalogue, by what decides them; a few hundred sets at most (a set per profile). */
const usableCache = new WeakMap<readonly Candidate[], Map<string, Usable>>();
const USABLE_SETS_KEPT = 256;

/**
 * The candidates a member can be given: allowed at their level for the goal, in plans, doable
 * with their equipment and nothing they asked to leave out. The same for every session of the
 * same level, goal and equipment, so it is worked out once (a filter over the whole catalogue was
 * a tenth of a generation).
 */
function usableOf(
  candidates: readonly Candidate[],
  level: Level,
  goal: Goal,
  equipment: readonly string[],
  without: readonly string[],
): Usable {
  let byKey = usableCache.get(candidates);
  if (!byKey) usableCache.set(candidates, (byKey = new Map()));
  const key = `${level}|${goal}|${equipment.join(',')}|${without.join(',')}`;
  let found = byKey.get(key);
  if (!found) {
    const plans = goal === 'athletic-performance' ? 1 : 0;
    const owns = canDo.bind(null, equipment);
    const leftOut = without.length > 0 ? new Set(without) : null;
    const usable = candidates.filter(
      (c) =>
        c.inPlans[plans] &&
        levelAllows(level, c, goal) &&
        owns(c.needs) &&
        !(leftOut && c.needs.some((need) => leftOut.has(need))) &&
        (c.primary !== 'neck' || c.exercise.category === 'stretching'),
    );
    found = { usable, core: usable.filter((c) => c.core) };
    if (byKey.size >= USABLE_SETS_KEPT) byKey.clear();
    byKey.set(key, found);
  }
  return found;
}

/** Cool-down stretches after a training session: one, or two from an hour. */
const coolDownSize = (minutes: number) => (minutes >= 60 ? 2 : 1);

export function generateWorkout(
  profile: GeneratorProfile,
  context: GeneratorContext,
): GeneratorResult {
  return generateSession(profile, context, true);
}

/**
 * Today's session. `capGroups`: a beginner's sets per group are capped for the week (decision
 * 036); when that leaves the session more than 10% from the minutes chosen (the equipment has
 * nothing else to give, not even steady cardio), it is planned again without the cap.
 */
function generateSession(
  profile: GeneratorProfile,
  context: GeneratorContext,
  capGroups: boolean,
): GeneratorResult {
  const random = createRandom(context.seed);
  const { candidates } = candidatesOf(context.catalogue);

  const level = profile.level;
  // The week's split comes from all the member's goals (a flexibility-only member flows every
  // day), so the strip and every session agree on it.
  const weekGoal = programGoal(profile.goals);
  const history = readHistory(context, weekGoal);
  const { sessions } = history;
  // The block's week, with a deload brought forward when several lifts stalled.
  const position =
    context.block && withReactiveDeload(context.block.position, context.history, context.today);
  const avoided = context.asPlanned ? new Map<string, 'today' | 'yesterday'>() : history.avoided;
  const rotation = ROTATIONS[splitFor(profile.daysPerWeek, level, weekGoal)];
  // Today is the week's next day, unless it would train what still needs rest.
  const week = weekDays(rotation, profile.daysPerWeek);
  const day =
    context.day ??
    todaysDay(
      rotation,
      history.lastFocus(rotation),
      avoided.keys(),
      history.focusesThisWeek(rotation),
    );

  // The session's goal: one of the member's goals; in a block, the same for the day all block
  // long, else varied by the seed.
  const goals = SORTED_GOALS.filter((g) => profile.goals.includes(g));
  const goalRandom = context.block
    ? createRandom(`${context.block.seed}|${day.focus}|${day.variant}|goal`)
    : random;
  const goal =
    goals.length > 0 ? goals[Math.floor(goalRandom() * goals.length)]! : 'general-fitness';
  const plan = GOAL_PLANS[goal];
  const mobility = goal === 'increase-flexibility';
  const focus = day.focus;

  const without = profile.without ?? [];
  const { usable, core } = usableOf(candidates, level, goal, profile.equipment, without);
  // The lift a pattern gets is looked up once per pattern and day (the week planner asks often).
  const patternMuscles = new Map<string, string | undefined>();
  const patternMuscle = (pattern: Pattern, variant: number) => {
    const key = `${pattern}|${variant}`;
    if (!patternMuscles.has(key)) {
      patternMuscles.set(key, stapleAmong(usable, pattern, variant)?.primary);
    }
    return patternMuscles.get(key);
  };
  const draft = new SessionDraft({
    goal,
    level,
    units: profile.units ?? 'imperial',
    today: context.today,
    lastTrained: history.lastTrained,
    focus,
    variant: day.variant,
    usable,
    core,
    sessions,
    avoided,
    // In a block, the day's choices come from the block's seed: the same lifts every week.
    random: context.block
      ? createRandom(`${context.block.seed}|${focus}|${day.variant}|${goal}`)
      : random,
    ownsGear: profile.equipment.some((e) => e !== 'no-equipment' && e !== 'yoga-mat'),
    inBlock: context.block !== undefined,
    ...(position && position.number > 1
      ? {
          previousBlock: {
            from: addDays(position.startsOn, -7 * position.weeks),
            to: position.startsOn,
          },
        }
      : {}),
    smallSlots: smallSlotOrder(
      level,
      week,
      Math.max(
        0,
        week.findIndex((d) => d.focus === day.focus && d.variant === day.variant),
      ),
      hardSetCap(profile.timeAvailable),
      patternMuscle,
      capGroups ? weeklyMost(level) : MOST,
    ),
  });
  const groupCaps = capGroups
    ? sessionGroupCaps(level, week, hardSetCap(profile.timeAvailable), patternMuscle)
    : undefined;
  /** The most hard sets of an exercise's group this session. */
  const groupCap = (x: Chosen) =>
    groupCaps?.get(groupOf(x.candidate.primary)) ??
    (groupCaps ? MAX_GROUP_SETS_BEGINNER : MAX_GROUP_SETS);

  // The cool-down's time is kept aside: a stretch held 30 s, twice, and the change after it.
  const coolDown = mobility ? 0 : coolDownSize(profile.timeAvailable);
  const budget = profile.timeAvailable * 60;
  const stretchCost = 2 * 30 + 15 + restAfter({ block: 'cool-down' });
  const mainBudget = budget - coolDown * stretchCost;
  const round = plan.round.filter((kind) => mobility || kind !== 'stretch');
  const slotCounters = new Map<SlotKind, number>();
  const hardCap = hardSetCap(profile.timeAvailable);
  let total = 0;
  // An exercise that does not fit the time left is passed over; a whole round of them ends it.
  let misses = 0;
  let empty = 0;
  for (let step = 0; draft.chosen.length < 40 && misses < round.length + 2; step++) {
    const kind = round[step % round.length]!;
    const index = slotCounters.get(kind) ?? 0;
    slotCounters.set(kind, index + 1);
    const picked = draft.pickFor(kind, index);
    // A swap the member keeps for the block takes the planned lift's place, when they can do it.
    const candidate = picked && context.swaps ? draft.swapped(picked, context.swaps) : picked;
    // A slot nothing fits (a pattern the equipment cannot train) is passed over, a few at most.
    if (!candidate) {
      if (++empty > 12) break;
      continue;
    }
    const entry = draft.prepare(candidate, 'main');
    const first = draft.chosen.length === 0;
    const shape = plannedTiming(entry);
    const cost = exerciseSeconds(shape) + (first ? 0 : restAfter(shape));
    const overCap =
      isHard(entry) &&
      (hardSets(draft.chosen) + entry.dose.sets > hardCap ||
        (groupCaps !== undefined &&
          groupSets(draft.chosen, entry) + entry.dose.sets > groupCap(entry)));
    if (!first && (total + cost > mainBudget || overCap)) {
      misses += 1;
      continue;
    }
    misses = 0;
    draft.keep(entry);
    total += cost;
  }
  draft.orderMain();

  // The cool-down: stretches of what the session worked most.
  for (let i = 0; i < coolDown && total + stretchCost <= budget; i++) {
    const candidate = draft.pickCoolDown(i);
    if (!candidate) break;
    draft.keep(draft.prepare(candidate, 'cool-down'));
    total += stretchCost;
  }
  fitToClock(draft.chosen, budget, hardCap, groupCap, !capGroups);
  const deload = position?.deload === true && !mobility;
  if (deload) draft.deload();
  else {
    addFinisher(draft, budget, mobility);
    // The cap left the session far from the minutes chosen (nothing else fits the equipment).
    const seconds = workoutSeconds(draft.chosen.map(plannedTiming));
    if (groupCaps && Math.abs(seconds - budget) > budget * 2 * FIT) {
      return generateSession(profile, context, false);
    }
  }

  const exercises = draft.chosen.map(toWorkoutExercise);
  return {
    title: plan.title(focus),
    exercises,
    estimatedMinutes: Math.round(workoutSeconds(exercises) / 60),
    focus: topMuscles(exercises, FOCUS_MUSCLES[focus]),
    adaptations: [
      ...(deload ? [deloadLine(position!)] : []),
      ...(profile.usualMinutes && profile.usualMinutes !== profile.timeAvailable
        ? [
            `${profile.timeAvailable} minutes today instead of your usual ${profile.usualMinutes}: the block's lifts first, ${profile.timeAvailable < profile.usualMinutes ? 'fewer' : 'more'} accessories and sets, for today only.`,
          ]
        : []),
      ...(without.length > 0 ? [withoutLine(profile, context, without, exercises)] : []),
      ...missingLines(draft.missingPatterns),
      ...[...draft.swapNotes]
        .filter(([id]) => draft.chosen.some((x) => x.candidate.exercise.id === id))
        .map(([, line]) => line),
      ...adaptationsOf(draft.chosen, avoided, FOCUS_MUSCLES[focus]),
    ],
    ...(position ? { block: position } : {}),
    day: dayLabel(day),
  };
}

/** What the member's equipment leaves out of the day, and how to get it back. */
function missingLines(patterns: readonly Pattern[]): string[] {
  const pulls = patterns.filter((p) => p === 'horizontal-pull' || p === 'vertical-pull');
  const others = patterns.filter((p) => p !== 'horizontal-pull' && p !== 'vertical-pull');
  return [
    ...(pulls.length > 0
      ? [
          'No pulling exercise today: the exercise library has none for your equipment and level. A resistance band or a pull-up bar adds rows and pull-ups: add it to your equipment in your profile.',
        ]
      : []),
    ...others.map(
      (p) =>
        `No ${PATTERN_NAMES[p]} exercise today: nothing in the library fits your equipment and level.`,
    ),
  ];
}

const deloadLine = (block: BlockPosition) =>
  block.stalled
    ? `Deload week (week ${block.week} of ${block.weeks}), brought forward: ${joinWords(block.stalled)} gained no rep in 3 sessions. The same lifts with about 40% fewer sets and 10% lighter loads; the block goes on next week.`
    : `Deload week (week ${block.week} of ${block.weeks}): the same lifts with about 40% fewer sets and 10% lighter loads, so you start the next block fresh.`;

/** Equipment as a line says it: "Without the barbell today". */
const WITHOUT_WORDS: Record<string, string> = {
  barbell: 'the barbell',
  bench: 'a bench',
  'pull-up-bar': 'the pull-up bar',
  dumbbells: 'dumbbells',
  kettlebells: 'kettlebells',
  'resistance-bands': 'bands',
  'full-gym': 'the gym’s machines',
  'yoga-mat': 'a mat',
};

/** What leaving equipment out changed, against the block's own session of the day. */
function withoutLine(
  profile: GeneratorProfile,
  context: GeneratorContext,
  without: readonly string[],
  exercises: readonly WorkoutExercise[],
): string {
  const planned = generateWorkout({ ...profile, without: [] }, context).exercises;
  const main = (list: readonly WorkoutExercise[]) =>
    list.filter((e) => e.block !== 'cool-down').map((e) => e.name);
  const today = new Set(main(exercises));
  const block = new Set(main(planned));
  const out = [...block].filter((name) => !today.has(name));
  const instead = [...today].filter((name) => !block.has(name));
  const what = `Without ${joinWords(without.map((w) => WITHOUT_WORDS[w] ?? w))} today`;
  if (out.length === 0) return `${what}: nothing in today's session needed it.`;
  const change =
    instead.length > 0
      ? `${joinWords(instead)} in place of ${joinWords(out)}`
      : `${joinWords(out)} left out`;
  return `${what}: ${change}, for today only; the block's lifts come back next session.`;
}

/** How close to the minutes chosen a session lands: within 5% when sets can make it so. */
const FIT = 0.05;

/** Sets that count as hard work: strength and core sets (not intervals, not stretches). */
const HARD_ROLES: ReadonlySet<Chosen['role']> = new Set(['main', 'accessory', 'isolation', 'core']);
const isHard = (x: Chosen) => x.block === 'main' && HARD_ROLES.has(x.role);
const hardSets = (chosen: readonly Chosen[]) =>
  chosen.reduce((sum, x) => sum + (isHard(x) ? x.dose.sets : 0), 0);

/**
 * The most hard sets a session holds: about 22 an hour (15 to 22 is what a coach prescribes for
 * an hour), from 6 to 26 whatever the minutes; longer sessions rest longer instead.
 */
export const hardSetCap = (minutes: number) =>
  Math.min(26, Math.max(6, Math.round((minutes * 22) / 60)));

/**
 * The most hard sets one muscle group gets in a session (about 10: past it a set adds fatigue
 * more than growth); more time goes to rest or a finisher instead.
 */
const MAX_GROUP_SETS = 10;
/** A beginner's, for a group no day of the week plans for (its week's most is 12). */
const MAX_GROUP_SETS_BEGINNER = 6;
const groupSets = (chosen: readonly Chosen[], of: Chosen) => {
  const group = groupOf(of.candidate.primary);
  return chosen.reduce(
    (sum, x) => sum + (isHard(x) && groupOf(x.candidate.primary) === group ? x.dose.sets : 0),
    0,
  );
};

/** The longest rest between sets a long session grows to, by role. */
const MAX_REST_BY_ROLE: Partial<Record<Chosen['role'], number>> = {
  main: 240,
  accessory: 150,
  isolation: 90,
  core: 90,
};
const REST_STEP_S = 15;

/**
 * An exercise's own seconds and the rest after it, as `timingOf` gives it, by its dose's sets and
 * rest (all the dose a shape's time depends on), each worked out once: the fitting below tries
 * the same few doses many times.
 */
function timesOf(timingOf: (x: Chosen) => Timing): (x: Chosen) => readonly [number, number] {
  const known = new Map<Chosen, Map<number, readonly [number, number]>>();
  return (x) => {
    let byDose = known.get(x);
    if (!byDose) known.set(x, (byDose = new Map()));
    // Whole sets (at most MAX_SETS) and a rest far under a million seconds: one number each.
    const key = x.dose.sets * 1e6 + x.dose.restS;
    let times = byDose.get(key);
    if (!times) {
      const timing = timingOf(x);
      times = [exerciseSeconds(timing), restAfter(timing)];
      byDose.set(key, times);
    }
    return times;
  };
}

/**
 * Brings the session to the minutes chosen with whole sets: while it is more than 5% short, one
 * more set for the exercise furthest below its role's most (the main lift first on a tie), when
 * that brings the session nearer the minutes chosen; while it is more than 5% long (one main lift
 * alone can outlast 15 minutes), one set fewer for the exercise with the most, never under two,
 * when that brings it nearer. A group gets no more sets than `groupCap`; rests grow only for
 * loaded sets, unless `restBodyweight` (no cardio is left to finish a long session on).
 */
function fitToClock(
  chosen: Chosen[],
  budget: number,
  hardCap: number,
  groupCap: (x: Chosen) => number,
  restBodyweight: boolean,
): void {
  // The session's time is a sum of one term per exercise (session-time.ts): trying a dose on one
  // exercise moves the total by the change of its term alone, so a try costs one exercise's time
  // instead of the whole session's (the loops below try every exercise at each step). An
  // exercise's time depends only on its sets and rest here, so each is worked out once.
  const last = chosen.at(-1);
  const planned = timesOf(plannedTiming);
  const asDone = timesOf(doneTiming);
  const sum = (time: (x: Chosen) => readonly [number, number]) =>
    chosen.reduce((total, x) => {
      const [own, after] = time(x);
      return total + own + (x === last ? 0 : after);
    }, 0);
  const seconds = () => sum(planned);
  const term = (x: Chosen) => {
    const [own, after] = planned(x);
    return own + (x === last ? 0 : after);
  };
  const changeWith = (x: Chosen, dose: Chosen['dose']) => {
    const kept = x.dose;
    const before = term(x);
    x.dose = dose;
    const after = term(x);
    x.dose = kept;
    return after - before;
  };
  const order: readonly Chosen['role'][] = [
    'main',
    'accessory',
    'isolation',
    'core',
    'conditioning',
    'stretch',
  ];
  // The session's time as the doses change, kept by their changes (the sum is exact: whole seconds).
  let total = seconds();
  const take = (x: Chosen, dose: Chosen['dose']) => {
    total += changeWith(x, dose);
    x.dose = dose;
  };
  for (let guard = 0; guard < 80 && total < budget * (1 - FIT); guard++) {
    const before = total;
    const next = order
      .flatMap((role) => chosen.filter((x) => x.role === role && x.block === 'main'))
      .sort(
        (a, b) => a.dose.sets / MAX_SETS_BY_ROLE[a.role] - b.dose.sets / MAX_SETS_BY_ROLE[b.role],
      )
      .find((x) => {
        if (x.dose.sets >= MAX_SETS_BY_ROLE[x.role]) return false;
        if (isHard(x) && hardSets(chosen) >= hardCap) return false;
        if (isHard(x) && groupSets(chosen, x) >= groupCap(x)) return false;
        const change = changeWith(x, { ...x.dose, sets: x.dose.sets + 1 });
        return Math.abs(before + change - budget) < Math.abs(before - budget);
      });
    if (!next) break;
    take(next, { ...next.dose, sets: next.dose.sets + 1 });
  }
  // Still short with every hard set given: longer rests, which heavy sets profit from.
  for (let guard = 0; guard < 80 && total < budget * (1 - FIT); guard++) {
    const before = total;
    const next = chosen.find((x) => {
      const most = MAX_REST_BY_ROLE[x.role];
      // Only a loaded set profits from a longer rest: a push-up's time goes to a finisher.
      if (
        !isHard(x) ||
        (x.candidate.exercise.loadType === null && !restBodyweight) ||
        x.dose.chosen ||
        most === undefined ||
        x.dose.restS + REST_STEP_S > most
      ) {
        return false;
      }
      const change = changeWith(x, { ...x.dose, restS: x.dose.restS + REST_STEP_S });
      return Math.abs(before + change - budget) < Math.abs(before - budget);
    });
    if (!next) break;
    take(next, { ...next.dose, restS: next.dose.restS + REST_STEP_S });
  }
  // Too long, as planned or as progressed (reps gained make a bodyweight session longer): one
  // set fewer for the exercise with the most, never under two, while that brings it nearer.
  const actual = () => sum(asDone);
  const longest = () => Math.max(seconds(), actual());
  for (let guard = 0; guard < 40 && longest() > budget * (1 + FIT); guard++) {
    const before = longest();
    const most = [...chosen].sort((a, b) => b.dose.sets - a.dose.sets)[0];
    if (!most || most.dose.sets <= 2) break;
    most.dose = { ...most.dose, sets: most.dose.sets - 1 };
    if (Math.abs(longest() - budget) >= Math.abs(before - budget)) {
      most.dose = { ...most.dose, sets: most.dose.sets + 1 };
      break;
    }
  }
}

/**
 * A long session whose hard sets are all given ends with steady cardio in whole 5 minutes, before
 * the cool-down, rather than more sets than a coach would prescribe.
 */
function addFinisher(draft: SessionDraft, budget: number, mobility: boolean): void {
  const short = budget - workoutSeconds(draft.chosen.map(plannedTiming));
  if (mobility || short < budget * FIT) return;
  const lastMain = draft.chosen.filter((x) => x.block === 'main').at(-1);
  const change = lastMain ? restAfter(plannedTiming(lastMain)) : 0;
  const minutes = Math.round((short - change) / 60 / 5) * 5;
  if (minutes < 5) return;
  const finisher = draft.finisher(minutes);
  if (!finisher) return;
  draft.keep(finisher);
  // Before the cool-down.
  const at = draft.chosen.findIndex((x) => x.block === 'cool-down');
  if (at >= 0) draft.chosen.splice(at, 0, draft.chosen.pop()!);
}

/**
 * What the history says for today's session: the muscles to rest (the main muscles of what was
 * completed today or yesterday, with when: today wins; none before a stretching session), the
 * sessions of each exercise, and the rotation day of the last completed workout.
 */
export function readHistory(
  context: Pick<GeneratorContext, 'catalogue' | 'history' | 'today'>,
  goal: Goal,
) {
  const lookup = catalogueLookup(context.catalogue);
  const history = [...context.history].sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
  );
  const yesterday = addDays(context.today, -1);
  const avoided = new Map<string, 'today' | 'yesterday'>();
  if (goal !== 'increase-flexibility') {
    for (const workout of history) {
      if (!workout.completed) continue;
      const when =
        workout.date === context.today ? 'today' : workout.date === yesterday ? 'yesterday' : null;
      if (!when) continue;
      for (const muscle of mainMuscles(workout.exercises, lookup)) {
        if (avoided.get(muscle) !== 'today') avoided.set(muscle, when);
      }
    }
  }
  const sessions = sessionsByExercise(history);
  const lastCompleted = history.find((w) => w.completed && w.date <= context.today);
  // The day of the split a workout was: from its main muscles, else from all it trained (an
  // upper day of seven exercises for seven muscles has no muscle worked twice).
  const dayMuscles = (w: HistoryWorkout) => {
    const main = mainMuscles(w.exercises, lookup);
    if (main.length > 0) return main;
    return w.exercises
      .filter((e) => !e.skipped && (e.category ?? lookup(e)?.category) !== 'stretching')
      .flatMap((e) => e.primaryMuscles ?? lookup(e)?.primaryMuscles ?? []);
  };
  const lastMuscles = lastCompleted ? dayMuscles(lastCompleted) : [];
  const lastFocus = (rotation: readonly FocusKey[]) =>
    rotation.length > 1 ? focusOfWorkout(lastMuscles, rotation) : null;
  // The days of the split trained this week so far (Monday to today): A before B.
  const weekStart = weekStartOf(context.today);
  const thisWeek = history.filter(
    (w) => w.completed && w.date >= weekStart && w.date <= context.today,
  );
  const focusesThisWeek = (rotation: readonly FocusKey[]) =>
    thisWeek.map((w) =>
      rotation.length > 1
        ? focusOfWorkout(mainMuscles(w.exercises, lookup), rotation)
        : rotation[0]!,
    );
  return { avoided, sessions, lastFocus, lastTrained: lastCompleted?.date, focusesThisWeek };
}

/**
 * A chosen exercise as planned, before progression: the shape the session is fitted to the clock
 * with, so the reps a member gains never change the block's list of exercises.
 */
/**
 * What a chosen exercise's time depends on, as the workout will list it (`toWorkoutExercise`):
 * its prescription, sets, rest and kind, without building the whole exercise.
 */
const timingOf = (x: Chosen, prescription: Prescription): Timing => ({
  // One shape for every exercise (a spread of either prescription would make two).
  reps: 'reps' in prescription ? prescription.reps : undefined,
  duration: 'duration' in prescription ? prescription.duration : undefined,
  rest: String(x.dose.restS),
  sets: x.dose.sets,
  category: x.candidate.exercise.category,
  block: x.block === 'cool-down' ? x.block : undefined,
});
const doneTiming = (x: Chosen) => timingOf(x, x.prescription);
/** As planned: the plan's prescription before progression (reps gained never change the list). */
const plannedTiming = (x: Chosen) => timingOf(x, x.planned ?? x.prescription);

/** A chosen exercise as the workout lists it (the generator's and the swap's one shape). */
export const toWorkoutExercise = ({
  candidate,
  prescription,
  fields,
  block,
  dose,
}: Chosen): WorkoutExercise => ({
  name: candidate.exercise.name,
  ...prescription,
  ...fields,
  rest: String(dose.restS),
  ...(dose.chosen ? { restChosen: true } : {}),
  sets: dose.sets,
  exerciseId: candidate.exercise.id,
  primaryMuscles: [...candidate.exercise.primaryMuscles],
  equipment: candidate.exercise.equipment,
  category: candidate.exercise.category,
  ...(block === 'cool-down' ? { block } : {}),
});

/**
 * Why the workout looks as it does: the rested muscles it skips (said with the day each was
 * trained), then each progression step, in the order of the workout.
 */
function adaptationsOf(
  chosen: readonly Chosen[],
  avoided: ReadonlyMap<string, 'today' | 'yesterday'>,
  /** The day's muscles: a rested muscle the day would not train anyway goes unsaid. */
  dayMuscles: ReadonlySet<string>,
): string[] {
  const adaptations: string[] = [];
  if (avoided.size > 0) {
    const worked = new Set(
      chosen
        .filter((x) => x.candidate.exercise.category !== 'stretching')
        .flatMap((x) => x.candidate.exercise.primaryMuscles),
    );
    for (const when of ['today', 'yesterday'] as const) {
      const skipped = [...avoided]
        .filter(([muscle, day]) => day === when && !worked.has(muscle) && dayMuscles.has(muscle))
        .map(([muscle]) => muscle);
      if (skipped.length > 0) {
        adaptations.push(
          `Skipping ${joinWords(skipped)}: you trained ${skipped.length === 1 ? 'it' : 'them'} ${when}.`,
        );
      }
    }
  }
  for (const { note } of chosen) if (note) adaptations.push(note);
  return adaptations;
}

const CORE_MUSCLES: ReadonlySet<string> = new Set(['abdominals', 'lower back']);

function topMuscles(
  exercises: readonly WorkoutExercise[],
  dayMuscles: ReadonlySet<string>,
): string[] {
  // What the day trains is its strength work, by sets: intervals, jumps and stretches move the
  // whole body (a star jump is not a leg day) and would name muscles the day does not train.
  // Only the day's own muscles (and the core, trained on any day) are named: a bridge that found
  // its way into an upper-body day does not make it a glute day.
  const work = exercises.filter(
    (e) =>
      e.block !== 'cool-down' &&
      !['cardio', 'plyometrics', 'stretching'].includes(e.category ?? ''),
  );
  const counts = new Map<string, number>();
  for (const exercise of work.length > 0 ? work : exercises) {
    for (const muscle of exercise.primaryMuscles ?? []) {
      if (!dayMuscles.has(muscle) && !CORE_MUSCLES.has(muscle)) continue;
      counts.set(muscle, (counts.get(muscle) ?? 0) + exercise.sets);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 4)
    .map(([muscle]) => muscle);
}
