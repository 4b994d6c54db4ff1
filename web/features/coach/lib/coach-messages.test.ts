import { describe, expect, it } from 'vitest';
import { buildGreeting, coachLabel, goalPhrase, streakMessage } from './coach-messages.ts';

describe('greeting', () => {
  it('is tailored to the first name, the tier and the first goal', () => {
    const free = buildGreeting({ firstName: 'Sam', tier: 'free', goals: ['lose-weight', 'x'] });
    expect(free).toContain('Hey Sam!');
    expect(free).toContain('lose weight');
    expect(free).toContain('1 Flex Credit');
    const pro = buildGreeting({ firstName: 'Ana', tier: 'pro', goals: ['Build Muscle'] });
    expect(pro).toContain('Hey Ana!');
    expect(pro).toContain('build muscle');
    expect(pro).toContain('Pro plan includes unlimited coaching');
    expect(pro).not.toContain('Credit');
  });

  it('copes with no name and no goal', () => {
    const text = buildGreeting({ firstName: ' ', tier: 'basic', goals: [] });
    expect(text).toContain('Hey Champion!');
    expect(goalPhrase(undefined)).toBeNull();
  });

  it('labels the coach Ask Flex on paid plans', () => {
    expect(coachLabel('free')).toBe('Flex');
    expect(coachLabel('basic')).toBe('Ask Flex');
    expect(coachLabel('premium')).toBe('Ask Flex');
  });
});

describe('streakMessage', () => {
  it('7+ days: a full week; 3+: good consistency; else an encouraging start', () => {
    expect(streakMessage(7)).toContain('a full week');
    expect(streakMessage(12)).toContain('12 days in a row: a full week');
    expect(streakMessage(3)).toContain('great consistency');
    expect(streakMessage(6)).toContain('great consistency');
    expect(streakMessage(1)).toContain('Great start');
    expect(streakMessage(0)).toContain("Let's make today day one!");
  });
});
