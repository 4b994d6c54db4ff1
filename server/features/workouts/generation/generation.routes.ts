import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CalendarDateSchema } from '#common/schemas/fields.ts';
import { FREE_WORKOUTS_PER_WEEK } from '#common/constants.ts';
import {
  GeneratedWorkoutSchema,
  GenerateWorkoutSchema,
  KeepSwapSchema,
  KeptSwapSchema,
  SwapAlternativesSchema,
  SwapExerciseSchema,
  WeekPlanSchema,
} from '#common/schemas/workouts.ts';
import type { AppDeps } from '../../../deps.ts';
import { currentUser, requireSelf, requireUser } from '../../../http/auth.ts';
import { ErrorBodySchema, IdParamSchema } from '../../../http/openapi.ts';
import {
  generateForUser,
  keepSwap,
  WEEKLY_LIMIT_MESSAGE,
  weekForUser,
} from './generation.service.ts';
import { swapAlternatives } from './swap.service.ts';

const WeekQuerySchema = z.object({ today: CalendarDateSchema.optional() });

export const generationRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.database;

    app.post(
      '/api/workouts/generate',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid workout request' },
        schema: {
          tags: ['workouts'],
          summary: 'Generate a personal workout',
          description: [
            'Builds a workout for the signed-in member from the catalogue. Every body field is optional and defaults to the member’s profile: `level` (beginner, intermediate, advanced), `goals`, `equipment` (only exercises the member can do with it; `full-gym` has everything), `timeAvailable` (minutes: 15, 30, 45, 60, 90 or 120) and `daysPerWeek` (1-7, which shapes the split).',
            'The session is a day of the member’s training block (`block`, `day`: "Upper A"): the same lifts on that day every week of the block, so loads progress; the last week of a block is a deload. Each exercise has its own `sets`, `reps` (a range such as "6-10") or `duration` ("45 seconds"), and `rest` in seconds by its role (a main lift about 150, accessories 90, isolation and core 60). `estimatedMinutes` counts every set, rep and rest and the moves between exercises, and lands within 10% of `timeAvailable`. `another: true` ("Generate Another") varies the accessories.',
            'It adapts to the logged workouts: muscles trained yesterday (or today) are rested, loads and reps progress from the last sessions of each exercise, and a swap kept for the block (`POST /api/workouts/block-swaps`) replaces the planned lift; `adaptations` says so in one line each.',
            `Free plan: ${FREE_WORKOUTS_PER_WEEK} generations in any rolling 7 days; the next one is a 403 \`PLAN_LIMIT\` with the message "${WEEKLY_LIMIT_MESSAGE}". \`remainingThisWeek\` is what is left after this one on the free plan, null on paid plans (unlimited).`,
          ].join('\n\n'),
          // A POST without a body means "all from my profile", like `{}`.
          body: GenerateWorkoutSchema.nullish(),
          response: {
            200: GeneratedWorkoutSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => generateForUser(db, currentUser(request).id, request.body ?? {}),
    );

    app.post(
      '/api/workouts/swap',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid swap request' },
        schema: {
          tags: ['workouts'],
          summary: 'Alternatives for one exercise of a workout',
          description:
            "Up to 6 exercises that train the same primary muscle with the signed-in member's equipment and level, most familiar first, prescribed like the generator would (the same reps or time, loads from the member's history in their unit). `exclude` lists catalogue ids already in the workout. Does not count as a generation.",
          body: SwapExerciseSchema,
          response: {
            200: SwapAlternativesSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => ({
        alternatives: await swapAlternatives(db, currentUser(request).id, request.body),
      }),
    );

    app.post(
      '/api/workouts/block-swaps',
      {
        preHandler: requireUser,
        config: { validationMessage: 'Invalid swap' },
        schema: {
          tags: ['workouts'],
          summary: 'Keep a swap for the rest of your training block',
          description:
            'After a swap, "for the rest of this block": every session of the current block that would hold `fromExerciseId` holds `toExerciseId` instead (catalogue ids), and says so in `adaptations`. The next block starts from the plan again. Keeping another swap of the same exercise replaces this one. A swap made "just today" is not sent.',
          body: KeepSwapSchema,
          response: {
            201: KeptSwapSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await keepSwap(db, currentUser(request).id, request.body)),
    );

    app.get(
      '/api/workouts/week/:userId',
      {
        preHandler: requireSelf('userId'),
        schema: {
          tags: ['workouts'],
          summary: 'Your weekly program: the split, this week so far, and what today trains',
          description:
            'The split comes from your days per week and level (1-3 days full body, 4 upper / lower, 5-7 push / pull / legs; beginners stay on upper / lower). `days` runs Monday to Sunday with the workouts completed on each; `todayFocus` is the next day of the rotation, moved on when it would train a muscle trained today or yesterday (`resting`). `today` is your local date, within a day of the server date.',
          params: IdParamSchema('userId'),
          querystring: WeekQuerySchema,
          response: {
            200: WeekPlanSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
          },
        },
      },
      async (request) => weekForUser(db, request.params.userId, request.query.today),
    );
  };
