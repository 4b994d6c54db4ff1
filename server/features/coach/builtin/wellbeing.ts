import { addDays } from '#common/streaks.ts';
import { describeChange, goalLabels, plural, thisWeekCount } from '../facts.ts';
import type { Context } from './answer-kit.ts';
import {
  bullets,
  days,
  daysPerWeekOf,
  firstName,
  joinWords,
  pick,
  when,
  workoutsWord,
} from './answer-kit.ts';

/* Built-in coach answers: Motivation and recovery, tied to the member's streak, goal and last workouts. */

export async function motivation(ctx: Context): Promise<string> {
  const [user, stats, trend] = await Promise.all([
    ctx.data.profile(),
    ctx.data.stats(),
    ctx.data.measurementTrend('weight'),
  ]);
  const name = firstName(user);
  const goal = goalLabels(user)[0];
  const planned = daysPerWeekOf(user);
  const opener = pick(
    [
      `You've got this, ${name}!`,
      `Let's go, ${name}!`,
      `Proud of the work you're putting in, ${name}.`,
    ],
    ctx.text,
  );
  const lines: string[] = [];
  if (stats.totalWorkouts === 0) {
    lines.push(
      `Every streak starts with day one, ${name}. You haven't completed a workout yet, and that's fine: a short session today at /workout counts. ${goal ? `It's the first step towards **${goal}**.` : ''}`.trim(),
    );
    return lines.join('\n\n');
  }
  const s = stats.currentStreak;
  if (s >= 7)
    lines.push(
      `${opener} **${days(s)} in a row**: a full week or more. That's how habits are built.`,
    );
  else if (s >= 3)
    lines.push(`${opener} **${days(s)} in a row**: good consistency. Keep the chain going today.`);
  else if (s >= 1)
    lines.push(
      `${opener} You trained today: that's your streak at **${days(s)}**. Show up again tomorrow.`,
    );
  else {
    lines.push(
      `${opener} You've already completed **${workoutsWord(stats.totalWorkouts)}**${stats.lastWorkoutDate ? `, the last on ${when(stats.lastWorkoutDate, ctx.today)}` : ''}. Your longest streak is **${days(stats.longestStreak)}**, so you know you can do it: one session today restarts the chain.`,
    );
  }
  const facts: string[] = [];
  if (trend && trend.entries > 1 && user.targetWeight !== null && trend.change !== 0) {
    const losing = user.targetWeight < trend.first.value;
    if (trend.change < 0 === losing) {
      facts.push(
        `You're already **${describeChange(trend.change, trend.unit)}** since your first weigh-in.`,
      );
    }
  }
  if (planned) {
    const week = thisWeekCount(stats);
    facts.push(
      week >= planned
        ? `This week's target is done: ${week} of ${planned} workouts.`
        : `This week: ${week} of ${planned} workouts, ${plural(planned - week, 'more session')} to hit your plan.`,
    );
  }
  if (goal) facts.push(`Every session moves you towards **${goal}**.`);
  if (facts.length > 0) lines.push(facts.join(' '));
  return lines.join('\n\n');
}

export async function recovery(ctx: Context): Promise<string> {
  const [stats, history] = await Promise.all([ctx.data.stats(), ctx.data.recentWorkouts(10)]);
  const lines: string[] = [];
  if (stats.currentStreak >= 5) {
    lines.push(
      `You've trained **${days(stats.currentStreak)} in a row**: plan a rest or light mobility day soon so your body can recover and come back stronger.`,
    );
  } else if (stats.lastWorkoutDate) {
    lines.push(
      `Your last completed workout was on ${when(stats.lastWorkoutDate, ctx.today)}, and your current streak is ${days(stats.currentStreak)}.`,
    );
  } else {
    lines.push(
      "You haven't completed a workout yet, so recovery isn't a worry: start at /workout.",
    );
  }
  const yesterday = addDays(ctx.today, -1);
  const recentMuscles = ctx.data.exercises.mainMuscles(
    history.filter((w) => w.completed && (w.date === yesterday || w.date === ctx.today)),
  );
  if (recentMuscles.length > 0) {
    lines.push(
      `You recently trained ${joinWords(recentMuscles)}: give them about 48 hours before working them hard again.`,
    );
  }
  lines.push(
    bullets([
      'Mild muscle soreness 1 to 3 days after a workout is normal; sharp or joint pain is not: stop and see a professional.',
      'Sleep 7 to 9 hours, drink water through the day and eat enough protein.',
      'On rest days, light movement (a walk, easy stretching) helps more than lying still.',
    ]),
  );
  return lines.join('\n\n');
}
