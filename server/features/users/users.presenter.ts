import type { SessionUser } from '#common/schemas/auth.ts';
import type { User } from '#common/schemas/users.ts';
import type { UserRow } from '../../db/schema/index.ts';

export function toSessionUser(
  row: Pick<UserRow, 'id' | 'email' | 'firstName' | 'isAdmin' | 'goals'>,
): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    isAdmin: row.isAdmin,
    goals: row.goals,
  };
}

export function toUser(row: UserRow): User {
  return {
    ...toSessionUser(row),
    gender: row.gender,
    level: row.level,
    equipment: row.equipment,
    workoutLocation: row.workoutLocation,
    hasInjury: row.hasInjury,
    injuries: row.injuries,
    currentWeight: row.currentWeight,
    targetWeight: row.targetWeight,
    muscleTarget: row.muscleTarget,
    enduranceGoal: row.enduranceGoal,
    targetDate: row.targetDate,
    startDate: row.startDate,
    timeAvailable: String(row.timeAvailable),
    daysPerWeek: String(row.daysPerWeek),
    newsletterConsent: row.newsletterConsent,
    createdAt: row.createdAt.toISOString(),
  };
}
