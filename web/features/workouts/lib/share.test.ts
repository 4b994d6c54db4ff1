import { describe, expect, it } from 'vitest';
import { fillQuote, QUOTE_TEMPLATES, shareText, shareUrl } from './share.ts';

const facts = { title: 'Leg Day', exercises: 5, minutes: 31 };

describe('share text and links', () => {
  it('carries the exercise count, the minutes and the title', () => {
    expect(shareText(facts)).toBe(
      'I just finished "Leg Day" on FlexCoach: 5 exercises in 31 minutes! 💪 #FlexCoach',
    );
    expect(shareText({ ...facts, exercises: 1, minutes: 1 })).toContain('1 exercise in 1 minute!');
  });

  it('builds the X, Facebook and LinkedIn share URLs', () => {
    const app = 'https://flexcoach.example';
    const x = new URL(shareUrl('x', facts, app));
    expect(x.origin).toBe('https://x.com');
    expect(x.searchParams.get('text')).toBe(shareText(facts));
    expect(x.searchParams.get('url')).toBe(app);
    const facebook = new URL(shareUrl('facebook', facts, app));
    expect(facebook.pathname).toBe('/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(app);
    expect(facebook.searchParams.get('quote')).toBe(shareText(facts));
    const linkedin = new URL(shareUrl('linkedin', facts, app));
    expect(linkedin.hostname).toBe('www.linkedin.com');
    expect(linkedin.searchParams.get('title')).toBe('Leg Day');
    expect(linkedin.searchParams.get('summary')).toBe(shareText(facts));
  });
});

describe('quote templates', () => {
  it('has 15 distinct lines, each with a placeholder', () => {
    expect(QUOTE_TEMPLATES).toHaveLength(15);
    expect(new Set(QUOTE_TEMPLATES).size).toBe(15);
    for (const template of QUOTE_TEMPLATES) {
      expect(template).toMatch(/\{exercises\}|\{minutes\}/);
    }
  });

  it('fills the placeholders and reads well for 1', () => {
    expect(fillQuote('{exercises} exercises. {minutes} minutes.', facts)).toBe(
      '5 exercises. 31 minutes.',
    );
    expect(
      fillQuote('{exercises} exercises. {minutes} minutes.', { exercises: 1, minutes: 1 }),
    ).toBe('1 exercise. 1 minute.');
    expect(fillQuote('{exercises} exercises', { exercises: 11, minutes: 0 })).toBe('11 exercises');
  });
});
