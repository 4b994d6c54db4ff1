import { catalogueLookup, mainMuscles } from '#common/main-muscles.ts';
import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import type { WeekPlan } from '#common/schemas/workouts.ts';
import type { BlockPosition } from '#common/training/block.ts';
import { addDays, weekStartOf } from '#common/streaks.ts';
import { generateWorkout, type GeneratorProfile, readHistory } from './generator.ts';
import { addVolume, weeklyVolume } from '#common/training/volume.ts';
import type { HistoryWorkout } from './prescription.ts';
import { withReactiveDeload } from './stalls.ts';
import {
  dayLabel,
  daysFrom,
  focusLabel,
  focusOfWorkout,
  programGoal,
  ROTATIONS,
  type SplitDay,
  SPLIT_LABELS,
  splitFor,
  todaysDay,
  weekDays,
} from './program.ts';

/*
 * The member's week: the split their days and level give, the workouts completed Monday to
 * Sunday, and what the next workout trains. Pure; the same rules as the generator (program.ts),
 * so the strip never announces a day the generator would not build.
 */

export type WeekProfile = GeneratorProfile;

export type WeekWorkout = HistoryWorkout & { id: string; title: string };

export function weekPlan(
  profile: WeekProfile,
  catalogue: readonly CatalogueExercise[],
  /** Recent logs in the member's unit (this week's targets come from them), and this week's. */
  logs: { recent: readonly HistoryWorkout[]; thisWeek: readonly WeekWorkout[] },
  today: string,
  /** This week's place in the member's training block, and the seed of its sessions. */
  block: { position: BlockPosition; seed: string },
  /** The days the member chose, when the plan trains fewer (the free plan's cap). */
  chosenDaysPerWeek: number = profile.daysPerWeek,
  /** Swaps the member keeps for this block. */
  swaps?: ReadonlyMap<string, string>,
): WeekPlan {
  const goal = programGoal(profile.goals);
  const split = splitFor(profile.daysPerWeek, profile.level, goal);
  const rotation = ROTATIONS[split];
  const lookup = catalogueLookup(catalogue);
  const history = logs.recent.filter((w) => w.date <= today);
  const position = withReactiveDeload(block.position, history, today);
  const read = readHistory({ catalogue, history, today }, goal);
  const schedule = weekDays(rotation, profile.daysPerWeek);
  const doneFocuses = read.focusesThisWeek(rotation);
  const todayDay = todaysDay(rotation, read.lastFocus(rotation), read.avoided.keys(), doneFocuses);

  const weekStart = weekStartOf(today);
  const days: WeekPlan['days'] = Array.from({ length: 7 }, (_, i) => ({
    date: addDays(weekStart, i),
    workouts: [],
  }));
  for (const workout of logs.thisWeek) {
    if (!workout.completed) continue;
    const day = days.find((d) => d.date === workout.date);
    if (!day) continue;
    const trained = focusOfWorkout(mainMuscles(workout.exercises, lookup), rotation);
    day.workouts.push({
      id: workout.id,
      title: workout.title,
      focus: trained ? focusLabel(trained) : null,
    });
  }
  const done = days.filter((d) => d.workouts.length > 0).length;
  const planned = Math.min(7, profile.daysPerWeek);
  // The days left: today's, then the rotation's after it.
  const upcoming = daysFrom(rotation, todayDay, doneFocuses, Math.max(0, planned - done)).map(
    dayLabel,
  );

  return {
    split,
    splitLabel: SPLIT_LABELS[split],
    daysPerWeek: profile.daysPerWeek,
    chosenDaysPerWeek,
    weekStart,
    today,
    days,
    done,
    planned,
    todayFocus: dayLabel(todayDay),
    upcoming,
    resting: [...read.avoided.keys()].sort(),
    block: position,
    ...weekSessions(
      profile,
      catalogue,
      { history, thisWeek: logs.thisWeek },
      schedule.slice(0, planned),
      { ...block, position, ...(swaps ? { swaps } : {}) },
      today,
      lookup,
    ),
  };
}

/**
 * The block's session of each training day of the week (the split's days in order from its
 * first), with this week's targets from the member's history; and the week's hard sets per
 * muscle: planned, those sessions; done, the sets completed in this week's logs.
 */
function weekSessions(
  profile: GeneratorProfile,
  catalogue: readonly CatalogueExercise[],
  logs: { history: readonly HistoryWorkout[]; thisWeek: readonly WeekWorkout[] },
  days: readonly SplitDay[],
  block: { position: BlockPosition; seed: string; swaps?: ReadonlyMap<string, string> },
  today: string,
  lookup: ReturnType<typeof catalogueLookup>,
) {
  const planned = new Map<string, number>();
  const sessions = new Map<string, WeekPlan['sessions'][number]>();
  for (const day of days) {
    const label = dayLabel(day);
    let session = sessions.get(label);
    if (!session) {
      const { title, estimatedMinutes, exercises } = generateWorkout(profile, {
        catalogue,
        history: logs.history,
        seed: block.seed,
        today,
        block: { position: block.position, seed: block.seed },
        day,
        asPlanned: true,
        ...(block.swaps ? { swaps: block.swaps } : {}),
      });
      session = { day: label, title, estimatedMinutes, exercises };
      sessions.set(label, session);
    }
    addVolume(planned, session.exercises, lookup, false);
  }
  const done = new Map<string, number>();
  for (const workout of logs.thisWeek) {
    if (workout.completed) addVolume(done, workout.exercises, lookup, true);
  }
  return { sessions: [...sessions.values()], volume: weeklyVolume(planned, done) };
}
