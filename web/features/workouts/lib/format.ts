export { formatClock } from '#web/lib/format.ts';

/** "12-15 reps" / "45 seconds": what the exercise asks for. */
export function describeTarget(exercise: { reps?: string; duration?: string }): string {
  const reps = exercise.reps?.trim();
  if (reps) return /[a-z]/i.test(reps) ? reps : `${reps} reps`;
  return exercise.duration?.trim() || 'As prescribed';
}

export { capitalize } from '#web/lib/text.ts';

/** "1 exercise", "3 exercises". */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
