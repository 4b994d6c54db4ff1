import type { Workout, WorkoutExercise } from '#common/schemas/workouts.ts';
import { describeLoad, describeSet } from '#common/training/describe.ts';
import {
  compactExerciseName,
  isSameExercise,
  loggedSets,
  type Records,
} from '#common/training/records.ts';
import type { LastLogged, RecordDates } from '#common/training/session-records.ts';
import { formatNumber, weightUnit, type Units } from '#common/units.ts';
import { COACH_RECENT_WORKOUTS_MAX } from '../coach-data.ts';
import { LOG_LOADS_LINE, nextTargets } from '../next-targets.ts';
import type { Context } from './answer-kit.ts';
import { bullets, when } from './answer-kit.ts';

/*
 * Built-in coach answers: "what did I lift on squats last time?", "what's my best bench?". From
 * the member's own logged sets, in their unit, with the date. A lift word in the message ("bench",
 * "squat") matches every logged exercise whose name holds it, as a lifter means it.
 */

const BEST =
  /\b(best|pr|prs|personal (best|record)|record|max|heaviest|strongest|1rm|one rep max)\b/;

interface Logged {
  date: string;
  exercise: WorkoutExercise;
}

/** Does a logged exercise name what the message means (the lift it names, or its word)? */
function meantBy(ctx: Context): (name: string) => boolean {
  const mention = ctx.cls.exercise?.name;
  const word = ctx.cls.slots.lift;
  const key = word ? compactExerciseName(word) : null;
  return (name) =>
    (mention !== undefined && isSameExercise({ name }, '', [mention])) ||
    (key !== null && compactExerciseName(name).includes(key));
}

/** The logged exercises the message means, newest first, grouped by name. */
function matchesOf(ctx: Context, workouts: readonly Workout[]): Map<string, Logged[]> {
  const means = meantBy(ctx);
  const byName = new Map<string, Logged[]>();
  for (const workout of workouts) {
    for (const exercise of workout.exercises) {
      if (loggedSets(exercise).length === 0 || !means(exercise.name)) continue;
      const list = byName.get(exercise.name) ?? [];
      list.push({ date: workout.date, exercise });
      byName.set(exercise.name, list);
    }
  }
  return byName;
}

/** One lift's records over the whole history, from the member's records summary. */
function recordsLine(
  last: LastLogged,
  best: Records,
  dates: RecordDates,
  units: Units,
  today: string,
): string {
  const parts: string[] = [];
  if (best.heaviestWeight !== null) {
    parts.push(
      `heaviest **${describeLoad(best.heaviestWeight, last.loadType, units)}** (${when(dates.heaviestWeight!, today)})`,
    );
  }
  if (best.bestEstimatedOneRepMax !== null) {
    parts.push(
      `best estimated 1RM **${formatNumber(best.bestEstimatedOneRepMax, 1)} ${weightUnit(units)}**`,
    );
  }
  if (best.mostReps !== null) parts.push(`most reps in a set **${best.mostReps}**`);
  return `**${last.name}**: ${parts.join(', ')}.`;
}

/**
 * "What's my best bench?": the records of the lifts it means over the whole history (the records
 * summary, one row), at most three variations, the most recently trained first.
 */
async function bestLifts(ctx: Context, asked: string): Promise<string> {
  const [user, summary] = await Promise.all([ctx.data.profile(), ctx.data.records()]);
  const means = meantBy(ctx);
  const found = Object.entries(summary.lastLogged)
    .filter(([key, last]) => key.startsWith('name:') && means(last.name))
    .sort((a, b) => (a[1].date < b[1].date ? 1 : a[1].date > b[1].date ? -1 : 0))
    .slice(0, 3);
  if (found.length === 0) return neverLogged(asked);
  const lines = found.map(([key, last]) =>
    recordsLine(last, summary.byExercise[key]!, summary.recordDates[key]!, user.units, ctx.today),
  );
  return lines.length === 1 ? `Your best: ${lines[0]}` : `Your bests:\n\n${bullets(lines)}`;
}

const neverLogged = (asked: string) =>
  `You haven't logged any sets of ${asked} yet. Do it in a session at /workout and I'll remember what you lifted.`;

function lastLine(name: string, list: readonly Logged[], units: Units, today: string): string {
  const { date, exercise } = list[0]!;
  const sets = loggedSets(exercise).map((set) => describeSet(set, exercise.loadType, units));
  const effort = exercise.effort ? ` You rated it ${exercise.effort}.` : '';
  return `**${name}** on ${when(date, today)}: ${sets.join(', ')}.${effort}`;
}

export async function lifts(ctx: Context): Promise<string> {
  const asked = ctx.cls.exercise?.name ?? ctx.cls.slots.lift ?? 'that exercise';
  if (BEST.test(ctx.text)) return bestLifts(ctx, asked);
  const [user, workouts] = await Promise.all([
    ctx.data.profile(),
    ctx.data.recentWorkouts(COACH_RECENT_WORKOUTS_MAX),
  ]);
  const byName = matchesOf(ctx, workouts);
  if (byName.size === 0) return neverLogged(asked);
  // The most recent first; at most three variations ("Barbell Bench Press", "Dumbbell Bench Press").
  const names = [...byName.entries()]
    .sort((a, b) => (a[1][0]!.date < b[1][0]!.date ? 1 : -1))
    .slice(0, 3);
  const lines = names.map(([name, list]) => lastLine(name, list, user.units, ctx.today));
  return lines.length === 1 ? `Last time: ${lines[0]}` : `Last time:\n\n${bullets(lines)}`;
}

/** Lifts the advice covers at most: loaded lifts first, then the most recently trained. */
const NEXT_LIFTS = 4;

/**
 * Progression advice from the progression engine, from the member's own logged sets: the load
 * and reps for next time where sets carry loads, the reps or seconds where they do not, for their
 * recent lifts (or the one named), each with its reason.
 */
export async function nextTime(ctx: Context): Promise<string> {
  const [user, workouts] = await Promise.all([ctx.data.profile(), ctx.data.recentWorkouts(30)]);
  const mention = ctx.cls.exercise?.name;
  const word = ctx.cls.slots.lift;
  const key = word ? compactExerciseName(word) : null;
  const targets = nextTargets(workouts, {
    units: user.units,
    today: ctx.today,
    limit: NEXT_LIFTS,
    ...(mention || key
      ? {
          accept: (name: string) =>
            (mention !== undefined && isSameExercise({ name }, '', [mention])) ||
            (key !== null && compactExerciseName(name).includes(key)),
        }
      : {}),
  });
  if (targets.length === 0) {
    return `I need your logged sets to plan your next session${mention || word ? ` for ${mention ?? word}` : ''}: log each set's reps (and weight, for a loaded lift) in a workout at /workout, and I'll tell you what to do next time.`;
  }
  const lines = [`Next time:\n\n${bullets(targets.map((target) => target.line))}`];
  if (targets.every((target) => target.kind !== 'loaded')) lines.push(LOG_LOADS_LINE);
  return lines.join('\n\n');
}
