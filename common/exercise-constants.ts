/**
 * The exercise library's categories, muscles and difficulties, free of zod so pages can import
 * them without loading it; `common/schemas/exercises.ts` re-exports them.
 */

export const EXERCISE_CATEGORIES = [
  'strength',
  'stretching',
  'plyometrics',
  'strongman',
  'powerlifting',
  'cardio',
  'olympic weightlifting',
] as const;

export const MUSCLES = [
  'abdominals',
  'abductors',
  'adductors',
  'biceps',
  'calves',
  'chest',
  'forearms',
  'glutes',
  'hamstrings',
  'lats',
  'lower back',
  'middle back',
  'neck',
  'quadriceps',
  'shoulders',
  'traps',
  'triceps',
] as const;

/** Difficulty shown on guides: the catalogue's "expert" reads as Advanced. */
export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** Library results per page: a phone screen and a half. */
export const LIBRARY_PAGE_SIZE = 24;

/**
 * The library's first page with no filter, as `/exercises` asks for it: the server announces it
 * with the page's HTML (a preload) so it downloads beside the scripts.
 */
export const LIBRARY_FIRST_PAGE = `/api/exercises/search?limit=${LIBRARY_PAGE_SIZE}&offset=0`;
