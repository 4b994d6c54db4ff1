import { z } from 'zod';
import { NOTE_CATEGORIES, NOTE_CONTENT_MAX, NOTE_TITLE_MAX } from '../constants.ts';
import { withThousands } from '../thousands.ts';

/** The spec's message for a blank title or content. */
export const NOTE_REQUIRED_MESSAGE = 'Please fill in both title and content';

const title = z
  .string({ error: NOTE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: NOTE_REQUIRED_MESSAGE })
  .max(NOTE_TITLE_MAX, { error: `Title cannot be longer than ${NOTE_TITLE_MAX} characters` });
const content = z
  .string({ error: NOTE_REQUIRED_MESSAGE })
  .trim()
  .min(1, { error: NOTE_REQUIRED_MESSAGE })
  .max(NOTE_CONTENT_MAX, {
    error: `Content cannot be longer than ${withThousands(NOTE_CONTENT_MAX)} characters`,
  });
const category = z.enum(NOTE_CATEGORIES, {
  error: `Category must be one of: ${NOTE_CATEGORIES.join(', ')}`,
});

/** `POST /api/notes`. */
export const CreateNoteSchema = z.object({
  userId: z.string().max(100).optional(),
  title,
  content,
  category: category.default('general'),
});
export type CreateNoteInput = z.input<typeof CreateNoteSchema>;

/** `PUT /api/notes/{id}`: title and content; category optional (kept when absent). */
export const UpdateNoteSchema = z.object({ title, content, category: category.optional() });
export type UpdateNoteInput = z.input<typeof UpdateNoteSchema>;

export const NoteSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof NoteSchema>;
