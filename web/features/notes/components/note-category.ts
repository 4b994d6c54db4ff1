import { NOTE_CATEGORIES, type NoteCategory } from '#common/constants.ts';

/** The label shown for a category ("general" -> "General"); unknown stored values as they are. */
export function categoryLabel(category: string): string {
  return (NOTE_CATEGORIES as readonly string[]).includes(category)
    ? category.charAt(0).toUpperCase() + category.slice(1)
    : category;
}

export const isNoteCategory = (value: string): value is NoteCategory =>
  (NOTE_CATEGORIES as readonly string[]).includes(value);
