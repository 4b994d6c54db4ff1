/**
 * A large database for the big-data bench (`npm run bench -- --big`): members, two years of
 * training with loads per set, measurements, nutrition logs, notes and coach conversations,
 * written straight into the tables by the database itself (`insert ... select` over
 * `generate_series`, in batches that say their progress), so it takes minutes on the embedded
 * database and on PostgreSQL alike.
 *
 * Scale (BIG_SCALE): 10,000 members; 1,000 of them "heavy", training 4 times a week for two years
 * (416 workouts and about 8,300 sets each, loads rising by small steps), with a weigh-in a week, a
 * waist a month, a nutrition log a day, 30 notes and 60 chat messages; the others a few weeks.
 * Every member signs in with BIG_PASSWORD (one real argon2 hash, shared).
 */
import { count, inArray, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  chatMessages,
  dailyLogs,
  measurements,
  notes,
  users,
  workouts,
} from '#server/db/schema/index.ts';
import type { Database } from '#server/db/client.ts';
import { hashPassword } from '#server/lib/passwords.ts';

export interface BigScale {
  members: number;
  /** Members with two years of history (the first ones). */
  heavy: number;
  /** Weeks of training of a heavy member, 4 sessions each. */
  heavyWeeks: number;
  /** Weeks of training of every other member, 3 sessions each. */
  lightWeeks: number;
  /** Members written per statement (progress is said per batch). */
  batch: number;
}

export const BIG_SCALE: BigScale = {
  members: 10_000,
  heavy: 1_000,
  heavyWeeks: 104,
  lightWeeks: 4,
  batch: 100,
};

export const BIG_PASSWORD = 'big data bench 1';
export const bigEmail = (i: number) => `big-${i}@example.com`;

/**
 * The four days of a heavy member's upper / lower split: real library names, sets of reps and a
 * load that rises with the week (`w`, from 0) by a step every two weeks, as double progression does.
 */
const DAYS: readonly (readonly [string, string, number, number, number][])[] = [
  // [name, load type, start load (lbs), step (lbs), reps]
  [
    ['Barbell Bench Press - Medium Grip', 'barbell', 135, 5, 8],
    ['Bent Over Barbell Row', 'barbell', 115, 5, 10],
    ['Standing Military Press', 'barbell', 75, 2.5, 8],
    ['Wide-Grip Lat Pulldown', 'machine', 100, 5, 12],
    ['Dumbbell Bicep Curl', 'dumbbell', 25, 2.5, 12],
  ],
  [
    ['Barbell Squat', 'barbell', 155, 5, 6],
    ['Romanian Deadlift', 'barbell', 135, 5, 10],
    ['Leg Press', 'machine', 230, 10, 12],
    ['Lying Leg Curls', 'machine', 60, 5, 12],
    ['Standing Calf Raises', 'machine', 100, 10, 15],
  ],
  [
    ['Incline Dumbbell Press', 'dumbbell', 45, 2.5, 10],
    ['Seated Cable Rows', 'cable', 100, 5, 12],
    ['Dumbbell Shoulder Press', 'dumbbell', 35, 2.5, 10],
    ['Pullups', 'bodyweight', 0, 0, 8],
    ['Triceps Pushdown', 'cable', 50, 5, 12],
  ],
  [
    ['Barbell Deadlift', 'barbell', 185, 10, 5],
    ['Barbell Lunge', 'barbell', 95, 5, 10],
    ['Leg Extensions', 'machine', 80, 5, 12],
    ['Barbell Hip Thrust', 'barbell', 135, 10, 10],
    ['Plank', 'timed', 0, 0, 45],
  ],
];
const TITLES = ['Upper A', 'Lower A', 'Upper B', 'Lower B'];

/** SQL for one exercise of a day at week `w` (a column of the select): 4 sets, loads per set. */
function exerciseSql([name, loadType, start, step, reps]: (typeof DAYS)[number][number]) {
  if (loadType === 'timed') {
    return `jsonb_build_object('name', '${name}', 'sets', 4, 'duration', '${reps} seconds', 'rest', '60', 'completedSets', 4, 'performedSets', jsonb_build_array(jsonb_build_object('seconds', ${reps} + w), jsonb_build_object('seconds', ${reps} + w), jsonb_build_object('seconds', ${reps} + w), jsonb_build_object('seconds', ${reps})))`;
  }
  const load = loadType === 'bodyweight' ? null : `(${start} + ${step} * (w / 2))`;
  const set = (minus: number) =>
    `jsonb_build_object('reps', ${reps} - ${minus}${load ? `, 'weight', ${load}` : ''})`;
  return `jsonb_build_object('name', '${name}', 'sets', 4, 'reps', '${reps - 2}-${reps + 2}', 'rest', '120'${
    load ? `, 'loadType', '${loadType}'` : ''
  }, 'completedSets', 4, 'performedSets', jsonb_build_array(${set(0)}, ${set(0)}, ${set(1)}, ${set(1)}))`;
}

const exercisesOfDay = (day: number) =>
  `jsonb_build_array(${DAYS[day]!.map(exerciseSql).join(', ')})`;

/** The seed's process (bench/big-seed.ts) ends with this and its figures as JSON. */
export const SEED_FIGURES_PREFIX = 'figures: ';

/** Counts per table after the seed, and its time. */
export interface BigSeedFigures {
  members: number;
  heavy: number;
  workouts: number;
  sets: number;
  measurements: number;
  dailyLogs: number;
  notes: number;
  chatMessages: number;
  ms: number;
}

/**
 * Seeds `scale` into a migrated, empty `database`. `say` gets a line of progress per batch.
 * Members are `big-1@example.com` ... in order; the heavy ones come first.
 */
export async function seedBigData(
  database: Database,
  scale: BigScale = BIG_SCALE,
  say: (line: string) => void = () => {},
): Promise<BigSeedFigures> {
  const started = performance.now();
  const { db } = database;
  const hash = await hashPassword(BIG_PASSWORD);
  const run = (statement: string) => db.execute(sql.raw(statement));
  const quoted = hash.replaceAll("'", "''");

  for (let from = 1; from <= scale.members; from += scale.batch) {
    const to = Math.min(scale.members, from + scale.batch - 1);
    const heavyTo = Math.min(to, scale.heavy);
    await run(`
      insert into users (email, password_hash, first_name, level, goals, equipment, units,
        current_weight, target_weight, time_available, days_per_week, created_at)
      select 'big-' || i || '@example.com', '${quoted}', 'Member ' || i,
        case when i <= ${scale.heavy} then 'advanced' else 'beginner' end,
        '["build-muscle"]'::jsonb, '["full-gym"]'::jsonb, 'imperial', 190, 180, 60,
        case when i <= ${scale.heavy} then 4 else 3 end,
        now() - make_interval(days => case when i <= ${scale.heavy} then ${scale.heavyWeeks * 7} else ${scale.lightWeeks * 7} end)
      from generate_series(${from}, ${to}) i`);
    await run(`
      insert into subscriptions (user_id, tier)
      select id, case when email like 'big-%' and substring(email from '^big-([0-9]+)@')::int <= ${scale.heavy} then 'pro' else 'free' end
      from users where lower(email) in (select 'big-' || i || '@example.com' from generate_series(${from}, ${to}) i)`);
    const members = `(select id, substring(email from '^big-([0-9]+)@')::int as i from users
      where lower(email) in (select 'big-' || i || '@example.com' from generate_series(${from}, ${to}) i))`;
    // Heavy members: 4 sessions a week for two years; the rest: 3 a week for a few weeks.
    for (let day = 0; day < 4; day++) {
      await run(`
        insert into workouts (user_id, title, exercises, duration, completed, date, created_at)
        select m.id, '${TITLES[day]}', ${exercisesOfDay(day)}, 3600, true, d, d + time '18:00'
        from ${members} m
        cross join lateral (
          select w, (current_date - weeks * 7 + w * 7 + ${[0, 1, 3, 4][day]})::date as d
          from (select case when m.i <= ${scale.heavy} then ${scale.heavyWeeks} else ${scale.lightWeeks} end as weeks) n
          cross join generate_series(0, n.weeks - 1) w
        ) sessions
        where (m.i <= ${scale.heavy} or ${day} < 3)
          and d < current_date`);
    }
    if (from <= scale.heavy && scale.heavyWeeks > 0) {
      const heavy = `(select id from ${members} m where m.i <= ${heavyTo})`;
      await run(`
        insert into measurements (user_id, type, value, date)
        select h.id, 'weight', 190 - w * 0.1, current_date - ${scale.heavyWeeks * 7} + w * 7
        from ${heavy} h cross join generate_series(0, ${scale.heavyWeeks - 1}) w
        union all
        select h.id, 'waist', 36 - m * 0.05, current_date - ${scale.heavyWeeks * 7} + m * 30
        from ${heavy} h cross join generate_series(0, ${Math.floor((scale.heavyWeeks * 7) / 30) - 1}) m`);
      await run(`
        insert into daily_logs (user_id, date, calories, protein, carbs, fats, water_intake)
        select h.id, current_date - d, 2400 + (d % 7) * 50, 160 + (d % 5) * 5, 250, 80, 2500
        from ${heavy} h cross join generate_series(1, ${scale.heavyWeeks * 7}) d`);
      await run(`
        insert into notes (user_id, title, content, created_at, updated_at)
        select h.id, 'Note ' || n, 'Training note ' || n || ': felt strong, keep the bar path tight.',
          now() - make_interval(days => n * 20), now() - make_interval(days => n * 20)
        from ${heavy} h cross join generate_series(1, 30) n`);
      await run(`
        insert into chat_messages (user_id, role, content, created_at)
        select h.id, case when n % 2 = 0 then 'user' else 'assistant' end,
          case when n % 2 = 0 then 'What is my best bench?' else 'Your best: Barbell Bench Press, heaviest 390 lbs.' end,
          now() - make_interval(hours => n * 12)
        from ${heavy} h cross join generate_series(1, 60) n`);
    }
    say(
      `seeded members ${from}-${to} of ${scale.members} (${Math.round(performance.now() - started)} ms)`,
    );
  }
  // The rows of the seeded members only (a test database may hold others).
  const seeded = sql`(select id from ${users} where ${users.email} like 'big-%')`;
  const rowsOf = async (table: PgTable & { userId: PgColumn }): Promise<number> =>
    (await db.select({ n: count() }).from(table).where(inArray(table.userId, seeded)))[0]!.n;
  const workoutRows = await rowsOf(workouts);
  return {
    members: (await db.select({ n: count() }).from(users).where(like(users.email, 'big-%')))[0]!.n,
    heavy: scale.heavy,
    workouts: workoutRows,
    // 5 exercises of 4 sets each.
    sets: workoutRows * 20,
    measurements: await rowsOf(measurements),
    dailyLogs: await rowsOf(dailyLogs),
    notes: await rowsOf(notes),
    chatMessages: await rowsOf(chatMessages),
    ms: Math.round(performance.now() - started),
  };
}
