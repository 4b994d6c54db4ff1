import type { Context } from './answer-kit.ts';
import { bullets, days, firstName, keyFigure, workoutsWord } from './answer-kit.ts';

/* Built-in coach answers: Greeting, thanks, help and the fallback. */

const CAPABILITIES = bullets([
  '**Streak and totals**: "What\'s my streak?", "How many workouts have I done?"',
  '**Your workouts and lifts**: "What did I do last time?", "My best bench?", "How do I progress next session?"',
  '**Today\'s training**: "What should I train today?", "Exercises for my back", "How do I do lunges?"',
  '**Measurements and goals**: "How is my weight going?", "How many weeks to my target?"',
  '**Food, notes and settings**: "Protein today?", "What did I write about my knee?", "What equipment do I have?", "How many credits do I have?"',
  '**Saved workouts, motivation, recovery and safety**',
]);

export async function help(ctx: Context, kind: 'greeting' | 'help'): Promise<string> {
  const [user, stats] = await Promise.all([ctx.data.profile(), ctx.data.stats()]);
  const name = firstName(user);
  const opening =
    kind === 'greeting'
      ? `Hi ${name}! I'm Flex, your coach.`
      : `I'm Flex, your coach, ${name}. I answer from your own training data.`;
  return [`${opening} ${keyFigure(stats, ctx.today)}`, 'Ask me about:', CAPABILITIES].join('\n\n');
}

/**
 * A message no answer family matched: say plainly what Flex can and cannot do, and what to ask.
 * No figures: nothing was asked about them.
 */
export async function fallback(ctx: Context): Promise<string> {
  if (/^\W*$/.test(ctx.text)) return help(ctx, 'help');
  const name = firstName(await ctx.data.profile());
  return [
    `I can't help with that one, ${name}. I answer from your own FlexCoach data and coach your training; I can't look things up on the web (news, weather, prices) or diagnose anything.`,
    'Ask me about:',
    CAPABILITIES,
  ].join('\n\n');
}

export async function thanks(ctx: Context): Promise<string> {
  const [user, stats] = await Promise.all([ctx.data.profile(), ctx.data.stats()]);
  const next =
    stats.totalWorkouts === 0
      ? 'Your first workout is waiting at /workout.'
      : stats.currentStreak > 0
        ? `Keep that **${days(stats.currentStreak)}** streak going!`
        : `You've got **${workoutsWord(stats.totalWorkouts)}** behind you: the next one starts at /workout.`;
  return `You're welcome, ${firstName(user)}! ${next}`;
}
