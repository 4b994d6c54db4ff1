import { GOALS, LEVELS, TIER_CONFIG, type Goal, type Level } from '#common/constants.ts';
import type { ExerciseGuide } from '#common/schemas/exercises.ts';
import type { MeasurementType } from '#common/schemas/measurements.ts';
import type { UserStats, Workout } from '#common/schemas/workouts.ts';
import type { User } from '#common/schemas/users.ts';
import { addDays, currentStreak, daysBetween, toDayNumber } from '#common/streaks.ts';
import { SAVED_WORKOUT_LIMITS } from '#common/schemas/workouts.ts';
import { findCatalogueExercise, nameKey } from '../../features/exercises/catalogue.ts';
import { genericGuide, getTrainingPool } from '../../features/exercises/guides.ts';
import {
  generateWorkout,
  hasEquipmentFor,
  WELL_KNOWN,
} from '../../features/workouts/generation/generator.ts';
import {
  describeChange,
  equipmentLabels,
  formatDate,
  goalLabels,
  levelLabel,
  measurementTrend,
  measurementTrends,
  type MeasurementTrend,
  num,
  plural,
  prescription,
  qty,
  relativeDay,
  thisWeekCount,
  weightGoal,
} from './facts.ts';
import { classify, type Classification, type Intent, MUSCLE_GROUPS, normalise } from './intents.ts';
import type { Coach, CoachData, CoachRequest } from './types.ts';

/**
 * The built-in Flex coach: no network, no model. It recognises what a message asks (intents.ts)
 * and answers from the member's own data through CoachData, with templates. Deterministic: the
 * same data and message give the same answer (any variety is chosen by a hash of the message).
 */
export function createBuiltinCoach(): Coach {
  return {
    provider: 'builtin',
    modelFor: () => 'builtin',
    reply: (request, data) => builtinReply(request, data),
  };
}

interface Context {
  request: CoachRequest;
  data: CoachData;
  cls: Classification;
  text: string;
  today: string;
}

type Answer = (ctx: Context) => Promise<string>;

export async function builtinReply(request: CoachRequest, data: CoachData): Promise<string> {
  const cls = classify(request.message, request.history);
  const ctx: Context = {
    request,
    data,
    cls,
    text: normalise(request.message),
    today:
      toDayNumber(request.today) === null ? new Date().toISOString().slice(0, 10) : request.today,
  };
  if (cls.intents.length === 0) return fallback(ctx);
  const parts = await Promise.all(cls.intents.map((intent) => ANSWERS[intent](ctx)));
  return parts.join('\n\n');
}

const ANSWERS: Record<Intent, Answer> = {
  safety,
  exercise,
  streak,
  totals,
  recent,
  measurements,
  goals,
  today: trainToday,
  muscle,
  motivation,
  recovery,
  saved,
  nutrition,
  greeting: (ctx) => help(ctx, 'greeting'),
  thanks,
  help: (ctx) => help(ctx, 'help'),
};

// ---------------------------------------------------------------------------------------------
// Helpers

/** A stable index in [0, n) from the message, for deterministic variety. */
function pick<T>(items: readonly T[], seed: string): T {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i++) hash = Math.imul(hash ^ seed.charCodeAt(i), 16777619);
  return items[(hash >>> 0) % items.length]!;
}

const firstName = (user: User) => user.firstName.trim() || 'Champion';

const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n');

const days = (n: number) => plural(n, 'day');
const workoutsWord = (n: number) => plural(n, 'workout');

const daysPerWeekOf = (user: User) => {
  const n = Number(user.daysPerWeek);
  return Number.isInteger(n) && n >= 1 && n <= 7 ? n : null;
};
const minutesOf = (user: User) => {
  const n = Number(user.timeAvailable);
  return Number.isFinite(n) && n > 0 ? n : null;
};

/** "Mon 9 Mar 2026 (yesterday)". */
const when = (date: string, today: string) => `${formatDate(date)} (${relativeDay(date, today)})`;

/** One real figure to anchor a general answer. */
function keyFigure(stats: UserStats, today: string): string {
  if (stats.totalWorkouts === 0) {
    return "You haven't completed a workout yet: start your first one at /workout.";
  }
  const last = stats.lastWorkoutDate ? `, the last on ${when(stats.lastWorkoutDate, today)}` : '';
  return `You've completed **${workoutsWord(stats.totalWorkouts)}** so far${last}, and your current streak is **${days(stats.currentStreak)}**.`;
}

function streakMessage(streak: number): string | null {
  if (streak >= 7) return "That's a full week or more in a row: outstanding consistency!";
  if (streak >= 3) return 'Good consistency: keep it going!';
  return null;
}

/** Muscles an exercise works (lower case): the logged ones, else its guide's. */
async function musclesOf(
  exercise: Workout['exercises'][number],
  data: CoachData,
): Promise<string[]> {
  if (exercise.primaryMuscles && exercise.primaryMuscles.length > 0) {
    return exercise.primaryMuscles.map((m) => m.toLowerCase());
  }
  const catalogue = findCatalogueExercise(exercise.name);
  if (catalogue) return [...catalogue.primaryMuscles, ...catalogue.secondaryMuscles];
  const guide = await data.exerciseGuide(exercise.name);
  return guide.muscles.map((m) => m.toLowerCase());
}

/** The main muscles of some workouts, most trained first (at most four). */
async function mainMuscles(list: readonly Workout[], data: CoachData): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const workout of list) {
    for (const exercise of workout.exercises) {
      if (exercise.skipped || exercise.completedSets === 0 || exercise.category === 'stretching') {
        continue;
      }
      for (const muscle of new Set(await musclesOf(exercise, data))) {
        counts.set(muscle, (counts.get(muscle) ?? 0) + 1);
      }
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, 4)
    .map(([muscle]) => muscle);
}

const joinWords = (words: readonly string[]) =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

// ---------------------------------------------------------------------------------------------
// Safety first

const INJURY =
  /\bpain|\bhurt|\binjur|\bsprain|\bstrain|\btorn\b|\btear\b|\bpulled|\bswollen|\bswelling|\bbruis|\bfractur|\bbroken|\bdislocat|\bsciatica|\bhernia|\btendin|\btendon|\bshin splints|\bcramp|\bnumb|\btingl/;
const CONDITION =
  /\bpregnan|\bpostpartum|\bdiabet|\basthma|\bblood pressure|\bhypertension|\bheart|\bmedication|\bmedicine|\bsurgery|\boperation|\barthritis|\bdoctor|\bphysio|\bdiagnos|\beating disorder|\banorexi|\bbulimi|\bsick\b|\bfever|\bnause|\bvomit|\bmigraine|\bconcussion/;

/** Body part -> the muscles whose exercises load it (lower case, as the catalogue names them). */
const LOADS: Record<string, readonly string[]> = {
  knee: ['quadriceps', 'hamstrings', 'calves', 'glutes'],
  'lower back': ['lower back', 'middle back', 'hamstrings'],
  back: ['lower back', 'middle back', 'lats', 'traps'],
  shoulder: ['shoulders', 'chest', 'triceps', 'traps'],
  neck: ['neck', 'traps', 'shoulders'],
  wrist: ['forearms', 'chest', 'triceps', 'shoulders'],
  hand: ['forearms', 'chest', 'triceps'],
  finger: ['forearms'],
  elbow: ['biceps', 'triceps', 'forearms'],
  ankle: ['calves', 'quadriceps'],
  foot: ['calves', 'quadriceps'],
  toe: ['calves'],
  shin: ['calves', 'quadriceps'],
  calf: ['calves'],
  hip: ['glutes', 'adductors', 'abductors', 'hamstrings', 'quadriceps'],
  groin: ['adductors', 'abductors'],
  hamstring: ['hamstrings', 'glutes'],
  arm: ['biceps', 'triceps', 'forearms', 'shoulders'],
  leg: ['quadriceps', 'hamstrings', 'calves', 'glutes'],
};

async function safety(ctx: Context): Promise<string> {
  const { cls, text, data } = ctx;
  const disclaimer =
    'Flex gives general fitness guidance, not medical advice: please read the health disclaimer at /health-disclaimer.';
  const lines: string[] = [];

  if (cls.urgent) {
    lines.push(
      '⚠️ **Stop exercising now.** Chest pain or tightness, fainting, a racing or irregular heartbeat, sudden numbness or trouble breathing can be signs of something serious. **If it is severe or does not ease within a few minutes, call your local emergency number.** Otherwise see a doctor before you train again.',
    );
    lines.push(disclaimer);
    return lines.join('\n\n');
  }

  if (INJURY.test(text)) {
    const part = cls.bodyPart;
    lines.push(
      `${part ? `I'm sorry your ${part} is giving you trouble.` : "I'm sorry you're in pain."} I can't diagnose pain or injuries, so safety first:`,
    );
    const advice = [
      '**Stop** any exercise that causes pain: do not train through it.',
      `**See a professional** (a doctor or a physiotherapist)${part ? ` about your ${part}` : ''}, especially if the pain is sharp, comes with swelling, stops you moving normally, or lasts more than a few days.`,
      'Return to training only when they say it is safe, starting lighter than before.',
    ];
    const loaded = part ? LOADS[part] : undefined;
    if (loaded) {
      const [last] = await data.recentWorkouts(1);
      if (last) {
        const affected: string[] = [];
        for (const exercise of last.exercises) {
          const muscles = await musclesOf(exercise, data);
          if (muscles.some((m) => loaded.includes(m))) affected.push(exercise.name);
        }
        if (affected.length > 0) {
          advice.push(
            `Until you're cleared, leave out the exercises that load your ${part}: from your last workout (**${last.title}**, ${formatDate(last.date)}) that means ${joinWords([...new Set(affected)])}.`,
          );
        }
      }
    }
    lines.push(bullets(advice));
  } else if (CONDITION.test(text)) {
    lines.push(
      "That's a question for your doctor, and I can't give medical advice or a diagnosis. With a medical condition, pregnancy, recent surgery or medication, **check with your doctor before you start or change your training**, and ask them which intensity and exercises are right for you.",
    );
    lines.push(
      bullets([
        'Stop at once if you feel dizzy, short of breath, unwell or in pain.',
        'Once you have the all-clear, start gently and build up over several weeks.',
      ]),
    );
  } else {
    const user = await data.profile();
    const level = levelLabel(user.level);
    lines.push(`Training safely${level ? ` at ${level} level` : ''}:`);
    lines.push(
      bullets([
        'Warm up for 5 to 10 minutes before you train, and cool down afterwards.',
        'Form before load: slow down or make the exercise easier when technique slips.',
        'Progress gradually: add a little volume or weight at a time.',
        'Stop if you feel pain, dizziness or shortness of breath, and see a professional if it continues.',
        'Rest muscle groups you trained hard yesterday, sleep well and drink water.',
      ]),
    );
  }
  lines.push(disclaimer);
  return lines.join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Streak, totals, recent workouts

/** Consecutive days with a completed workout ending yesterday (from the recent history). */
async function streakEndingYesterday(ctx: Context): Promise<number> {
  const history = await ctx.data.recentWorkouts(60);
  const dates = history.filter((w) => w.completed).map((w) => w.date);
  return currentStreak(dates, addDays(ctx.today, -1));
}

async function streak(ctx: Context): Promise<string> {
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
  const longest = stats.longestStreak;
  let best = `Your longest streak is **${days(longest)}**`;
  if (longest > current && current > 0) best += `: ${days(longest - current + 1)} more to beat it`;
  else if (longest === current && current > 1) best += ": you're on your best run ever";
  lines.push(`${best}. You've completed **${workoutsWord(stats.totalWorkouts)}** in total.`);
  return lines.join('\n\n');
}

async function totals(ctx: Context): Promise<string> {
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
  const lastFour = stats.weekly.slice(-4).reduce((sum, w) => sum + w.count, 0);
  const lines = [
    `You've completed **${workoutsWord(stats.totalWorkouts)}** in total${stats.lastWorkoutDate ? `, the last on ${when(stats.lastWorkoutDate, ctx.today)}` : ''}.`,
    bullets(
      [
        `This week: **${week}**${planned ? ` of your ${planned} planned` : ''}${week >= (planned ?? Infinity) ? ': weekly target reached ✅' : ''}`,
        `Last 4 weeks: **${lastFour}** (${num(lastFour / 4)} a week on average)`,
        `Current streak: **${days(stats.currentStreak)}**; longest: **${days(stats.longestStreak)}**`,
        unfinished > 0
          ? `Not finished: ${unfinished} of your last ${history.length} logged workouts`
          : '',
      ].filter(Boolean),
    ),
  ];
  const message = streakMessage(stats.currentStreak);
  if (message) lines.push(message);
  return lines.join('\n\n');
}

function workoutLine(workout: Workout, today: string): string {
  const names = workout.exercises.map((e) => e.name);
  const shown =
    names.slice(0, 4).join(', ') + (names.length > 4 ? ` (+${names.length - 4} more)` : '');
  const minutes = Math.round(workout.duration / 60);
  return `**${workout.title}**: ${when(workout.date, today)}, ${minutes} min, ${workout.completed ? 'completed ✅' : 'not completed'}. ${plural(names.length, 'exercise')}: ${shown}.`;
}

async function recent(ctx: Context): Promise<string> {
  const history = await ctx.data.recentWorkouts(5);
  if (history.length === 0) {
    return "You haven't logged any workouts yet. Start one at /workout and I'll keep track of every session.";
  }
  if (/\byesterday\b/.test(ctx.text)) {
    const yesterday = addDays(ctx.today, -1);
    const done = history.filter((w) => w.date === yesterday);
    if (done.length === 0) {
      return `You didn't log a workout yesterday. Your last one:\n\n${bullets([workoutLine(history[0]!, ctx.today)])}`;
    }
    return `Yesterday you logged:\n\n${bullets(done.map((w) => workoutLine(w, ctx.today)))}`;
  }
  const wantsOne = /\blast (workout|session|training|time)\b/.test(ctx.text);
  const shown = wantsOne ? history.slice(0, 1) : history;
  const head = wantsOne
    ? 'Your last workout:'
    : `Your last ${shown.length === 1 ? 'workout' : `${shown.length} workouts`}:`;
  return `${head}\n\n${bullets(shown.map((w) => workoutLine(w, ctx.today)))}`;
}

// ---------------------------------------------------------------------------------------------
// Measurements and goals

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

function weightGoalLine(user: User, trend: MeasurementTrend | null, today: string): string | null {
  const goal = weightGoal(user, trend, today);
  if (goal.current === null || goal.target === null || goal.toGo === null) return null;
  // The direction of the goal: from the first logged weight (else today's) to the target.
  const losing = goal.target < (trend?.first.value ?? goal.current);
  if (losing ? goal.current <= goal.target : goal.current >= goal.target) {
    return `🎉 You've reached your target weight of ${num(goal.target)} lbs!`;
  }
  const diff = Math.abs(goal.toGo);
  const direction = losing ? 'to lose' : 'to gain';
  let line = `Target: ${num(goal.target)} lbs, **${qty(diff, 'lbs')} ${direction}**`;
  if (goal.targetDate && goal.daysLeft !== null) {
    if (goal.daysLeft < 0) {
      line += `. Your target date (${formatDate(goal.targetDate)}) has passed: set a new one in /account-settings`;
    } else if (goal.neededPerWeek !== null) {
      line += ` by ${formatDate(goal.targetDate)}, about ${qty(goal.neededPerWeek, 'lbs')} a week`;
      if (goal.neededPerWeek > 2)
        line += ': faster than the 0.5-2 lbs a week we recommend, so consider a later date';
      else if (goal.neededPerWeek >= 0.5) line += ': within the healthy 0.5-2 lbs a week';
      else line += ': a comfortable pace';
    }
  }
  return `${line}.`;
}

async function measurements(ctx: Context): Promise<string> {
  const [user, all] = await Promise.all([ctx.data.profile(), ctx.data.measurements()]);
  const asksAll = /\bmeasure(ment|ments|d)?\b|\bbody\b/.test(ctx.text);
  let types: MeasurementType[] = ctx.cls.measurementTypes;
  if (types.length === 0) {
    types = asksAll ? measurementTrends(all).map((t) => t.type) : ['weight'];
    if (types.length === 0) types = ['weight'];
  }
  const lines: string[] = [];
  for (const type of types) {
    const trend = measurementTrend(all, type);
    if (type === 'weight') {
      if (trend) {
        let line = trendLine(trend);
        const losing = user.targetWeight !== null && user.targetWeight < trend.first.value;
        if (trend.entries > 1 && trend.change !== 0 && user.targetWeight !== null) {
          line += trend.change < 0 === losing ? ' Moving the right way!' : '';
        }
        lines.push(line);
      } else if (user.currentWeight !== null) {
        lines.push(
          `You haven't logged a weight at /measurements yet; your profile says **${num(user.currentWeight)} lbs**. Log your weight regularly (same time of day) and I'll show the trend.`,
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

async function goals(ctx: Context): Promise<string> {
  const [user, stats, weights] = await Promise.all([
    ctx.data.profile(),
    ctx.data.stats(),
    ctx.data.measurements('weight'),
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
  const trend = measurementTrend(weights, 'weight');
  const goal = weightGoal(user, trend, ctx.today);
  // The measurements answer in the same reply already gives the weight and the target.
  const weightAnswered = ctx.cls.intents.includes('measurements');
  if (goal.current !== null && !weightAnswered) {
    facts.push(
      `Weight now: **${num(goal.current)} lbs** (${goal.currentSource === 'measurement' && goal.currentDate ? `logged ${formatDate(goal.currentDate)}` : 'from your profile'})`,
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

// ---------------------------------------------------------------------------------------------
// What to train today, muscle groups, exercise guides

const asLevel = (level: string): Level =>
  (LEVELS as readonly string[]).includes(level) ? (level as Level) : 'intermediate';
const asGoals = (goals: readonly string[]): Goal[] => {
  const known = goals.filter((g): g is Goal => (GOALS as readonly string[]).includes(g));
  return known.length > 0 ? known : ['general-fitness'];
};
const ownedEquipment = (user: User) =>
  user.equipment.length > 0 ? user.equipment : ['no-equipment'];

async function trainToday(ctx: Context): Promise<string> {
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
  const workout = generateWorkout(
    {
      level: asLevel(user.level),
      goals: asGoals(user.goals),
      equipment: ownedEquipment(user),
      timeAvailable: minutesOf(user) ?? 45,
      daysPerWeek: planned ?? 3,
    },
    {
      catalogue: getTrainingPool(),
      history: history.map((w) => ({
        date: w.date,
        completed: w.completed,
        exercises: w.exercises,
      })),
      seed: `${ctx.request.userId}|${planDay}|coach`,
      today: planDay,
    },
  );

  const lines: string[] = [];
  if (doneToday.length > 0) {
    lines.push(
      `You've already completed **${doneToday.map((w) => w.title).join('** and **')}** today: nice work! Rest and recovery are part of the plan, so keep the rest of today light (a walk, easy stretching).`,
    );
  } else if (doneYesterday.length > 0) {
    const muscles = await mainMuscles(doneYesterday, ctx.data);
    lines.push(
      `Yesterday you trained **${doneYesterday.map((w) => w.title).join('** and **')}**${muscles.length > 0 ? ` (mostly ${joinWords(muscles)})` : ''}.`,
    );
  } else if (stats.totalWorkouts === 0) {
    lines.push(
      "This will be your first workout: let's start with something that fits your profile.",
    );
  } else if (stats.lastWorkoutDate) {
    lines.push(
      `Your last completed workout was on ${when(stats.lastWorkoutDate, ctx.today)}, so you're fresh.`,
    );
  }
  if (planned && week >= planned && doneToday.length === 0) {
    lines.push(
      `You've already done ${week} of your ${planned} planned workouts this week, so a lighter session or a rest day is fine too.`,
    );
  }
  const goalsText = goalLabels(user);
  lines.push(
    `${doneToday.length > 0 ? 'For your next session (tomorrow)' : 'Suggested for today'}: **${workout.title}**${workout.focus.length > 0 ? ` (${joinWords(workout.focus)})` : ''}, about ${workout.estimatedMinutes} minutes${goalsText.length > 0 ? ` for your goal of ${goalsText[0]}` : ''}:`,
  );
  lines.push(
    workout.exercises
      .map((e, i) => `${i + 1}. ${e.name}: ${e.sets} × ${prescription(e) ?? '10 reps'}`)
      .join('\n'),
  );
  if (workout.adaptations.length > 0) lines.push(bullets(workout.adaptations.slice(0, 3)));
  lines.push(
    'Generate your session at /workout: it follows the same rules (rested muscles, your equipment, level and time), with timers and rest built in.',
  );
  return lines.join('\n\n');
}

const LEVEL_RANK: Record<Level, number> = { beginner: 0, intermediate: 1, advanced: 2 };

async function muscle(ctx: Context): Promise<string> {
  const group = ctx.cls.muscle ?? 'legs';
  const targets = MUSCLE_GROUPS[group] ?? [];
  const user = await ctx.data.profile();
  const level = asLevel(user.level);
  const owned = ownedEquipment(user);
  const options = getTrainingPool()
    .filter(
      (e) =>
        e.category !== 'stretching' &&
        e.primaryMuscles.some((m) => targets.includes(m)) &&
        LEVEL_RANK[e.level] <= LEVEL_RANK[level] &&
        hasEquipmentFor(owned, e),
    )
    .sort(
      (a, b) =>
        Number(WELL_KNOWN.has(b.name)) - Number(WELL_KNOWN.has(a.name)) ||
        Number(b.equipment !== 'no-equipment') - Number(a.equipment !== 'no-equipment') ||
        a.name.split(' ').length - b.name.split(' ').length ||
        (a.name < b.name ? -1 : 1),
    )
    .slice(0, 5);
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
  const recentMuscles = await mainMuscles(
    history.filter((w) => w.completed && (w.date === yesterday || w.date === ctx.today)),
    ctx.data,
  );
  const overlap = recentMuscles.filter((m) => targets.includes(m));
  if (overlap.length > 0) {
    lines.push(
      `You trained ${joinWords(overlap)} in the last day: give them about 48 hours before training them hard again.`,
    );
  }
  return lines.join('\n\n');
}

/** "How many push-ups did I do?", "When did I last do lunges?": the history, not the guide. */
const EXERCISE_HISTORY =
  /\bhow (many|often|much)\b|\bwhen did i\b|\blast time i (did|do)\b|\bhave i (ever )?(done|did)\b/;
const HISTORY_READ = 100;

async function exerciseHistory(ctx: Context, name: string): Promise<string> {
  const history = await ctx.data.recentWorkouts(HISTORY_READ);
  const key = nameKey(name);
  const done = history.flatMap((workout) =>
    workout.exercises
      .filter((e) => nameKey(e.name) === key)
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

async function exercise(ctx: Context): Promise<string> {
  const mention = ctx.cls.exercise;
  if (!mention) return help(ctx, 'fallback');
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
    steps = genericGuide(guide.name).instructions;
    lines.push(
      "The exercise library has no step-by-step description of this one yet, so here's the general approach:",
    );
  }
  lines.push(steps.map((step, i) => `${i + 1}. ${step}`).join('\n'));
  lines.push(`**Tips**\n${bullets(guide.tips)}`);

  // When the member last did it.
  const history = await ctx.data.recentWorkouts(20);
  const key = nameKey(guide.name);
  for (const workout of history) {
    const done = workout.exercises.find((e) => nameKey(e.name) === key);
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

// ---------------------------------------------------------------------------------------------
// Motivation, recovery, saved workouts, nutrition

async function motivation(ctx: Context): Promise<string> {
  const [user, stats, weights] = await Promise.all([
    ctx.data.profile(),
    ctx.data.stats(),
    ctx.data.measurements('weight'),
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
  const trend = measurementTrend(weights, 'weight');
  if (trend && trend.entries > 1 && user.targetWeight !== null && trend.change !== 0) {
    const losing = user.targetWeight < trend.first.value;
    if (trend.change < 0 === losing) {
      facts.push(
        `You're already **${describeChange(trend.change, 'lbs')}** since your first weigh-in.`,
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

async function recovery(ctx: Context): Promise<string> {
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
  const recentMuscles = await mainMuscles(
    history.filter((w) => w.completed && (w.date === yesterday || w.date === ctx.today)),
    ctx.data,
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

async function saved(ctx: Context): Promise<string> {
  const list = await ctx.data.savedWorkouts();
  const limit = SAVED_WORKOUT_LIMITS[ctx.request.tier];
  if (list.length === 0) {
    if (limit === 0) {
      return 'Saving workouts is available on the Basic plan and above: see /upgrade. On the free plan you can still generate up to 3 workouts a week at /workout.';
    }
    return `You haven't saved any workouts yet. On /workout, use **Save Workout** to keep one you like${limit ? ` (your ${TIER_CONFIG[ctx.request.tier].name} plan holds up to ${limit})` : ''}.`;
  }
  const lines = [
    `You have ${plural(list.length, 'saved workout')}${limit ? ` (${list.length} of ${limit} on ${TIER_CONFIG[ctx.request.tier].name})` : ''}:`,
    bullets(
      list.map(
        (w) =>
          `**${w.name}**: ${plural(w.exercises.length, 'exercise')}, about ${w.timeEstimate} min, ${w.difficulty}${w.description ? `. ${w.description}` : ''}`,
      ),
    ),
    'Load one from the saved workouts list on /workout.',
  ];
  return lines.join('\n\n');
}

const NUTRITION_BY_GOAL: Record<Goal, string[]> = {
  'lose-weight': [
    'Aim for a modest calorie deficit rather than a crash diet: steady beats fast.',
    'Have a source of protein at every meal to stay full and keep your muscle.',
    'Fill half your plate with vegetables, and keep sugary drinks and snacks occasional.',
  ],
  'build-muscle': [
    'Spread protein over your meals through the day, including one after training.',
    'Eat enough: a small calorie surplus supports muscle growth.',
    'Carbohydrates around your workouts fuel harder sessions.',
  ],
  'improve-endurance': [
    'Carbohydrates are your main fuel for longer sessions: eat some a few hours before.',
    'Refuel with carbs and protein after long or hard workouts.',
    'Drink during sessions longer than an hour.',
  ],
  'general-fitness': [
    'Build meals around vegetables, whole grains, lean protein and healthy fats.',
    'Keep portions regular and highly processed food occasional.',
  ],
  'increase-flexibility': [
    'A balanced diet and good hydration help muscles and joints recover.',
    'Protein at each meal supports tissue repair.',
  ],
  'athletic-performance': [
    'Match your food to your training: more carbohydrate on hard days.',
    'Protein at each meal and after training supports recovery.',
    'Time a meal or snack 1 to 3 hours before competing or hard sessions.',
  ],
};

async function nutrition(ctx: Context): Promise<string> {
  const [user, weights] = await Promise.all([ctx.data.profile(), ctx.data.measurements('weight')]);
  const goal = asGoals(user.goals)[0]!;
  const label = goalLabels(user)[0] ?? 'General Fitness';
  const lines = [
    `Nutrition basics for your goal of **${label}**:`,
    bullets([
      ...NUTRITION_BY_GOAL[goal],
      'Drink water regularly through the day, and more on training days.',
    ]),
  ];
  const goalLine = weightGoalLine(user, measurementTrend(weights, 'weight'), ctx.today);
  if (goalLine) lines.push(goalLine);
  lines.push(
    ctx.request.tier === 'free'
      ? 'Nutrition tracking (calories, macros and water) is on the Basic plan and above: see /upgrade.'
      : 'Log your meals, macros and water at /nutrition to see how your days add up.',
  );
  lines.push(
    "I can't give medical or dietary prescriptions: for a personal plan, or with a health condition, see a registered dietitian or your doctor.",
  );
  return lines.join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Greeting, thanks, help and the fallback

const CAPABILITIES = bullets([
  '**Streak and totals**: "What\'s my streak?", "How many workouts have I done?"',
  '**Your workouts**: "What did I do last time?", "What should I train today?"',
  '**Measurements and goals**: "How is my weight going?", "Am I on track for my goal?"',
  '**Exercises**: "How do I do lunges?", "Exercises for my back"',
  '**Saved workouts, motivation, recovery, nutrition basics and safety**',
]);

async function help(ctx: Context, kind: 'greeting' | 'help' | 'fallback'): Promise<string> {
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

const fallback = (ctx: Context) => help(ctx, /^\W*$/.test(ctx.text) ? 'help' : 'fallback');

async function thanks(ctx: Context): Promise<string> {
  const [user, stats] = await Promise.all([ctx.data.profile(), ctx.data.stats()]);
  const next =
    stats.totalWorkouts === 0
      ? 'Your first workout is waiting at /workout.'
      : stats.currentStreak > 0
        ? `Keep that **${days(stats.currentStreak)}** streak going!`
        : `You've got **${workoutsWord(stats.totalWorkouts)}** behind you: the next one starts at /workout.`;
  return `You're welcome, ${firstName(user)}! ${next}`;
}
