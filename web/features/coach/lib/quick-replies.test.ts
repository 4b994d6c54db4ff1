import { describe, expect, it } from 'vitest';
import {
  MOTIVATION_REPLIES,
  SAFETY_REPLY,
  TIP_REPLIES,
  createRotation,
  progressReply,
  quickReply,
} from './quick-replies.ts';

describe('quick replies', () => {
  it('Progress reports the real streak and totals', () => {
    const text = progressReply({ currentStreak: 4, longestStreak: 9, totalWorkouts: 12 });
    expect(text).toContain('12 workouts');
    expect(text).toContain('Current streak: 4 days');
    expect(text).toContain('Longest streak: 9 days');
    expect(text).toContain('Great consistency');
  });

  it('Progress says so when there is nothing yet, or no stats', () => {
    expect(progressReply({ currentStreak: 0, longestStreak: 0, totalWorkouts: 0 })).toContain(
      "You haven't completed a workout yet",
    );
    expect(progressReply(null)).toContain("I can't see your stats right now");
  });

  it('Motivate and Get Tip rotate through their lines; Safety points to a professional', () => {
    expect(MOTIVATION_REPLIES).toContain(quickReply('motivate'));
    expect(TIP_REPLIES).toContain(quickReply('tip'));
    expect(quickReply('safety')).toBe(SAFETY_REPLY);
    expect(SAFETY_REPLY).toContain('qualified health professional');
    const next = createRotation(['a', 'b']);
    expect([next(), next(), next()]).toEqual(['a', 'b', 'a']);
  });
});
