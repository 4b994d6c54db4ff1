import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_HISTORY_MAX,
  ConversationSchema,
  FlexChatResponseSchema,
  FlexChatSchema,
} from '#common/schemas/coach.ts';
import type { AppDeps } from '../../deps.ts';
import { currentUser, ownData, requireUser } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { ErrorBodySchema } from '../../http/openapi.ts';
import {
  CONVERSATION_LIMIT,
  chatPreread,
  chatWithFlex,
  getConversation,
  type ChatPreread,
} from './coach.service.ts';

export const coachRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;
    const tags = ['coach'];

    app.post(
      '/api/flex/chat',
      {
        preHandler: requireUser,
        config: { ownRead: chatPreread },
        schema: {
          tags,
          summary: 'Send a message to Flex, the AI coach',
          description: [
            `\`userId\` must be the signed-in member. \`conversationHistory\` holds at most the last ${CHAT_HISTORY_MAX} messages, roles \`user\` or \`assistant\` only (anything else is a 400); identity and instructions never come from it.`,
            '',
            '**Free tier:** each message costs 1 Flex Credit, taken atomically before the coach is asked; with no credits the answer is 403 `INSUFFICIENT_CREDITS` with `creditsNeeded: 1`. If the coach fails the credit is given back.',
            '',
            '**Paid tiers:** no credits; fair-use limits per hour and per day (configurable per tier, shared by all app instances). Over a limit the answer is 429 `TOO_MANY_REQUESTS` with `waitSeconds` (until the exhausted window resets), `remainingHourly` and `remainingDaily`; refused messages are not counted.',
            '',
            '**Provider down or timed out:** 503 `SERVICE_UNAVAILABLE` with `details`; nothing is spent or counted and nothing is stored.',
            '',
            'On success the question and the answer are added to the stored conversation, and the answer carries the plan, the credit balance and (paid tiers) the messages left this hour and today.',
          ].join('\n'),
          body: FlexChatSchema,
          response: {
            200: FlexChatResponseSchema,
            400: ErrorBodySchema.describe('Validation failed; `fields` names each failing field'),
            401: ErrorBodySchema.describe('Not signed in'),
            403: ErrorBodySchema.describe(
              '`FORBIDDEN` (userId is not you) or `INSUFFICIENT_CREDITS` (`creditsNeeded`)',
            ),
            429: ErrorBodySchema.describe(
              'Fair-use limit reached (`waitSeconds`, `remainingHourly`, `remainingDaily`)',
            ),
            503: ErrorBodySchema.describe('The AI provider failed or timed out (`details`)'),
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        if (request.body.userId !== user.id) throw forbidden('You can only chat as yourself');
        return chatWithFlex(
          {
            db,
            prepare: deps.database.prepare,
            coach: deps.coach,
            env: deps.env,
            log: request.log,
          },
          user.id,
          request.body,
          ownData<ChatPreread>(request),
        );
      },
    );

    app.get(
      '/api/flex/conversation',
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Your recent conversation with Flex',
          description: `Your last ${CONVERSATION_LIMIT} messages, oldest first: \`type\` is \`user\` for yours and \`flex\` for the coach's, \`timestamp\` is ISO 8601.`,
          response: { 200: ConversationSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => getConversation(db, currentUser(request).id),
    );
  };
