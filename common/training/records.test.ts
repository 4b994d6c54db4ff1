import { describe, expect, it } from 'vitest';
import type { WorkoutExercise } from '../schemas/workouts.ts';
import {
  describeRecord,
  isSameExercise,
  loggedSets,
  mergeRecords,
  newRecordsOf,
  recordsOfSets,
} from './records.ts';
import {
  beforeLookup,
  onePerExercise,
  personalRecords,
  recordsByExercise,
} from './session-records.ts';

const bench = (sets: { reps: number; weight?: number }[]): WorkoutExercise => ({
  name: 'Dumbbell Bench Press',
  exerciseId: 'Dumbbell_Bench_Press',
  reps: '8-12',
  rest: '30',
  sets: 3,
  loadType: 'dumbbell',
  performedSets: sets,
});

describe('records', () => {
  it('finds the heaviest load, the best Epley estimate and the most reps in a set', () => {
    const records = recordsOfSets({ loadType: 'dumbbell' }, [
      { reps: 12, weight: 20 },
      { reps: 8, weight: 24 },
      { reps: 15, weight: 10 },
    ]);
    expect(records).toEqual({
      heaviestWeight: 24,
      // 24 × (1 + 8/30) = 30.4 beats 20 × (1 + 12/30) = 28.
      bestEstimatedOneRepMax: 30.4,
      mostReps: 15,
    });
  });

  it('ignores band levels as loads and sets with no reps', () => {
    expect(
      recordsOfSets({ loadType: 'band' }, [
        { reps: 10, weight: 3 },
        { reps: 0, weight: 5 },
      ]),
    ).toEqual({ heaviestWeight: null, bestEstimatedOneRepMax: null, mostReps: 10 });
  });

  it('merges by keeping the better of each', () => {
    expect(
      mergeRecords(
        { heaviestWeight: 20, bestEstimatedOneRepMax: null, mostReps: 12 },
        { heaviestWeight: 22, bestEstimatedOneRepMax: 28, mostReps: null },
      ),
    ).toEqual({ heaviestWeight: 22, bestEstimatedOneRepMax: 28, mostReps: 12 });
  });

  it('reads old logs without sets from their completed sets and reps done', () => {
    expect(loggedSets({ reps: '10', completedSets: 2, repsDone: 11 })).toEqual([
      { reps: 11 },
      { reps: 11 },
    ]);
    expect(loggedSets({ duration: '45 seconds', completedSets: 1 })).toEqual([{ seconds: 45 }]);
    expect(loggedSets({ reps: '10', completedSets: 0 })).toEqual([]);
  });

  it('matches an exercise by id, else by a name without case or punctuation', () => {
    expect(isSameExercise({ name: 'x', exerciseId: 'Pushups' }, 'Pushups', [])).toBe(true);
    expect(isSameExercise({ name: 'Push-ups' }, 'Pushups', ['Push-ups', 'Pushups'])).toBe(true);
    expect(isSameExercise({ name: 'Squats' }, 'Pushups', ['Push-ups'])).toBe(false);
  });

  it('celebrates only a load beaten, never a first session', () => {
    const previous = { heaviestWeight: 22, bestEstimatedOneRepMax: 30.8, mostReps: 12 };
    const records = newRecordsOf([bench([{ reps: 8, weight: 24 }])], () => previous);
    expect(records.map((r) => describeRecord(r, 'kg'))).toEqual([
      'Dumbbell Bench Press: heaviest 24 kg (was 22 kg)',
    ]);
    expect(newRecordsOf([bench([{ reps: 12, weight: 30 }])], () => null)).toEqual([]);
    // More reps at a lighter load is no record on a loaded exercise.
    expect(newRecordsOf([bench([{ reps: 20, weight: 10 }])], () => previous)).toEqual([]);
  });
});

describe('records of a session against earlier workouts', () => {
  it('finds one record per exercise, the heaviest load first, matching by id or name', () => {
    const earlier = [
      { exercises: [bench([{ reps: 12, weight: 22 }])] },
      { exercises: [{ ...bench([{ reps: 10, weight: 20 }]), exerciseId: undefined }] },
    ];
    const best = recordsByExercise(earlier);
    const found = onePerExercise(
      newRecordsOf([bench([{ reps: 10, weight: 26 }])], beforeLookup(best)),
    );
    expect(found.map((r) => describeRecord(r, 'kg'))).toEqual([
      'Dumbbell Bench Press: heaviest 26 kg (was 22 kg)',
    ]);
  });

  it('counts the records set over a history and keeps the best of each lift', () => {
    const { bests, recordsSet } = personalRecords([
      { date: '2026-11-20', exercises: [bench([{ reps: 8, weight: 24 }])] },
      { date: '2026-11-10', exercises: [bench([{ reps: 12, weight: 20 }])] },
      { date: '2026-11-15', exercises: [bench([{ reps: 12, weight: 22 }])] },
    ]);
    // 22 kg beat 20 kg, then 24 kg beat 22 kg: two records; the first session set none.
    expect(recordsSet).toBe(2);
    expect(bests).toEqual([
      expect.objectContaining({
        name: 'Dumbbell Bench Press',
        lastRecordDate: '2026-11-20',
        records: { heaviestWeight: 24, bestEstimatedOneRepMax: 30.8, mostReps: 12 },
      }),
    ]);
  });
});
