/*
 * Synonyms for the built-in coach: a few ways members say the same thing, rewritten to the words
 * the answer families score ("when did I last hit the gym?" -> "what was my last workout?"). Run
 * after typo correction, on lower-case text; each rewrite keeps the rest of the message as it was.
 */

const PHRASES: readonly (readonly [RegExp, string])[] = [
  // The last workout.
  [
    /\bwhen (did|was) i last (work(ed)? ?out|train(ed)?|exercise[ds]?|lift(ed)?|at the gym|in the gym|go to the gym|hit the gym)\b/g,
    'what was my last workout',
  ],
  [
    /\b(my )?(last|latest|most recent) (gym (session|visit|day)|training session|trip to the gym)\b/g,
    'my last workout',
  ],
  // The week.
  [
    /\bhow (was|is|has been|did|'s) my (training )?week( been| going| go)?\b|\bhow('s| is) this week going\b|\bmy week so far\b/g,
    'how many workouts this week',
  ],
  // Sessions at the gym are workouts.
  [/\bgym (sessions|visits|days)\b/g, 'workouts'],
  [/\bgym (session|visit|day)\b/g, 'workout'],
  [/\bexercised\b/g, 'trained'],
  // Today's plan.
  [/\btoday'?s (workout|session|training|plan)\b/g, 'workout for today'],
  [/\bwhat am i (doing|training|lifting|working on) today\b/g, 'what should i train today'],
  // Body weight now.
  [
    /\bhow (much|heavy) (do|am) i (weigh|weight)\b|\bwhat do i weigh\b|\bmy (current|present) (body ?)?weight\b/g,
    'my current weight',
  ],
  // Records.
  [/\bpbs\b/g, 'prs'],
  [/\bpb\b/g, 'pr'],
  // Water.
  [/\bh2o\b/g, 'water'],
  [/\bfluids?\b/g, 'water'],
];

/** The message with members' phrasings rewritten to the coach's own words. */
export function canonicalPhrases(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}
