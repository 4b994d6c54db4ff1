import type { Workout, WorkoutExercise } from '#common/schemas/workouts.ts';
import { loadSteps } from '#common/training/loads.ts';
import { type ExerciseSession, nextPrescription } from '#common/training/progression.ts';
import { describeLoad, describeSet } from '#common/training/describe.ts';
import {
  compactExerciseName,
  isSameExercise,
  loggedSets,
  mergeRecords,
  type Records,
  recordsOfSets,
} from '#common/training/records.ts';
import { formatNumber, weightUnit, type Units } from '#common/units.ts';
import { COACH_RECENT_WORKOUTS_MAX } from '../coach-data.ts';
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

/** The logged exercises the message means, newest first, grouped by name. */
function matchesOf(ctx: Context, workouts: readonly Workout[]): Map<string, Logged[]> {
  const mention = ctx.cls.exercise?.name;
  const word = ctx.cls.slots.lift;
  const key = word ? compactExerciseName(word) : null;
  const byName = new Map<string, Logged[]>();
  for (const workout of workouts) {
    for (const exercise of workout.exercises) {
      if (loggedSets(exercise).length === 0) continue;
      const same =
        (mention !== undefined && isSameExercise({ name: exercise.name }, '', [mention])) ||
        (key !== null && compactExerciseName(exercise.name).includes(key));
      if (!same) continue;
      const list = byName.get(exercise.name) ?? [];
      list.push({ date: workout.date, exercise });
      byName.set(exercise.name, list);
    }
  }
  return byName;
}

function recordsLine(name: string, list: readonly Logged[], units: Units, today: string): string {
  let best: Records = { heaviestWeight: null, bestEstimatedOneRepMax: null, mostReps: null };
  const dates: Partial<Record<keyof Records, string>> = {};
  for (const { date, exercise } of [...list].reverse()) {
    const records = recordsOfSets(exercise, loggedSets(exercise));
    for (const kind of Object.keys(records) as (keyof Records)[]) {
      const value = records[kind];
      if (value !== null && (best[kind] === null || value > best[kind]!)) dates[kind] = date;
    }
    best = mergeRecords(best, records);
  }
  const loadType = list[0]!.exercise.loadType;
  const parts: string[] = [];
  if (best.heaviestWeight !== null) {
    parts.push(
      `heaviest **${describeLoad(best.heaviestWeight, loadType, units)}** (${when(dates.heaviestWeight!, today)})`,
    );
  }
  if (best.bestEstimatedOneRepMax !== null) {
    parts.push(
      `best estimated 1RM **${formatNumber(best.bestEstimatedOneRepMax, 1)} ${weightUnit(units)}**`,
    );
  }
  if (best.mostReps !== null) parts.push(`most reps in a set **${best.mostReps}**`);
  return `**${name}**: ${parts.join(', ')}.`;
}

function lastLine(name: string, list: readonly Logged[], units: Units, today: string): string {
  const { date, exercise } = list[0]!;
  const sets = loggedSets(exercise).map((set) => describeSet(set, exercise.loadType, units));
  const effort = exercise.effort ? ` You rated it ${exercise.effort}.` : '';
  return `**${name}** on ${when(date, today)}: ${sets.join(', ')}.${effort}`;
}

export async function lifts(ctx: Context): Promise<string> {
  const [user, workouts] = await Promise.all([
    ctx.data.profile(),
    ctx.data.recentWorkouts(COACH_RECENT_WORKOUTS_MAX),
  ]);
  const units = user.units;
  const asked = ctx.cls.exercise?.name ?? ctx.cls.slots.lift ?? 'that exercise';
  const byName = matchesOf(ctx, workouts);
  if (byName.size === 0) {
    return `You haven't logged any sets of ${asked} yet. Do it in a session at /workout and I'll remember what you lifted.`;
  }
  // The most recent first; at most three variations ("Barbell Bench Press", "Dumbbell Bench Press").
  const names = [...byName.entries()]
    .sort((a, b) => (a[1][0]!.date < b[1][0]!.date ? 1 : -1))
    .slice(0, 3);
  const scope =
    workouts.length >= COACH_RECENT_WORKOUTS_MAX ? ` in your last ${workouts.length} workouts` : '';
  if (BEST.test(ctx.text)) {
    const lines = names.map(([name, list]) => recordsLine(name, list, units, ctx.today));
    return lines.length === 1
      ? `Your best${scope}: ${lines[0]}`
      : `Your bests${scope}:\n\n${bullets(lines)}`;
  }
  const lines = names.map(([name, list]) => lastLine(name, list, units, ctx.today));
  return lines.length === 1 ? `Last time: ${lines[0]}` : `Last time:\n\n${bullets(lines)}`;
}

/** Lifts the advice covers at most, the most recently trained first. */
const NEXT_LIFTS = 4;

/**
 * Progression advice from the progression engine, from the member's own logged sets: the load
 * and reps for next time of their recent loaded lifts (or the one named), each with its reason.
 */
export async function nextTime(ctx: Context): Promise<string> {
  const [user, workouts] = await Promise.all([ctx.data.profile(), ctx.data.recentWorkouts(30)]);
  const units = user.units;
  const mention = ctx.cls.exercise?.name;
  const word = ctx.cls.slots.lift;
  const key = word ? compactExerciseName(word) : null;
  const sessions = new Map<string, { exercise: WorkoutExercise; history: ExerciseSession[] }>();
  for (const workout of workouts) {
    for (const exercise of workout.exercises) {
      const sets = loggedSets(exercise);
      if (!exercise.loadType || !sets.some((s) => s.weight !== undefined)) continue;
      if (
        (mention || key) &&
        !(mention && isSameExercise({ name: exercise.name }, '', [mention])) &&
        !(key && compactExerciseName(exercise.name).includes(key))
      ) {
        continue;
      }
      const entry = sessions.get(exercise.name) ?? { exercise, history: [] };
      entry.history.push({
        date: workout.date,
        sets,
        ...(exercise.effort ? { effort: exercise.effort } : {}),
        ...(exercise.targetReps ? { targetReps: exercise.targetReps } : {}),
      });
      sessions.set(exercise.name, entry);
    }
  }
  if (sessions.size === 0) {
    return `I need the loads of your sets to plan your next session${mention || word ? ` for ${mention ?? word}` : ''}: log them in a workout at /workout (each set's reps and weight), and I'll tell you what to lift next time.`;
  }
  const lines = [...sessions.values()].slice(0, NEXT_LIFTS).map(({ exercise, history }) => {
    const loadType = exercise.loadType!;
    const range = exercise.targetReps ?? parseReps(exercise.reps) ?? { min: 8, max: 12 };
    const format = (load: number) => describeLoad(load, loadType, units);
    const next = nextPrescription({
      kind: 'loaded',
      name: exercise.name,
      history,
      today: ctx.today,
      sets: history[0]!.sets.length || 3,
      // A layoff counts from the member's last training day, as the generator counts it.
      lastTrained: workouts.find((w) => w.completed && w.date <= ctx.today)?.date,
      range,
      steps: loadSteps(loadType, units),
      formatLoad: format,
    });
    if (next.reason) return next.reason;
    const load = next.targetWeight === null ? '' : ` at ${format(next.targetWeight)}`;
    const aim = next.aimReps !== null ? `, aiming for ${next.aimReps} reps a set` : '';
    return `${exercise.name}: ${range.min}-${range.max} reps${load} again${aim}, and up a step once every set reaches ${range.max}.`;
  });
  return `Next time:\n\n${bullets(lines)}`;
}

function parseReps(text: string | undefined): { min: number; max: number } | undefined {
  const numbers = text?.match(/\d+/g)?.map(Number) ?? [];
  if (numbers.length === 0) return undefined;
  const min = numbers[0]!;
  const max = numbers[numbers.length - 1]!;
  return min >= 1 && max >= min ? { min, max } : undefined;
}
