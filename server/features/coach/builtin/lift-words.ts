/** Words that name a family of lifts; the logged exercise names holding one match. */
export const LIFT_WORDS = [
  'squat',
  'bench',
  'deadlift',
  'press',
  'row',
  'curl',
  'pull-up',
  'pullup',
  'chin-up',
  'chinup',
  'dip',
  'lunge',
  'push-up',
  'pushup',
  'thrust',
  'raise',
  'extension',
  'fly',
  'flye',
  'shrug',
  'clean',
  'snatch',
  'swing',
] as const;

const LIFT_WORD = new RegExp(`\\b(${LIFT_WORDS.join('|')})(e?s)?\\b`);

/** The lift word of a message ("bench"), if any. */
export function liftWordIn(text: string): string | undefined {
  return LIFT_WORD.exec(text)?.[1];
}
