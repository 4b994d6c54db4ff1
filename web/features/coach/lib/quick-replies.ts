/*
 * The free tier's quick actions (spec part 1 section 2): canned local replies shown after 500 ms,
 * without a request and without spending a credit.
 */

export const QUICK_REPLY_DELAY_MS = 500;

export const QUICK_ACTIONS = ['motivate', 'tip', 'progress', 'safety'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

/** Button label and the line added as the member's message. */
export const QUICK_ACTION_INFO: Record<QuickAction, { label: string; prompt: string }> = {
  motivate: { label: 'Motivate', prompt: 'Motivate me!' },
  tip: { label: 'Get Tip', prompt: 'Give me a tip.' },
  progress: { label: 'Progress', prompt: 'How am I doing?' },
  safety: { label: 'Safety', prompt: 'Any safety advice?' },
};

export const MOTIVATION_REPLIES = [
  "💪 You showed up, and that's the hardest part. Every rep you do today is a promise kept to yourself. Let's go!",
  "🔥 Progress is built one workout at a time. You don't have to be extreme, just consistent.",
  "🚀 The version of you that finishes today's session will be glad you started. Lace up!",
] as const;

export const TIP_REPLIES = [
  '💡 **Form first.** Slow, controlled reps beat fast, sloppy ones: lower for about 2 seconds, then push up with intent.',
  '💡 **Breathe with the movement.** Exhale on the effort (pushing or lifting), inhale as you return.',
  '💡 **Rest counts too.** Sleep 7 to 9 hours and leave 48 hours before training the same muscles hard again.',
] as const;

export const SAFETY_REPLY = [
  '🛡️ **Train safe:**',
  '- Warm up for 5 to 10 minutes before you start.',
  '- Stop if you feel sharp pain, dizziness or chest discomfort.',
  '- Stay hydrated and progress gradually.',
  '',
  "I'm an AI coach, not a doctor: for pain, an injury or a medical condition, see a qualified health professional before you continue.",
].join('\n');

export interface ProgressFacts {
  currentStreak: number;
  longestStreak: number;
  totalWorkouts: number;
}

/** The Progress reply from the member's real stats, or an honest "not available". */
export function progressReply(stats: ProgressFacts | null | undefined): string {
  if (!stats) {
    return "📊 I can't see your stats right now. Open your dashboard or the Progress page to check your streak and workouts.";
  }
  if (stats.totalWorkouts === 0) {
    return "📊 You haven't completed a workout yet. Finish your first session and I'll start tracking your streak and totals!";
  }
  const workouts = `${stats.totalWorkouts} ${stats.totalWorkouts === 1 ? 'workout' : 'workouts'}`;
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  const lines = [
    `📊 You've completed **${workouts}**.`,
    `- Current streak: ${days(stats.currentStreak)}`,
    `- Longest streak: ${days(stats.longestStreak)}`,
  ];
  const closing =
    stats.currentStreak >= 7
      ? 'A full week in a row: outstanding!'
      : stats.currentStreak >= 3
        ? 'Great consistency: keep the streak alive!'
        : stats.currentStreak >= 1
          ? 'Train again tomorrow to grow your streak.'
          : 'Your next workout starts a new streak: you can do it!';
  return `${lines.join('\n')}\n\n${closing}`;
}

/** Rotates through a list: the first use gives the first entry. */
export function createRotation<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next % items.length]!;
    next += 1;
    return item;
  };
}

const nextMotivation = createRotation(MOTIVATION_REPLIES);
const nextTip = createRotation(TIP_REPLIES);

/** The canned reply to a quick action. */
export function quickReply(action: QuickAction, stats?: ProgressFacts | null): string {
  switch (action) {
    case 'motivate':
      return nextMotivation();
    case 'tip':
      return nextTip();
    case 'progress':
      return progressReply(stats);
    case 'safety':
      return SAFETY_REPLY;
  }
}
