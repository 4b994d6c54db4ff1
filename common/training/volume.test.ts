import { describe, expect, it } from 'vitest';
import { addVolume } from './volume.ts';

describe('weekly volume', () => {
  it('counts working sets only: warm-ups are not hard sets', () => {
    const volume = addVolume(
      new Map(),
      [
        {
          name: 'Barbell Squat',
          primaryMuscles: ['quadriceps'],
          category: 'strength',
          performedSets: [{ kind: 'warmup' }, { kind: 'warmup' }, { kind: 'working' }, {}, {}],
        },
      ],
      () => undefined,
      true,
    );
    expect(volume.get('quadriceps')).toBe(3);
  });
});
