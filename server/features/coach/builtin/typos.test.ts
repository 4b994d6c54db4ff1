import { describe, expect, it } from 'vitest';
import { correctTypos, correctWord } from './typos.ts';

describe('typo tolerance', () => {
  it.each([
    ['streek', 'streak'],
    ['protien', 'protein'],
    ['yesturday', 'yesterday'],
    ['wieght', 'weight'],
    ['excercise', 'exercise'],
    ['wat', 'what'],
  ])('reads %s as %s', (typed, meant) => {
    expect(correctWord(typed)).toBe(meant);
  });

  it('leaves known words, short words, names and other words alone', () => {
    for (const word of ['streak', 'jordan', 'knee', 'lunges', 'tomorrow', 'kettlebell']) {
      expect(correctWord(word)).toBe(word);
    }
    expect(correctTypos('how much protien did i eat yesturday')).toBe(
      'how much protein did i eat yesterday',
    );
  });
});
