import { sql } from 'drizzle-orm';
import type { MemberPlates } from '#common/schemas/users.ts';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    gender: text('gender').notNull().default('other'),
    level: text('level').notNull().default('intermediate'),
    goals: jsonb('goals').$type<string[]>().notNull().default([]),
    equipment: jsonb('equipment').$type<string[]>().notNull().default([]),
    workoutLocation: text('workout_location').notNull().default(''),
    hasInjury: text('has_injury').notNull().default('no'),
    injuries: jsonb('injuries').$type<string[]>().notNull().default([]),
    /** Pounds, whatever the member's units. */
    currentWeight: doublePrecision('current_weight'),
    targetWeight: doublePrecision('target_weight'),
    muscleTarget: text('muscle_target').notNull().default(''),
    enduranceGoal: text('endurance_goal').notNull().default(''),
    targetDate: date('target_date', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }),
    timeAvailable: integer('time_available').notNull().default(45),
    daysPerWeek: integer('days_per_week').notNull().default(3),
    newsletterConsent: boolean('newsletter_consent').notNull().default(false),
    /** 'imperial' or 'metric': the unit the member sends and reads. Stored values are lb and in. */
    units: text('units').$type<'imperial' | 'metric'>().notNull().default('imperial'),
    /** The member's bar and plates, in the unit they were entered in; null: the usual set. */
    plates: jsonb('plates').$type<MemberPlates>(),
    /** Referral code captured at sign-up; the affiliate programme attributes it. */
    referredByCode: text('referred_by_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin member list, newest first, paged by (joined, id).
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export type UserRow = typeof users.$inferSelect;
