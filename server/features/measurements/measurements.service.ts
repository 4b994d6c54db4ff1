import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
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

export const BEFORE_MESSAGE = 'must be the id of one of your measurements';

/** The order of a history: newest date first, then newest added, then id (a total order). */
const newestFirst = [desc(measurements.date), desc(measurements.createdAt), desc(measurements.id)];

/**
 * A page of the member's measurements (of one type, or all), newest first. `before`: the id of
 * the last measurement of the page before (keyset paging, so an old page costs what the first
 * does); an id that is not one of the member's measurements is a 400.
 */
export async function listMeasurements(
  db: Db,
  userId: string,
  {
    type,
    limit = MEASUREMENT_HISTORY_LIMIT,
    before,
  }: { type?: MeasurementType; limit?: number; before?: string } = {},
) {
  const conditions: SQL[] = [eq(measurements.userId, userId)];
  if (type !== undefined) conditions.push(eq(measurements.type, type));
  if (before !== undefined) {
    const [cursor] = await db
      .select({ id: measurements.id })
      .from(measurements)
      .where(and(eq(measurements.userId, userId), eq(measurements.id, before)));
    if (!cursor) throw invalidField('querystring.before', BEFORE_MESSAGE);
    conditions.push(
      sql`(${measurements.date}, ${measurements.createdAt}, ${measurements.id}) < (select m.date, m.created_at, m.id from ${measurements} m where m.id = ${before})`,
    );
  }
  return db
    .select()
    .from(measurements)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Weeks of weigh-ins the weight trend gives (a year of weekly weigh-ins, or of daily ones). */
export const WEIGHT_TREND_WEEKS = 52;

/**
 * The member's weight in a few rows, whatever the length of their history: the first and the
 * latest weigh-in (where the weight progress starts and stands) and the mean (and number) of
 * the weigh-ins of each week (Monday to Sunday) of the newest WEIGHT_TREND_WEEKS weeks with one,
 * newest first. The database reads the weigh-ins; only the weeks travel.
 */
export async function weightHistory(db: Db, userId: string) {
  const weight = and(eq(measurements.userId, userId), eq(measurements.type, 'weight'));
  const monday = sql<string>`(${measurements.date} - (extract(isodow from ${measurements.date})::int - 1))::text`;
  const [first, latest, weeks] = await Promise.all([
    db
      .select()
      .from(measurements)
      .where(weight)
      .orderBy(asc(measurements.date), asc(measurements.createdAt), asc(measurements.id))
      .limit(1),
    db
      .select()
      .from(measurements)
      .where(weight)
      .orderBy(...newestFirst)
      .limit(1),
    db
      .select({
        week: monday,
        mean: sql<number>`avg(${measurements.value})::float8`,
        count: sql<number>`count(*)::int`,
      })
      .from(measurements)
      .where(weight)
      .groupBy(sql`1`)
      .orderBy(sql`1 desc`)
      .limit(WEIGHT_TREND_WEEKS),
  ]);
  return {
    first: first[0] ?? null,
    latest: latest[0] ?? null,
    weeks: weeks.map((w) => ({ week: w.week, mean: Number(w.mean), count: Number(w.count) })),
  };
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
