import type { CatalogueExercise } from '#common/schemas/exercises.ts';

/*
 * A coach's exercise choice, written as data (decision 033). A plan's compound lifts come from a
 * short list of staples per movement pattern, best first: the first one a member can do with
 * their equipment and level is their lift for that pattern, every session, so its loads
 * progress. The rest of the library stays for swap and search. Some exercises never enter a
 * generated plan; each rule below says why.
 */

export const PATTERNS = [
  'squat',
  'hinge',
  'horizontal-push',
  'vertical-push',
  'horizontal-pull',
  'vertical-pull',
] as const;
export type Pattern = (typeof PATTERNS)[number];

/** A pattern as a member reads it. */
export const PATTERN_NAMES: Record<Pattern, string> = {
  squat: 'squat',
  hinge: 'hinge (deadlift or bridge)',
  'horizontal-push': 'press (bench or push-up)',
  'vertical-push': 'overhead press',
  'horizontal-pull': 'row',
  'vertical-pull': 'pull-up or pulldown',
};

interface Staples {
  /** Why the order is what it is. */
  why: string;
  /** Catalogue names, best first. */
  lifts: readonly string[];
}

export const STAPLES: Record<Pattern, Staples> = {
  squat: {
    why: 'A loaded squat is the lower body main lift: the barbell squat where there is a rack (the front squat on the second lower day), then the machines that load the legs safely, then a goblet or dumbbell squat; the bodyweight squat only without any load.',
    lifts: [
      'Barbell Squat',
      'Front Barbell Squat',
      'Hack Squat',
      'Leg Press',
      'Barbell Full Squat',
      'Goblet Squat',
      'Dumbbell Squat',
      'Front Squats With Two Kettlebells',
      'Split Squat with Dumbbells',
      'Squats - With Bands',
      'Squats',
    ],
  },
  hinge: {
    why: 'One heavy hinge a session trains the hamstrings, glutes and back: the deadlift or the Romanian deadlift with a bar, the trap bar for beginners, the dumbbell or kettlebell version at home; a glute bridge without any load.',
    lifts: [
      'Romanian Deadlift',
      'Barbell Deadlift',
      'Trap Bar Deadlift',
      'Stiff-Legged Barbell Deadlift',
      'Stiff-Legged Dumbbell Deadlift',
      'Kettlebell One-Legged Deadlift',
      'Barbell Hip Thrust',
      'Band Good Morning',
      'Single Leg Glute Bridge',
      'Butt Lift (Bridge)',
    ],
  },
  'horizontal-push': {
    why: 'The bench press is the upper body main lift; dumbbells where there is no bar, a machine in a gym without a spotter, push-ups without equipment.',
    lifts: [
      'Barbell Bench Press - Medium Grip',
      'Dumbbell Bench Press',
      'Machine Bench Press',
      'Barbell Incline Bench Press - Medium Grip',
      'Bench Press - With Bands',
      'Push-ups',
      'Incline Push-Up',
    ],
  },
  'vertical-push': {
    why: 'A standing or seated overhead press builds the shoulders and holds up the bench press; dumbbells and machines are as good (the standing military press and the seated dumbbell press are a beginner’s), a band press without weights.',
    lifts: [
      'Barbell Shoulder Press',
      'Dumbbell Shoulder Press',
      'Standing Military Press',
      'Seated Dumbbell Press',
      'Machine Shoulder (Military) Press',
      'Seated Cable Shoulder Press',
      'Kettlebell Arnold Press',
      'Shoulder Press - With Bands',
      'Handstand Push-Ups',
    ],
  },
  'horizontal-pull': {
    why: 'A row balances every press: the barbell row, the one-arm dumbbell row (supported, so the back is safe), the cable row in a gym; an inverted row under a bar or table without weights.',
    lifts: [
      'Bent Over Barbell Row',
      'One-Arm Dumbbell Row',
      'Seated Cable Rows',
      'Bent Over Two-Dumbbell Row',
      'One-Arm Kettlebell Row',
      'Inverted Row',
    ],
  },
  'vertical-pull': {
    why: 'Pull-ups and chin-ups are the pulling main lift; the lat pulldown and the band-assisted pull-up build up to them.',
    lifts: [
      'Pullups',
      'Chin-Up',
      'Wide-Grip Lat Pulldown',
      'Close-Grip Front Lat Pulldown',
      'Band Assisted Pull-Up',
    ],
  },
};

const PATTERN_BY_NAME = new Map<string, Pattern>(
  PATTERNS.flatMap((pattern) => STAPLES[pattern].lifts.map((name) => [name, pattern] as const)),
);

/** The staple pattern of an exercise, when it is a staple. */
export const stapleOf = (name: string): Pattern | undefined => PATTERN_BY_NAME.get(name);

/** A staple's rank in its pattern (0 is the best); Infinity when it is not a staple. */
export function stapleRank(name: string): number {
  const pattern = stapleOf(name);
  return pattern === undefined ? Infinity : STAPLES[pattern].lifts.indexOf(name);
}

/**
 * Accessories per muscle (the small slots the week's volume gives a group), best first. A slot
 * draws among the first two the member can do, with the block's seed: the same accessory all
 * block, another now and then in the next block.
 */
export const ACCESSORIES: Record<string, Staples> = {
  quadriceps: {
    why: 'After the squat: a machine that loads the quads without the back (leg press, hack squat, leg extension), then single-leg work with dumbbells; bodyweight lunges and squats without any load.',
    lifts: [
      'Leg Press',
      'Leg Extensions',
      'Hack Squat',
      'Dumbbell Lunges',
      'Split Squat with Dumbbells',
      'Goblet Squat',
      'Dumbbell Step Ups',
      'Barbell Walking Lunge',
      'Squats - With Bands',
      'Lunges',
      'Squats',
    ],
  },
  hamstrings: {
    why: 'A leg curl trains the hamstrings at the knee, where the hinge does not; a light stiff-legged deadlift or a single-leg one when there is no machine.',
    lifts: [
      'Lying Leg Curls',
      'Seated Leg Curl',
      'Standing Leg Curl',
      'Glute Ham Raise',
      'Stiff-Legged Dumbbell Deadlift',
      'Kettlebell One-Legged Deadlift',
      'Seated Band Hamstring Curl',
      'Floor Glute-Ham Raise',
      'Band Good Morning',
    ],
  },
  glutes: {
    why: 'A hip thrust or glute bridge loads the glutes where they are strongest; a pull-through or a cable kickback in a gym; a single-leg bridge or band work at home.',
    lifts: [
      'Barbell Hip Thrust',
      'Barbell Glute Bridge',
      'Pull Through',
      'One-Legged Cable Kickback',
      'Single Leg Glute Bridge',
      'Hip Extension with Bands',
      'Butt Lift (Bridge)',
      'Glute Kickback',
    ],
  },
  calves: {
    why: 'A standing raise for the calf, a seated one for the soleus; with dumbbells or a band at home.',
    lifts: [
      'Standing Calf Raises',
      'Seated Calf Raise',
      'Calf Press On The Leg Press Machine',
      'Standing Dumbbell Calf Raise',
      'Standing Barbell Calf Raise',
      'Calf Raise On A Dumbbell',
      'Calf Raises - With Bands',
    ],
  },
  chest: {
    why: 'After the bench press: an incline press for the upper chest, a flye for the stretch; push-ups without equipment.',
    lifts: [
      'Incline Dumbbell Press',
      'Dumbbell Flyes',
      'Cable Chest Press',
      'Incline Cable Flye',
      'Machine Bench Press',
      'Incline Dumbbell Flyes',
      'Push-ups',
      'Incline Push-Up',
    ],
  },
  lats: {
    why: 'A pulldown in a gym (its load goes up in small steps), chin-ups on a bar, a straight-arm pulldown for the lats alone.',
    lifts: [
      'Wide-Grip Lat Pulldown',
      'Close-Grip Front Lat Pulldown',
      'Straight-Arm Pulldown',
      'Chin-Up',
      'Pullups',
      'V-Bar Pulldown',
      'Band Assisted Pull-Up',
    ],
  },
  'middle back': {
    why: 'A supported row (cable, chest on an incline bench, one arm on a bench) trains the back without tiring the lower back after the main row.',
    lifts: [
      'Seated Cable Rows',
      'One-Arm Dumbbell Row',
      'Dumbbell Incline Row',
      'T-Bar Row with Handle',
      'Inverted Row',
      'Bent Over Two-Dumbbell Row',
      'One-Arm Kettlebell Row',
    ],
  },
  shoulders: {
    why: 'Lateral raises and rear-delt work are what the presses leave out; a band pull-apart at home.',
    lifts: [
      'Side Lateral Raise',
      'Cable Seated Lateral Raise',
      'Face Pull',
      'Reverse Flyes',
      'Cable Rear Delt Fly',
      'Reverse Machine Flyes',
      'Band Pull Apart',
      'Shoulder Press - With Bands',
    ],
  },
  biceps: {
    why: 'A curl with a bar or dumbbells, a hammer curl for the forearm side; a machine or cable where there is one.',
    lifts: [
      'Barbell Curl',
      'Dumbbell Bicep Curl',
      'Hammer Curls',
      'EZ-Bar Curl',
      'Incline Dumbbell Curl',
      'Cable Preacher Curl',
      'Machine Bicep Curl',
      'Concentration Curls',
    ],
  },
  triceps: {
    why: 'A pushdown or an overhead extension (the long head, which the presses barely stretch); dips on a bench at home.',
    lifts: [
      'Triceps Pushdown',
      'Cable Rope Overhead Triceps Extension',
      'Lying Triceps Press',
      'Seated Triceps Press',
      'Standing Dumbbell Triceps Extension',
      'Close-Grip Barbell Bench Press',
      'Parallel Bar Dip',
      'Tricep Dips',
      'Tricep Dumbbell Kickback',
    ],
  },
};

/** An accessory's rank for its muscle (0 is the best); Infinity when it is not on the list. */
export function accessoryRank(muscle: string, name: string): number {
  const index = ACCESSORIES[muscle]?.lifts.indexOf(name) ?? -1;
  return index < 0 ? Infinity : index;
}

/**
 * Families of one movement: one of each in a session, since a second adds nothing the first did
 * not (three bridges are one exercise three times).
 */
const FAMILIES: readonly [string, RegExp][] = [
  ['bridge', /\bbridge\b|\bhip thrust\b|\bhip lift\b/i],
  ['kickback', /\bkickback\b/i],
  ['swing', /\bswings?\b/i],
  ['leg-curl', /\bleg curls?\b|\bhamstring curl\b/i],
];
/** Families by name, found once: the generator asks for every candidate of every session. */
const families = new Map<string, string | null>();
/** Names kept at most (the catalogue's are under a thousand); past it the map starts again. */
const FAMILY_NAMES_KEPT = 5_000;

export const familyOf = (name: string): string | undefined => {
  let family = families.get(name);
  if (family === undefined) {
    family = FAMILIES.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
    if (families.size >= FAMILY_NAMES_KEPT) families.clear();
    families.set(name, family);
  }
  return family ?? undefined;
};

/** A heavy hinge: at most one of them in a session (they load the same back and hamstrings). */
const HEAVY_HINGE = /\bdeadlift\b|\bgood morning\b|\brack pull\b|\bhip thrust\b/i;
export const isHeavyHinge = (exercise: Pick<CatalogueExercise, 'name' | 'loadType'>) =>
  // The catalogue gives the trap bar no load type; it is loaded like a barbell.
  (exercise.loadType !== null || /\btrap bar\b/i.test(exercise.name)) &&
  HEAVY_HINGE.test(exercise.name);

interface Rule {
  why: string;
  leaves: (exercise: CatalogueExercise) => boolean;
  /** An athletic-performance plan may hold them (its level rules still apply). */
  athletic?: boolean;
}

/** What a general member's generated plan never holds, each with its reason. */
export const NOT_IN_PLANS: readonly Rule[] = [
  {
    why: 'Olympic lifts and their derivatives (cleans, snatches, jerks) are skills to learn with a coach, not a loaded exercise to progress alone.',
    leaves: (e) =>
      e.category === 'olympic weightlifting' ||
      /\b(clean|snatch|jerk)\b/i.test(e.name) ||
      /\bhigh pull\b/i.test(e.name),
    athletic: true,
  },
  {
    why: 'Strongman events need their implements and a spotter.',
    leaves: (e) => e.category === 'strongman',
  },
  {
    why: 'Upright rows pinch the shoulder for little gain over lateral raises.',
    leaves: (e) => /\bupright row\b/i.test(e.name),
  },
  {
    why: 'Thrusters, seesaw presses and Turkish get-ups are conditioning or skill moves; as strength work they cannot be progressed like a press.',
    leaves: (e) => /\bthruster\b|\bseesaw\b|\bsee-saw\b|\bget-up\b|\bpirate ships?\b/i.test(e.name),
  },
  {
    why: 'Jumps and throws train power, not strength: they belong to an athletic or interval session, not to a strength slot.',
    leaves: (e) =>
      e.category === 'strength' && /\bjump\b|\bthrow\b|\bslam\b|\bplyo\b/i.test(e.name),
  },
  {
    why: 'Curiosities: names no lifter recognises, or moves done better another way (a band walk, a flye with a bar, a curl on a flexor bench).',
    leaves: (e) =>
      /^(Monster Walk|Bodyweight Flyes|Flexor Incline Dumbbell Curls|London Bridges|Frankenstein Squat|Jefferson Squats|Kneeling Squat|Car Deadlift|Axle Deadlift)$/i.test(
        e.name,
      ) ||
      /\bwith chains\b|\bwith bands\b.*\b(squat|deadlift|bench)\b|^reverse band\b/i.test(e.name),
  },
];

const leftOut = (exercise: CatalogueExercise, athletic: boolean) =>
  NOT_IN_PLANS.some((rule) => !(athletic && rule.athletic) && rule.leaves(exercise));

/** Each exercise's verdicts (plans, athletic plans), judged once: every generation asks for all. */
const verdicts = new WeakMap<CatalogueExercise, readonly [boolean, boolean]>();

/** May a generated plan hold this exercise? (Swap and search offer the whole library.) */
export const inPlans = (exercise: CatalogueExercise, athletic = false): boolean => {
  let verdict = verdicts.get(exercise);
  if (!verdict) {
    verdict = [!leftOut(exercise, false), !leftOut(exercise, true)];
    verdicts.set(exercise, verdict);
  }
  return verdict[athletic ? 1 : 0];
};
