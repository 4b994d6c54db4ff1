import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Tier } from '#common/constants.ts';
import {
  CREDITS_PER_MESSAGE,
  type ChatHistoryItem,
  type ChatMessage,
  type FlexChatResponse,
} from '#common/schemas/coach.ts';
import { utcToday } from '#common/streaks.ts';
import type { Db } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { OwnRead } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import {
  returnQuotas,
  takeQuotas,
  type CounterState,
  type Quota,
  type QuotaDatabase,
  quotaTakeStatement,
} from '../../http/throttle.ts';
import type { Prepare } from '../../db/prepared.ts';
import type { Coach, CoachRequest } from './coach-provider.ts';
import { insufficientCredits, refundCredits, spendCredits } from '../credits/index.ts';
import { completedWorkoutDates } from '../workouts/index.ts';
import { asTier, getSubscriptionStatus } from '../subscriptions/index.ts';
import { createCoachData } from './coach-data.ts';
import { profileFromJson, profileJson } from '../users/index.ts';

/** Messages `GET /api/flex/conversation` returns (the newest, oldest first). */
export const CONVERSATION_LIMIT = 50;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface ChatDeps {
  db: Db;
  /** Prepares the fair-use take (throttle.ts). */
  prepare: Prepare;
  coach: Coach;
  env: Env;
  /** Where provider failures are logged (the request's logger). */
  log?: FastifyBaseLogger;
}

export interface ChatInput {
  message: string;
  conversationHistory: ChatHistoryItem[];
}

type PaidTier = Exclude<Tier, 'free'>;
interface Limits {
  hourly: number;
  daily: number;
}

const limitsFor = (env: Env, tier: PaidTier): Limits =>
  ({ basic: env.FLEX_LIMITS_BASIC, pro: env.FLEX_LIMITS_PRO, premium: env.FLEX_LIMITS_PREMIUM })[
    tier
  ];

/** Turns that set a message's context, and how recent they must be to count. */
const CONTEXT_TURNS = 5;
const CONTEXT_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * What a message needs before the coach is asked (the plan, the stored turns that set the
 * context, the completed workout dates most answers start from, and the member's profile, which
 * nearly every answer reads), read by the session lookup's own statement (decision 016), so a
 * message costs four round trips less. `ended` is `periodEnded` of the subscriptions service:
 * such a plan is read again through `getSubscriptionStatus`, which ends it.
 */
export interface ChatPreread {
  plan: { tier: string; flexCredits: number; ended: boolean } | null;
  context: { role: string; content: string }[];
  /** The member's completed workout dates (yyyy-MM-dd): most answers start from the stats. */
  completedDates: string[];
  /** The member's profile (`profileJson`): the coach reads it for nearly every answer. */
  profile: Record<string, unknown>;
}

export const chatPreread: OwnRead = {
  name: 'flex_chat',
  select: `select json_build_object(
    'plan', (select json_build_object('tier', s.tier, 'flexCredits', s.flex_credits,
               'ended', (s.cancel_at_period_end and s.current_period_end <= now()
                         and s.tier <> 'free') is true)
             from subscriptions s where s.user_id = u.id limit 1),
    'context', coalesce((
      select json_agg(json_build_object('role', t.role, 'content', t.content)
                      order by t.created_at, t.answer)
      from (select m.role, m.content, m.created_at,
                   case when m.role = 'user' then 0 else 1 end as answer
            from chat_messages m
            where m.user_id = u.id
              and m.created_at >= now() - interval '${CONTEXT_MAX_AGE_MS} milliseconds'
            order by m.created_at desc, answer desc
            limit ${CONTEXT_TURNS}) t), '[]'::json),
    'completedDates', (${completedWorkoutDates.select}),
    'profile', ${profileJson('u')})`,
};

async function readPlan(db: Db, userId: string, { plan }: ChatPreread) {
  if (!plan) return { tier: 'free' as const, flexCredits: 0 };
  if (plan.ended) return getSubscriptionStatus(db, userId);
  return { tier: asTier(plan.tier), flexCredits: plan.flexCredits };
}

/** Any failure of the coach becomes the 503 `{ error, details }` the chat window shows. */
function asServiceUnavailable(error: unknown): AppError {
  if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') {
    return typeof error.extra.details === 'string'
      ? error
      : new AppError('SERVICE_UNAVAILABLE', error.message, {
          ...error.extra,
          details: 'The AI provider did not answer.',
        });
  }
  return new AppError(
    'SERVICE_UNAVAILABLE',
    'Flex is unavailable right now. Please try again in a moment.',
    {
      details:
        error instanceof AppError
          ? error.message
          : 'The coach failed while preparing the answer (internal error).',
    },
  );
}

/**
 * Fair-use limits of the paid tiers: one take from the member's hourly and daily quotas (counters
 * in the database, so every app instance shares them), both or neither. At either limit nothing is
 * counted and the answer is 429 with the wait and what is left. `storing` also stores the exchange
 * in the same statement when the take is made (`storeWhenTaken`).
 */
async function takeFairUse(
  database: QuotaDatabase,
  userId: string,
  limits: Limits,
  storing?: readonly string[],
): Promise<{ hour: CounterState; day: CounterState; undo: () => Promise<void> }> {
  const quotas: Quota[] = [
    { key: `flex:hour:${userId}`, windowMs: HOUR_MS, limit: limits.hourly },
    { key: `flex:day:${userId}`, windowMs: DAY_MS, limit: limits.daily },
  ];
  const {
    taken,
    states: [hour, day],
  } = storing
    ? await takeQuotas(database, quotas, storeWhenTaken, storing)
    : await takeQuotas(database, quotas);
  if (!taken) {
    const overHour = hour!.count >= limits.hourly;
    const overDay = day!.count >= limits.daily;
    const waitMs = Math.max(overHour ? hour!.resetInMs : 0, overDay ? day!.resetInMs : 0);
    const message = overDay
      ? `You've reached your daily limit of ${limits.daily} Flex messages.`
      : `You've reached your hourly limit of ${limits.hourly} Flex messages.`;
    throw new AppError('TOO_MANY_REQUESTS', message, {
      waitSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
      remainingHourly: Math.max(0, limits.hourly - hour!.count),
      remainingDaily: Math.max(0, limits.daily - day!.count),
    });
  }
  return { hour: hour!, day: day!, undo: () => returnQuotas(database.db, quotas) };
}

/**
 * The fair-use take that also stores the exchange, both in one statement: the question ($4 its
 * id, $5 the member, $6 its text, $7 when asked) and the answer ($8, $9 when answered).
 */
const storeWhenTaken = quotaTakeStatement(
  'take_quotas_store_chat',
  `insert into chat_messages (id, user_id, role, content, created_at)
   select m.id, $5::uuid, m.role, m.content, m.created_at
   from decision,
        (values ($4::uuid, 'user', $6::text, $7::timestamptz),
                (gen_random_uuid(), 'assistant', $8::text, $9::timestamptz))
          as m (id, role, content, created_at)
   where decision.taken`,
);

/**
 * One message to Flex. Free tier: one credit is reserved before the coach is asked and given back
 * if it fails. Paid tiers: no credits, fair-use limits per hour and per day. The exchange is stored
 * only once the coach has answered, so a failure leaves nothing behind (no spend, no count, no
 * message).
 *
 * The built-in coach answers on this machine at no cost, so for a paid tier its answer comes
 * first and one statement then takes the quotas and stores the exchange, or neither (a refusal
 * is the same 429 and stores nothing): one statement and one commit fewer per message. A model's
 * answer costs money, so its quotas are taken before it is asked.
 */
export async function chatWithFlex(
  deps: ChatDeps,
  userId: string,
  input: ChatInput,
  preread: ChatPreread,
): Promise<FlexChatResponse> {
  const { db, coach } = deps;
  const plan = await readPlan(db, userId, preread);
  const askedAt = new Date();
  const userMessageId = randomUUID();
  const request: CoachRequest = {
    userId,
    tier: plan.tier,
    message: input.message,
    history: asContext(preread.context, input.conversationHistory),
    today: utcToday(askedAt),
  };
  const ask = async (release?: () => Promise<unknown>): Promise<string> => {
    try {
      return await coach.reply(
        request,
        createCoachData({ db, prepare: deps.prepare }, userId, {
          today: request.today,
          completedDates: preread.completedDates,
          profile: profileFromJson(preread.profile),
          tier: plan.tier,
        }),
      );
    } catch (error) {
      deps.log?.warn({ err: error, provider: coach.provider }, 'Flex coach failed to answer');
      if (release) await releaseQuietly(release, deps.log);
      throw asServiceUnavailable(error);
    }
  };
  // The answer is always stamped after the question, so the conversation reads in order.
  const answeredNow = () => new Date(Math.max(Date.now(), askedAt.getTime() + 1));

  if (plan.tier !== 'free' && coach.provider === 'builtin') {
    const limits = limitsFor(deps.env, plan.tier);
    const answer = await ask();
    const usage = await takeFairUse(deps, userId, limits, [
      userMessageId,
      userId,
      input.message,
      askedAt.toISOString(),
      answer,
      answeredNow().toISOString(),
    ]);
    return {
      message: answer,
      tier: plan.tier,
      flexCredits: plan.flexCredits,
      remainingHourly: Math.max(0, limits.hourly - usage.hour.count),
      remainingDaily: Math.max(0, limits.daily - usage.day.count),
    };
  }

  let flexCredits = plan.flexCredits;
  let remainingHourly: number | null = null;
  let remainingDaily: number | null = null;
  let release: () => Promise<unknown>;

  if (plan.tier === 'free') {
    const spend = await spendCredits(db, userId, {
      amount: CREDITS_PER_MESSAGE,
      reason: 'chat',
      reference: userMessageId,
    });
    if (!spend) throw insufficientCredits(CREDITS_PER_MESSAGE);
    flexCredits = spend.balance;
    release = () =>
      refundCredits(db, userId, { ledgerId: spend.ledgerId, amount: CREDITS_PER_MESSAGE });
  } else {
    const limits = limitsFor(deps.env, plan.tier);
    const usage = await takeFairUse(deps, userId, limits);
    remainingHourly = Math.max(0, limits.hourly - usage.hour.count);
    remainingDaily = Math.max(0, limits.daily - usage.day.count);
    release = usage.undo;
  }

  const answer = await ask(release);
  try {
    await db.insert(chatMessages).values([
      { id: userMessageId, userId, role: 'user', content: input.message, createdAt: askedAt },
      { userId, role: 'assistant', content: answer, createdAt: answeredNow() },
    ]);
  } catch (error) {
    // Not delivered, so not paid for either.
    await releaseQuietly(release, deps.log);
    throw error;
  }

  return { message: answer, tier: plan.tier, flexCredits, remainingHourly, remainingDaily };
}

async function releaseQuietly(release: () => Promise<unknown>, log?: FastifyBaseLogger) {
  try {
    await release();
  } catch (error) {
    log?.error({ err: error }, 'could not give back a failed Flex message');
  }
}

/**
 * The context of a message: the server's own stored conversation, never the client's word for
 * what Flex said. Without stored turns (a first message), only the user turns the client sent
 * count, as the member's own words.
 */
function asContext(
  stored: ChatPreread['context'],
  sent: readonly ChatHistoryItem[],
): CoachRequest['history'] {
  if (stored.length > 0) {
    return stored.map(({ role, content }) => ({
      role: role === 'user' ? 'user' : 'assistant',
      content,
    }));
  }
  return sent
    .filter((turn) => turn.role === 'user')
    .slice(-CONTEXT_TURNS)
    .map(({ content }) => ({ role: 'user' as const, content }));
}

/** The member's last `CONVERSATION_LIMIT` messages, oldest first. */
export async function getConversation(
  db: Db,
  userId: string,
): Promise<{ messages: ChatMessage[] }> {
  const rows = await db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(
      desc(chatMessages.createdAt),
      // Same instant: the answer is the newer of the two.
      desc(sql`case when ${chatMessages.role} = 'user' then 0 else 1 end`),
    )
    .limit(CONVERSATION_LIMIT);
  return {
    messages: rows.reverse().map((row) => ({
      id: row.id,
      type: row.role === 'user' ? 'user' : 'flex',
      content: row.content,
      timestamp: row.createdAt.toISOString(),
    })),
  };
}
