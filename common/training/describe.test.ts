import { describe, expect, it } from 'vitest';
import { describeSet } from './describe.ts';

describe('describeSet', () => {
  it('says loads, reps, seconds and distances in the member unit', () => {
    expect(describeSet({ reps: 8, weight: 60 }, 'barbell', 'metric')).toBe('8 × 60 kg');
    expect(describeSet({ reps: 12 }, undefined, 'metric')).toBe('12 reps');
    expect(describeSet({ seconds: 45 }, undefined, 'metric')).toBe('45 s');
    expect(describeSet({ meters: 5020, seconds: 1800 }, undefined, 'metric')).toBe(
      '5.02 km in 30:00',
    );
    expect(describeSet({ meters: 3219 }, undefined, 'imperial')).toBe('2 mi');
  });
});
