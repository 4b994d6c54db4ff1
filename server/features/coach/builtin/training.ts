import { EQUIPMENT_LABELS, type Equipment, GOAL_LABELS } from '#common/constants.ts';
import { describeLoad } from '#common/training/describe.ts';
import { addDays } from '#common/streaks.ts';
import {
  asGoals,
  asLevel,
  equipmentLabels,
  goalLabels,
  levelLabel,
  prescription,
  thisWeekCount,
} from '../facts.ts';
import { MUSCLE_GROUPS, normalise } from './intents.ts';
import type { Context } from './answer-kit.ts';
import { bullets, daysPerWeekOf, joinWords, minutesOf, when } from './answer-kit.ts';
import { swapOptions } from '../swap-options.ts';

/* Built-in coach answers: What to train today (the generator's own pick) and exercises for a muscle group. */

export { asGoals };

export async function trainToday(ctx: Context): Promise<string> {
  const [user, stats, history] = await Promise.all([
    ctx.data.profile(),
    ctx.data.stats(),
    ctx.data.recentWorkouts(10),
  ]);
  const yesterday = addDays(ctx.today, -1);
  const doneToday = history.filter((w) => w.completed && w.date === ctx.today);
  const doneYesterday = history.filter((w) => w.completed && w.date === yesterday);
  const planned = daysPerWeekOf(user);
  const week = thisWeekCount(stats);

  // Trained already today: the suggestion is for the next session, tomorrow, resting today's muscles.
  const planDay = doneToday.length > 0 ? addDays(ctx.today, 1) : ctx.today;
  // What the message asks for wins over the profile: "a 20-minute workout with dumbbells".
  const { equipment: askedEquipment, without, shorter } = ctx.cls.slots;
  // "Make it shorter" without a number: half the member's usual session, at least 15 minutes.
  const usual = minutesOf(user) ?? 45;
  const askedMinutes =
    ctx.cls.slots.minutes ??
    (shorter ? Math.max(15, Math.min(usual - 10, Math.round(usual / 2 / 5) * 5)) : null);
  const workout = await ctx.data.suggestWorkout({
    day: planDay,
    minutes: askedMinutes,
    equipment: askedEquipment,
    without,
  });

  // Planned for tomorrow, the generator's "yesterday" is the member's today: say it their way.
  const adaptations =
    planDay === ctx.today
      ? workout.adaptations
      : workout.adaptations.map((line) =>
          line.replace(/: you trained (it|them) yesterday\.$/, ': you trained $1 today.'),
        );
  // "Why?" after a suggestion, or "what should I lift today and why": the reasons, from the
  // member's profile and history.
  // The goal the session was built for (its title says it), else the member's first.
  const sessionGoal = workout.goal;
  const goal =
    sessionGoal && user.goals.includes(sessionGoal)
      ? GOAL_LABELS[sessionGoal]
      : goalLabels(user)[0];
  const gear = equipmentLabels({ equipment: workout.equipment }).join(', ') || 'no equipment';
  const because = `Because **${workout.title}** fits what you set: your ${levelLabel(user.level) ?? 'current'} level${goal ? `, your goal of ${goal}` : ''}, ${gear}, and about ${workout.estimatedMinutes} minutes.`;
  if (/^why\b/.test(normalise(ctx.request.message))) {
    return adaptations.length > 0
      ? `${because} From your recent workouts:\n\n${bullets(adaptations)}`
      : `${because} Nothing in your recent workouts called for resting a muscle or changing a load.`;
  }

  // What was asked for ("a 20-minute workout with dumbbells"), said in the heading.
  const asked = [
    askedMinutes !== null
      ? `${shorter && ctx.cls.slots.minutes === null ? 'shorter, ' : ''}${askedMinutes} minutes`
      : null,
    askedEquipment !== null
      ? askedEquipment.includes('no-equipment') && askedEquipment.length === 1
        ? 'no equipment'
        : `with ${joinWords(askedEquipment.map((e) => EQUIPMENT_LABELS[e as Equipment] ?? e).map((l) => l.toLowerCase()))}`
      : null,
    without !== null
      ? `without ${joinWords(without.map((e) => (e === 'full-gym' ? 'machines' : (EQUIPMENT_LABELS[e as Equipment] ?? e).toLowerCase())))}`
      : null,
  ].filter(Boolean);
  const inBlock = workout.block
    ? ` in week ${workout.block.week} of ${workout.block.weeks} of your block${workout.day ? ` (${workout.day}${workout.block.deload ? ', a deload week' : ''})` : workout.block.deload ? ' (a deload week)' : ''}`
    : '';
  const heading = `${doneToday.length > 0 ? 'For your next session (tomorrow)' : 'Suggested for today'}: **${workout.title}**${workout.focus.length > 0 ? ` (${joinWords(workout.focus)})` : ''}, about ${workout.estimatedMinutes} minutes${inBlock}${goal ? ` for your goal of ${goal}` : ''}${asked.length > 0 ? `. As you asked: ${asked.join(', ')}` : ''}:`;
  const list = workout.exercises
    .map(
      (e, i) =>
        `${i + 1}. ${e.name}: ${e.sets} × ${prescription(e) ?? '10 reps'}${
          e.loadType && typeof e.targetWeight === 'number'
            ? ` at ${describeLoad(e.targetWeight, e.loadType, user.units)}`
            : ''
        }`,
    )
    .join('\n');

  // One line of context, before the plan when it changes the answer (already trained today).
  let context: string | null = null;
  if (doneToday.length > 0) {
    context = `You've already completed **${doneToday.map((w) => w.title).join('** and **')}** today: rest is part of the plan, so keep the rest of today light.`;
  } else if (stats.totalWorkouts === 0) {
    context = "This will be your first workout: let's start with something that fits your profile.";
  } else if (planned && week >= planned) {
    context = `You've already done ${week} of your ${planned} planned workouts this week, so a lighter session or a rest day is fine too.`;
  } else if (doneYesterday.length > 0) {
    const muscles = ctx.data.exercises.mainMuscles(doneYesterday);
    context = `Yesterday you trained **${doneYesterday.map((w) => w.title).join('** and **')}**${muscles.length > 0 ? ` (mostly ${joinWords(muscles)})` : ''}.`;
  } else if (stats.lastWorkoutDate) {
    context = `Your last completed workout was on ${when(stats.lastWorkoutDate, ctx.today)}, so you're fresh.`;
  }
  // "Give me a workout": the workout is the answer and comes first.
  const wantsWorkout = asked.length > 0 || WORKOUT_REQUEST.test(ctx.text);
  const lines =
    context && !wantsWorkout
      ? [context, heading, list]
      : [heading, list, ...(context ? [context] : [])];
  if (/\bwhy\b/.test(ctx.text)) lines.push(because);
  if (adaptations.length > 0) lines.push(bullets(adaptations.slice(0, 3)));
  lines.push('Start it at /workout, with timers and rest built in.');
  return lines.join('\n\n');
}

/** "Give me / make me / build me a workout": a request for the workout itself. */
const WORKOUT_REQUEST =
  /\b(give|make|build|create|write|plan|generate) me\b.*\b(workout|session|plan|routine|program(me)?)\b/;

export async function muscle(ctx: Context): Promise<string> {
  const group = ctx.cls.muscle ?? 'legs';
  const targets = MUSCLE_GROUPS[group] ?? [];
  const [user, options] = await Promise.all([
    ctx.data.profile(),
    ctx.data.exercisesFor(targets, 5),
  ]);
  const level = asLevel(user.level);
  const equipment = equipmentLabels(user);
  if (options.length === 0) {
    return `I couldn't find ${group} exercises for your equipment (${equipment.join(', ') || 'none listed'}). Add equipment in /account-settings, or ask me about a specific exercise.`;
  }
  const lines = [
    `Good ${group} exercises for you (${levelLabel(level) ?? level}${equipment.length > 0 ? `, with ${equipment.join(', ')}` : ''}):`,
    bullets(options.map((e) => `**${e.name}** (${joinWords(e.primaryMuscles)})`)),
    'Ask me "How do I do …?" with any of them for step-by-step instructions.',
  ];
  const history = await ctx.data.recentWorkouts(10);
  const yesterday = addDays(ctx.today, -1);
  const recentMuscles = ctx.data.exercises.mainMuscles(
    history.filter((w) => w.completed && (w.date === yesterday || w.date === ctx.today)),
  );
  const overlap = recentMuscles.filter((m) => targets.includes(m));
  if (overlap.length > 0) {
    lines.push(
      `You trained ${joinWords(overlap)} in the last day: give them about 48 hours before training them hard again.`,
    );
  }
  return lines.join('\n\n');
}

/**
 * "Swap the bench press for something else": exercises that train the same main muscle with the
 * member's equipment and level, and where to make the swap (the workout screen's Swap keeps it
 * for the rest of the block, or just today).
 */
export async function swap(ctx: Context): Promise<string> {
  // A lift word ("the bench press") is the member's own lift of that name, when they logged one.
  const word = ctx.cls.slots.lift;
  const logged =
    !ctx.cls.exercise && word
      ? (await ctx.data.recentWorkouts(10))
          .flatMap((w) => w.exercises.map((e) => e.name))
          .find((name) => name.toLowerCase().includes(word))
      : undefined;
  const named = ctx.cls.exercise?.name ?? logged ?? word;
  if (!named) {
    return 'Which exercise would you like to swap? Name it ("swap the bench press") and I\'ll suggest ones that train the same muscles with your equipment.';
  }
  const { name, muscles, options } = await swapOptions(ctx.data, named);
  const how =
    'On the workout screen, press **Swap** on the exercise: keep the new one for the rest of your block (the same lift every week is what lets its load go up), or just for today.';
  if (options.length === 0) {
    return `I couldn't find another exercise for ${name} with your equipment. ${how}`;
  }
  return [
    `Instead of **${name}** (${joinWords(muscles)}), with your equipment:`,
    bullets(options.map((e) => `**${e.name}** (${joinWords(e.primaryMuscles)})`)),
    how,
  ].join('\n\n');
}
