import { describe, expect, it } from 'vitest';
import type { WorkoutExercise } from '../schemas/workouts.ts';
import { exercisesFromCanonical, exercisesToCanonical } from './exercise-units.ts';

const bench: WorkoutExercise = {
  name: 'Dumbbell Bench Press',
  rest: '90',
  sets: 2,
  loadType: 'dumbbell',
  targetWeight: 22,
  performedSets: [{ reps: 10, weight: 22 }],
  previousSets: [{ reps: 10, weight: 20 }, { reps: 8 }],
  scheme: 'top-set',
  backoffWeight: 20,
};

describe('loads between the member’s unit and the stored pounds', () => {
  it('converts the target, the back-off load, the sets done and last time’s sets, and back', () => {
    const [stored] = exercisesToCanonical([bench], 'metric');
    expect(stored!.targetWeight).toBeCloseTo(48.5, 1);
    expect(stored!.performedSets![0]!.weight).toBeCloseTo(48.5, 1);
    expect(stored!.previousSets![0]!.weight).toBeCloseTo(44.09, 1);
    expect(stored!.previousSets![1]).toEqual({ reps: 8 });
    expect(stored!.backoffWeight).toBeCloseTo(44.09, 1);
    const [back] = exercisesFromCanonical([stored!], 'metric');
    expect(back).toEqual(bench);
  });

  it('leaves a band’s level and pounds as they are', () => {
    const band: WorkoutExercise = { ...bench, loadType: 'band', targetWeight: 3 };
    expect(exercisesToCanonical([band], 'metric')).toEqual([band]);
    expect(exercisesToCanonical([bench], 'imperial')).toEqual([bench]);
  });
});
