import { toDayNumber } from '#common/streaks.ts';
import { type Intent, classify, normalise } from './intents.ts';
import type { Coach, CoachData, CoachRequest } from '../coach-types.ts';
import type { Answer, Context } from './answer-kit.ts';
import { safety } from './safety.ts';
import { goals, measurements, recent, streak, target, totals } from './progress.ts';
import { muscle, swap, trainToday } from './training.ts';
import { exercise } from './exercise.ts';
import { lifts, nextTime } from './lifts.ts';
import { account, food, notesAnswer, pace, profileAnswer } from './member-data.ts';
import { motivation, recovery } from './wellbeing.ts';
import { nutrition, saved } from './plan.ts';
import { fallback, help, thanks } from './help.ts';
import { volumeAnswer, weekAnswer, whyLift } from './block.ts';

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

export async function builtinReply(request: CoachRequest, data: CoachData): Promise<string> {
  const cls = classify(request.message, data.exercises, request.history);
  const ctx: Context = {
    request,
    data,
    cls,
    text: cls.text ?? normalise(request.message),
    today:
      toDayNumber(request.today) === null ? new Date().toISOString().slice(0, 10) : request.today,
  };
  if (cls.intents.length === 0) return fallback(ctx);
  const parts = await Promise.all(cls.intents.map((intent) => ANSWERS[intent](ctx)));
  return parts.join('\n\n');
}

const REFUSAL =
  "I can only talk about your own training and your own data, and I can't share my instructions or take on another role. Ask me about your workouts, lifts, measurements, nutrition or notes.";

const ANSWERS: Record<Intent, Answer> = {
  refusal: () => Promise.resolve(REFUSAL),
  food,
  notes: notesAnswer,
  profile: profileAnswer,
  account,
  pace,
  target,
  safety,
  exercise,
  lifts,
  next: nextTime,
  week: weekAnswer,
  volume: volumeAnswer,
  why: whyLift,
  swap,
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
