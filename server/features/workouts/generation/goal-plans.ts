import type { Goal, Level } from '#common/constants.ts';
import {
  REST_BETWEEN_EXERCISES_S,
  REST_BETWEEN_SETS_S,
  SETS_PER_EXERCISE,
  type WorkoutExercise,
} from '#common/schemas/workouts.ts';
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

export function prescribe(candidate: Candidate, goal: Goal, level: Level): Prescription {
  const { exercise, timed } = candidate;
  const category = exercise.category;
  if (category === 'stretching') return seconds(30);
  const conditioning = category === 'cardio' || category === 'plyometrics';
  const core = candidate.primary === 'abdominals';
  switch (goal) {
    case 'improve-endurance':
      return seconds(45);
    case 'lose-weight':
      return timed || conditioning ? seconds(40) : reps('12-15');
    case 'build-muscle':
      if (timed) return seconds(level === 'beginner' ? 30 : level === 'intermediate' ? 45 : 60);
      if (core) return reps('12-15');
      if (exercise.mechanic === 'isolation') return reps('10-12');
      return reps(level === 'beginner' ? '10-12' : '8-12');
    case 'athletic-performance':
      if (timed) return seconds(30);
      if (category === 'plyometrics') return reps('6-8');
      if (category === 'olympic weightlifting') return reps('3-5');
      if (core || exercise.mechanic === 'isolation') return reps('10-12');
      return reps(level === 'beginner' ? '8-10' : '5-8');
    case 'general-fitness':
    case 'increase-flexibility':
    default:
      if (timed || conditioning) return seconds(30);
      return reps(core ? '12-15' : '10-12');
  }
}

// ---------------------------------------------------------------------------------------------
// Time

/** Seconds of work in one set: the duration, or about 3 s per rep at the top of the range. */
export function setWorkSeconds(exercise: Pick<WorkoutExercise, 'reps' | 'duration'>): number {
  if (exercise.duration) return firstNumber(exercise.duration) ?? 30;
  if (exercise.reps) return (lastNumber(exercise.reps) ?? 10) * 3;
  return 30;
}

/** Seconds for one exercise: its sets with the rests between them (not the rest after it). */
export function exerciseSeconds(exercise: Pick<WorkoutExercise, 'reps' | 'duration'>): number {
  return (
    SETS_PER_EXERCISE * setWorkSeconds(exercise) + (SETS_PER_EXERCISE - 1) * REST_BETWEEN_SETS_S
  );
}

/** Seconds for a workout: every exercise, and 120 s between consecutive exercises. */
export function workoutSeconds(exercises: readonly Pick<WorkoutExercise, 'reps' | 'duration'>[]) {
  if (exercises.length === 0) return 0;
  return (
    exercises.reduce((sum, e) => sum + exerciseSeconds(e), 0) +
    (exercises.length - 1) * REST_BETWEEN_EXERCISES_S
  );
}

export const firstNumber = (text: string) => {
  const match = /\d+/.exec(text);
  return match ? Number(match[0]) : undefined;
};
export const lastNumber = (text: string) => {
  const all = text.match(/\d+/g);
  return all ? Number(all[all.length - 1]) : undefined;
};
