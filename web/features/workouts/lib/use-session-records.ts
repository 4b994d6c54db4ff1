import { useEffect, useMemo, useState } from 'react';
import { describeRecord, newRecordsOf } from '#common/training/records.ts';
import {
  beforeLookup,
  onePerExercise,
  type RecordsSummary,
} from '#common/training/session-records.ts';
import { exercisesFromCanonical, exercisesToCanonical } from '#common/training/exercise-units.ts';
import { weightUnit } from '#common/units.ts';
import { toLoggedExercises, type WorkoutSessionState } from '#common/workout-session.ts';
import { useRecords } from '#web/api/records.ts';
import { useUnits } from '#web/lib/units.ts';

/** Does the summary count only workouts logged before the session ended (not this one)? */
const countsOnlyEarlier = (summary: RecordsSummary, finishedAt: number | null) =>
  summary.latestLoggedAt === null ||
  finishedAt === null ||
  Date.parse(summary.latestLoggedAt) < finishedAt;

/**
 * The records the finished session set, against the member's earlier workouts: their records
 * summary is read while the session runs (so it is there offline at the end) and kept; a summary
 * read once this session was stored already counts it, and is not used.
 */
export function useSessionRecords(userId: string, state: WorkoutSessionState): string[] {
  const units = useUnits();
  const records = useRecords(userId);
  const finishedAt = state.finishedAt;
  const complete = state.phase === 'complete';
  const [before, setBefore] = useState<{ summary: RecordsSummary; units: string } | null>(null);
  const fresh = records.data && countsOnlyEarlier(records.data, finishedAt) ? records.data : null;
  useEffect(() => {
    if (fresh) setBefore({ summary: fresh, units });
  }, [fresh, units]);
  const usable = before && before.units === units ? before.summary : fresh;
  return useMemo(() => {
    if (!complete || finishedAt === null || !usable) return [];
    // The session's loads in the unit the records are read in (they differ after a switch).
    const logged = exercisesFromCanonical(
      exercisesToCanonical(toLoggedExercises(state), state.workout?.units ?? units),
      units,
    );
    const found = newRecordsOf(logged, beforeLookup(new Map(Object.entries(usable.byExercise))));
    return onePerExercise(found).map((record) => describeRecord(record, weightUnit(units)));
    // `state` changes with every tick of a session; only its end matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [complete, finishedAt, usable, units]);
}
