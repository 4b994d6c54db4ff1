import { liftWordIn } from './lift-words.ts';
import { SHORTER_ASK } from './asks.ts';

/*
 * What a message names besides its intent, read once by the classifier: the day or period, the
 * nutrients, the minutes and equipment of a workout asked for, and a lift. Answers read these
 * fields, never the text again.
 */

export const NUTRIENTS = [
  { key: 'protein', pattern: /\bprotein\b/, label: 'protein', unit: 'g' },
  { key: 'calories', pattern: /\bcalories?\b|\bkcal\b/, label: 'calories', unit: 'kcal' },
  { key: 'carbs', pattern: /\bcarbs?\b|\bcarbohydrates?\b/, label: 'carbs', unit: 'g' },
  { key: 'fats', pattern: /\bfats?\b/, label: 'fat', unit: 'g' },
  {
    key: 'waterIntake',
    pattern: /\bwater\b|\bhydrat|\bdrank\b|\bdrink\b/,
    label: 'water',
    unit: 'ml',
  },
] as const;
export type Nutrient = (typeof NUTRIENTS)[number];

/** Equipment a message names ("with dumbbells", "no equipment"), as the member's equipment ids. */
const EQUIPMENT_WORDS: readonly [RegExp, string][] = [
  [
    /\b(no|without|zero) (equipment|gear|weights)\b|\bbody ?weight( only)?\b|\bat home with nothing\b/,
    'no-equipment',
  ],
  [/\bdumb ?bells?\b/, 'dumbbells'],
  [/\bkettle ?bells?\b/, 'kettlebells'],
  [/\bbarbells?\b/, 'barbell'],
  [/\b(resistance )?bands?\b/, 'resistance-bands'],
  [/\bpull[\s-]?up bar\b/, 'pull-up-bar'],
  [/\bbench\b/, 'bench'],
  [/\b(full )?gym\b/, 'full-gym'],
];

/** Minutes a message asks for ("a 20-minute workout", "30 mins"): 10 to 120. */
export function minutesIn(text: string): number | null {
  const match = /\b(\d{1,3})[\s-]?(?:min|mins|minutes?)\b/.exec(text);
  if (!match) return /\bhalf an hour\b/.test(text) ? 30 : /\ban hour\b/.test(text) ? 60 : null;
  return Math.min(120, Math.max(10, Number(match[1])));
}

/** Equipment a message leaves out ("no barbell today", "the bench is taken"), by id. */
const LEAVE_OUT_WORDS: readonly [string, string][] = [
  ['barbell', String.raw`barbells?|(?:squat |power )?racks?`],
  ['bench', String.raw`bench(?:es)?`],
  ['pull-up-bar', String.raw`pull[\s-]?up bars?`],
  ['dumbbells', String.raw`dumb ?bells?`],
  ['kettlebells', String.raw`kettle ?bells?`],
  ['full-gym', String.raw`machines?|cables?`],
  ['resistance-bands', String.raw`(?:resistance )?bands?`],
];
const NEGATION = String.raw`(?:no|without|can'?t use|cannot use|not using)(?: an?| the| my| any)?`;
const negated = (words: string) =>
  new RegExp(
    String.raw`\b${NEGATION} (?:${words})\b|\b(?:the |my )?(?:${words}) (?:is |are )?(?:taken|busy|occupied|in use|not available|unavailable)\b`,
  );
const LEAVE_OUT = LEAVE_OUT_WORDS.map(([id, words]) => [id, negated(words)] as const);
const ANY_LEFT_OUT = negated(LEAVE_OUT_WORDS.map(([, words]) => words).join('|'));

/** The equipment a message leaves out of today's workout, or null when it names none. */
export function withoutIn(text: string): string[] | null {
  const found = LEAVE_OUT.filter(([, pattern]) => pattern.test(text)).map(([id]) => id);
  return found.length > 0 ? found : null;
}

/**
 * The equipment a message limits the workout to, or null when it names none (equipment it leaves
 * out does not count: "no barbell today" is not a barbell workout).
 */
export function equipmentIn(text: string): string[] | null {
  const kept = text.replace(new RegExp(ANY_LEFT_OUT.source, 'g'), ' ');
  const found = EQUIPMENT_WORDS.filter(([pattern]) => pattern.test(kept)).map(([, id]) => id);
  return found.length > 0 ? [...new Set(found)] : null;
}

export interface Slots {
  /** The day a question is about: yesterday when it says so, else today. */
  day: 'today' | 'yesterday';
  /** A week asked about ("this week", "last week", an average per day), or null. */
  period: 'this-week' | 'last-week' | null;
  /** Nutrients named, in the order of NUTRIENTS. */
  nutrients: Nutrient[];
  /** Minutes a workout is asked for ("a 20-minute workout"), or null. */
  minutes: number | null;
  /** A shorter session asked for without a number ("make it shorter"). */
  shorter: boolean;
  /** Equipment a workout is limited to ("with dumbbells"), or null. */
  equipment: string[] | null;
  /** Equipment left out of today's workout ("no barbell today"), or null. */
  without: string[] | null;
  /** A lift named by its common word ("bench", "squat"), when no exercise is. */
  lift: string | undefined;
}

/** The slots of a normalised message. */
export function slotsOf(text: string): Slots {
  const week = /\bweek\b|\b7 days\b|\baverage\b|\bavg\b|\bper day\b|\bdaily\b/.test(text);
  return {
    day: /\byesterday\b/.test(text) ? 'yesterday' : 'today',
    period: week ? (/\blast week\b/.test(text) ? 'last-week' : 'this-week') : null,
    nutrients: NUTRIENTS.filter((n) => n.pattern.test(text)),
    minutes: minutesIn(text),
    shorter: SHORTER_ASK.test(text),
    equipment: equipmentIn(text),
    without: withoutIn(text),
    lift: liftWordIn(text),
  };
}
