import { describe, expect, it } from 'vitest';
import { focusOfWorkout, nextInRotation, ROTATIONS, splitFor, todaysFocus } from './program.ts';

describe('the weekly program', () => {
  it('splits by days per week and level', () => {
    expect(splitFor(2, 'intermediate')).toBe('full-body');
    expect(splitFor(3, 'advanced')).toBe('full-body');
    expect(splitFor(4, 'beginner')).toBe('upper-lower');
    expect(splitFor(4, 'advanced')).toBe('upper-lower');
    expect(splitFor(5, 'intermediate')).toBe('upper-lower-push-pull-legs');
    expect(splitFor(6, 'advanced')).toBe('push-pull-legs');
    expect(splitFor(6, 'beginner')).toBe('upper-lower');
    expect(splitFor(6, 'advanced', 'increase-flexibility')).toBe('full-body');
  });

  it('reads the day a workout was from its main muscles, and goes on to the next', () => {
    const ppl = ROTATIONS['push-pull-legs'];
    expect(focusOfWorkout(['chest', 'triceps', 'shoulders'], ppl)).toBe('push');
    expect(focusOfWorkout(['lats', 'biceps'], ppl)).toBe('pull');
    expect(focusOfWorkout(['quadriceps', 'hamstrings'], ppl)).toBe('legs');
    expect(focusOfWorkout([], ppl)).toBeNull();
    expect(nextInRotation(ppl, 'push')).toBe('pull');
    expect(nextInRotation(ppl, 'legs')).toBe('push');
    expect(nextInRotation(ppl, null)).toBe('push');
    const ul = ROTATIONS['upper-lower'];
    expect(nextInRotation(ul, focusOfWorkout(['chest', 'lats'], ul))).toBe('lower');
  });

  it('moves today on when the planned day would train a muscle still resting, in rotation order', () => {
    const ppl = ROTATIONS['push-pull-legs'];
    expect(todaysFocus(ppl, 'push', [])).toBe('push');
    // Chest trained yesterday: push waits, pull is next in the rotation.
    expect(todaysFocus(ppl, 'push', ['chest'])).toBe('pull');
    // Chest and lats resting: legs.
    expect(todaysFocus(ppl, 'push', ['chest', 'lats'])).toBe('legs');
    // Everything resting: the day that clashes least, the planned one on a tie.
    const ul = ROTATIONS['upper-lower'];
    expect(todaysFocus(ul, 'upper', ['chest', 'quadriceps'])).toBe('upper');
    expect(todaysFocus(ROTATIONS['full-body'], 'full', ['chest'])).toBe('full');
  });
});
