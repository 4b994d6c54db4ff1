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

  const { candidates } = candidatesOf(getTrainingPool());
  const replaced =
    candidates.find((c) => c.exercise.id === input.exercise.exerciseId) ??
    candidates.find((c) => c.key === compactName(input.exercise.name));
  if (!replaced) throw notFound('Exercise');
  const excluded = new Set([...(input.exclude ?? []), replaced.exercise.id]);
  const stretch = replaced.exercise.category === 'stretching';
  const options = candidates
    .filter(
      (c) =>
        !excluded.has(c.exercise.id) &&
        c.primary === replaced.primary &&
        (c.exercise.category === 'stretching') === stretch &&
        canDo(equipment, c.needs) &&
        levelAllows(level, c, 'general-fitness'),
    )
    .sort((a, b) => Number(b.core) - Number(a.core) || b.familiarity - a.familiarity)
    .slice(0, SWAP_ALTERNATIVES);
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
