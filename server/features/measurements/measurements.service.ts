import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CreateMeasurementSchema,
  measurementProblem,
  type MeasurementType,
} from '#common/schemas/measurements.ts';
import type { Units } from '#common/units.ts';
import { measurementToCanonical } from './measurements.presenter.ts';
import { daysBetween, utcToday } from '#common/streaks.ts';
import type { Db } from '../../db/client.ts';
import { measurements } from '../../db/schema/index.ts';
import { AppError, invalidField } from '../../http/errors.ts';
import { isUuid } from '#common/uuid.ts';

/** History reads answer at most this many measurements, newest first. */
export const MEASUREMENT_HISTORY_LIMIT = 1000;

const measurementNotFound = () => new AppError('NOT_FOUND', 'Measurement not found');

export async function listMeasurements(db: Db, userId: string, type?: MeasurementType) {
  return db
    .select()
    .from(measurements)
    .where(
      type === undefined
        ? eq(measurements.userId, userId)
        : and(eq(measurements.userId, userId), eq(measurements.type, type)),
    )
    .orderBy(desc(measurements.date), desc(measurements.createdAt))
    .limit(MEASUREMENT_HISTORY_LIMIT);
}

export async function createMeasurement(
  db: Db,
  userId: string,
  input: z.output<typeof CreateMeasurementSchema>,
  units: Units,
) {
  const problem = measurementProblem(input.type, input.value, units);
  if (problem) throw invalidField('value', problem, 'Invalid measurement');
  // A member ahead of UTC may be on the next calendar day already; further ahead is a mistake.
  if (daysBetween(utcToday(), input.date) > 1) {
    const message = 'must not be more than 1 day in the future';
    throw new AppError('VALIDATION_FAILED', `Invalid measurement: date ${message}`, {
      fields: [{ field: 'date', message }],
    });
  }
  const [row] = await db
    .insert(measurements)
    .values({
      userId,
      type: input.type,
      value: measurementToCanonical(input.type, input.value, units),
      date: input.date,
    })
    .returning();
  return row!;
}

/**
 * Deletes one of the caller's measurements: 404 when there is none and when it is someone else's
 * (the same answer, so an id tells nothing about other members).
 */
export async function deleteMeasurement(db: Db, userId: string, id: string) {
  if (!isUuid(id)) throw measurementNotFound();
  const [row] = await db
    .select({ userId: measurements.userId })
    .from(measurements)
    .where(eq(measurements.id, id))
    .limit(1);
  if (!row) throw measurementNotFound();
  if (row.userId !== userId) throw measurementNotFound();
  await db
    .delete(measurements)
    .where(and(eq(measurements.id, id), eq(measurements.userId, userId)));
}
