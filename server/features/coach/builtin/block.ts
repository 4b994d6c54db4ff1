import type { WeekPlan } from '#common/schemas/workouts.ts';
import { blockLabel } from '#common/training/block.ts';
import { describeLoad } from '#common/training/describe.ts';
import type { Units } from '#common/units.ts';
import { prescription } from '../facts.ts';
import type { Context } from './answer-kit.ts';
import { bullets, joinWords } from './answer-kit.ts';
import { MUSCLE_GROUPS } from './intents.ts';

/*
 * Built-in coach answers from the member's training block (decisions 035 and 036): the week's
 * plan, the hard sets per muscle this week, and why a lift is in the plan. Every figure comes
 * from the week the app shows on the strip (`CoachData.weekPlan`).
 */

type Session = WeekPlan['sessions'][number];
type Exercise = Session['exercises'][number];

const main = (session: Session) => session.exercises.filter((e) => e.block !== 'cool-down');

/** "Barbell Squat 4 × 6-10 reps at 80 kg". */
function target(exercise: Exercise, units: Units): string {
  const load =
    exercise.loadType && typeof exercise.targetWeight === 'number'
      ? ` at ${describeLoad(exercise.targetWeight, exercise.loadType, units)}`
      : '';
  return `${exercise.name} ${exercise.sets} × ${prescription(exercise) ?? '10 reps'}${load}`;
}

/** "What's my plan this week?": where the block is, what is done, and each day's lifts. */
export async function weekAnswer(ctx: Context): Promise<string> {
  const [week, user] = await Promise.all([ctx.data.weekPlan(), ctx.data.profile()]);
  const done = week.days.flatMap((d) => d.workouts.map((w) => w.title));
  const lines = [
    `**${blockLabel(week.block)}** of your block (${week.splitLabel}, ${week.daysPerWeek} days a week). ${
      done.length > 0
        ? `Done this week: ${done.length} of ${week.planned} (${joinWords(done)}).`
        : `Nothing logged yet this week: ${week.planned} sessions planned.`
    }${week.upcoming.length > 0 ? ` Next: **${week.upcoming[0]}**${week.upcoming.length > 1 ? `, then ${joinWords(week.upcoming.slice(1))}` : ''}.` : ''}`,
    ...week.sessions.map(
      (session) =>
        `**${session.day}** (about ${session.estimatedMinutes} min):\n${bullets(main(session).map((e) => target(e, user.units)))}`,
    ),
    week.block.stalled
      ? `This is a deload week, brought forward: ${joinWords(week.block.stalled)} gained no rep in 3 sessions. The same lifts with fewer sets and lighter loads, then the block goes on.`
      : week.block.deload
        ? 'This is a deload week: the same lifts with fewer sets and lighter loads, so the next block starts fresh.'
        : `The same lifts every week until ${week.block.endsOn}, so their loads keep rising. The whole block is on the week strip at /workout.`,
  ];
  return lines.join('\n\n');
}

/** "How many sets of chest did I do this week?": done and planned, from the week's volume. */
export async function volumeAnswer(ctx: Context): Promise<string> {
  const week = await ctx.data.weekPlan();
  const group = ctx.cls.muscle ?? muscleNamed(ctx.text);
  if (group) {
    const muscles = MUSCLE_GROUPS[group] ?? [group];
    const rows = week.volume.filter((v) => muscles.includes(v.muscle));
    const done = rows.reduce((sum, v) => sum + v.done, 0);
    const planned = rows.reduce((sum, v) => sum + v.planned, 0);
    return `This week you've done **${done} hard ${done === 1 ? 'set' : 'sets'} for ${group}** of the ${planned} your plan has for it (${blockLabel(week.block)}). Hard sets count each exercise for its main muscle; warm-ups and stretches don't count.`;
  }
  const rows = week.volume.filter((v) => v.planned > 0 || v.done > 0).slice(0, 8);
  if (rows.length === 0) return 'Your plan has no hard sets this week yet.';
  return `Hard sets this week, done of planned (${blockLabel(week.block)}):\n\n${bullets(
    rows.map((v) => `${v.muscle}: ${v.done} of ${v.planned}`),
  )}\n\nThe same figures are on the "This week's volume" card at /progress.`;
}

function muscleNamed(text: string): string | undefined {
  return Object.keys(MUSCLE_GROUPS).find((group) => new RegExp(`\\b${group}\\b`).test(text));
}

/**
 * "Why this lift?" / "Why am I doing squats?": the lift's place in the block (its day, its target
 * this week) and the reason it is there: a staple's reviewed reason, or what an accessory adds.
 */
export async function whyLift(ctx: Context): Promise<string> {
  const [week, user] = await Promise.all([ctx.data.weekPlan(), ctx.data.profile()]);
  const named = ctx.cls.exercise?.name ?? ctx.cls.slots.lift;
  const today = week.sessions.find((s) => s.day === week.todayFocus) ?? week.sessions[0];
  // "Squats" finds the Dumbbell Squat: the same exercise, or the word in its name.
  const stem = named?.toLowerCase().replace(/e?s$/, '');
  const matches = (e: Exercise) =>
    named !== undefined &&
    (ctx.data.exercises.sameExercise(e.name, named) ||
      new RegExp(`\\b${stem}`).test(e.name.toLowerCase()));
  const found = named
    ? week.sessions.flatMap((s) => main(s).map((e) => ({ session: s, exercise: e })))
    : today
      ? main(today)
          .slice(0, 1)
          .map((e) => ({ session: today, exercise: e }))
      : [];
  const hits = named ? found.filter(({ exercise }) => matches(exercise)) : found;
  if (hits.length === 0) {
    return named
      ? `${named} isn't in your block's sessions this week. Your plan's lifts are on the week strip at /workout; ask "what's my plan this week?" for the list.`
      : 'Your plan has no session this week yet: generate one at /workout.';
  }
  const { exercise } = hits[0]!;
  const days = [
    ...new Set(hits.filter((h) => h.exercise.name === exercise.name).map((h) => h.session.day)),
  ];
  const staple = ctx.data.exercises.staple(exercise.name);
  const where = `**${exercise.name}** is on **${joinWords(days)}** every week of your block (${blockLabel(week.block)}); this week: ${target(exercise, user.units).slice(exercise.name.length + 1)}.`;
  if (staple) {
    return `${where} It is your ${staple.pattern} lift: ${staple.why} Keeping it all block long is what lets its load rise week after week.`;
  }
  const muscle = exercise.primaryMuscles?.[0];
  const volume = muscle ? week.volume.find((v) => v.muscle === muscle) : undefined;
  return `${where} It adds direct work for ${muscle ?? 'its muscles'}${
    volume ? `, which your plan gives ${volume.planned} hard sets this week` : ''
  }, after the main lifts have been done fresh.`;
}
