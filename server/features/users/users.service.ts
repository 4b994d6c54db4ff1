import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { bodyWeightProblem } from '#common/schemas/fields.ts';
import type { UpdateUserSchema } from '#common/schemas/users.ts';
import { measurementRule } from '#common/measurement-rules.ts';
import { asMeasurementType } from '../measurements/index.ts';
import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import { exercisesFromCanonical } from '#common/training/exercise-units.ts';
import {
  DEFAULT_UNITS,
  isUnits,
  lengthFromCanonical,
  type Units,
  weightFromCanonical,
  weightToCanonical,
} from '#common/units.ts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  chatMessages,
  creditLedger,
  dailyLogs,
  measurements,
  notes,
  payments,
  savedWorkouts,
  subscriptionChanges,
  subscriptions,
  users,
  workoutGenerations,
  workouts,
  type UserRow,
} from '../../db/schema/index.ts';
import { AppError, invalidField, notFound } from '../../http/errors.ts';
import { clearCounter, hitCounter, tooManyAttempts } from '../../http/throttle.ts';
import { deleteExportFilesOf } from '../../integrations/sheets/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { toUser } from './users.presenter.ts';

export async function getUser(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User');
  return row;
}

/**
 * Applies an allowlisted update (the schema admits profile and preference fields only). Weights
 * are in `units` (the update's own, else the member's stored unit) and stored in pounds.
 */
export async function updateUser(
  db: Db,
  id: string,
  input: z.output<typeof UpdateUserSchema>,
  storedUnits: Units,
): Promise<UserRow> {
  const units = input.units ?? storedUnits;
  for (const field of ['currentWeight', 'targetWeight'] as const) {
    const value = input[field];
    const problem = value === undefined ? null : bodyWeightProblem(value, units);
    if (problem) throw invalidField(field, problem, 'Invalid user data');
  }
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.level !== undefined) changes.level = input.level;
  if (input.goals !== undefined) changes.goals = input.goals;
  if (input.equipment !== undefined) changes.equipment = input.equipment;
  if (input.currentWeight !== undefined) {
    changes.currentWeight = weightToCanonical(input.currentWeight, units);
  }
  if (input.targetWeight !== undefined) {
    changes.targetWeight = weightToCanonical(input.targetWeight, units);
  }
  if (input.units !== undefined) changes.units = input.units;
  if (input.plates !== undefined) {
    // Each plate once, heaviest first.
    changes.plates = input.plates && {
      ...input.plates,
      plates: [...new Set(input.plates.plates)].sort((a, b) => b - a),
    };
  }
  if (input.timeAvailable !== undefined) changes.timeAvailable = input.timeAvailable;
  if (input.daysPerWeek !== undefined) changes.daysPerWeek = input.daysPerWeek;
  if (input.newsletterConsent !== undefined) changes.newsletterConsent = input.newsletterConsent;
  if (Object.keys(changes).length === 0) return getUser(db, id);
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound('User');
  return row;
}

const DELETE_WINDOW_MS = 15 * 60 * 1000;
const DELETE_MAX_ATTEMPTS = 5;

/**
 * Deletes the account after checking the password (5 wrong attempts per 15 minutes per account,
 * then 429). Every row of the member goes with it (foreign keys cascade), sessions included.
 */
export async function deleteAccount(
  db: Db,
  id: string,
  password: string,
  dataDir: string,
): Promise<void> {
  const user = await getUser(db, id);
  const key = `delete-account:${id}`;
  const attempts = await hitCounter(db, key, DELETE_WINDOW_MS);
  if (attempts.count > DELETE_MAX_ATTEMPTS) {
    throw tooManyAttempts('password attempts', attempts.resetInMs);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('INVALID_CREDENTIALS', 'Password is incorrect');
  }
  // Spreadsheet files live on disk: remove them while their rows still say which they are.
  await deleteExportFilesOf(db, dataDir, id);
  await db.delete(users).where(eq(users.id, id));
  await clearCounter(db, key);
}

/** Everything stored about the member, for the "download my data" JSON. */
export async function exportAccount(db: Db, id: string) {
  const user = await getUser(db, id);
  const [
    subscription,
    workoutRows,
    generationRows,
    savedRows,
    measurementRows,
    chatRows,
    ledgerRows,
    changeRows,
    paymentRows,
    dailyLogRows,
    noteRows,
  ] = await Promise.all([
    db.select().from(subscriptions).where(eq(subscriptions.userId, id)),
    db.select().from(workouts).where(eq(workouts.userId, id)).orderBy(asc(workouts.createdAt)),
    db.select().from(workoutGenerations).where(eq(workoutGenerations.userId, id)),
    db.select().from(savedWorkouts).where(eq(savedWorkouts.userId, id)),
    db.select().from(measurements).where(eq(measurements.userId, id)),
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.userId, id))
      .orderBy(asc(chatMessages.createdAt)),
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, id))
      .orderBy(asc(creditLedger.createdAt)),
    db
      .select()
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.userId, id))
      .orderBy(asc(subscriptionChanges.createdAt)),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(asc(payments.createdAt)),
    db.select().from(dailyLogs).where(eq(dailyLogs.userId, id)).orderBy(asc(dailyLogs.date)),
    db.select().from(notes).where(eq(notes.userId, id)).orderBy(asc(notes.createdAt)),
  ]);
  const sub = subscription[0];
  // Every weight and length in the member's own unit, like everything else they read.
  const units: Units = isUnits(user.units) ? user.units : DEFAULT_UNITS;
  const inUnits = <R extends { exercises: WorkoutExercise[] }>(row: R) => ({
    ...row,
    exercises: exercisesFromCanonical(row.exercises, units),
  });
  return {
    exportedAt: new Date().toISOString(),
    units,
    profile: toUser(user),
    subscription: sub
      ? {
          tier: sub.tier,
          status: sub.status,
          flexCredits: sub.flexCredits,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
        }
      : null,
    subscriptionChanges: changeRows.map(({ userId: _u, ...row }) => row),
    payments: paymentRows.map(({ userId: _u, providerRef: _p, ...row }) => row),
    workouts: workoutRows.map(({ userId: _u, ...row }) => inUnits(row)),
    workoutGenerations: generationRows.map(({ userId: _u, ...row }) => inUnits(row)),
    savedWorkouts: savedRows.map(({ userId: _u, ...row }) => inUnits(row)),
    measurements: measurementRows.map(({ userId: _u, ...row }) => {
      const { kind, unit } = measurementRule(asMeasurementType(row.type), units);
      const value =
        kind === 'weight'
          ? weightFromCanonical(row.value, units)
          : lengthFromCanonical(row.value, units);
      return { ...row, value, unit };
    }),
    chatMessages: chatRows.map(({ userId: _u, ...row }) => row),
    creditLedger: ledgerRows.map(({ userId: _u, ...row }) => row),
    dailyLogs: dailyLogRows.map(({ userId: _u, ...row }) => row),
    notes: noteRows.map(({ userId: _u, ...row }) => row),
  };
}

/** The columns of a member's profile: every column of `users` but the password hash. */
export type ProfileRow = Omit<UserRow, 'passwordHash'>;

const { passwordHash: _passwordHash, ...profileColumns } = getTableColumns(users);

/**
 * SQL for the profile of the users row `alias` as one JSON object, keyed like `ProfileRow`: for a
 * statement that already reads that row (the chat's session read), so the profile costs no
 * statement of its own. `profileFromJson` turns it back into a `ProfileRow`.
 */
export function profileJson(alias: string): string {
  const fields = Object.entries(profileColumns).map(
    ([key, column]) => `'${key}', ${alias}.${column.name}`,
  );
  return `json_build_object(${fields.join(', ')})`;
}

/** A `profileJson` object as a `ProfileRow`: its timestamps, text in JSON, become Dates again. */
export function profileFromJson(json: Record<string, unknown>): ProfileRow {
  const row: Record<string, unknown> = { ...json };
  for (const [key, column] of Object.entries(profileColumns)) {
    if (column.columnType === 'PgTimestamp' && typeof row[key] === 'string') {
      row[key] = new Date(row[key]);
    }
  }
  return row as ProfileRow;
}
