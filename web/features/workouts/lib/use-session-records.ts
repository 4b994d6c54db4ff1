import { useMemo } from 'react';
import { describeRecord, newRecordsOf } from '#common/training/records.ts';
import {
  beforeLookup,
  onePerExercise,
  recordsByExercise,
} from '#common/training/session-records.ts';
import { exercisesFromCanonical, exercisesToCanonical } from '#common/training/exercise-units.ts';
import { weightUnit } from '#common/units.ts';
import { toLoggedExercises, type WorkoutSessionState } from '#common/workout-session.ts';
import { useWorkouts } from '#web/api/workouts.ts';
import { useUnits } from '#web/lib/units.ts';

/**
 * The records the finished session set, against the member's earlier workouts: the history is
 * read while the session runs (so it is there offline at the end), and a workout logged at or
 * after the session's end (this one) is left out.
 */
export function useSessionRecords(userId: string, state: WorkoutSessionState): string[] {
  const units = useUnits();
  const history = useWorkouts(userId);
  const finishedAt = state.finishedAt;
  const complete = state.phase === 'complete';
  return useMemo(() => {
    if (!complete || finishedAt === null || !history.data) return [];
    const earlier = history.data.filter((w) => Date.parse(w.createdAt) < finishedAt);
    // The session's loads in the unit the history is read in (they differ after a switch).
    const logged = exercisesFromCanonical(
      exercisesToCanonical(toLoggedExercises(state), state.workout?.units ?? units),
      units,
    );
    const found = newRecordsOf(logged, beforeLookup(recordsByExercise(earlier)));
    return onePerExercise(found).map((record) => describeRecord(record, weightUnit(units)));
    // `state` changes with every tick of a session; only its end matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete, finishedAt, history.data, units]);
}
