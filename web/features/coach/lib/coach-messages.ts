import { GOAL_LABELS, TIER_CONFIG, type Goal, type Tier } from '#common/constants.ts';

/*
 * Flex's local lines (spec part 1 section 4): the greeting, the streak messages. No request and no
 * credit is involved; every figure comes from the member's own data.
 */

export const isPaidTier = (tier: Tier): boolean => tier !== 'free';

/** "Ask Flex" on paid plans, "Flex" on the free plan (spec part 1 section 2). */
export const coachLabel = (tier: Tier): string => (isPaidTier(tier) ? 'Ask Flex' : 'Flex');

const GOAL_PHRASES: Record<Goal, string> = {
  'lose-weight': 'lose weight',
  'build-muscle': 'build muscle',
  'improve-endurance': 'improve your endurance',
  'general-fitness': 'improve your general fitness',
  'increase-flexibility': 'increase your flexibility',
  'athletic-performance': 'boost your athletic performance',
};

/** What the member is working towards, from their first goal (an id or a label). */
export function goalPhrase(goal: string | undefined): string | null {
  if (!goal?.trim()) return null;
  const id = goal.trim().toLowerCase().replace(/\s+/g, '-');
  if (id in GOAL_PHRASES) return GOAL_PHRASES[id as Goal];
  const label = Object.entries(GOAL_LABELS).find(
    ([, text]) => text.toLowerCase() === goal.trim().toLowerCase(),
  );
  return label ? GOAL_PHRASES[label[0] as Goal] : `work on "${goal.trim()}"`;
}

/** The first line of every greeting: identifies it in tests and in the conversation. */
export function greetingOpening(firstName: string): string {
  const name = firstName.trim() || 'Champion';
  return `Hey ${name}! I'm Flex, your AI fitness coach.`;
}

/**
 * The greeting added once per opening of the chat (and once on `/flex`), tailored to the first
 * name, the plan and the first goal.
 */
export function buildGreeting(input: {
  firstName: string;
  tier: Tier;
  goals: readonly string[];
}): string {
  const goal = goalPhrase(input.goals[0]);
  const lines = [`👋 ${greetingOpening(input.firstName)}`];
  if (isPaidTier(input.tier)) {
    lines.push(
      `${goal ? `Let's ${goal} together. ` : ''}Your ${TIER_CONFIG[input.tier].name} plan includes unlimited coaching: ask me about your workouts, your progress, exercise form or what to train today.`,
    );
  } else {
    lines.push(
      `${goal ? `I'm here to help you ${goal}. ` : ''}Tap a quick action for a free answer, or type a question: each typed message uses 1 Flex Credit.`,
    );
  }
  return lines.join('\n\n');
}

/** Streak messages (spec part 1 section 4): 7+ days a full week, 3+ good consistency. */
export function streakMessage(streak: number): string {
  if (streak >= 7)
    return `🔥 ${streak} days in a row: a full week of training! You're unstoppable. Keep it going!`;
  if (streak >= 3)
    return `💪 ${streak} days in a row: great consistency! Habits are built exactly like this.`;
  if (streak >= 1)
    return `✅ ${streak === 1 ? '1 day' : `${streak} days`} in a row. Great start: train again tomorrow to grow your streak!`;
  return "🌱 Every streak starts with one workout. Let's make today day one!";
}
