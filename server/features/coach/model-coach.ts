import { z } from 'zod';
import { CHAT_HISTORY_CONTENT_MAX_CHARS, CHAT_HISTORY_MAX } from '#common/schemas/coach.ts';
import { EQUIPMENT } from '#common/constants.ts';
import { MEASUREMENT_TYPES } from '#common/schemas/measurements.ts';
import type { WorkoutExercise } from '#common/schemas/workouts.ts';
import { compactExerciseName } from '#common/training/records.ts';
import type { LlmEnv } from '../../integrations/llm/model.ts';
import {
  createChatModel,
  type ModelMessage,
  type OpenAICompatibleOptions,
  tool,
} from '../../integrations/llm/openai-compatible.ts';
import type { Coach, CoachData, CoachRequest } from './coach-types.ts';
import {
  compactSavedWorkout,
  compactWorkout,
  measurementTrends,
  round1,
  thisWeekCount,
} from './facts.ts';
import { buildSystemPrompt } from './system-prompt.ts';
import { nextTargets } from './next-targets.ts';
import { swapOptions } from './swap-options.ts';

/*
 * Flex on a model (any OpenAI-compatible endpoint, `integrations/llm`): the system prompt, the
 * conversation, and the tools through which the model reads the member's own data (CoachData).
 */

export { MAX_STEPS, UNAVAILABLE_MESSAGE } from '../../integrations/llm/openai-compatible.ts';

/** A session's working exercises as a tool gives them: sets, reps or duration, load, rest. */
const workingExercises = (exercises: readonly WorkoutExercise[]) =>
  exercises
    .filter((e) => e.block !== 'cool-down')
    .map((e) => ({
      name: e.name,
      sets: e.sets,
      ...(e.reps ? { reps: e.reps } : { duration: e.duration }),
      ...(typeof e.targetWeight === 'number' ? { load: e.targetWeight, loadType: e.loadType } : {}),
      restSeconds: Number(e.rest),
    }));

/**
 * The tools: each reads the member's own data through CoachData and returns compact JSON.
 * `today` is the member's local date (today's session is theirs).
 */
export function coachTools(data: CoachData, today: string) {
  return {
    get_stats: tool({
      description:
        "The member's workout statistics: current streak (consecutive days ending today with a completed workout), longest streak, total completed workouts, workouts this week and per week for the last 12 weeks, and the date of the last completed workout.",
      inputSchema: z.object({}),
      execute: async () => {
        const stats = await data.stats();
        return {
          currentStreakDays: stats.currentStreak,
          longestStreakDays: stats.longestStreak,
          totalCompletedWorkouts: stats.totalWorkouts,
          completedThisWeek: thisWeekCount(stats),
          lastCompletedWorkoutDate: stats.lastWorkoutDate,
          weekly: stats.weekly.map((w) => ({ weekStart: w.weekStart, workouts: w.count })),
        };
      },
    }),
    get_recent_workouts: tool({
      description:
        "The member's most recent logged workouts, newest first, completed or not: title, date, minutes and exercises (with reps or duration, the sets done, and each set's reps and load in the member's unit when logged).",
      inputSchema: z.object({
        limit: z.number().int().min(1).max(20).optional().describe('How many (default 5)'),
      }),
      execute: async ({ limit }) => {
        const [list, { units }] = await Promise.all([
          data.recentWorkouts(limit ?? 5),
          data.profile(),
        ]);
        return { workouts: list.map((workout) => compactWorkout(workout, units)) };
      },
    }),
    get_measurements: tool({
      description:
        "The member's body measurements per type, in the member's units (each trend names its unit): first and latest entry, change, number of entries and the last 10 entries.",
      inputSchema: z.object({
        type: z.enum(MEASUREMENT_TYPES).optional().describe('One type, or all when omitted'),
      }),
      execute: async ({ type }) => {
        const [list, { units }] = await Promise.all([data.measurements(type), data.profile()]);
        return {
          measurements: measurementTrends(list, units).map((t) => ({
            type: t.type,
            unit: t.unit,
            entries: t.entries,
            first: t.first,
            latest: t.latest,
            change: t.change,
            changePerWeek: t.perWeek,
            last10: list
              .filter((m) => m.type === t.type)
              .slice(0, 10)
              .map((m) => ({ date: m.date, value: round1(Number(m.value)) })),
          })),
        };
      },
    }),
    get_saved_workouts: tool({
      description:
        "The member's saved workouts: name, description, minutes, difficulty, exercises.",
      inputSchema: z.object({}),
      execute: async () => ({
        savedWorkouts: (await data.savedWorkouts()).map(compactSavedWorkout),
      }),
    }),
    get_records: tool({
      description:
        "The member's personal records per loaded exercise over their whole history (most recent record first): heaviest load, best estimated one-rep max (Epley) and most reps in a set, in the member's unit, with the date of the last record; and how many records they have set.",
      inputSchema: z.object({}),
      execute: async () => {
        const [{ bests, recordsSet }, { units }] = await Promise.all([
          data.records(),
          data.profile(),
        ]);
        return {
          units,
          recordsSet,
          records: bests.slice(0, 20).map((best) => ({
            exercise: best.name,
            heaviest: best.records.heaviestWeight,
            bestEstimatedOneRepMax: best.records.bestEstimatedOneRepMax,
            mostReps: best.records.mostReps,
            lastRecordDate: best.lastRecordDate,
          })),
        };
      },
    }),
    get_preferences: tool({
      description:
        "The member's profile and preferences: level, goals, equipment they own, days per week, minutes per session, units (imperial: lbs and in; metric: kg and cm), current and target weight and target date.",
      inputSchema: z.object({}),
      execute: async () => {
        const user = await data.profile();
        return {
          level: user.level,
          goals: user.goals,
          equipment: user.equipment,
          daysPerWeek: user.daysPerWeek,
          minutesPerSession: user.timeAvailable,
          units: user.units,
          currentWeight: user.currentWeight,
          targetWeight: user.targetWeight,
          targetDate: user.targetDate,
        };
      },
    }),
    get_plan: tool({
      description:
        "The member's plan (free, basic, pro or premium) and Flex Credits; when a paid plan renews or, if cancelled, ends; and on the free plan, workouts generated in the last 7 days out of the weekly limit. Paid plans chat with Flex without credits and have no workout limit.",
      inputSchema: z.object({}),
      execute: async () => data.plan(),
    }),
    get_week_plan: tool({
      description:
        'The member\'s training program this week, as the app\'s week strip shows it: where they are in their training block (week N of M, deload or not), the split and its days ("Upper A"), the workouts done this week, the day due next, each day\'s session with this week\'s targets (sets, reps or seconds, load in the member\'s unit), why each staple lift is in the plan, and the hard sets per muscle planned and done this week. Use it for "what\'s my plan this week?", "why this lift?", "how many sets of chest did I do this week?" and to shorten or adapt today\'s session.',
      inputSchema: z.object({}),
      execute: async () => {
        const [week, user] = await Promise.all([data.weekPlan(), data.profile()]);
        return {
          block: week.block,
          split: week.splitLabel,
          daysPerWeek: week.daysPerWeek,
          doneThisWeek: week.days.flatMap((d) =>
            d.workouts.map((w) => ({ date: d.date, title: w.title })),
          ),
          nextDay: week.todayFocus,
          daysLeft: week.upcoming,
          units: user.units,
          sessions: week.sessions.map((session) => ({
            day: session.day,
            minutes: session.estimatedMinutes,
            exercises: workingExercises(session.exercises).map((e) => {
              const staple = data.exercises.staple(e.name);
              return { ...e, ...(staple ? { staple: staple.pattern, why: staple.why } : {}) };
            }),
          })),
          hardSetsThisWeek: week.volume,
        };
      },
    }),
    get_todays_session: tool({
      description:
        'Today\'s session of the member\'s block, as the workout screen would build it, optionally adapted for today only: fewer minutes ("only 30 minutes today") or equipment left out ("no barbell today", "the bench is taken"). The block keeps its lifts for the next sessions. Returns the day ("Upper A"), the block week, each exercise with sets, reps or duration, load in the member\'s unit and rest, the estimated minutes, and the lines that say what changed and why.',
      inputSchema: z.object({
        minutes: z
          .number()
          .int()
          .min(10)
          .max(120)
          .optional()
          .describe('Minutes the member has today, when they said so'),
        without: z
          .array(z.enum(EQUIPMENT))
          .max(EQUIPMENT.length)
          .optional()
          .describe(
            'Equipment not available today: barbell, bench, pull-up-bar, dumbbells, kettlebells, resistance-bands, full-gym (machines and cables)',
          ),
        equipment: z
          .array(z.enum(EQUIPMENT))
          .max(EQUIPMENT.length)
          .optional()
          .describe(
            'Only this equipment today ("just dumbbells", "no equipment": no-equipment). Leave it out for "with my equipment": the member\'s own is the default',
          ),
      }),
      execute: async ({ minutes, without, equipment }) => {
        const [session, user] = await Promise.all([
          data.suggestWorkout({
            day: today,
            minutes: minutes ?? null,
            equipment: equipment && equipment.length > 0 ? equipment : null,
            without: without ?? null,
          }),
          data.profile(),
        ]);
        return {
          title: session.title,
          day: session.day,
          muscles: session.focus,
          ...(session.goal ? { goal: session.goal } : {}),
          equipment: session.equipment,
          block: session.block,
          units: user.units,
          estimatedMinutes: session.estimatedMinutes,
          exercises: workingExercises(session.exercises),
          changes: session.adaptations,
        };
      },
    }),
    get_next_targets: tool({
      description:
        "What to do next time on the member's recent lifts, from the app's progression engine and their logged sets: the load (member's unit) and reps where the sets carry loads, the next reps for bodyweight work and the next seconds for holds where they do not, each with one line of reason. Loaded lifts first. `logLoadsForAdvice` is true when no lift has loads: then say in one line that logging each set's weight at /workout gives load advice.",
      inputSchema: z.object({
        exercise: z
          .string()
          .max(120)
          .optional()
          .describe(
            'One lift, by its name or word ("bench", "plank"); all recent lifts when omitted',
          ),
      }),
      execute: async ({ exercise }) => {
        const [workouts, user] = await Promise.all([data.recentWorkouts(30), data.profile()]);
        const key = exercise ? compactExerciseName(exercise) : '';
        const targets = nextTargets(workouts, {
          units: user.units,
          today,
          limit: 6,
          ...(key ? { accept: (name: string) => compactExerciseName(name).includes(key) } : {}),
        });
        return {
          units: user.units,
          targets,
          logLoadsForAdvice: targets.length > 0 && targets.every((t) => t.kind !== 'loaded'),
        };
      },
    }),
    get_swap_options: tool({
      description:
        'Exercises the member can do instead of one ("swap the bench press", "instead of lunges"): what the Swap dialog offers (the same main muscle and the same kind of work, with their equipment and level). On the workout screen the Swap button on an exercise keeps the new one for the rest of the block, or just for today.',
      inputSchema: z.object({
        exercise: z.string().min(1).max(120).describe('The exercise to replace'),
      }),
      execute: async ({ exercise }) => {
        const { name, muscles, options } = await swapOptions(data, exercise);
        return {
          exercise: name,
          muscles,
          alternatives: options.map((e) => ({
            name: e.name,
            muscles: e.primaryMuscles,
            equipment: e.equipment,
          })),
        };
      },
    }),
    get_nutrition_logs: tool({
      description:
        "The member's nutrition and hydration logs, newest first: date, calories (kcal), protein, carbs and fats (g), water (ml). Empty when they have not logged any.",
      inputSchema: z.object({
        days: z
          .number()
          .int()
          .min(1)
          .max(60)
          .optional()
          .describe('How many logged days (default 14)'),
      }),
      execute: async ({ days }) => ({
        logs: (await data.dailyLogs()).slice(0, days ?? 14).map((log) => ({
          date: log.date,
          calories: log.calories,
          proteinG: log.protein,
          carbsG: log.carbs,
          fatsG: log.fats,
          waterMl: log.waterIntake,
        })),
      }),
    }),
    search_notes: tool({
      description:
        "The member's own notes whose title or content holds the words given (all of the member's latest notes when no words): title, date and content.",
      inputSchema: z.object({
        words: z.string().max(200).optional().describe('Words to look for, e.g. "knee"'),
      }),
      execute: async ({ words }) => {
        const terms = (words ?? '')
          .toLowerCase()
          .split(/\W+/)
          .filter((w) => w.length > 2);
        const list = (await data.notes()).filter((note) => {
          const text = `${note.title} ${note.content}`.toLowerCase();
          return terms.every((term) => text.includes(term));
        });
        return {
          notes: list.slice(0, 5).map((note) => ({
            title: note.title,
            updated: note.updatedAt.slice(0, 10),
            content: note.content.slice(0, 1000),
          })),
        };
      },
    }),
    get_exercise_guide: tool({
      description:
        'How to do an exercise: step-by-step instructions, tips, muscles worked and difficulty. Works for common names ("push-ups", "squats") and the exercise catalogue.',
      inputSchema: z.object({ name: z.string().min(1).max(120).describe('Exercise name') }),
      execute: async ({ name }) => {
        const guide = await data.exerciseGuide(name);
        return {
          name: guide.name,
          difficulty: guide.difficulty,
          muscles: guide.muscles,
          instructions: guide.instructions,
          tips: guide.tips,
          ...(guide.source === 'generic' ? { note: 'No specific guide: general steps only.' } : {}),
        };
      },
    }),
  };
}

/** Earlier turns as chat messages: user and assistant only, at most 5, each capped. */
export function historyMessages(history: CoachRequest['history']): ModelMessage[] {
  return history
    .filter((turn) => turn.role === 'user' || turn.role === 'assistant')
    .slice(-CHAT_HISTORY_MAX)
    .map((turn) => ({
      role: turn.role,
      content: String(turn.content).slice(0, CHAT_HISTORY_CONTENT_MAX_CHARS),
    }));
}

/** Flex on any OpenAI-compatible chat-completions endpoint, with the member's data as tools. */
export function createOpenAICompatibleCoach(
  env: LlmEnv,
  options: OpenAICompatibleOptions = {},
): Coach {
  const model = createChatModel(env, options);
  return {
    provider: 'openai-compatible',
    modelFor: (tier) => model.modelFor(tier),
    async reply(request, data) {
      // Our own data first: a database failure is ours, not the provider's.
      const user = await data.profile();
      const system = buildSystemPrompt({ user, tier: request.tier, today: request.today });
      const messages: ModelMessage[] = [
        ...historyMessages(request.history),
        { role: 'user', content: request.message },
      ];
      return model.answer({
        tier: request.tier,
        system,
        messages,
        tools: coachTools(data, request.today),
      });
    },
  };
}
