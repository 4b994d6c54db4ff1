import type { Goal, Level } from '#common/constants.ts';
import { type Candidate, FOCUS, type FocusKey } from '../../exercises/index.ts';

/* The goal plans (what a session of each goal is made of), the prescriptions, and time. */

export type SlotKind = 'strength' | 'conditioning' | 'stretch' | 'plyo' | 'core';

interface GoalPlan {
  /** The slot kinds of one round, repeated until the time is used. */
  round: readonly SlotKind[];
  title(focus: FocusKey): string;
}

export const GOAL_PLANS: Record<Goal, GoalPlan> = {
  'build-muscle': {
    round: ['strength'],
    title: (focus) => `${FOCUS[focus].label} Strength`,
  },
  'lose-weight': {
    round: ['strength', 'conditioning'],
    title: (focus) => `${FOCUS[focus].label} Fat Burn`,
  },
  'improve-endurance': {
    round: ['conditioning', 'strength', 'conditioning', 'core'],
    title: (focus) => `${FOCUS[focus].label} Endurance Intervals`,
  },
  'increase-flexibility': {
    round: ['stretch'],
    title: () => 'Mobility & Flexibility Flow',
  },
  'general-fitness': {
    round: ['strength', 'strength', 'conditioning', 'core', 'stretch'],
    title: (focus) => `${FOCUS[focus].label} Fitness`,
  },
  'athletic-performance': {
    round: ['plyo', 'strength', 'plyo', 'strength', 'core'],
    title: (focus) => `${FOCUS[focus].label} Power & Agility`,
  },
};

/** The goal a session's title was written for ("Upper Body Fat Burn": lose weight), if any. */
export function goalOfTitle(title: string): Goal | null {
  for (const [goal, plan] of Object.entries(GOAL_PLANS) as [Goal, GoalPlan][]) {
    if ((Object.keys(FOCUS) as FocusKey[]).some((focus) => plan.title(focus) === title)) {
      return goal;
    }
  }
  return null;
}

export const KIND_CATEGORIES: Record<SlotKind, readonly string[]> = {
  strength: ['strength', 'powerlifting', 'olympic weightlifting', 'strongman'],
  conditioning: ['cardio', 'plyometrics'],
  plyo: ['plyometrics'],
  stretch: ['stretching'],
  core: ['strength'],
};

export type Prescription = { reps: string } | { duration: string };

export const seconds = (n: number): Prescription => ({ duration: `${n} seconds` });
export const reps = (range: string): Prescription => ({ reps: range });

/*
 * Roles and doses (decision 033): what an exercise is for in the session decides its sets, its
 * reps and its rest, as a coach writes a program. The main lift (the session's first compound) is
 * heavier and rests longest; accessories take the middle; isolation and core work are higher
 * reps with short rests; intervals and stretches keep their timed holds.
 */
export type Role = 'main' | 'accessory' | 'isolation' | 'core' | 'conditioning' | 'stretch';

export interface Dose {
  sets: number;
  /** Seconds between sets. */
  restS: number;
  /** The rest is the member's own choice (kept as chosen, never lengthened to fill time). */
  chosen?: boolean;
}

export function roleOf(candidate: Candidate, isMain: boolean): Role {
  const { exercise, timed } = candidate;
  if (exercise.category === 'stretching') return 'stretch';
  if (exercise.category === 'cardio' || exercise.category === 'plyometrics') return 'conditioning';
  // A plank is core work, held rather than counted.
  if (candidate.primary === 'abdominals') return 'core';
  // A held strength move (a wall sit, a side plank) is hard work of its muscles.
  if (timed) return exercise.category === 'strength' ? 'isolation' : 'conditioning';
  if (exercise.mechanic !== 'compound') return 'isolation';
  return isMain ? 'main' : 'accessory';
}

/** Sets and rest by goal and role: [sets, rest] for main, accessory, isolation, core. */
const DOSES: Record<Goal, Record<Exclude<Role, 'conditioning' | 'stretch'>, [number, number]>> = {
  'build-muscle': { main: [4, 150], accessory: [3, 90], isolation: [3, 60], core: [3, 60] },
  'general-fitness': { main: [3, 120], accessory: [3, 90], isolation: [3, 60], core: [3, 60] },
  'lose-weight': { main: [3, 90], accessory: [3, 60], isolation: [3, 45], core: [3, 45] },
  'athletic-performance': {
    main: [4, 180],
    accessory: [3, 90],
    isolation: [3, 60],
    core: [3, 60],
  },
  'improve-endurance': { main: [3, 30], accessory: [3, 30], isolation: [3, 30], core: [3, 30] },
  'increase-flexibility': { main: [3, 60], accessory: [3, 60], isolation: [3, 60], core: [3, 60] },
};

export function doseOf(role: Role, goal: Goal, level: Level): Dose {
  if (role === 'stretch') return { sets: 2, restS: 15 };
  // Intervals: short rests (plyometric jumps need a full minute to stay explosive).
  if (role === 'conditioning') {
    return { sets: 3, restS: goal === 'athletic-performance' ? 60 : 30 };
  }
  const [sets, restS] = DOSES[goal][role];
  // A beginner's main lift: at most 3 sets and a shorter rest while the weights are light.
  if (role === 'main' && level === 'beginner') {
    return { sets: Math.min(3, sets), restS: restS - 30 };
  }
  return { sets, restS };
}

/** The most sets an exercise of a role gets when a session has time to spare. */
export const MAX_SETS_BY_ROLE: Record<Role, number> = {
  main: 5,
  accessory: 4,
  isolation: 4,
  core: 3,
  conditioning: 4,
  stretch: 4,
};

export function prescribe(
  candidate: Candidate,
  goal: Goal,
  level: Level,
  role: Role,
): Prescription {
  const { exercise, timed } = candidate;
  if (role === 'stretch') return seconds(30);
  const conditioning = role === 'conditioning';
  const core = role === 'core';
  // A bodyweight main lift progresses by reps: it keeps the accessory's range.
  const heavy = role === 'main' && exercise.loadType !== null;
  switch (goal) {
    case 'improve-endurance':
      return seconds(45);
    case 'lose-weight':
      return timed || conditioning ? seconds(40) : reps(heavy ? '8-12' : '12-15');
    case 'build-muscle':
      if (timed) return seconds(level === 'beginner' ? 30 : level === 'intermediate' ? 45 : 60);
      if (core || role === 'isolation') return reps('12-15');
      if (heavy) return reps(level === 'beginner' ? '8-12' : '6-10');
      return reps('8-12');
    case 'athletic-performance':
      if (timed) return seconds(30);
      if (exercise.category === 'plyometrics') return reps('6-8');
      if (exercise.category === 'olympic weightlifting') return reps('3-5');
      if (core || role === 'isolation') return reps('10-12');
      if (heavy) return reps(level === 'beginner' ? '6-8' : '4-6');
      return reps('8-10');
    case 'general-fitness':
    case 'increase-flexibility':
    default:
      if (timed || conditioning) return seconds(30);
      if (core || role === 'isolation') return reps('12-15');
      return reps(heavy ? '8-12' : '10-12');
  }
}

// ---------------------------------------------------------------------------------------------
// Time: one set of rules for the generator, the workout screen and the session.

export {
  exerciseSeconds,
  restAfter,
  setWorkSeconds,
  type Timing,
  workoutSeconds,
} from '#common/training/session-time.ts';

export const firstNumber = (text: string) => {
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : undefined;
};
export const lastNumber = (text: string) => {
  const all = text.match(/\d+/g);
  return all ? Number(all[all.length - 1]) : undefined;
};
