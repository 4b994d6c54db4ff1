import { LEVEL_RANK, type Goal, type Level } from '#common/constants.ts';
import { isTimedExercise } from '#common/training/timed.ts';
import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import { rankCatalogue } from './ranking.ts';
import { familyOf, inPlans, isHeavyHinge, type Pattern, stapleOf, stapleRank } from './staples.ts';

/*
 * What the generator picks from: the focus options and their muscle slots, the exercises it
 * prefers or leaves out, the equipment each one needs, and the catalogue facts computed once.
 */

export type FocusKey = 'full' | 'upper' | 'lower' | 'push' | 'pull' | 'legs';

export interface Slot {
  muscles: readonly string[];
  mechanic?: 'compound' | 'isolation';
  /** A compound slot's movement pattern: its lift is the member's staple (staples.ts). */
  pattern?: Pattern;
}

export const slot = (muscles: string, mechanic?: Slot['mechanic'], pattern?: Pattern): Slot => ({
  muscles: muscles.split(','),
  mechanic,
  ...(pattern ? { pattern } : {}),
});

/** Strength slots per focus, in training order: compound lifts first, core last. */
export const FOCUS: Record<FocusKey, { label: string; slots: readonly Slot[] }> = {
  full: {
    label: 'Full-Body',
    slots: [
      slot('quadriceps', 'compound', 'squat'),
      slot('chest', 'compound', 'horizontal-push'),
      slot('lats,middle back', 'compound', 'horizontal-pull'),
      slot('hamstrings,glutes', 'compound', 'hinge'),
      slot('abdominals'),
      slot('shoulders'),
      slot('hamstrings'),
      slot('triceps'),
      slot('biceps'),
      slot('calves'),
      slot('glutes'),
    ],
  },
  upper: {
    label: 'Upper Body',
    slots: [
      slot('chest', 'compound', 'horizontal-push'),
      slot('lats,middle back', 'compound', 'horizontal-pull'),
      slot('shoulders', 'compound', 'vertical-push'),
      slot('lats,middle back', 'compound', 'vertical-pull'),
      slot('shoulders', 'isolation'),
      slot('triceps'),
      slot('biceps'),
      slot('chest', 'isolation'),
      slot('abdominals'),
      slot('traps,forearms'),
    ],
  },
  lower: {
    label: 'Lower Body',
    slots: [
      slot('quadriceps', 'compound', 'squat'),
      slot('hamstrings,glutes', 'compound', 'hinge'),
      slot('glutes'),
      slot('quadriceps', 'isolation'),
      slot('hamstrings'),
      slot('calves'),
      slot('adductors,abductors'),
      slot('abdominals,lower back'),
    ],
  },
  push: {
    label: 'Push Day',
    slots: [
      slot('chest', 'compound', 'horizontal-push'),
      slot('shoulders', 'compound', 'vertical-push'),
      slot('chest'),
      slot('triceps'),
      slot('shoulders', 'isolation'),
      slot('triceps', 'isolation'),
      slot('abdominals'),
    ],
  },
  pull: {
    label: 'Pull Day',
    slots: [
      slot('lats', 'compound', 'vertical-pull'),
      slot('middle back', 'compound', 'horizontal-pull'),
      slot('biceps'),
      slot('lats,middle back'),
      slot('traps'),
      slot('biceps', 'isolation'),
      slot('forearms,lower back'),
    ],
  },
  legs: {
    label: 'Leg Day',
    slots: [
      slot('quadriceps', 'compound', 'squat'),
      slot('hamstrings,glutes', 'compound', 'hinge'),
      slot('quadriceps'),
      slot('hamstrings'),
      slot('glutes,adductors,abductors'),
      slot('calves'),
      slot('abdominals,lower back'),
    ],
  },
};

/**
 * The second day of a focus in the week (decision 036): it leads with the other pattern of the
 * pair (the press overhead after the bench day, the hinge after the squat day), and its staples
 * are the next ones on the list the member can do, so a muscle meets two lifts a week and every
 * pattern is trained. Its small slots favour what the first day gives least (shoulders, glutes).
 */
export const SECOND_DAY: Record<FocusKey, readonly Slot[]> = {
  full: [
    slot('hamstrings,glutes', 'compound', 'hinge'),
    slot('shoulders', 'compound', 'vertical-push'),
    slot('lats,middle back', 'compound', 'vertical-pull'),
    slot('quadriceps', 'compound', 'squat'),
    slot('abdominals'),
    slot('glutes'),
    slot('hamstrings'),
    slot('chest'),
    slot('biceps'),
    slot('triceps'),
    slot('calves'),
  ],
  upper: [
    slot('shoulders', 'compound', 'vertical-push'),
    slot('lats,middle back', 'compound', 'vertical-pull'),
    slot('chest', 'compound', 'horizontal-push'),
    slot('lats,middle back', 'compound', 'horizontal-pull'),
    slot('shoulders', 'isolation'),
    slot('biceps'),
    slot('triceps'),
    slot('abdominals'),
    slot('traps,forearms'),
  ],
  lower: [
    slot('hamstrings,glutes', 'compound', 'hinge'),
    slot('quadriceps', 'compound', 'squat'),
    slot('glutes'),
    slot('hamstrings', 'isolation'),
    slot('quadriceps'),
    slot('calves'),
    slot('abdominals,lower back'),
    slot('adductors,abductors'),
  ],
  push: [
    slot('shoulders', 'compound', 'vertical-push'),
    slot('chest', 'compound', 'horizontal-push'),
    slot('shoulders', 'isolation'),
    slot('triceps'),
    slot('chest', 'isolation'),
    slot('triceps', 'isolation'),
    slot('abdominals'),
  ],
  pull: [
    slot('middle back', 'compound', 'horizontal-pull'),
    slot('lats', 'compound', 'vertical-pull'),
    slot('biceps'),
    slot('traps'),
    slot('lats,middle back'),
    slot('biceps', 'isolation'),
    slot('abdominals'),
  ],
  legs: [
    slot('hamstrings,glutes', 'compound', 'hinge'),
    slot('quadriceps', 'compound', 'squat'),
    slot('glutes'),
    slot('hamstrings', 'isolation'),
    slot('quadriceps', 'isolation'),
    slot('calves'),
    slot('abdominals,lower back'),
  ],
};

/** The slots of a day of the split: its focus, and which of its days in the week (0 or 1). */
export const slotsOf = (focus: FocusKey, variant: number): readonly Slot[] =>
  variant % 2 === 1 ? SECOND_DAY[focus] : FOCUS[focus].slots;

export const focusMuscles = (key: FocusKey): ReadonlySet<string> =>
  new Set([...FOCUS[key].slots, ...SECOND_DAY[key]].flatMap((s) => s.muscles));
export const FOCUS_MUSCLES: Record<FocusKey, ReadonlySet<string>> = {
  full: focusMuscles('full'),
  upper: focusMuscles('upper'),
  lower: focusMuscles('lower'),
  push: focusMuscles('push'),
  pull: focusMuscles('pull'),
  legs: focusMuscles('legs'),
};

export const CORE_SLOT = slot('abdominals,lower back');

/** A stretching flow from top to bottom. */
export const STRETCH_SLOTS: readonly Slot[] = [
  slot('neck,traps'),
  slot('shoulders'),
  slot('chest'),
  slot('triceps,biceps,forearms'),
  slot('lats,middle back'),
  slot('lower back'),
  slot('abdominals'),
  slot('glutes,abductors'),
  slot('adductors'),
  slot('hamstrings'),
  slot('quadriceps'),
  slot('calves'),
];

/**
 * Names members know, preferred when they fit (the built-in guides and the classics). Checked
 * against the catalogue by a test.
 */
export const WELL_KNOWN = new Set([
  'Push-ups',
  'Squats',
  'Plank',
  'Lunges',
  'Burpees',
  'Jumping Jacks',
  'Mountain Climbers',
  'High Knees',
  'Bicycle Crunches',
  'Tricep Dips',
  'Barbell Squat',
  'Barbell Bench Press - Medium Grip',
  'Barbell Deadlift',
  'Romanian Deadlift',
  'Bent Over Barbell Row',
  'Standing Military Press',
  'Barbell Curl',
  'Barbell Hip Thrust',
  'Dumbbell Bench Press',
  'Dumbbell Shoulder Press',
  'One-Arm Dumbbell Row',
  'Dumbbell Bicep Curl',
  'Hammer Curls',
  'Dumbbell Lunges',
  'Goblet Squat',
  'Dumbbell Flyes',
  'Side Lateral Raise',
  'Stiff-Legged Dumbbell Deadlift',
  'Standing Dumbbell Calf Raise',
  'Dumbbell Step Ups',
  'One-Arm Kettlebell Swings',
  'Kettlebell Thruster',
  'Two-Arm Kettlebell Clean',
  'Pullups',
  'Chin-Up',
  'Hanging Leg Raise',
  'Wide-Grip Lat Pulldown',
  'Seated Cable Rows',
  'Leg Press',
  'Lying Leg Curls',
  'Leg Extensions',
  'Triceps Pushdown',
  'Face Pull',
  'Crunches',
  'Russian Twist',
  'Dead Bug',
  'Reverse Crunch',
  'Single Leg Glute Bridge',
  'Butt Lift (Bridge)',
  'Superman',
  'Star Jump',
  'Freehand Jump Squat',
  'Split Jump',
  'Box Jump (Multiple Response)',
  'Rope Jumping',
  'Squats - With Bands',
  'Shoulder Press - With Bands',
  'Band Pull Apart',
  "Child's Pose",
  'Cat Stretch',
  "World's Greatest Stretch",
  'Hamstring Stretch',
  'Quad Stretch',
  'Kneeling Hip Flexor',
  'Triceps Stretch',
  'Shoulder Stretch',
  'Calf Stretch Hands Against Wall',
  'Standing Toe Touches',
  'Inchworm',
  "Runner's Stretch",
]);

/** Catalogue exercises that need a partner to hold or resist, or that do not fit a session. */
const EXCLUDED = new Set([
  'Adductor/Groin',
  'Lying Crossover',
  'Lying Glute',
  'Lying Prone Quadriceps',
  'Overhead Triceps',
  'Prone Manual Hamstring',
  'Seated Biceps',
  'Seated Front Deltoid',
  'Seated Glute',
  'Seated Hamstring',
  'Standing Towel Triceps Extension',
  'Trail Running/Walking',
]);

/** Loaded moves that also need a bench or a bar the member may not have. */
const NEEDS_BENCH = /\bbench\b|\bincline\b|\bdecline\b|\bpreacher\b|\bstep ?ups?\b/i;
const NEEDS_BAR = /pull-?ups?\b|chin-?ups?\b|\bhanging\b/i;
const NEEDS_BANDS = /\bbands?\b/i;
const NEEDS_GYM = /\bchains?\b|\bsmith\b|\bcable\b|\bmachine\b|\bsled\b/i;

/**
 * Everything a member must own to do the exercise: its equipment, and what its name says it also
 * needs ("Incline Dumbbell Press" needs a bench, "Deadlift with Bands" bands, "... with Chains" a gym).
 */
export function equipmentNeeded(exercise: Pick<CatalogueExercise, 'equipment' | 'name'>): string[] {
  const { equipment, name } = exercise;
  if (equipment === 'no-equipment' || equipment === 'full-gym') return [equipment];
  const needs = [equipment];
  if (equipment !== 'bench' && NEEDS_BENCH.test(name)) needs.push('bench');
  if (equipment !== 'pull-up-bar' && NEEDS_BAR.test(name)) needs.push('pull-up-bar');
  if (equipment !== 'resistance-bands' && NEEDS_BANDS.test(name)) needs.push('resistance-bands');
  if (NEEDS_GYM.test(name)) needs.push('full-gym');
  return needs;
}

export interface Candidate {
  exercise: CatalogueExercise;
  key: string;
  primary: string;
  timed: boolean;
  wellKnown: boolean;
  /** Everything the member must own (see equipmentNeeded). */
  needs: readonly string[];
  wordCount: number;
  /** How familiar it is (ranking.ts); `core`: on the list the generator picks from first. */
  familiarity: number;
  core: boolean;
  /*
   * What the generator asks of a candidate many times a session, worked out once per catalogue
   * (staples.ts): looking them up by name on every call was a fifth of a generation.
   */
  /** Its family of movement (one of a family a session), if any. */
  family: string | undefined;
  /** A heavy hinge (one a session). */
  heavyHinge: boolean;
  /** The movement pattern it is a staple of, and its rank there (Infinity when none). */
  staple: Pattern | undefined;
  stapleRank: number;
  /** Whether a generated plan may hold it: `[general, athletic performance]`. */
  inPlans: readonly [boolean, boolean];
}

export const compactName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

interface CandidateIndex {
  candidates: readonly Candidate[];
}

/** A candidate of an exercise, with how familiar it is and what it needs. */
export function toCandidate(
  exercise: CatalogueExercise,
  facts: Pick<Candidate, 'wellKnown' | 'needs' | 'familiarity' | 'core'>,
): Candidate {
  return {
    exercise,
    key: compactName(exercise.name),
    primary: exercise.primaryMuscles[0] ?? '',
    timed: isTimedExercise(exercise),
    wordCount: exercise.name.split(/\s+/).length,
    ...facts,
    family: familyOf(exercise.name),
    heavyHinge: isHeavyHinge(exercise),
    staple: stapleOf(exercise.name),
    stapleRank: stapleRank(exercise.name),
    inPlans: [inPlans(exercise), inPlans(exercise, true)],
  };
}

const candidateCache = new WeakMap<readonly CatalogueExercise[], CandidateIndex>();

/** Per-catalogue facts, computed once per catalogue array, in a stable order (by id). */
export function candidatesOf(catalogue: readonly CatalogueExercise[]): CandidateIndex {
  let cached = candidateCache.get(catalogue);
  if (!cached) {
    const kept = [...catalogue]
      .filter((e) => !EXCLUDED.has(e.name) && e.primaryMuscles.length > 0)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const ranks = rankCatalogue(
      kept.map((exercise) => ({ exercise, wellKnown: WELL_KNOWN.has(exercise.name) })),
    );
    const candidates = kept.map((exercise) => {
      const rank = ranks.get(exercise.id)!;
      return toCandidate(exercise, {
        wellKnown: WELL_KNOWN.has(exercise.name),
        needs: equipmentNeeded(exercise),
        familiarity: rank.score,
        core: rank.core,
      });
    });
    cached = { candidates };
    candidateCache.set(catalogue, cached);
  }
  return cached;
}

/** Can the member do this with what they own? ('full-gym' has everything.) */
export function hasEquipmentFor(
  owned: readonly string[],
  exercise: Pick<CatalogueExercise, 'equipment' | 'name'>,
): boolean {
  return canDo(owned, equipmentNeeded(exercise));
}

export const canDo = (owned: readonly string[], needs: readonly string[]) =>
  owned.includes('full-gym') || needs.every((n) => n === 'no-equipment' || owned.includes(n));

export function levelAllows(level: Level, candidate: Candidate, goal: Goal): boolean {
  const { exercise } = candidate;
  if (LEVEL_RANK[exercise.level] > LEVEL_RANK[level]) return false;
  switch (exercise.category) {
    case 'strongman':
      return level === 'advanced' && goal === 'athletic-performance';
    case 'olympic weightlifting':
      return level !== 'beginner' && (goal === 'athletic-performance' || level === 'advanced');
    case 'powerlifting':
      return level !== 'beginner';
    default:
      return true;
  }
}

const nameWords = (name: string) =>
  new Set(
    name
      .toLowerCase()
      .replace(/-/g, '')
      .split(/[^a-z]+/)
      .map((w) => w.replace(/s$/, ''))
      .filter((w) => w.length > 2),
  );

/**
 * The next harder bodyweight exercise for the same muscle, from what the member can do: a higher
 * level, the same movement by name ("Push-Up" → "Decline Push-Up"), well-known ones first.
 */
export function harderVariantOf(
  candidate: Candidate,
  usable: readonly Candidate[],
): Candidate | undefined {
  const { exercise } = candidate;
  if (exercise.loadType || candidate.timed) return undefined;
  const words = nameWords(exercise.name);
  const harder = usable.filter(
    (c) =>
      c.exercise.id !== exercise.id &&
      !c.exercise.loadType &&
      !c.timed &&
      c.primary === candidate.primary &&
      c.exercise.category === exercise.category &&
      LEVEL_RANK[c.exercise.level] > LEVEL_RANK[exercise.level] &&
      [...nameWords(c.exercise.name)].some((w) => words.has(w)),
  );
  return harder.sort(
    (a, b) =>
      Number(b.wellKnown) - Number(a.wellKnown) ||
      LEVEL_RANK[a.exercise.level] - LEVEL_RANK[b.exercise.level] ||
      a.wordCount - b.wordCount ||
      (a.exercise.id < b.exercise.id ? -1 : 1),
  )[0];
}
