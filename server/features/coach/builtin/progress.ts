import type { MeasurementType } from '#common/schemas/measurements.ts';
import { weightUnit } from '#common/units.ts';
import type { Workout } from '#common/schemas/workouts.ts';
import type { User } from '#common/schemas/users.ts';
import { addDays, currentStreak, daysBetween } from '#common/streaks.ts';
import {
  type MeasurementTrend,
  describeChange,
  equipmentLabels,
  formatDate,
  goalLabels,
  levelLabel,
  measurementTrend,
  measurementTrends,
  num,
  plural,
  qty,
  thisWeekCount,
  weightGoal,
} from '../facts.ts';
import type { Context } from './answer-kit.ts';
import {
  bullets,
  days,
  daysPerWeekOf,
  firstName,
  minutesOf,
  streakMessage,
  when,
  workoutsWord,
} from './answer-kit.ts';

/* Built-in coach answers: Streak, totals, recent workouts, measurements and goals: answers from the member's own figures. */

/** Consecutive days with a completed workout ending yesterday (from the recent history). */
async function streakEndingYesterday(ctx: Context): Promise<number> {
  const history = await ctx.data.recentWorkouts(60);
  const dates = history.filter((w) => w.completed).map((w) => w.date);
  return currentStreak(dates, addDays(ctx.today, -1));
}

export async function streak(ctx: Context): Promise<string> {
  const stats = await ctx.data.stats();
  if (stats.totalWorkouts === 0) {
    return "You haven't completed a workout yet, so your streak is **0 days**. Finish one today at /workout and it becomes **1 day**: every streak starts with day one!";
  }
  const lines: string[] = [];
  const current = stats.currentStreak;
  if (current > 0) {
    let line = `🔥 Your current streak is **${days(current)}**: a completed workout every day through today.`;
    const message = streakMessage(current);
    line += ` ${message ?? `Train tomorrow to make it ${days(current + 1)}.`}`;
    lines.push(line);
  } else if (stats.lastWorkoutDate && daysBetween(stats.lastWorkoutDate, ctx.today) === 1) {
    const run = await streakEndingYesterday(ctx);
    lines.push(
      `Your current streak is **0 days**: it counts consecutive days ending today, and your last completed workout was yesterday. Complete a workout today to make it **${days(run + 1)}**.`,
    );
  } else if (stats.lastWorkoutDate) {
    lines.push(
      `Your current streak is **0 days**: your last completed workout was on ${when(stats.lastWorkoutDate, ctx.today)}. A workout today starts a new streak.`,
    );
  }
  // One line of context: the record to beat (the totals are their own question).
  const longest = stats.longestStreak;
  let best = `Your longest streak is **${days(longest)}**`;
  if (longest > current && current > 0) best += `: ${days(longest - current + 1)} more to beat it`;
  else if (longest === current && current > 1) best += ": you're on your best run ever";
  lines.push(`${best}.`);
  return lines.join('\n\n');
}

export async function totals(ctx: Context): Promise<string> {
  const [stats, user, history] = await Promise.all([
    ctx.data.stats(),
    ctx.data.profile(),
    ctx.data.recentWorkouts(20),
  ]);
  const planned = daysPerWeekOf(user);
  const unfinished = history.filter((w) => !w.completed).length;
  if (stats.totalWorkouts === 0) {
    const logged =
      unfinished > 0
        ? ` You've started ${workoutsWord(unfinished)} without finishing: complete all the sets next time and it counts.`
        : '';
    return `You haven't completed any workouts yet, ${firstName(user)}.${logged} ${planned ? `Your plan is ${days(planned)} a week: ` : ''}start your first session at /workout.`;
  }
  const week = thisWeekCount(stats);
  const weekLine = `**${week}**${planned ? ` of your ${planned} planned` : ''}${week >= (planned ?? Infinity) ? ': weekly target reached ✅' : ''}`;
  // "How many this week?": the week is the answer.
  if (/\bthis week\b/.test(ctx.text) && !SUMMARY_ASK.test(ctx.text)) {
    return `This week you've completed ${weekLine.replace(/^\*\*(\d+)\*\*/, (_, n: string) => `**${workoutsWord(Number(n))}**`)}. In total: ${workoutsWord(stats.totalWorkouts)}.`;
  }
  const total = `You've completed **${workoutsWord(stats.totalWorkouts)}** in total${stats.lastWorkoutDate ? `, the last on ${when(stats.lastWorkoutDate, ctx.today)}` : ''}.`;
  // "How many workouts have I done?": the total, and this week in one short line.
  if (!SUMMARY_ASK.test(ctx.text)) return `${total} This week: ${weekLine}.`;
  // "My stats", "how am I doing?": a summary is what was asked.
  const lastFour = stats.weekly.slice(-4).reduce((sum, w) => sum + w.count, 0);
  return [
    total,
    bullets(
      [
        `This week: ${weekLine}`,
        `Last 4 weeks: **${lastFour}** (${num(lastFour / 4)} a week on average)`,
        `Current streak: **${days(stats.currentStreak)}**; longest: **${days(stats.longestStreak)}**`,
        unfinished > 0
          ? `Not finished: ${unfinished} of your last ${history.length} logged workouts`
          : '',
      ].filter(Boolean),
    ),
  ].join('\n\n');
}

/** A question asking for a summary rather than one figure. */
const SUMMARY_ASK =
  /\bstats?\b|\bstatistics\b|\bnumbers\b|\bsummary\b|\boverview\b|\bprogress\b|\bhow am i doing\b|\bhow('m| am) i going\b/;

function workoutLine(workout: Workout, today: string): string {
  const names = workout.exercises.map((e) => e.name);
  const shown =
    names.slice(0, 4).join(', ') + (names.length > 4 ? ` (+${names.length - 4} more)` : '');
  const minutes = Math.round(workout.duration / 60);
  return `**${workout.title}**: ${when(workout.date, today)}, ${minutes} min, ${workout.completed ? 'completed ✅' : 'not completed'}. ${plural(names.length, 'exercise')}: ${shown}.`;
}

export async function recent(ctx: Context): Promise<string> {
  const history = await ctx.data.recentWorkouts(5);
  if (history.length === 0) {
    return "You haven't logged any workouts yet. Start one at /workout and I'll keep track of every session.";
  }
  // "Yesterday", and "the day before (yesterday)", also as a follow-up to a question about yesterday.
  const dayBefore =
    /\bday before\b/.test(ctx.text) ||
    (/\byesterday\b/.test(ctx.text) && /\bbefore (that|then)\b/.test(ctx.text));
  if (dayBefore || /\byesterday\b/.test(ctx.text)) {
    const day = addDays(ctx.today, dayBefore ? -2 : -1);
    const label = dayBefore ? `the day before yesterday (${formatDate(day)})` : 'yesterday';
    const done = history.filter((w) => w.date === day);
    if (done.length === 0) {
      return `You didn't log a workout ${label}. Your last one:\n\n${bullets([workoutLine(history[0]!, ctx.today)])}`;
    }
    return `${dayBefore ? `The day before yesterday (${formatDate(day)})` : 'Yesterday'} you logged:\n\n${bullets(done.map((w) => workoutLine(w, ctx.today)))}`;
  }
  const wantsOne = /\blast (workout|session|training|time)\b/.test(ctx.text);
  const shown = wantsOne ? history.slice(0, 1) : history;
  const head = wantsOne
    ? 'Your last workout:'
    : `Your last ${shown.length === 1 ? 'workout' : `${shown.length} workouts`}:`;
  return `${head}\n\n${bullets(shown.map((w) => workoutLine(w, ctx.today)))}`;
}

function trendLine(trend: MeasurementTrend): string {
  const { label, unit, latest, first } = trend;
  if (trend.entries === 1) {
    return `**${label}**: ${qty(latest.value, unit)} on ${formatDate(latest.date)}, your only entry so far. Add another at /measurements to see a trend.`;
  }
  const pace =
    trend.perWeek !== null && trend.perWeek !== 0
      ? ` (about ${qty(Math.abs(trend.perWeek), unit)} a week)`
      : '';
  return `**${label}**: ${qty(latest.value, unit)} on ${formatDate(latest.date)}, **${describeChange(trend.change, unit)}** since your first entry (${qty(first.value, unit)} on ${formatDate(first.date)})${pace}, over ${plural(trend.entries, 'entry', 'entries')}.`;
}

export function weightGoalLine(
  user: User,
  trend: MeasurementTrend | null,
  today: string,
): string | null {
  const goal = weightGoal(user, trend, today);
  if (goal.current === null || goal.target === null || goal.toGo === null) return null;
  // The direction of the goal: from the first logged weight (else today's) to the target.
  const losing = goal.target < (trend?.first.value ?? goal.current);
  const unit = weightUnit(user.units);
  if (losing ? goal.current <= goal.target : goal.current >= goal.target) {
    return `🎉 You've reached your target weight of ${num(goal.target)} ${unit}!`;
  }
  const diff = Math.abs(goal.toGo);
  const direction = losing ? 'to lose' : 'to gain';
  let line = `Target: ${num(goal.target)} ${unit}, **${qty(diff, unit)} ${direction}**`;
  if (goal.targetDate && goal.daysLeft !== null) {
    if (goal.daysLeft < 0) {
      line += `. Your target date (${formatDate(goal.targetDate)}) has passed: set a new one in /account-settings`;
    } else if (goal.neededPerWeek !== null) {
      line += ` by ${formatDate(goal.targetDate)}, about ${qty(goal.neededPerWeek, unit)} a week`;
      // The healthy pace, 0.5-2 lbs a week, is 0.25-1 kg.
      const [low, high] = user.units === 'metric' ? [0.25, 1] : [0.5, 2];
      if (goal.neededPerWeek > high)
        line += `: faster than the ${low}-${high} ${unit} a week we recommend, so consider a later date`;
      else if (goal.neededPerWeek >= low)
        line += `: within the healthy ${low}-${high} ${unit} a week`;
      else line += ': a comfortable pace';
    }
  }
  return `${line}.`;
}

export async function measurements(ctx: Context): Promise<string> {
  const [user, all] = await Promise.all([ctx.data.profile(), ctx.data.measurements()]);
  const asksAll = /\bmeasure(ment|ments|d)?\b|\bbody\b/.test(ctx.text);
  let types: MeasurementType[] = ctx.cls.measurementTypes;
  if (types.length === 0) {
    types = asksAll ? measurementTrends(all, user.units).map((t) => t.type) : ['weight'];
    if (types.length === 0) types = ['weight'];
  }
  const lines: string[] = [];
  for (const type of types) {
    const trend = measurementTrend(all, type, user.units);
    if (type === 'weight') {
      // "How much do I weigh?": the weight, dated, and its change in one sentence.
      if (trend && types.length === 1 && /\bcurrent weight\b|\bweigh now\b/.test(ctx.text)) {
        const change =
          trend.entries > 1
            ? `, ${describeChange(trend.change, trend.unit)} since your first entry (${formatDate(trend.first.date)})`
            : '';
        return `You weigh **${qty(trend.latest.value, trend.unit)}** (logged ${formatDate(trend.latest.date)})${change}.`;
      }
      if (trend) {
        let line = trendLine(trend);
        const losing = user.targetWeight !== null && user.targetWeight < trend.first.value;
        if (trend.entries > 1 && trend.change !== 0 && user.targetWeight !== null) {
          line += trend.change < 0 === losing ? ' Moving the right way!' : '';
        }
        lines.push(line);
      } else if (user.currentWeight !== null) {
        lines.push(
          `You haven't logged a weight at /measurements yet; your profile says **${num(user.currentWeight)} ${weightUnit(user.units)}**. Log your weight regularly (same time of day) and I'll show the trend.`,
        );
      } else {
        lines.push("You haven't logged a weight yet: add one at /measurements to start a trend.");
      }
      const goalLine = weightGoalLine(user, trend, ctx.today);
      if (goalLine) lines.push(goalLine);
    } else if (trend) {
      lines.push(trendLine(trend));
    } else {
      lines.push(
        `You haven't logged a ${type} measurement yet: add one at /measurements and I'll track it.`,
      );
    }
  }
  return lines.join('\n\n');
}

export async function goals(ctx: Context): Promise<string> {
  const [user, stats, trend] = await Promise.all([
    ctx.data.profile(),
    ctx.data.stats(),
    ctx.data.measurementTrend('weight'),
  ]);
  const labels = goalLabels(user);
  const level = levelLabel(user.level);
  const lines: string[] = [];
  lines.push(
    labels.length > 0
      ? `Your goals: ${labels.map((g) => `**${g}**`).join(', ')}${level ? ` (${level} level)` : ''}.`
      : "You haven't set any goals yet: choose them in /account-settings and I'll tailor my advice.",
  );
  const planned = daysPerWeekOf(user);
  const minutes = minutesOf(user);
  const equipment = equipmentLabels(user);
  const facts: string[] = [];
  if (planned || minutes) {
    facts.push(
      `Plan: ${[planned ? `${days(planned)} a week` : '', minutes ? `${minutes} minutes a session` : ''].filter(Boolean).join(', ')}${equipment.length > 0 ? `, with ${equipment.join(', ')}` : ''}`,
    );
  }
  if (planned) {
    const week = thisWeekCount(stats);
    facts.push(
      `This week: **${week} of ${planned}** planned workouts done${week >= planned ? ' ✅' : ''}`,
    );
  }
  const goal = weightGoal(user, trend, ctx.today);
  // The measurements answer in the same reply already gives the weight and the target.
  const weightAnswered = ctx.cls.intents.includes('measurements');
  if (goal.current !== null && !weightAnswered) {
    facts.push(
      `Weight now: **${num(goal.current)} ${weightUnit(user.units)}** (${goal.currentSource === 'measurement' && goal.currentDate ? `logged ${formatDate(goal.currentDate)}` : 'from your profile'})`,
    );
  }
  const goalLine = weightAnswered ? null : weightGoalLine(user, trend, ctx.today);
  if (goalLine) facts.push(goalLine.replace(/\.$/, ''));
  if (facts.length > 0) lines.push(bullets(facts));
  if (stats.totalWorkouts === 0) {
    lines.push('The first step towards them: your first workout at /workout.');
  }
  return lines.join('\n\n');
}

/** "What is my target weight?": the target, its date and the distance, in one sentence. */
export async function target(ctx: Context): Promise<string> {
  const [user, trend] = await Promise.all([
    ctx.data.profile(),
    ctx.data.measurementTrend('weight'),
  ]);
  const unit = weightUnit(user.units);
  if (user.targetWeight === null) {
    return "You haven't set a target weight: add one in /account-settings and I'll track your pace.";
  }
  const goal = weightGoal(user, trend, ctx.today);
  const by = goal.targetDate ? `, by ${formatDate(goal.targetDate)}` : '';
  if (goal.current === null || goal.toGo === null) {
    return `Your target weight is **${num(user.targetWeight)} ${unit}**${by}. Log your weight at /measurements and I'll tell you how far you are.`;
  }
  const line = weightGoalLine(user, trend, ctx.today);
  if (line?.startsWith('🎉')) return line;
  const direction = goal.toGo > 0 ? 'to lose' : 'to gain';
  return `Your target weight is **${num(goal.target ?? user.targetWeight)} ${unit}**${by}: **${qty(Math.abs(goal.toGo), unit)} ${direction}** from ${num(goal.current)} ${unit}.`;
}
