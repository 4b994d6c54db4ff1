import { addDays, weekStartOf } from '#common/streaks.ts';
import type { BlockPosition } from '#common/training/block.ts';
import { isStalled } from '#common/training/progression.ts';
import { compactName } from '../../exercises/index.ts';
import { type HistoryWorkout, sessionsByExercise } from './prescription.ts';

/*
 * A reactive deload (decision 037): when several lifts stalled before the week began, the week
 * is a deload now rather than at the block's end. Worked out from the history before the week's
 * Monday, so every session of the week, the week strip and Flex agree all week.
 */

/** Stalled lifts that bring a deload forward. */
export const REACTIVE_DELOAD_LIFTS = 3;
/** A lift counts when it was trained in the two weeks before the week began. */
const RECENT_DAYS = 14;

/** The loaded lifts of the history that stalled before `weekStart` (3 sessions, no rep gained). */
export function stalledLifts(history: readonly HistoryWorkout[], weekStart: string): string[] {
  const since = addDays(weekStart, -RECENT_DAYS);
  const before = history.filter((w) => w.completed && w.date < weekStart);
  const sessions = sessionsByExercise(before);
  const names = new Set<string>();
  const stalled: string[] = [];
  for (const workout of before) {
    if (workout.date < since) continue;
    for (const exercise of workout.exercises) {
      if (!exercise.loadType || names.has(exercise.name)) continue;
      names.add(exercise.name);
      const own = sessions.get(compactName(exercise.name)) ?? [];
      if (isStalled(own)) stalled.push(exercise.name);
    }
  }
  return stalled.sort();
}

const deloadedSince = (history: readonly HistoryWorkout[], since: string, weekStart: string) =>
  history.some((w) => w.date >= since && w.date < weekStart && w.exercises.some((e) => e.deload));

/**
 * The week's place in the block, with a deload brought forward when several lifts stalled (from
 * the block's second week on), never two deloads in a row: not within two weeks of another, and a
 * deload brought forward to the week before the block's own stands for it.
 */
export function withReactiveDeload(
  position: BlockPosition,
  history: readonly HistoryWorkout[],
  today: string,
): BlockPosition {
  const weekStart = weekStartOf(today);
  if (position.deload) {
    return deloadedSince(history, addDays(weekStart, -7), weekStart)
      ? { ...position, deload: false }
      : position;
  }
  if (position.week < 2) return position;
  if (deloadedSince(history, addDays(weekStart, -RECENT_DAYS), weekStart)) return position;
  const stalled = stalledLifts(history, weekStart);
  return stalled.length >= REACTIVE_DELOAD_LIFTS
    ? { ...position, deload: true, stalled }
    : position;
}
