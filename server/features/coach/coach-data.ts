import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Measurement, MeasurementType } from '#common/schemas/measurements.ts';
import type { SavedWorkout, UserStats, Workout } from '#common/schemas/workouts.ts';
import type { User } from '#common/schemas/users.ts';
import type { ExerciseGuide } from '#common/schemas/exercises.ts';
import { resolveToday, utcToday } from '#common/streaks.ts';
import { type RecordsSummary, recordsSummaryIn } from '#common/training/session-records.ts';
import type { Db } from '../../db/client.ts';
import type { Prepare } from '../../db/prepared.ts';
import { measurements as measurementRows } from '../../db/schema/index.ts';
import {
  asGoals,
  asLevel,
  daysPerWeekOf,
  measurementTrend,
  minutesOf,
  ownedEquipment,
} from './facts.ts';
import type {
  CoachData,
  CoachPlan,
  GeneratedWorkoutPlan,
  WorkoutSuggestionRequest,
} from './coach-types.ts';
import { FREE_WORKOUTS_PER_WEEK, LEVEL_RANK, planDays, type Tier } from '#common/constants.ts';
import { getSubscriptionStatus } from '../subscriptions/index.ts';
import {
  countGenerations,
  listSavedWorkouts,
  toSavedWorkout,
  toWorkout,
  generateWorkout,
  listWorkouts,
  goalOfTitle,
  blockOf,
  blockSwapsOf,
  getStats,
  statsFromDates,
  swapChoices,
  swapTarget,
  weekForUser,
} from '../workouts/index.ts';
import {
  getExerciseGuide,
  getTrainingPool,
  hasEquipmentFor,
  memberRecordsSummary,
  WELL_KNOWN,
} from '../exercises/index.ts';
import { exerciseLookup } from './exercise-lookup.ts';
import { listMeasurements, toMeasurement } from '../measurements/index.ts';
import { getUser, toUser, type ProfileRow } from '../users/index.ts';
import { listNotes, toNote } from '../notes/index.ts';
import { listDailyLogs, toDailyLog } from '../nutrition/index.ts';
import type { Note } from '#common/schemas/notes.ts';
import type { DailyLog } from '#common/schemas/nutrition.ts';

/** Recent workouts read when no limit is asked for, and the most one call may read. */
export const COACH_RECENT_WORKOUTS_DEFAULT = 10;
export const COACH_RECENT_WORKOUTS_MAX = 100;
/**
 * Nutrition logs the coach reads, the newest: its answers look at most two weeks back and the
 * model's tool at most 60 logged days (two years of daily logs are 730 rows).
 */
export const COACH_DAILY_LOGS = 60;
/** Rows read at least, so the small reads of one answer (1, 5, 10, 20) share one query. */
const MIN_READ = 20;

export interface CoachDataOptions {
  /**
   * The member's local date (yyyy-MM-dd) the current streak ends on; used only when it is within
   * one day of the server's UTC date, as everywhere else. Defaults to the server's UTC date.
   */
  today?: string;
  /** The member's completed workout dates when already read (the chat's session read). */
  completedDates?: readonly string[];
  /** The member's profile when already read (the chat's session read). */
  profile?: ProfileRow;
  /** The member's tier when already known (the chat's session read): a suggestion needs no more of the plan. */
  tier?: Tier;
}

/** Memoises a no-argument async read: the first call reads, later calls share its promise. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => {
    if (!promise) {
      promise = read();
      // A failed read is not kept: a later call may try again.
      promise.catch(() => {
        promise = undefined;
      });
    }
    return promise;
  };
}

/**
 * The coach's read-only view of one member's own data, for one message. Every fact is read
 * lazily, on first use, and at most once: the built-in coach and the model's tools may ask for
 * the same fact several times while answering. Create a new one per message.
 *
 * - `recentWorkouts(limit)` answers newest first (date, then time logged), completed or not; a
 *   call for fewer workouts than an earlier call read is served from that read.
 * - `measurements(type)` reads all of the member's measurements once (newest date first, as the
 *   API answers them) and filters by type in memory.
 * - `exerciseGuide(name)` needs no database (built-in guides, then the catalogue, then generic).
 */
export function createCoachData(
  { db, prepare }: { db: Db; prepare: Prepare },
  userId: string,
  options: CoachDataOptions = {},
): CoachData {
  // A date that cannot be the member's today falls back to the server's: the coach still answers.
  const today = resolveToday(options.today) ?? utcToday();

  const { profile: profileRead } = options;
  const profile = once<User>(async () => toUser(profileRead ?? (await getUser(db, userId))));
  const { completedDates } = options;
  const stats = once<UserStats>(async () =>
    completedDates ? statsFromDates(completedDates, today) : getStats(db, userId, today),
  );
  // In the member's unit, like everything the coach reads.
  const allMeasurements = once<Measurement[]>(async () => {
    const [{ units }, rows] = await Promise.all([profile(), listMeasurements(db, userId)]);
    return rows.map((row) => toMeasurement(row, units));
  });
  const savedWorkouts = once<SavedWorkout[]>(async () => {
    const [{ units }, rows] = await Promise.all([profile(), listSavedWorkouts(db, userId)]);
    return rows.map((row) => toSavedWorkout(row, units));
  });

  let workoutsRead: { limit: number; rows: Promise<Workout[]> } | undefined;
  const recentWorkouts = async (limit = COACH_RECENT_WORKOUTS_DEFAULT): Promise<Workout[]> => {
    const wanted = Math.min(
      COACH_RECENT_WORKOUTS_MAX,
      Math.max(1, Number.isFinite(limit) ? Math.floor(limit) : COACH_RECENT_WORKOUTS_DEFAULT),
    );
    if (!workoutsRead || workoutsRead.limit < wanted) {
      const size = Math.max(wanted, MIN_READ);
      const read = Promise.all([profile(), listWorkouts(prepare, userId, { limit: size })]).then(
        ([{ units }, rows]) => rows.map((row) => toWorkout(row, units)),
      );
      const entry = { limit: size, rows: read };
      workoutsRead = entry;
      read.catch(() => {
        if (workoutsRead === entry) workoutsRead = undefined;
      });
    }
    return (await workoutsRead.rows).slice(0, wanted);
  };

  const guides = new Map<string, ExerciseGuide>();
  const exerciseGuide = async (name: string): Promise<ExerciseGuide> => {
    const key = name.trim().toLowerCase();
    let guide = guides.get(key);
    if (!guide) {
      guide = getExerciseGuide(name.trim().slice(0, 120));
      guides.set(key, guide);
    }
    return guide;
  };

  const dailyLogs = once<DailyLog[]>(async () =>
    (await listDailyLogs(db, userId, { newest: COACH_DAILY_LOGS })).map(toDailyLog),
  );
  const notes = once<Note[]>(async () => (await listNotes(db, userId)).map(toNote));
  const plan = once<CoachPlan>(async () => {
    const [status, generated] = await Promise.all([
      getSubscriptionStatus(db, userId),
      countGenerations(db, userId),
    ]);
    return {
      tier: status.tier,
      flexCredits: status.flexCredits,
      cancelAtPeriodEnd: status.cancelAtPeriodEnd,
      currentPeriodEnd: status.currentPeriodEnd,
      generatedLast7Days: generated.lastWeek,
      weeklyWorkoutLimit: status.tier === 'free' ? FREE_WORKOUTS_PER_WEEK : null,
    };
  });

  // The whole history's records in one row (decision 044), in the member's unit.
  const records = once<RecordsSummary>(async () => {
    const [{ units }, summary] = await Promise.all([profile(), memberRecordsSummary(db, userId)]);
    return recordsSummaryIn(summary, units);
  });

  return {
    profile,
    stats,
    recentWorkouts,
    records,
    dailyLogs,
    notes,
    plan,
    async measurementTrend(type: MeasurementType) {
      const mine = and(eq(measurementRows.userId, userId), eq(measurementRows.type, type));
      // The first and the latest entry, the latest with the count, in one statement.
      const end = (last: boolean) =>
        db
          .select({
            ...getTableColumns(measurementRows),
            last: sql<boolean>`${last}::boolean`,
            entries: (last
              ? sql<number>`(select count(*) from ${measurementRows} where ${mine})`
              : sql<number>`0::bigint`
            ).mapWith(Number),
          })
          .from(measurementRows)
          .where(mine)
          .orderBy(
            ...(last
              ? [desc(measurementRows.date), desc(measurementRows.createdAt)]
              : [asc(measurementRows.date), asc(measurementRows.createdAt)]),
          )
          .limit(1);
      const [{ units }, rows] = await Promise.all([profile(), unionAll(end(false), end(true))]);
      const first = rows.find((row) => !row.last);
      const latest = rows.find((row) => row.last);
      if (!first || !latest) return null;
      const ends = first.id === latest.id ? [first] : [first, latest];
      const trend = measurementTrend(
        ends.map((row) => toMeasurement(row, units)),
        type,
        units,
      );
      return trend && { ...trend, entries: latest.entries };
    },
    async measurements(type?: MeasurementType) {
      const list = await allMeasurements();
      return type === undefined ? list : list.filter((m) => m.type === type);
    },
    savedWorkouts,
    exerciseGuide,
    weekPlan: once(() => weekForUser(db, userId, today)),
    async suggestWorkout(request) {
      const [user, history, tier] = await Promise.all([
        profile(),
        recentWorkouts(10),
        options.tier ?? plan().then((known) => known.tier),
      ]);
      const level = asLevel(user.level);
      const block = blockOf(userId, { startedOn: user.createdAt.slice(0, 10), level }, request.day);
      const swaps = await blockSwapsOf(db, userId, block.position.number);
      return suggestWorkoutFor(userId, user, history, request, { tier, block, swaps });
    },
    async exercisesFor(muscles, limit) {
      return exercisesForMember(await profile(), muscles, limit);
    },
    async swapChoices(exercise) {
      const known = exerciseLookup.catalogueExercise(exercise);
      const target = swapTarget({ exerciseId: known?.id ?? exercise, name: exercise });
      if (!target) return null;
      const user = await profile();
      const member = { equipment: ownedEquipment(user), level: asLevel(user.level) };
      return swapChoices(target, member).map((c) => c.exercise);
    },
    exercises: exerciseLookup,
  };
}

/** The generator's session for the member on `day`, with what the message asked for. */
function suggestWorkoutFor(
  userId: string,
  user: User,
  history: readonly Workout[],
  { day, minutes, equipment, without }: WorkoutSuggestionRequest,
  /** The member's plan, and the block's session for the day as the workout screen gives it. */
  {
    tier,
    block,
    swaps,
  }: { tier: Tier; block: ReturnType<typeof blockOf>; swaps: ReadonlyMap<string, string> },
): GeneratedWorkoutPlan {
  const owned = equipment ?? ownedEquipment(user);
  const level = asLevel(user.level);
  const workout = generateWorkout(
    {
      level,
      goals: asGoals(user.goals),
      equipment: owned,
      timeAvailable: minutes ?? minutesOf(user) ?? 45,
      // Asked for once ("only 30 minutes", "no barbell today"): that day only, said so.
      ...(minutes !== null && minutesOf(user) ? { usualMinutes: minutesOf(user)! } : {}),
      ...(without && without.length > 0 ? { without } : {}),
      // The free plan's 3 days, as the workout screen and the week strip plan them.
      daysPerWeek: planDays(tier, daysPerWeekOf(user) ?? 3),
      units: user.units,
    },
    {
      catalogue: getTrainingPool(),
      history: history.map((w) => ({
        date: w.date,
        completed: w.completed,
        exercises: w.exercises,
      })),
      seed: `${userId}|${day}|coach`,
      today: day,
      block,
      swaps,
    },
  );
  const goal = goalOfTitle(workout.title);
  return { ...workout, equipment: [...owned], ...(goal ? { goal } : {}) };
}

/** Library exercises for `muscles` within the member's level and equipment, best known first. */
function exercisesForMember(user: User, muscles: readonly string[], limit: number) {
  const level = asLevel(user.level);
  const owned = ownedEquipment(user);
  return getTrainingPool()
    .filter(
      (e) =>
        e.category !== 'stretching' &&
        e.primaryMuscles.some((m) => muscles.includes(m)) &&
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
    .slice(0, limit);
}
