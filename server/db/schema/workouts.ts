import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Workout history: one row per logged session (completed or not). */
export const workouts = pgTable(
  'workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    exercises: jsonb('exercises').$type<WorkoutExercise[]>().notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    completed: boolean('completed').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workouts_user_date_idx').on(t.userId, t.date)],
);

/** Every generated workout: the free tier's weekly count and the generator's variety both read it. */
export const workoutGenerations = pgTable(
  'workout_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    exercises: jsonb('exercises').$type<WorkoutExercise[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workout_generations_user_created_idx').on(t.userId, t.createdAt)],
);

export const savedWorkouts = pgTable(
  'saved_workouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    exercises: jsonb('exercises').$type<WorkoutExercise[]>().notNull(),
    /** Minutes. */
    timeEstimate: integer('time_estimate').notNull(),
    difficulty: text('difficulty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_workouts_user_idx').on(t.userId)],
);
