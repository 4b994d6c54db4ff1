import { addDays, weekStartOf } from '#common/streaks.ts';
import { weightUnit } from '#common/units.ts';
import { TIER_CONFIG } from '#common/constants.ts';
import {
  equipmentLabels,
  formatDate,
  goalLabels,
  levelLabel,
  num,
  plural,
  qty,
  relativeDay,
  weightGoal,
} from '../facts.ts';
import type { Context } from './answer-kit.ts';
import { daysPerWeekOf, minutesOf } from './answer-kit.ts';
import { NUTRIENTS, type Nutrient } from './slots.ts';
import { withThousands } from '#common/thousands.ts';

/*
 * Built-in coach answers from the member's own logs, each leading with the answer: what they ate
 * and drank (nutrition logs), what they wrote (notes, searched by their words), what they own and
 * chose (equipment and preferences), and the arithmetic of their weight goal.
 */

const amount = (n: Nutrient, value: number) =>
  `${withThousands(Math.round(value))}${n.unit === 'kcal' ? ' kcal' : ` ${n.unit}`}${
    n.unit === 'kcal' ? '' : ` of ${n.label}`
  }`;

export async function food(ctx: Context): Promise<string> {
  const logs = await ctx.data.dailyLogs();
  const { slots } = ctx.cls;
  const asked = slots.nutrients;
  const nutrients: Nutrient[] = asked.length > 0 ? [...asked] : [NUTRIENTS[1], NUTRIENTS[0]];
  if (logs.length === 0) {
    return ctx.request.tier === 'free'
      ? 'You have no nutrition logs: tracking calories, macros and water is on the Basic plan and above (see /upgrade).'
      : "You haven't logged any food or water yet: add today's at /nutrition and I'll add it up for you.";
  }
  const byDate = new Map(logs.map((log) => [log.date, log]));
  if (slots.period) {
    const lastWeek = slots.period === 'last-week';
    const start = lastWeek ? addDays(weekStartOf(ctx.today), -7) : weekStartOf(ctx.today);
    const end = lastWeek ? addDays(start, 6) : ctx.today;
    const days = logs.filter((log) => log.date >= start && log.date <= end);
    const span = lastWeek ? 'last week' : 'this week';
    if (days.length === 0) {
      return `You haven't logged any food ${span}. Your last log was on ${formatDate(logs[0]!.date)}.`;
    }
    const parts = nutrients.map((n) => {
      const total = days.reduce((sum, log) => sum + log[n.key], 0);
      return `**${amount(n, total / days.length)}** a day on average (${amount(n, total)} in all)`;
    });
    return `${capitalise(span)} (${days.length} logged ${days.length === 1 ? 'day' : 'days'}): ${parts.join('; ')}.`;
  }
  const day = slots.day === 'yesterday' ? addDays(ctx.today, -1) : ctx.today;
  const log = byDate.get(day);
  const when = day === ctx.today ? 'today' : 'yesterday';
  if (!log) {
    const last = logs[0]!;
    return `You haven't logged any food ${when}. On ${formatDate(last.date)} (${relativeDay(last.date, ctx.today)}) you logged ${nutrients.map((n) => amount(n, last[n.key])).join(' and ')}.`;
  }
  return `${capitalise(when)} you've logged **${nutrients.map((n) => amount(n, log[n.key])).join('** and **')}**.`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const STOP = new Set(
  'a an the my me i about on of to in for what did do does have has had write wrote written note notes noted jot jotted down that this it is was were any some please tell show find which when where how and or with from regarding'.split(
    ' ',
  ),
);

const stem = (word: string) => word.replace(/(ing|ed|es|s)$/, '');

/** "What did I write about my knee?": the notes holding the message's own words. */
export async function notesAnswer(ctx: Context): Promise<string> {
  const notes = await ctx.data.notes();
  if (notes.length === 0) {
    return "You haven't written any notes yet: add one at /notes and I can find it for you later.";
  }
  const words = [...new Set(ctx.text.match(/[a-z0-9']+/g) ?? [])]
    .filter((w) => !STOP.has(w) && w.length > 2)
    .map(stem);
  const scored = notes
    .map((note) => {
      const text = `${note.title} ${note.content}`.toLowerCase();
      const title = note.title.toLowerCase();
      const score = words.reduce(
        (sum, w) => sum + (text.includes(w) ? 1 : 0) + (title.includes(w) ? 1 : 0),
        0,
      );
      return { note, score };
    })
    .filter((x) => words.length === 0 || x.score > 0)
    .sort((a, b) => b.score - a.score);
  if (scored.length === 0) {
    return `I found no note about ${words.join(' ')}. Your latest notes: ${notes
      .slice(0, 3)
      .map((n) => `**${n.title}**`)
      .join(', ')}.`;
  }
  const [best, ...rest] = scored;
  const note = best!.note;
  const snippet =
    note.content.length > 240 ? `${note.content.slice(0, 237).trimEnd()}…` : note.content;
  const more =
    rest.length > 0
      ? `\n\nAlso: ${rest
          .slice(0, 2)
          .map((x) => `**${x.note.title}**`)
          .join(', ')}.`
      : '';
  return `In your note **${note.title}** (${formatDate(note.updatedAt.slice(0, 10))}): "${snippet}"${more}`;
}

export async function profileAnswer(ctx: Context): Promise<string> {
  const user = await ctx.data.profile();
  const equipment = equipmentLabels(user);
  const days = daysPerWeekOf(user);
  const minutes = minutesOf(user);
  const lines = {
    equipment: `Your equipment: **${equipment.join(', ') || 'none listed'}**.`,
    level: `Your level: **${levelLabel(user.level) ?? user.level}**.`,
    goals: `Your goals: **${goalLabels(user).join(', ') || 'none set'}**.`,
    schedule: `Your plan: **${days ? `${days} days a week` : 'days not set'}${minutes ? `, ${minutes} minutes a session` : ''}**.`,
    units: `Your units: **${user.units === 'metric' ? 'metric (kg, cm)' : 'imperial (lbs, in)'}**.`,
  };
  const order: (keyof typeof lines)[] = /\bequipment|\bgear|\bkit\b/.test(ctx.text)
    ? ['equipment']
    : /\blevel\b/.test(ctx.text)
      ? ['level']
      : /\bschedule|\bdays\b|\bplan\b/.test(ctx.text)
        ? ['schedule']
        : /\bunits?\b/.test(ctx.text)
          ? ['units']
          : ['equipment', 'level', 'goals', 'schedule', 'units'];
  return `${order.map((key) => lines[key]).join(' ')} Change ${order.length === 1 ? 'it' : 'them'} in /account-settings.`;
}

export async function pace(ctx: Context): Promise<string> {
  const [user, trend] = await Promise.all([
    ctx.data.profile(),
    ctx.data.measurementTrend('weight'),
  ]);
  const unit = weightUnit(user.units);
  const goal = weightGoal(user, trend, ctx.today);
  if (goal.target === null || goal.current === null || goal.toGo === null) {
    return 'Set a target weight in /account-settings and log your weight at /measurements, and I can work out your pace.';
  }
  if (goal.toGo === 0 || Math.abs(goal.toGo) < 0.05) {
    return `You're at your target of ${num(goal.target)} ${unit}: well done!`;
  }
  if (!trend || trend.perWeek === null) {
    return `You have ${qty(Math.abs(goal.toGo), unit)} to go to ${num(goal.target)} ${unit}, but I need weigh-ins spanning at least two weeks to know your rate: log your weight at /measurements.`;
  }
  // goal.toGo is current - target: progress moves the weight against its sign.
  const rate = Math.abs(trend.perWeek);
  const rightWay = (goal.toGo > 0 && trend.perWeek < 0) || (goal.toGo < 0 && trend.perWeek > 0);
  if (!rightWay || rate === 0) {
    return `At your recent rate (${trend.perWeek > 0 ? 'up' : 'down'} ${qty(rate, unit)} a week since ${formatDate(trend.first.date)}) you're moving away from your target of ${num(goal.target)} ${unit}, ${qty(Math.abs(goal.toGo), unit)} from where you are.`;
  }
  const weeks = Math.ceil(Math.abs(goal.toGo) / rate);
  const arrival = addDays(ctx.today, weeks * 7);
  let line = `At your recent rate of ${qty(rate, unit)} a week, you'd reach ${num(goal.target)} ${unit} in about **${weeks} ${weeks === 1 ? 'week' : 'weeks'}** (around ${formatDate(arrival)}).`;
  let onTrack: boolean | null = null;
  if (goal.targetDate && goal.neededPerWeek !== null && (goal.daysLeft ?? -1) >= 0) {
    onTrack = rate >= goal.neededPerWeek;
    line += onTrack
      ? ` You're on track for your target date, ${formatDate(goal.targetDate)}.`
      : ` That's after your target date, ${formatDate(goal.targetDate)}, which needs about ${qty(goal.neededPerWeek, unit)} a week.`;
  }
  // "Am I on track?" is a yes-or-no question: the answer comes first.
  if (/\bon track\b/.test(ctx.text) && onTrack !== null) {
    line = `${onTrack ? 'Yes' : 'Not quite'}. ${line}`;
  }
  return line;
}

/** "How many credits do I have?", "what plan am I on?", "how many workouts can I generate?". */
export async function account(ctx: Context): Promise<string> {
  const plan = await ctx.data.plan();
  const name = TIER_CONFIG[plan.tier].name;
  const free = plan.tier === 'free';
  if (/\bcredits?\b/.test(ctx.text)) {
    const credits = `You have **${plural(plan.flexCredits, 'Flex Credit')}**.`;
    return free
      ? `${credits} On the Free plan each chat with me uses one; buy more at /buy-credits.`
      : `${credits} On your ${name} plan, chatting with me doesn't use them.`;
  }
  if (/\bleft\b|\bremaining\b|\blimit\b|\bgenerate\b|\bgenerations\b/.test(ctx.text)) {
    if (plan.weeklyWorkoutLimit === null) {
      return `Your **${name}** plan has no weekly limit: generate as many workouts as you like.`;
    }
    const left = Math.max(0, plan.weeklyWorkoutLimit - plan.generatedLast7Days);
    return `You have **${left} of ${plan.weeklyWorkoutLimit}** generated workouts left: the Free plan allows ${plan.weeklyWorkoutLimit} in any 7 days, and you've generated ${plan.generatedLast7Days}.`;
  }
  let line = `You're on the **${name}** plan.`;
  if (free) {
    line += ` You've generated ${plan.generatedLast7Days} of ${plan.weeklyWorkoutLimit ?? 0} free workouts in the last 7 days, and you have ${plural(plan.flexCredits, 'Flex Credit')}.`;
  } else if (plan.currentPeriodEnd) {
    const date = formatDate(plan.currentPeriodEnd.slice(0, 10));
    line += plan.cancelAtPeriodEnd
      ? ` You've cancelled it: it ends on ${date}.`
      : ` It renews on ${date}.`;
  }
  return line;
}
