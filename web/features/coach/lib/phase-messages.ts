import type { ExerciseGuide } from '#common/schemas/exercises.ts';

/*
 * Flex's reactions to the workout screen's phases (spec part 1 section 4): an exercise gives a tip,
 * then (1 s later) the how-to instructions and tips from the guide; a rest gives a random
 * encouragement; completion gives a congratulation. Local messages: no request to the chat, no
 * credit.
 */

export const GUIDE_MESSAGE_DELAY_MS = 1000;

export const EXERCISE_TIPS = [
  'Focus on form over speed: controlled reps build strength safely.',
  'Brace your core and keep breathing: exhale on the effort.',
  'Quality beats quantity. Stop a set early rather than let your form break down.',
  'Own every rep: full range of motion, steady tempo.',
] as const;

export const REST_ENCOURAGEMENTS = [
  'Great set! Shake it out and breathe deeply. 😤',
  "Nice work! Use this rest to sip some water. You've earned it. 💧",
  "You're doing amazing. Recover now, then finish strong! 💪",
  'Every set counts. Slow your breathing and get ready for the next one. 🔥',
  "That's how it's done! Stay loose, the next round is yours. ⚡",
] as const;

/** The tip posted when an exercise comes up (the tip rotates with the exercise's position). */
export function exerciseTipMessage(name: string, index: number): string {
  const tip = EXERCISE_TIPS[Math.abs(index) % EXERCISE_TIPS.length]!;
  return `**Up now: ${name}** 💪\n\n${tip}`;
}

/**
 * The how-to message from the exercise guide: the steps, then the tips (one per line, prefixed, so
 * they read as Flex's words next to the guide cards).
 */
export function exerciseGuideMessage(
  guide: Pick<ExerciseGuide, 'name' | 'instructions' | 'tips'>,
): string {
  const parts = [`**How to do ${guide.name}:**`];
  if (guide.instructions.length > 0) {
    parts.push(guide.instructions.map((step, i) => `Step ${i + 1}: ${step}`).join('\n'));
  }
  if (guide.tips.length > 0) {
    parts.push(guide.tips.map((tip) => `💡 Tip: ${tip}`).join('\n'));
  }
  return parts.join('\n\n');
}

/** A random encouragement for a rest; `upNext` names the next exercise after an exercise rest. */
export function restMessage(random: () => number = Math.random, upNext?: string | null): string {
  const index = Math.min(
    REST_ENCOURAGEMENTS.length - 1,
    Math.floor(random() * REST_ENCOURAGEMENTS.length),
  );
  const line = REST_ENCOURAGEMENTS[Math.max(0, index)]!;
  return upNext ? `${line}\n\n**Up next: ${upNext}**` : line;
}

/** The congratulation on completion, with the session's real figures when known. */
export function completeMessage(summary?: { exercises: number; minutes: number } | null): string {
  const lines = ['🎉 **Workout complete!** Amazing work today.'];
  if (summary) {
    const exercises = `${summary.exercises} ${summary.exercises === 1 ? 'exercise' : 'exercises'}`;
    const minutes = `${summary.minutes} ${summary.minutes === 1 ? 'minute' : 'minutes'}`;
    lines.push(`You finished ${exercises} in ${minutes}.`);
  }
  lines.push('Stretch, hydrate and refuel: recovery is where the progress happens.');
  return lines.join('\n\n');
}
