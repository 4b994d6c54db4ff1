import { LEVEL_RANK } from '#common/constants.ts';
import type { ExerciseLookup } from '../coach-types.ts';

/**
 * Finding the exercise a message asks about: the ten built-in guides by their common names, then
 * catalogue names written in the message, then (after "how do I do ...", "form for ...") the
 * catalogue's best match for the words that follow.
 */

/** The built-in guides under the names people write. */
const BUILTIN_ALIASES: readonly [RegExp, string][] = [
  [/\b(push|press)[\s-]?ups?\b/, 'Push-ups'],
  [/\bsquat(s|ting)?\b/, 'Squats'],
  [/\bplanks?\b|\bplanking\b/, 'Plank'],
  [/\blunges?\b|\blunging\b/, 'Lunges'],
  [/\bburpees?\b/, 'Burpees'],
  [/\bjumping[\s-]?jacks?\b|\bstar jumps?\b/, 'Jumping Jacks'],
  [/\bmountain[\s-]?climbers?\b/, 'Mountain Climbers'],
  [/\bhigh[\s-]?knees?\b/, 'High Knees'],
  [/\bbicycle[\s-]?crunch(es)?\b/, 'Bicycle Crunches'],
  [/\btri(cep|ceps)?[\s-]?dips?\b|\bbench[\s-]?dips?\b|\bchair[\s-]?dips?\b/, 'Tricep Dips'],
];

export interface ExerciseMention {
  name: string;
  /** built-in: a guide name; exact: a catalogue name of 2+ words or after a how-to phrase. */
  strength: 'strong' | 'weak';
}

const WORD = /[a-z0-9]+(?:-[a-z0-9]+)*/g;

/** Longest run of words tried as a catalogue name. */
const MAX_NGRAM = 7;

/** A how-to question and the words after it ("how do I do a bench press" -> "bench press"). */
const HOW_TO_PATTERNS: readonly RegExp[] = [
  /\bhow (?:do|does|should|can|could|would|to|shall)(?: i| you| we| one| someone)?(?: properly| correctly)?(?: do| perform| execute| start)?(?: an?| the| my| some)? ([a-z0-9 '-]+)/,
  /\b(?:proper |correct |good |right )?(?:form|technique|tips?|cues?|instructions?|guide|steps|tutorial) (?:for|on|of|to)(?: doing| do)?(?: an?| the| my)? ([a-z0-9 '-]+)/,
  /\bwhat (?:muscles?|muscle groups?|body parts?) (?:does|do|will|is|are)(?: an?| the)? ([a-z0-9 '-]+?) (?:work|train|target|hit|use|build|worked|trained)/,
  /\b(?:explain|teach me|show me|describe)(?: how to do| how to| to do)?(?: an?| the)? ([a-z0-9 '-]+)/,
  /\bi (?:want|need) to (?:learn|do|try|practi[cs]e)(?: an?| the| some)? ([a-z0-9 '-]+)/,
];

const TRAILING =
  /\b(properly|correctly|safely|right|well|better|at home|in the gym|with good form|with dumbbells|for beginners|as a beginner|exactly|please|again)\b.*$/;

/** A how-to question is being asked ("how do I ...", "form for ...", "tips on ..."). */
export function howToPhrase(text: string): string | null {
  for (const pattern of HOW_TO_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1]) {
      const phrase = match[1].replace(TRAILING, '').trim().split(/\s+/).slice(0, 6).join(' ');
      if (phrase) return phrase;
    }
  }
  return null;
}

/** Words and phrases that never name an exercise here, whatever the catalogue holds. */
const NOT_EXERCISES = new Set([
  'clean',
  'skating',
  'butterfly',
  'pyramid',
  'bicycling',
  'adductor',
  'cocoons',
  'superman',
  'windmills',
  'snatch',
]);

/** The built-in guides under other spellings ("press-ups", "squatting", "chair dips"). */
function builtinIn(text: string): ExerciseMention | undefined {
  for (const [pattern, name] of BUILTIN_ALIASES) {
    if (pattern.test(text)) return { name, strength: 'strong' };
  }
  return undefined;
}

/**
 * The longest run of words naming an exercise: a built-in guide ("jumping jacks"), else a catalogue
 * exercise of 2+ words ("goblet squat"), or of one word when allowed. Longest first, so "goblet
 * squat" wins over "squat".
 */
function namedIn(
  text: string,
  allowSingleWord: boolean,
  exercises: ExerciseLookup,
): ExerciseMention | undefined {
  const words = text.match(WORD) ?? [];
  for (let n = Math.min(MAX_NGRAM, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const phrase = words.slice(i, i + n).join(' ');
      const builtin = exercises.builtinGuideName(phrase);
      if (builtin) return { name: builtin, strength: 'strong' };
      if (n === 1 && (!allowSingleWord || phrase.length < 4 || NOT_EXERCISES.has(phrase))) continue;
      const exercise = exercises.catalogueExercise(phrase);
      if (exercise) return { name: exercise.name, strength: n > 1 ? 'strong' : 'weak' };
    }
  }
  return undefined;
}

/**
 * The exercise a (lower-cased) message names, if any. Strong: a built-in guide name or a catalogue
 * name of several words. Weak: found only because the message asks how to do something.
 */
export function findExerciseMention(
  text: string,
  exercises: ExerciseLookup,
): ExerciseMention | undefined {
  const named = namedIn(text, false, exercises) ?? builtinIn(text);
  if (named) return named;
  const phrase = howToPhrase(text);
  if (!phrase) return undefined;
  const single = namedIn(phrase, true, exercises);
  if (single) return { name: single.name, strength: 'weak' };
  // Drop words that only make the question ("the deadlift work" -> "deadlift"), then try the
  // whole query and its tails of 2+ words ("improve bench press" -> "bench press").
  const words = phrase.split(' ').filter((w) => !STOP_WORDS.has(w));
  for (let start = 0; start < words.length; start++) {
    if (start > 0 && words.length - start < 2) break;
    const query = words.slice(start).join(' ');
    if (query.length < 3) continue;
    const best = bestSearchMatch(query, exercises);
    if (best) return { name: best, strength: 'weak' };
  }
  return undefined;
}

const COMMON_PREFIX = /^(barbell|dumbbell|bodyweight|kettlebell)\b/i;

/**
 * The catalogue's most likely meaning of a query: fewest words beyond the query's, then a
 * strength exercise with written steps, then the simpler one ("deadlift" -> "Barbell Deadlift").
 */
function bestSearchMatch(query: string, exercises: ExerciseLookup): string | undefined {
  const found = exercises.search(query, 50);
  const queryWords = query.split(' ').length;
  let best: { name: string; score: number } | undefined;
  for (const exercise of found) {
    const extra = exercise.name.split(/[\s-]+/).length - queryWords;
    const score =
      extra * 10 +
      (exercise.category === 'strength' ? 0 : 5) +
      (exercise.instructions.length === 0 ? 20 : 0) +
      LEVEL_RANK[exercise.level] -
      (COMMON_PREFIX.test(exercise.name) ? 1 : 0);
    if (!best || score < best.score) best = { name: exercise.name, score };
  }
  return best?.name;
}

const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'my',
  'some',
  'do',
  'doing',
  'i',
  'me',
  'to',
  'it',
  'them',
  'this',
  'that',
  'work',
  'exercise',
  'exercises',
  'move',
  'movement',
  'properly',
  'correctly',
  'one',
  'of',
  'for',
  'on',
  'with',
  'and',
  'or',
  'is',
  'are',
]);
