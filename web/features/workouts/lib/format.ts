/** "m:ss" (or "h:mm:ss" from one hour) for a number of seconds. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "12-15 reps" / "45 seconds": what the exercise asks for. */
export function describeTarget(exercise: { reps?: string; duration?: string }): string {
  const reps = exercise.reps?.trim();
  if (reps) return /[a-z]/i.test(reps) ? reps : `${reps} reps`;
  return exercise.duration?.trim() || 'As prescribed';
}

export { capitalize } from '#web/lib/text.ts';

/** "1 exercise", "3 exercises". */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
