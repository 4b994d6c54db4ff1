import { date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One nutrition and hydration log per member and calendar date (unique: saves upsert). */
export const dailyLogs = pgTable(
  'daily_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    calories: integer('calories').notNull().default(0),
    /** Grams. */
    protein: integer('protein').notNull().default(0),
    carbs: integer('carbs').notNull().default(0),
    fats: integer('fats').notNull().default(0),
    /** Millilitres. */
    waterIntake: integer('water_intake').notNull().default(0),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daily_logs_user_date_idx').on(t.userId, t.date)],
);
