import { type Goal, TIER_CONFIG } from '#common/constants.ts';
import { SAVED_WORKOUT_LIMITS } from '#common/schemas/workouts.ts';
import { goalLabels, num, plural } from '../facts.ts';
import { weightFromCanonical, weightToCanonical, weightUnit } from '#common/units.ts';
import type { Context } from './answer-kit.ts';
import { bullets } from './answer-kit.ts';
import { asGoals } from './training.ts';

/* Built-in coach answers: Saved workouts and nutrition: what the member's plan includes, and where to find it. */

export async function saved(ctx: Context): Promise<string> {
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
          `**${w.name}**: ${plural(w.exercises.length, 'exercise')} (${w.exercises
            .slice(0, 8)
            .map((e) => e.name)
            .join(
              ', ',
            )}${w.exercises.length > 8 ? ', …' : ''}), about ${w.timeEstimate} min, ${w.difficulty}${w.description ? `. ${w.description}` : ''}`,
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

/**
 * Protein for people who train, 1.4 to 2.0 g per kg of body weight a day (the International
 * Society of Sports Nutrition's position stand, 2017), from the member's own latest weight.
 */
const PROTEIN_G_PER_KG = [1.4, 2] as const;

export async function nutrition(ctx: Context): Promise<string> {
  const [user, trend] = await Promise.all([
    ctx.data.profile(),
    ctx.data.measurementTrend('weight'),
  ]);
  const goal = asGoals(user.goals)[0]!;
  const label = goalLabels(user)[0] ?? 'General Fitness';
  const tracking =
    ctx.request.tier === 'free'
      ? 'Nutrition tracking (calories, macros and water) is on the Basic plan and above: see /upgrade.'
      : 'Log your meals, macros and water at /nutrition to see how your days add up.';
  const caveat =
    'With a health condition, or for a personal meal plan, see a registered dietitian or your doctor.';

  // "How much protein should I eat?": a range from their own weight, and today's log if any.
  const weight = trend?.latest.value ?? user.currentWeight;
  if (/\bprotein\b/.test(ctx.text) && weight) {
    const kg = weightFromCanonical(weightToCanonical(weight, user.units), 'metric');
    const [low, high] = PROTEIN_G_PER_KG.map((perKg) => Math.round((kg * perKg) / 5) * 5);
    const unit = weightUnit(user.units);
    const logs = ctx.request.tier === 'free' ? [] : await ctx.data.dailyLogs();
    const todayLog = logs.find((log) => log.date === ctx.today);
    const logged = todayLog
      ? ` Today you've logged ${todayLog.protein} g.`
      : ctx.request.tier === 'free'
        ? ''
        : ' Log it at /nutrition and I can add up your days.';
    return `About **${low}-${high} g of protein a day** for you: 1.4-2 g per kg of body weight for people who train, at your ${num(weight)} ${unit}, spread over 3 or 4 meals.${logged}\n\n${caveat}`;
  }

  return [
    `Nutrition basics for your goal of **${label}**:`,
    bullets([
      ...NUTRITION_BY_GOAL[goal],
      'Drink water regularly through the day, and more on training days.',
    ]),
    `${tracking} ${caveat}`,
  ].join('\n\n');
}
