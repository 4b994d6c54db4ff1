import type { ExerciseGuide } from '#common/schemas/exercises.ts';
import { plural, prescription } from '../facts.ts';
import type { Context } from './answer-kit.ts';
import { bullets, joinWords, when, workoutsWord } from './answer-kit.ts';
import { fallback } from './help.ts';

/* Built-in coach answers: How to do an exercise (its guide), or how often the member has done it (their history). */

/** "How many push-ups did I do?", "When did I last do lunges?": the history, not the guide. */
const EXERCISE_HISTORY =
  /\bhow (many|often|much)\b|\bwhen did i\b|\blast time i (did|do)\b|\bhave i (ever )?(done|did)\b/;
const HISTORY_READ = 100;

async function exerciseHistory(ctx: Context, name: string): Promise<string> {
  const history = await ctx.data.recentWorkouts(HISTORY_READ);
  const done = history.flatMap((workout) =>
    workout.exercises
      .filter((e) => ctx.data.exercises.sameExercise(e.name, name))
      .map((exercise) => ({ workout, exercise })),
  );
  const scope = history.length < HISTORY_READ ? '' : ` (of your last ${HISTORY_READ})`;
  if (done.length === 0) {
    return `You haven't logged ${name} in any workout${scope} yet. Ask me "How do I do ${name}?" for the steps, or generate a workout at /workout.`;
  }
  const sets = done.reduce(
    (sum, { workout, exercise }) =>
      sum +
      (exercise.skipped ? 0 : (exercise.completedSets ?? (workout.completed ? exercise.sets : 0))),
    0,
  );
  const allReps = done.every(({ exercise }) => exercise.repsDone !== undefined || exercise.skipped);
  const reps = done.reduce(
    (sum, { exercise }) =>
      sum + (exercise.skipped ? 0 : (exercise.completedSets ?? 0) * (exercise.repsDone ?? 0)),
    0,
  );
  const workoutsWithIt = new Set(done.map(({ workout }) => workout.id)).size;
  const [last] = done;
  const lastSets =
    last!.exercise.completedSets !== undefined
      ? `${last!.exercise.completedSets} of ${last!.exercise.sets} sets${last!.exercise.repsDone ? ` of ${last!.exercise.repsDone}` : ''}`
      : `${last!.exercise.sets} sets`;
  return [
    `You've done **${name}** in **${workoutsWord(workoutsWithIt)}**${scope}: **${plural(sets, 'set')}** completed${allReps && reps > 0 ? `, **${reps} reps** in all` : ''}.`,
    `Last time: ${when(last!.workout.date, ctx.today)} in **${last!.workout.title}**, ${lastSets}.`,
  ].join(' ');
}

export async function exercise(ctx: Context): Promise<string> {
  const mention = ctx.cls.exercise;
  if (!mention) return fallback(ctx);
  const guide: ExerciseGuide = await ctx.data.exerciseGuide(mention.name);
  if (EXERCISE_HISTORY.test(ctx.text)) return exerciseHistory(ctx, guide.name);
  const lines: string[] = [];
  const muscles = guide.muscles.length > 0 ? `; works ${joinWords(guide.muscles)}` : '';
  if (guide.source === 'generic') {
    lines.push(
      `I don't have a specific guide for **${guide.name}**, so here are the general steps for any exercise:`,
    );
  } else {
    lines.push(`${guide.emoji} **How to do ${guide.name}** (${guide.difficulty}${muscles})`);
  }
  let steps = guide.instructions;
  if (steps.length === 0) {
    // A few catalogue entries have no written steps: say so and give the general ones.
    steps = ctx.data.exercises.genericSteps(guide.name);
    lines.push(
      "The exercise library has no step-by-step description of this one yet, so here's the general approach:",
    );
  }
  lines.push(steps.map((step, i) => `${i + 1}. ${step}`).join('\n'));
  lines.push(`**Tips**\n${bullets(guide.tips)}`);

  // When the member last did it.
  const history = await ctx.data.recentWorkouts(20);
  for (const workout of history) {
    const done = workout.exercises.find((e) => ctx.data.exercises.sameExercise(e.name, guide.name));
    if (done) {
      const sets =
        done.skipped === true
          ? 'you skipped it'
          : done.completedSets !== undefined
            ? `${done.completedSets} of ${done.sets} sets${done.repsDone ? ` of ${done.repsDone}` : ''}`
            : `${done.sets} sets${prescription(done) ? ` of ${prescription(done)}` : ''}`;
      lines.push(
        `You last did ${guide.name} on ${when(workout.date, ctx.today)} in **${workout.title}**: ${sets}.`,
      );
      break;
    }
  }
  return lines.join('\n\n');
}
