import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Level } from '#common/constants.ts';
import { EquipmentListSchema, LevelSchema } from '#common/schemas/fields.ts';
import { type SwapExerciseSchema, type WorkoutExercise } from '#common/schemas/workouts.ts';
import { resolveToday, utcToday } from '#common/streaks.ts';
import { exercisesFromCanonical } from '#common/training/exercise-units.ts';
import { DEFAULT_UNITS, isUnits } from '#common/units.ts';
import { restOf, setsOf } from '#common/training/session-time.ts';
import type { Db } from '../../../db/client.ts';
import { users, workouts } from '../../../db/schema/index.ts';
import { notFound } from '../../../http/errors.ts';
import {
  getTrainingPool,
  type Candidate,
  candidatesOf,
  canDo,
  compactName,
  levelAllows,
} from '../../exercises/index.ts';
import { type Prescription, roleOf } from './goal-plans.ts';
import { progressExercise, sessionsByExercise, sessionsOf } from './prescription.ts';
import { HISTORY_SIZE } from './generation.service.ts';
import { toWorkoutExercise } from './generator.ts';

/*
 * Swapping an exercise of the workout on screen: alternatives that train the same primary muscle
 * with the member's equipment and level, most familiar first, each prescribed like the generator
 * prescribes (the same reps or time as the one replaced, loads from the member's history).
 */

export const SWAP_ALTERNATIVES = 6;

/** The library exercise a logged or planned one is (by id, else by name); undefined if none. */
export function swapTarget(exercise: { exerciseId?: string; name: string }): Candidate | undefined {
  const { candidates } = candidatesOf(getTrainingPool());
  return (
    candidates.find((c) => c.exercise.id === exercise.exerciseId) ??
    candidates.find((c) => c.key === compactName(exercise.name))
  );
}

/**
 * What the Swap dialog offers for `replaced`, and what Flex names for "what can I do instead of":
 * the same primary muscle, the same kind of work (a stretch for a stretch), within the member's
 * equipment and level, the program's core lifts first, then the most familiar.
 */
export function swapChoices(
  replaced: Candidate,
  member: { equipment: readonly string[]; level: Level },
  exclude: readonly string[] = [],
): Candidate[] {
  const excluded = new Set([...exclude, replaced.exercise.id]);
  const stretch = replaced.exercise.category === 'stretching';
  return candidatesOf(getTrainingPool())
    .candidates.filter(
      (c) =>
        !excluded.has(c.exercise.id) &&
        c.primary === replaced.primary &&
        (c.exercise.category === 'stretching') === stretch &&
        canDo(member.equipment, c.needs) &&
        levelAllows(member.level, c, 'general-fitness'),
    )
    .sort((a, b) => Number(b.core) - Number(a.core) || b.familiarity - a.familiarity)
    .slice(0, SWAP_ALTERNATIVES);
}

export async function swapAlternatives(
  db: Db,
  userId: string,
  input: z.output<typeof SwapExerciseSchema>,
): Promise<WorkoutExercise[]> {
  const [profile] = await db
    .select({ level: users.level, equipment: users.equipment, units: users.units })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!profile) throw notFound('User');
  const units = isUnits(profile.units) ? profile.units : DEFAULT_UNITS;
  const level = LevelSchema.safeParse(profile.level).data ?? ('intermediate' as Level);
  const equipment = EquipmentListSchema.safeParse(profile.equipment).data ?? ['no-equipment'];

  const replaced = swapTarget(input.exercise);
  if (!replaced) throw notFound('Exercise');
  const options = swapChoices(replaced, { equipment, level }, input.exclude ?? []);
  if (options.length === 0) return [];

  const history = await db
    .select({ date: workouts.date, completed: workouts.completed, exercises: workouts.exercises })
    .from(workouts)
    .where(eq(workouts.userId, userId))
    .orderBy(desc(workouts.date), desc(workouts.createdAt))
    .limit(HISTORY_SIZE);
  const sessions = sessionsByExercise(
    history.map((w) => ({ ...w, exercises: exercisesFromCanonical(w.exercises, units) })),
  );
  const today = resolveToday(input.today, utcToday()) ?? utcToday();
  const planned = (c: Candidate): Prescription =>
    input.exercise.reps && !c.timed
      ? { reps: input.exercise.reps }
      : { duration: input.exercise.duration ?? '30 seconds' };
  return options.map((candidate) => {
    const { prescription, fields } = progressExercise(
      candidate,
      planned(candidate),
      sessionsOf(sessions, candidate),
      { units, today },
    );
    // The replacement takes the place, sets and rest of the exercise it replaces.
    return toWorkoutExercise({
      candidate,
      prescription,
      fields,
      block: input.exercise.block === 'cool-down' ? 'cool-down' : 'main',
      role: roleOf(candidate, false),
      dose: { sets: setsOf(input.exercise), restS: restOf(input.exercise) },
    });
  });
}
