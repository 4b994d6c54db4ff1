import { describe, expect, it } from 'vitest';
import {
  estimateWorkoutMinutes,
  exerciseSeconds,
  restAfter,
  restOf,
  setWorkSeconds,
  workoutSeconds,
} from './session-time.ts';

describe('session time', () => {
  it('reads the numbers of a rest text: seconds, minutes, or the default', () => {
    expect(restOf({ rest: '90' })).toBe(90);
    expect(restOf({ rest: '90 s' })).toBe(90);
    expect(restOf({ rest: '2 min' })).toBe(120);
    expect(restOf({ rest: '1-2 min' })).toBe(60);
    expect(restOf({ rest: '45 seconds' })).toBe(45);
    expect(restOf({ rest: 'as needed' })).toBe(30);
    expect(restOf({ rest: '' })).toBe(30);
    expect(restOf({})).toBe(30);
    expect(restOf({ rest: '0' })).toBe(0);
    expect(restOf({ rest: '900' })).toBe(600);
  });

  it('times a set at 3 s a rep at the top of the range, or the time held', () => {
    expect(setWorkSeconds({ reps: '8-12' })).toBe(36);
    expect(setWorkSeconds({ reps: '5' })).toBe(15);
    expect(setWorkSeconds({ reps: '10 each side' })).toBe(30);
    expect(setWorkSeconds({ reps: 'to failure' })).toBe(30);
    expect(setWorkSeconds({ reps: '', duration: '45 seconds' })).toBe(45);
    expect(setWorkSeconds({ reps: '', duration: '1 min' })).toBe(60);
    expect(setWorkSeconds({ reps: undefined, duration: undefined })).toBe(30);
  });

  it('adds sets, set-up and the rests between them, and the rest after each exercise but the last', () => {
    const squat = { reps: '8-12', sets: 4, rest: '120' };
    // 4 × (36 + 15) + 3 × 120
    expect(exerciseSeconds(squat)).toBe(564);
    // its rest and the move to the next exercise
    expect(restAfter(squat)).toBe(150);
    const stretch = {
      reps: undefined,
      duration: '30 seconds',
      sets: 2,
      block: 'cool-down' as const,
    };
    // 2 × 30 + 1 × 30 (no set-up for a stretch)
    expect(exerciseSeconds(stretch)).toBe(90);
    expect(restAfter(stretch)).toBe(30);
    expect(workoutSeconds([squat, stretch])).toBe(564 + 150 + 90);
    expect(estimateWorkoutMinutes([squat, stretch])).toBe(13);
    expect(estimateWorkoutMinutes([])).toBe(0);
  });
});
