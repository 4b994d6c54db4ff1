import type { FastifyInstance } from 'fastify';
import { addDays, utcToday } from '#common/streaks.ts';
import type { LogWorkoutInput } from '#common/schemas/workouts.ts';
import { type Member, registerMember } from '../../test/helpers.ts';
import type { Db } from '../../db/client.ts';
import { dailyLogs, notes } from '../../db/schema/index.ts';
import type { CoachRequest } from './coach-types.ts';

/**
 * A member's history logged through the real endpoints (POST /api/workouts, /api/measurements),
 * for the coach tests and bench/coach.ts. Relative to today (UTC):
 *
 * - completed: today "Upper Body Blast", yesterday "Leg Day", 2 days ago "Core Crusher" (current
 *   streak 3), 10 and 11 days ago "Full Body Starter" (longest streak 3); 5 completed in total.
 * - not completed: 5 days ago "Cardio Burn".
 * - weight 180 (30 days ago), 177.5 (14 days ago), 175.5 (today): down 4.5 lbs; waist 34 -> 33.
 */
export const SEEDED = {
  currentStreak: 3,
  longestStreak: 3,
  totalWorkouts: 5,
  weights: [180, 177.5, 175.5],
  waist: [34, 33],
} as const;

type Exercise = LogWorkoutInput['exercises'][number];

export function seededWorkouts(today = utcToday()): LogWorkoutInput[] {
  const ex = (name: string, extra: Partial<Exercise> = {}): Exercise => ({
    name,
    reps: '10-12',
    rest: '30',
    sets: 3,
    completedSets: 3,
    ...extra,
  });
  return [
    {
      title: 'Full Body Starter',
      date: addDays(today, -11),
      duration: 1800,
      completed: true,
      exercises: [
        ex('Squats'),
        ex('Push-ups'),
        ex('Plank', { reps: undefined, duration: '30 seconds' }),
      ],
    },
    {
      title: 'Full Body Starter',
      date: addDays(today, -10),
      duration: 1750,
      completed: true,
      exercises: [ex('Squats'), ex('Push-ups'), ex('Jumping Jacks')],
    },
    {
      title: 'Cardio Burn',
      date: addDays(today, -5),
      duration: 600,
      completed: false,
      exercises: [ex('Burpees', { completedSets: 1 }), ex('High Knees', { completedSets: 0 })],
    },
    {
      title: 'Core Crusher',
      date: addDays(today, -2),
      duration: 1200,
      completed: true,
      exercises: [
        ex('Plank', { reps: undefined, duration: '45 seconds', primaryMuscles: ['abdominals'] }),
        ex('Bicycle Crunches', { primaryMuscles: ['abdominals'] }),
        ex('Mountain Climbers', { primaryMuscles: ['abdominals'] }),
      ],
    },
    {
      title: 'Leg Day',
      date: addDays(today, -1),
      duration: 2400,
      completed: true,
      exercises: [
        ex('Squats', { primaryMuscles: ['quadriceps'] }),
        ex('Lunges', { primaryMuscles: ['quadriceps'] }),
        ex('Bodyweight Squat', { primaryMuscles: ['quadriceps'] }),
        ex('Single Leg Glute Bridge', { primaryMuscles: ['glutes'] }),
      ],
    },
    {
      title: 'Upper Body Blast',
      date: today,
      duration: 1500,
      completed: true,
      exercises: [
        ex('Push-ups', { reps: '12-15', repsDone: 12, primaryMuscles: ['chest'] }),
        ex('Tricep Dips', { primaryMuscles: ['triceps'] }),
        ex('Pullups', { reps: '5-8', completedSets: 2, primaryMuscles: ['lats'] }),
      ],
    },
  ];
}

export function seededMeasurements(today = utcToday()) {
  return [
    { type: 'weight', value: '180', date: addDays(today, -30) },
    { type: 'weight', value: '177.5', date: addDays(today, -14) },
    { type: 'weight', value: '175.5', date: today },
    { type: 'waist', value: '34', date: addDays(today, -30) },
    { type: 'waist', value: '33', date: today },
  ] as const;
}

/** Logs the seeded history for a signed-in member through the API. */
export async function seedMemberHistory(
  app: FastifyInstance,
  member: { cookie: string; user: { id: string } },
  today = utcToday(),
): Promise<void> {
  const headers = { cookie: member.cookie, 'x-user-id': member.user.id };
  for (const workout of seededWorkouts(today)) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/workouts',
      headers,
      payload: { userId: member.user.id, ...workout },
    });
    if (res.statusCode !== 201) throw new Error(`log workout: ${res.statusCode} ${res.body}`);
  }
  for (const measurement of seededMeasurements(today)) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/measurements',
      headers,
      payload: { userId: member.user.id, ...measurement },
    });
    if (res.statusCode !== 201) throw new Error(`add measurement: ${res.statusCode} ${res.body}`);
  }
}

/**
 * Jordan: losing weight and building muscle with dumbbells and a bench, 4 days a week, with the
 * seeded history and measurements above.
 */
export async function registerSeededMember(
  app: FastifyInstance,
  today = utcToday(),
): Promise<Member> {
  const member = await registerSeededProfile(app, 'Jordan', today);
  await seedMemberHistory(app, member, today);
  return member;
}

/** A member with Jordan's profile (goals, equipment, weights, target, schedule) and no history. */
export function registerSeededProfile(
  app: FastifyInstance,
  firstName: string,
  today = utcToday(),
): Promise<Member> {
  return registerMember(app, {
    firstName,
    level: 'intermediate',
    goals: ['lose-weight', 'build-muscle'],
    equipment: ['dumbbells', 'bench'],
    currentWeight: 181,
    targetWeight: 165,
    targetDate: addDays(today, 70),
    daysPerWeek: '4',
    timeAvailable: '60',
  });
}

export function coachRequest(
  userId: string,
  message: string,
  overrides: Partial<CoachRequest> = {},
): CoachRequest {
  return { userId, tier: 'free', message, history: [], today: utcToday(), ...overrides };
}

/**
 * Nutrition logs and notes for the coach tests and the evaluation: the member logged today
 * (1,850 kcal, 120 g protein, 200 g carbs, 60 g fat, 2,000 ml water) and yesterday (2,100 kcal,
 * 95 g, 250 g, 70 g, 1,500 ml), and wrote "Knee check" and "Gym hours". Another member's log and
 * note ("Riley private", 333 g protein) must never appear in the member's answers.
 */
export async function seedMemberLogs(
  db: Db,
  memberId: string,
  otherId: string,
  today = utcToday(),
): Promise<void> {
  await db.insert(dailyLogs).values([
    {
      userId: memberId,
      date: today,
      calories: 1850,
      protein: 120,
      carbs: 200,
      fats: 60,
      waterIntake: 2000,
    },
    {
      userId: memberId,
      date: addDays(today, -1),
      calories: 2100,
      protein: 95,
      carbs: 250,
      fats: 70,
      waterIntake: 1500,
    },
    {
      userId: otherId,
      date: today,
      calories: 999,
      protein: 333,
      carbs: 1,
      fats: 1,
      waterIntake: 1,
    },
  ]);
  await db.insert(notes).values([
    {
      userId: memberId,
      title: 'Knee check',
      content: 'Left knee felt fine on lunges. Keep the box squat depth.',
    },
    { userId: memberId, title: 'Gym hours', content: 'The gym opens at 6 on weekdays.' },
    { userId: otherId, title: 'Riley private', content: 'Riley private note about knees.' },
  ]);
}
