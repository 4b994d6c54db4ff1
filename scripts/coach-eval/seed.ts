import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '#common/streaks.ts';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { notes, subscriptions } from '#server/db/schema/index.ts';
import { parseEnv } from '#server/env.ts';
import {
  registerSeededProfile,
  seedMemberHistory,
  seedMemberLogs,
} from '#server/features/coach/test-fixtures.ts';
import { registerMember } from '#server/test/helpers.ts';

/**
 * The evaluation's members, logged through the real endpoints.
 *
 * Jordan (imperial, Pro, 4 days a week, dumbbells and bench, target 165 lbs) has the coach
 * fixtures' history (server/features/coach/test-fixtures.ts: workouts today, yesterday and 2 days
 * ago, weigh-ins 180 / 177.5 / 175.5 lbs, waist 34 -> 33 in), plus a strength session 4 days ago
 * with loads, two days of nutrition logs, three notes (one from the physio) and a saved workout.
 *
 * Sam (metric, Basic, building muscle with dumbbells and bands, 3 days a week) logged reps and
 * seconds but no loads: push-ups 12, 12, 12 of 8-12 and planks of 40 seconds.
 *
 * Riley holds data that must never appear.
 */
export async function seedEvaluation(today: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'flexcoach-eval-coach-'));
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const app = await buildApp({ env, database, webDir: null });
  await app.ready();

  const setTier = (userId: string, tier: 'pro' | 'basic') =>
    database.db.update(subscriptions).set({ tier }).where(eq(subscriptions.userId, userId));

  const jordan = await registerSeededProfile(app, 'Jordan', today);
  const riley = await registerSeededProfile(app, 'Riley', today);
  await setTier(jordan.user.id, 'pro');
  await setTier(riley.user.id, 'pro');
  await seedMemberHistory(app, jordan, today);
  await log(app, jordan.cookie, {
    title: 'Push Strength',
    date: addDays(today, -4),
    duration: 2400,
    completed: true,
    exercises: [
      {
        name: 'Dumbbell Bench Press',
        reps: '8-12',
        loadType: 'dumbbell',
        completedSets: 3,
        performedSets: [
          { reps: 12, weight: 45 },
          { reps: 10, weight: 50 },
          { reps: 9, weight: 50 },
        ],
      },
      {
        name: 'Barbell Squat',
        reps: '6-10',
        loadType: 'barbell',
        completedSets: 3,
        performedSets: [
          { reps: 8, weight: 135 },
          { reps: 8, weight: 135 },
          { reps: 7, weight: 135 },
        ],
      },
    ],
  });
  await post(app, jordan.cookie, '/api/saved-workouts', {
    name: 'Quick Core',
    exercises: [
      { name: 'Plank', duration: '45 seconds', rest: '30', sets: 3 },
      { name: 'Bicycle Crunches', reps: '15', rest: '30', sets: 3 },
    ],
    timeEstimate: 15,
  });
  await seedMemberLogs(database.db, jordan.user.id, riley.user.id, today);
  await database.db.insert(notes).values({
    userId: jordan.user.id,
    title: 'Physio plan',
    content:
      'My physio says: band pull-aparts and face pulls before every upper-body session, 2 sets of 15. No overhead pressing until March.',
  });

  const sam = await registerMember(app, {
    firstName: 'Sam',
    units: 'metric',
    currentWeight: 80,
    targetWeight: 85,
    level: 'intermediate',
    goals: ['build-muscle'],
    equipment: ['dumbbells', 'resistance-bands'],
    daysPerWeek: '3',
    timeAvailable: '45',
    targetDate: addDays(today, 120),
  });
  await setTier(sam.user.id, 'basic');
  for (const [offset, title] of [
    [-7, 'Home Upper'],
    [-3, 'Home Upper'],
  ] as const) {
    await log(app, sam.cookie, {
      title,
      date: addDays(today, offset),
      duration: 1800,
      completed: true,
      exercises: [
        {
          name: 'Push-ups',
          reps: '8-12',
          completedSets: 3,
          performedSets: [{ reps: 12 }, { reps: 12 }, { reps: offset === -3 ? 12 : 10 }],
        },
        {
          name: 'Plank',
          duration: '40 seconds',
          completedSets: 3,
          performedSets: [{ seconds: 40 }, { seconds: 40 }, { seconds: 40 }],
        },
      ],
    });
  }
  return {
    users: { jordan: jordan.user.id, sam: sam.user.id },
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function post(app: FastifyInstance, cookie: string, url: string, payload: object) {
  const res = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.body}`);
}

const log = (app: FastifyInstance, cookie: string, workout: object) =>
  post(app, cookie, '/api/workouts', workout);
