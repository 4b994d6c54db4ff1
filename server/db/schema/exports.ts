import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Spreadsheet files written by the built-in (local .xlsx) sheets adapter. The file lives under the
 * data directory; it is downloaded through an authenticated URL that checks `userId` (or admin).
 */
export const exportFiles = pgTable(
  'export_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'workouts' | 'measurements' | 'master' */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('export_files_user_idx').on(t.userId, t.createdAt)],
);
