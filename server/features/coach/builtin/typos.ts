/*
 * Typo tolerance for the built-in coach: a word of five letters or more that is not a word the
 * coach knows, but is one edit (a letter added, dropped, changed or two swapped) from one, is read
 * as that word ("streek" -> "streak", "protien" -> "protein", "yesturday" -> "yesterday"). Only
 * the coach's own vocabulary is corrected, so names and note words pass through unchanged.
 */

const VOCABULARY = [
  'streak',
  'streaks',
  'workout',
  'workouts',
  'weight',
  'protein',
  'calories',
  'carbs',
  'measurement',
  'measurements',
  'exercise',
  'exercises',
  'yesterday',
  'today',
  'equipment',
  'motivation',
  'motivated',
  'recovery',
  'stretching',
  'nutrition',
  'water',
  'target',
  'progress',
  'record',
  'squats',
  'squat',
  'bench',
  'deadlift',
  'saved',
  'notes',
  'average',
  'program',
  'training',
  'trained',
  'session',
  'waist',
  'chest',
  'thighs',
  'biceps',
  'muscle',
  'muscles',
  'shoulders',
  'hamstrings',
  'schedule',
  'preferences',
  'level',
  'lifted',
  'heaviest',
  'minute',
  'minutes',
  'credits',
  'subscription',
] as const;
const KNOWN = new Set<string>(VOCABULARY);

/** True when `a` and `b` are at most one edit apart (Damerau: a swap of neighbours is one). */
function oneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one letter changed
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i); // one letter added or dropped
}

const cache = new Map<string, string>();

/** Short forms people type in a chat. */
const SHORT_FORMS: Record<string, string> = {
  wat: 'what',
  wht: 'what',
  whta: 'what',
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  hw: 'how',
  hwo: 'how',
  tdy: 'today',
  yday: 'yesterday',
  wk: 'week',
  wkout: 'workout',
  giv: 'give',
  writ: 'write',
  gimme: 'give me',
  cals: 'calories',
  kcals: 'kcal',
  benchpress: 'bench press',
  bp: 'bench press',
  ohp: 'overhead press',
  rdl: 'romanian deadlift',
  rdls: 'romanian deadlifts',
  physiotherapist: 'physio',
};

/** The vocabulary word a misspelt word means, or the word itself. */
export function correctWord(word: string): string {
  const short = SHORT_FORMS[word];
  if (short) return short;
  if (word.length < 5 || KNOWN.has(word) || !/^[a-z]+$/.test(word)) return word;
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const match = VOCABULARY.find((known) => oneEdit(word, known)) ?? word;
  if (cache.size < 5000) cache.set(word, match);
  return match;
}

/** A message with the coach's vocabulary spelt right. */
export function correctTypos(text: string): string {
  return text.replace(/[a-z]+/g, correctWord);
}
