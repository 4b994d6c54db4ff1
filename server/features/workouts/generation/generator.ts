import type { Goal, Level } from '#common/constants.ts';
import { catalogueLookup, mainMuscles } from '#common/main-muscles.ts';
import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import type { Units } from '#common/units.ts';
import {
  REST_BETWEEN_EXERCISES_S,
  REST_BETWEEN_SETS_S,
  SETS_PER_EXERCISE,
  type GeneratedWorkout,
  type WorkoutExercise,
} from '#common/schemas/workouts.ts';

import {
  type Candidate,
  candidatesOf,
  canDo,
  CORE_SLOT,
  harderVariantOf,
  FOCUS,
  FOCUS_MUSCLES,
  type FocusKey,
  levelAllows,
  type Slot,
  STRETCH_SLOTS,
} from './exercise-pool.ts';
import {
  exerciseSeconds,
  GOAL_PLANS,
  KIND_CATEGORIES,
  prescribe,
  type Prescription,
  type SlotKind,
  workoutSeconds,
} from './goal-plans.ts';
import {
  type HistoryWorkout,
  type Prescribed,
  progressExercise,
  sessionsByExercise,
  sessionsOf,
} from './prescription.ts';

/**
 * The workout generator: pure, deterministic and instant. Same profile, catalogue, history and
 * seed, same workout; another seed varies the choice. No I/O, no clock: the caller passes the date.
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
}

export type { HistoryExercise, HistoryWorkout } from './prescription.ts';

export interface GeneratorContext {
  catalogue: readonly CatalogueExercise[];
  /** Recent logged workouts, in any order. */
  history: readonly HistoryWorkout[];
  /** Varies the choice: e.g. user id + date + number of generations so far. */
  seed: string;
  /** Today, yyyy-MM-dd: "yesterday" is the day before. */
  today: string;
}

export type GeneratorResult = Omit<GeneratedWorkout, 'remainingThisWeek'>;

// ---------------------------------------------------------------------------------------------
// Seeded randomness

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
function createRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function weightedPick<T>(items: readonly T[], weight: (item: T) => number, random: () => number) {
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

// ---------------------------------------------------------------------------------------------
// History: yesterday's muscles and progression

function previousDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

const joinWords = (words: readonly string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

// ---------------------------------------------------------------------------------------------
// The generator

const SORTED_GOALS: readonly Goal[] = [
  'build-muscle',
  'lose-weight',
  'improve-endurance',
  'general-fitness',
  'athletic-performance',
  'increase-flexibility',
];

export function generateWorkout(
  profile: GeneratorProfile,
  context: GeneratorContext,
): GeneratorResult {
  const random = createRandom(context.seed);
  const { candidates } = candidatesOf(context.catalogue);

  // The session's goal: one of the member's goals, varied by the seed.
  const goals = SORTED_GOALS.filter((g) => profile.goals.includes(g));
  const goal = goals.length > 0 ? goals[Math.floor(random() * goals.length)]! : 'general-fitness';
  const plan = GOAL_PLANS[goal];
  const level = profile.level;

  const { recent, avoided, sessions, lastMain } = readHistory(context, goal);
  const units = profile.units ?? 'imperial';
  // Focus: the option that overlaps least with the muscles to rest, then with the last workout.
  const focus = [...plan.focusOptions(profile.daysPerWeek)]
    .map((key) => {
      const muscles = FOCUS_MUSCLES[key];
      let score = random();
      for (const m of avoided) if (muscles.has(m)) score += 10;
      for (const m of lastMain) if (muscles.has(m)) score += 1;
      return { key, score };
    })
    .sort((a, b) => a.score - b.score)[0]!.key;

  const usable = candidates.filter(
    (c) =>
      levelAllows(level, c, goal) &&
      canDo(profile.equipment, c.needs) &&
      (c.primary !== 'neck' || c.exercise.category === 'stretching'),
  );
  const ownsGear = profile.equipment.some((e) => e !== 'no-equipment' && e !== 'yoga-mat');

  const chosen: Chosen[] = [];
  const used = new Set<string>();
  const muscleUse = new Map<string, number>();
  /** Non-stretching exercises per primary muscle, and the muscles already stretched. */
  const trained = new Map<string, number>();
  const stretched = new Set<string>();
  const budget = profile.timeAvailable * 60;
  let total = 0;

  const hasHistory = (c: Candidate) => sessionsOf(sessions, c).length > 0;
  const weightOf = (c: Candidate) => candidateWeight(c, { level, ownsGear, muscleUse, hasHistory });

  const isRested = (c: Candidate) =>
    c.exercise.category === 'stretching' || !c.exercise.primaryMuscles.some((m) => avoided.has(m));
  const rested = avoided.size > 0 ? usable.filter(isRested) : usable;
  const byKind = new Map<SlotKind, readonly Candidate[]>();
  const ofKind = (kind: SlotKind) => {
    let list = byKind.get(kind);
    if (!list) {
      const categories = KIND_CATEGORIES[kind];
      list = rested.filter((c) => categories.includes(c.exercise.category));
      byKind.set(kind, list);
    }
    return list;
  };
  const isFree = (c: Candidate) => !used.has(c.exercise.id);

  /** Tries ever wider pools, from the slot's muscles and kind to anything the member can do. */
  const pickFor = (kind: SlotKind, slotIndex: number): Candidate | undefined => {
    const target = slotTarget(
      kind,
      slotIndex,
      focus,
      goal === 'increase-flexibility'
        ? null
        : {
            trained,
            stretched,
          },
    );
    const inKind = ofKind(kind);
    const focusMuscles = FOCUS_MUSCLES[focus];
    const tiers: (() => Candidate[])[] = [];
    if (target) {
      const { muscles, mechanic } = target;
      if (mechanic) {
        tiers.push(() =>
          inKind.filter(
            (c) => isFree(c) && c.exercise.mechanic === mechanic && muscles.includes(c.primary),
          ),
        );
      }
      tiers.push(() => inKind.filter((c) => isFree(c) && muscles.includes(c.primary)));
    }
    if (kind === 'strength' || kind === 'core') {
      tiers.push(() => inKind.filter((c) => isFree(c) && focusMuscles.has(c.primary)));
    }
    tiers.push(() => inKind.filter(isFree));
    // Nothing of that kind left: anything else that fits, sparing the muscles to rest if we can.
    tiers.push(() =>
      rested.filter((c) => isFree(c) && (kind !== 'stretch' || c.exercise.category !== 'cardio')),
    );
    tiers.push(() => usable.filter((c) => isFree(c) && c.exercise.category === 'stretching'));
    tiers.push(() => usable.filter(isFree));
    for (const tier of tiers) {
      const pick = weightedPick(spread(tier(), muscleUse), weightOf, random);
      if (pick) return pick;
    }
    return undefined;
  };

  const slotCounters = new Map<SlotKind, number>();
  for (let step = 0; chosen.length < 40; step++) {
    const kind = plan.round[step % plan.round.length]!;
    const index = slotCounters.get(kind) ?? 0;
    slotCounters.set(kind, index + 1);
    const candidate = pickFor(kind, index);
    if (!candidate) break;
    const { prescription, fields, note } = progressExercise(
      candidate,
      prescribe(candidate, goal, level),
      sessionsOf(sessions, candidate),
      {
        units,
        today: context.today,
        harderVariant: () => harderVariantOf(candidate, usable)?.exercise.name,
      },
    );
    const cost = exerciseSeconds(prescription) + (chosen.length > 0 ? REST_BETWEEN_EXERCISES_S : 0);
    if (chosen.length > 0 && total + cost > budget) break;
    chosen.push({ candidate, prescription, fields, note });
    used.add(candidate.exercise.id);
    muscleUse.set(candidate.primary, (muscleUse.get(candidate.primary) ?? 0) + 1);
    if (candidate.exercise.category === 'stretching') stretched.add(candidate.primary);
    else trained.set(candidate.primary, (trained.get(candidate.primary) ?? 0) + 1);
    total += cost;
  }

  // Stretches close a mixed session (cool-down).
  if (goal !== 'increase-flexibility') {
    const order = (x: (typeof chosen)[number]) =>
      x.candidate.exercise.category === 'stretching' ? 1 : 0;
    chosen.sort((a, b) => order(a) - order(b));
  }

  const exercises = chosen.map(toWorkoutExercise);
  const restedToday = recent.some((w) => w.date === context.today);
  return {
    title: plan.title(focus),
    exercises,
    estimatedMinutes: Math.round(workoutSeconds(exercises) / 60),
    focus: topMuscles(exercises),
    adaptations: adaptationsOf(chosen, avoided, restedToday ? 'today' : 'yesterday'),
  };
}

/**
 * The muscles (and mechanic) a slot asks for: the focus's strength slots in turn (the second time
 * round, compound or isolation no longer matters), a cool-down stretch of what the session worked
 * most (`worked` is null for a stretching session), or the core slot.
 */
function slotTarget(
  kind: SlotKind,
  slotIndex: number,
  focus: FocusKey,
  worked: { trained: ReadonlyMap<string, number>; stretched: ReadonlySet<string> } | null,
): Slot | undefined {
  if (kind === 'strength') {
    const slots = FOCUS[focus].slots;
    const target = slots[slotIndex % slots.length];
    return target && slotIndex >= slots.length ? { muscles: target.muscles } : target;
  }
  if (kind === 'stretch') {
    const mostWorked = worked
      ? [...worked.trained.entries()]
          .filter(([muscle]) => !worked.stretched.has(muscle))
          .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]
      : undefined;
    return mostWorked
      ? { muscles: [mostWorked[0]] }
      : STRETCH_SLOTS[slotIndex % STRETCH_SLOTS.length];
  }
  return kind === 'core' ? CORE_SLOT : undefined;
}

/**
 * How likely a candidate is to be picked: well-known and short-named exercises first, harder
 * ones for advanced members, the member's own equipment over bodyweight, muscles not yet used
 * in this session, and exercises completed in full last time (so they can progress).
 */
function candidateWeight(
  c: Candidate,
  session: {
    level: Level;
    ownsGear: boolean;
    muscleUse: ReadonlyMap<string, number>;
    hasHistory: (c: Candidate) => boolean;
  },
): number {
  let w = 1;
  if (c.wellKnown) w *= 6;
  if (c.wordCount > 4) w *= 0.5;
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
function spread(tier: Candidate[], muscleUse: ReadonlyMap<string, number>): Candidate[] {
  let least = Infinity;
  for (const c of tier) least = Math.min(least, muscleUse.get(c.primary) ?? 0);
  return tier.filter((c) => (muscleUse.get(c.primary) ?? 0) <= least + 1);
}

interface Chosen {
  candidate: Candidate;
  prescription: Prescription;
  fields: Prescribed['fields'];
  note?: string;
}

/**
 * What the history says for today's session, newest workout first: the muscles to rest (the
 * main muscles of what was completed today or yesterday, unless the session is a stretch), the
 * last time each exercise was done (by id and by name), and the last workout's main muscles.
 */
function readHistory(context: GeneratorContext, goal: Goal) {
  const lookup = catalogueLookup(context.catalogue);
  const history = [...context.history].sort((a, b) =>
    a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
  );
  const yesterday = previousDay(context.today);
  const recent = history.filter(
    (w) => w.completed && (w.date === context.today || w.date === yesterday),
  );
  const avoided = new Set<string>();
  if (goal !== 'increase-flexibility') {
    for (const workout of recent) {
      for (const muscle of mainMuscles(workout.exercises, lookup)) avoided.add(muscle);
    }
  }
  const sessions = sessionsByExercise(history);
  const lastMain = new Set(history[0] ? mainMuscles(history[0].exercises, lookup) : []);
  return { recent, avoided, sessions, lastMain };
}

const toWorkoutExercise = ({ candidate, prescription, fields }: Chosen): WorkoutExercise => ({
  name: candidate.exercise.name,
  ...prescription,
  ...fields,
  rest: String(REST_BETWEEN_SETS_S),
  sets: SETS_PER_EXERCISE,
  exerciseId: candidate.exercise.id,
  primaryMuscles: [...candidate.exercise.primaryMuscles],
  equipment: candidate.exercise.equipment,
  category: candidate.exercise.category,
});

/** Why the workout looks as it does: the rested muscles it skips, then each progression step. */
function adaptationsOf(
  chosen: readonly Chosen[],
  avoided: ReadonlySet<string>,
  when: 'today' | 'yesterday',
): string[] {
  const adaptations: string[] = [];
  if (avoided.size > 0) {
    const worked = new Set(
      chosen
        .filter((x) => x.candidate.exercise.category !== 'stretching')
        .flatMap((x) => x.candidate.exercise.primaryMuscles),
    );
    const skipped = [...avoided].filter((m) => !worked.has(m));
    if (skipped.length > 0) {
      adaptations.push(
        `Skipping ${joinWords(skipped)}: you trained ${skipped.length === 1 ? 'it' : 'them'} ${when}.`,
      );
    }
  }
  // Progression notes, in the order of the workout.
  for (const { note } of chosen) if (note) adaptations.push(note);
  return adaptations;
}

function topMuscles(exercises: readonly WorkoutExercise[]): string[] {
  const counts = new Map<string, number>();
  for (const exercise of exercises) {
    for (const muscle of exercise.primaryMuscles ?? []) {
      counts.set(muscle, (counts.get(muscle) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 4)
    .map(([muscle]) => muscle);
}
