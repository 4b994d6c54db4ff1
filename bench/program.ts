/**
 * What the program prescribes, followed for four weeks through the pure engine (no server): for
 * each reference profile, the distinct exercises, the hard sets and estimated minutes of each
 * session, and the hard sets per major muscle each week (from the catalogue's primary muscles).
 * The lifter does every set at the top of its range. Run with `node --import tsx bench/program.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { Level } from '#common/constants.ts';
import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import { addDays } from '#common/streaks.ts';
import { blockPosition } from '#common/training/block.ts';
import { workoutSeconds } from '#common/training/session-time.ts';
import type { Units } from '#common/units.ts';
import { getTrainingPool } from '#server/features/exercises/guides.ts';
import { logOf, topOfRange } from '#server/test/lifter.ts';
import {
  generateWorkout,
  type GeneratorProfile,
  type HistoryWorkout,
} from '#server/features/workouts/generation/generator.ts';

interface Reference {
  name: string;
  profile: GeneratorProfile;
  /** Training days of the week, 0 = Monday. */
  days: readonly number[];
}

const profile = (
  level: Level,
  equipment: string[],
  daysPerWeek: number,
  timeAvailable: number,
  units: Units,
): GeneratorProfile => ({
  level,
  goals: ['build-muscle'],
  equipment,
  daysPerWeek,
  timeAvailable,
  units,
});

export const REFERENCES: readonly Reference[] = [
  {
    name: 'intermediate, full gym, 4 days, 60 min',
    profile: profile('intermediate', ['full-gym'], 4, 60, 'metric'),
    days: [0, 1, 3, 4],
  },
  {
    name: 'beginner, bodyweight, 3 days, 30 min',
    profile: {
      ...profile('beginner', ['no-equipment'], 3, 30, 'metric'),
      goals: ['general-fitness'],
    },
    days: [0, 2, 4],
  },
  {
    name: 'intermediate, dumbbells only, imperial, 3 days, 45 min',
    profile: profile('intermediate', ['dumbbells'], 3, 45, 'imperial'),
    days: [0, 2, 4],
  },
];

/** The major muscle groups the weekly volume is counted for. */
export const MAJOR_MUSCLES = [
  'chest',
  'lats',
  'middle back',
  'quadriceps',
  'hamstrings',
  'glutes',
  'shoulders',
  'biceps',
  'triceps',
  'calves',
  'abdominals',
] as const;

const JOINED = '2026-01-05'; // a Monday
const hard = (e: WorkoutExercise) =>
  e.block !== 'cool-down' &&
  e.category !== 'cardio' &&
  e.category !== 'stretching' &&
  e.category !== 'plyometrics';

export interface ProgramFigures {
  name: string;
  distinctExercises: number;
  sessions: { day: string; title: string; hardSets: number; minutes: number }[];
  weeklySets: Record<string, number>[];
}

export function followProgram(reference: Reference, weeks = 4): ProgramFigures {
  const catalogue = getTrainingPool();
  const history: HistoryWorkout[] = [];
  const names = new Set<string>();
  const sessions: ProgramFigures['sessions'] = [];
  const weeklySets: Record<string, number>[] = [];
  for (let week = 0; week < weeks; week++) {
    const volume: Record<string, number> = Object.fromEntries(MAJOR_MUSCLES.map((m) => [m, 0]));
    for (const offset of reference.days) {
      const day = addDays(JOINED, week * 7 + offset);
      const position = blockPosition(JOINED, day, reference.profile.level);
      const workout = generateWorkout(reference.profile, {
        catalogue,
        history,
        seed: `report|${day}|0`,
        today: day,
        block: { position, seed: `report|block-${position.number}` },
      });
      const working = workout.exercises.filter(hard);
      for (const e of working) {
        names.add(e.name);
        const muscle = e.primaryMuscles?.[0];
        if (muscle && muscle in volume) volume[muscle]! += e.sets;
      }
      sessions.push({
        day,
        title: workout.title,
        hardSets: working.reduce((sum, e) => sum + e.sets, 0),
        minutes: Math.round(workoutSeconds(workout.exercises) / 60),
      });
      history.unshift(
        logOf(day, workout, topOfRange(reference.profile.units === 'metric' ? 20 : 45), 0),
      );
    }
    weeklySets.push(volume);
  }
  return { name: reference.name, distinctExercises: names.size, sessions, weeklySets };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const reference of REFERENCES) {
    const figures = followProgram(reference);
    console.info(`\n## ${figures.name}`);
    console.info(`distinct exercises over 4 weeks: ${figures.distinctExercises}`);
    console.info(
      `sessions (hard sets / minutes): ${figures.sessions.map((s) => `${s.hardSets}/${s.minutes}`).join(', ')}`,
    );
    figures.weeklySets.forEach((week, i) => {
      const line = Object.entries(week)
        .map(([muscle, sets]) => `${muscle} ${sets}`)
        .join(', ');
      console.info(`week ${i + 1} sets: ${line}`);
    });
  }
}
