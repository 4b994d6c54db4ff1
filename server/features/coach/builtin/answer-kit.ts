import type { UserStats } from '#common/schemas/workouts.ts';
import type { User } from '#common/schemas/users.ts';
import type { Classification } from './intents.ts';
import { formatDate, plural, relativeDay } from '../facts.ts';
import type { CoachData, CoachRequest } from '../coach-types.ts';

/** What one answer is built from: the request, the member's data and the classification. */
export interface Context {
  request: CoachRequest;
  data: CoachData;
  cls: Classification;
  text: string;
  today: string;
}

export type Answer = (ctx: Context) => Promise<string>;

/** A stable index in [0, n) from the message, for deterministic variety. */
export function pick<T>(items: readonly T[], seed: string): T {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  return items[(hash >>> 0) % items.length]!;
}

export const firstName = (user: User) => user.firstName.trim() || 'Champion';

export const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

export const days = (n: number) => plural(n, 'day');
export const workoutsWord = (n: number) => plural(n, 'workout');

export { daysPerWeekOf, minutesOf } from '../facts.ts';

/** "Mon 9 Mar 2026 (yesterday)". */
export const when = (date: string, today: string) =>
  `${formatDate(date)} (${relativeDay(date, today)})`;

/** One real figure to anchor a general answer. */
export function keyFigure(stats: UserStats, today: string): string {
  if (stats.totalWorkouts === 0) {
    return "You haven't completed a workout yet: start your first one at /workout.";
  }
  const last = stats.lastWorkoutDate ? `, the last on ${when(stats.lastWorkoutDate, today)}` : '';
  return `You've completed **${workoutsWord(stats.totalWorkouts)}** so far${last}, and your current streak is **${days(stats.currentStreak)}**.`;
}

export function streakMessage(streak: number): string | null {
  if (streak >= 7) return "That's a full week or more in a row: outstanding consistency!";
  if (streak >= 3) return 'Good consistency: keep it going!';
  return null;
}

export const joinWords = (words: readonly string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
