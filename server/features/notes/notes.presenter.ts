import type { Note } from '#common/schemas/notes.ts';
import type { notes } from '../../db/schema/index.ts';

type NoteRow = typeof notes.$inferSelect;

/** A stored note as the API answers it (text fields exactly as stored: plain text, never HTML). */
export function toNote(row: NoteRow): Note {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    content: row.content,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
