import { describe, expect, it } from 'vitest';
import {
  REST_ENCOURAGEMENTS,
  completeMessage,
  exerciseGuideMessage,
  exerciseTipMessage,
  restMessage,
} from './phase-messages.ts';

describe('phase messages', () => {
  it('exercise: a tip naming the exercise', () => {
    expect(exerciseTipMessage('Squats', 0)).toContain('Up now: Squats');
  });

  it('guide: the steps and the tips', () => {
    const text = exerciseGuideMessage({
      name: 'Plank',
      instructions: ['Forearms down', 'Hold a straight line'],
      tips: ['Squeeze your glutes'],
    });
    expect(text).toContain('How to do Plank');
    expect(text).toContain('Step 1: Forearms down');
    expect(text).toContain('Step 2: Hold a straight line');
    expect(text).toContain('Tip: Squeeze your glutes');
  });

  it('rest: a random encouragement, with what comes next', () => {
    expect(restMessage(() => 0)).toBe(REST_ENCOURAGEMENTS[0]);
    expect(restMessage(() => 0.9999)).toBe(REST_ENCOURAGEMENTS[REST_ENCOURAGEMENTS.length - 1]);
    expect(restMessage(() => 0.5, 'Lunges')).toContain('Up next: Lunges');
  });

  it('complete: a congratulation with the real figures', () => {
    const text = completeMessage({ exercises: 5, minutes: 23 });
    expect(text).toContain('Workout complete!');
    expect(text).toContain('You finished 5 exercises in 23 minutes.');
    expect(completeMessage(null)).not.toContain('You finished');
  });
});
