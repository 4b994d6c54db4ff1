import type { z } from 'zod';
import { normalizeOption } from '#common/schemas/fields.ts';
import type { CatalogueExercise, ExerciseSearchQuerySchema } from '#common/schemas/exercises.ts';
import { getCatalogue } from './catalogue.ts';

export { getExerciseGuide } from './guides.ts';

export type ExerciseSearchQuery = z.output<typeof ExerciseSearchQuerySchema>;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Does the name match the query? Every query word must start a word of the name ("bench pr"
 * finds "Barbell Bench Press"), or the query without spaces and punctuation must appear in the
 * name written the same way ("push-up" finds "Pushups").
 */
function matchesName(name: string, query: string): boolean {
  const nameWords = words(name);
  const queryWords = words(query);
  if (queryWords.every((q) => nameWords.some((w) => w.startsWith(q)))) return true;
  const needle = compact(query);
  return needle.length > 0 && compact(name).includes(needle);
}

/** Exact name first, then names starting with the query, then the rest; by name within each. */
function rank(name: string, query: string): number {
  const n = compact(name);
  const q = compact(query);
  if (n === q) return 0;
  if (n.startsWith(q)) return 1;
  return 2;
}

export function searchExercises(query: ExerciseSearchQuery): {
  total: number;
  exercises: CatalogueExercise[];
} {
  const q = query.q?.trim() ?? '';
  const equipment =
    query.equipment !== undefined && query.equipment !== ''
      ? String(normalizeOption(query.equipment))
      : undefined;
  let matches = getCatalogue().filter(
    (exercise) =>
      (q === '' || matchesName(exercise.name, q)) &&
      (query.muscle === undefined || exercise.primaryMuscles.includes(query.muscle)) &&
      (equipment === undefined || exercise.equipment === equipment) &&
      (query.level === undefined || exercise.level === query.level) &&
      (query.category === undefined || exercise.category === query.category),
  );
  if (q !== '') {
    // The catalogue is already sorted by name and Array.prototype.sort is stable.
    matches = [...matches].sort((a, b) => rank(a.name, q) - rank(b.name, q));
  }
  return {
    total: matches.length,
    exercises: matches.slice(query.offset, query.offset + query.limit),
  };
}
