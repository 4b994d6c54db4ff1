import type { SessionUser } from '#common/schemas/auth.ts';
import type { User } from '#common/schemas/users.ts';
import { DEFAULT_UNITS, isUnits, type Units, weightFromCanonical } from '#common/units.ts';
import type { UserRow } from '../../db/schema/index.ts';

export function toSessionUser(
  row: Pick<UserRow, 'id' | 'email' | 'firstName' | 'isAdmin' | 'goals' | 'units'>,
): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    isAdmin: row.isAdmin,
    goals: row.goals,
    units: isUnits(row.units) ? row.units : DEFAULT_UNITS,
  };
}

const weightIn = (pounds: number | null, units: Units) =>
  pounds === null ? null : weightFromCanonical(pounds, units);

/** The member's profile, weights in their unit (stored in pounds). */
export function toUser(row: Omit<UserRow, 'passwordHash'>): User {
  const units = isUnits(row.units) ? row.units : DEFAULT_UNITS;
  return {
    ...toSessionUser(row),
    gender: row.gender,
    level: row.level,
    equipment: row.equipment,
    workoutLocation: row.workoutLocation,
    hasInjury: row.hasInjury,
    injuries: row.injuries,
    currentWeight: weightIn(row.currentWeight, units),
    targetWeight: weightIn(row.targetWeight, units),
    muscleTarget: row.muscleTarget,
    enduranceGoal: row.enduranceGoal,
    targetDate: row.targetDate,
    startDate: row.startDate,
    timeAvailable: String(row.timeAvailable),
    daysPerWeek: String(row.daysPerWeek),
    newsletterConsent: row.newsletterConsent,
    units,
    plates: row.plates ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
