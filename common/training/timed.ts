/*
 * Which exercises are done for time, not reps: stretches, cardio, and held or continuous moves
 * (a plank, a wall sit, jumping jacks, a run). Shared by the generator's pool and the routine
 * editor, so an exercise picked by a member starts as the plan would prescribe it.
 */

/** Held or continuous movements: prescribed as a duration, never as reps. */
export const TIMED_NAME =
  /\bplank\b|\bside bridge\b|\bisometric\b|\bhold\b|\bwall sit\b|\bmountain climbers\b|\bhigh knees\b|\bjumping jacks\b|\bskipping\b|\bbutt kick\b|\bcarioca\b|\bdrill\b|\bclaw series\b|\bstart technique\b|\brunning\b|\bjogging\b|\bwalking(?! lunge)\b|\brope jumping\b|\bbattling ropes\b|\bsprint\b|\bskating\b|\bbicycling\b|\browing\b|\belliptical\b|\bstairmaster\b|\bstep mill\b|\bstomach vacuum\b|\bspider crawl\b/i;

/** Held, continuous, cardio or a stretch: prescribed as a duration. */
export function isTimedExercise(exercise: { name: string; category: string }): boolean {
  return (
    exercise.category === 'cardio' ||
    exercise.category === 'stretching' ||
    TIMED_NAME.test(exercise.name)
  );
}
