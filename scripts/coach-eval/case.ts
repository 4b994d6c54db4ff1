import type { CoachTurn } from '#server/features/coach/coach-types.ts';

/** One question of the built-in coach's evaluation, with the facts its answer must hold. */
export interface Case {
  ask: string;
  /** Every one of these must be in the answer. */
  expect: (string | RegExp)[];
  /** None of these may be. */
  never?: (string | RegExp)[];
  /** Earlier turns (the member's own words). */
  history?: CoachTurn[];
  /** The answer family the question belongs to. */
  kind: string;
  /**
   * How it is said, for the development set's coverage: words of another family ("my physio",
   * "my equipment", "my plan"), a typo, a short form, a follow-up.
   */
  style?: readonly ('cross' | 'typo' | 'short' | 'follow-up')[];
  /**
   * Who asks: Jordan (default: imperial, Pro, dumbbells and a bench, loads logged) or Sam (metric,
   * Basic, build muscle, dumbbells and bands, a history of reps and seconds with no loads).
   */
  member?: 'jordan' | 'sam';
}

export const user = (content: string): CoachTurn => ({ role: 'user', content });

/** The refusal's opening words. */
export const REFUSAL = /^I can only talk about your own training and your own data/;

/** A numbered workout in the answer. */
export const WORKOUT_LIST = /^1\. .+\n2\. /m;

/** A session named for the upper body whose muscles are the legs', or the other way round. */
export const NAME_CONTRADICTS_MUSCLES = [
  /\*\*[^*\n]*\bUpper\b[^*\n]*\*\* \([^)\n]*\b(hamstrings|quadriceps|calves|adductors|abductors|glutes)\b/,
  /\*\*[^*\n]*\bLower\b[^*\n]*\*\* \([^)\n]*\b(chest|lats|middle back|shoulders|biceps|triceps)\b/,
];

/** The medical refusal's words, which a question about a note must never get. */
export const MEDICAL_REFUSAL = /question for your doctor/;
