import type { Context } from './answer-kit.ts';
import { bullets, days, firstName, keyFigure, workoutsWord } from './answer-kit.ts';

/* Built-in coach answers: Greeting, thanks, help and the fallback. */

const CAPABILITIES = bullets([
  '**Streak and totals**: "What\'s my streak?", "How many workouts have I done?"',
  '**Your workouts**: "What did I do last time?", "What should I train today?"',
  '**Measurements and goals**: "How is my weight going?", "Am I on track for my goal?"',
  '**Exercises**: "How do I do lunges?", "Exercises for my back"',
  '**Saved workouts, motivation, recovery, nutrition basics and safety**',
]);

export async function help(ctx: Context, kind: 'greeting' | 'help' | 'fallback'): Promise<string> {
  const [user, stats] = await Promise.all([ctx.data.profile(), ctx.data.stats()]);
  const name = firstName(user);
  const opening =
    kind === 'greeting'
      ? `Hi ${name}! I'm Flex, your coach.`
      : kind === 'help'
        ? `I'm Flex, your coach, ${name}. I answer from your own training data.`
        : `I'm not sure what you're asking, ${name}, but I can help with your training.`;
  return [`${opening} ${keyFigure(stats, ctx.today)}`, 'Ask me about:', CAPABILITIES].join('\n\n');
}

export const fallback = (ctx: Context) => help(ctx, /^\W*$/.test(ctx.text) ? 'help' : 'fallback');

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
