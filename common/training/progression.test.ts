import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLoad } from '../units.ts';
import { loadSteps } from './loads.ts';
import {
  BODYWEIGHT_REP_CAP,
  type ExerciseSession,
  nextPrescription,
  type ProgressionInput,
} from './progression.ts';

const TODAY = '2026-11-24';
const kg = (load: number) => formatLoad(load, 'metric');
const dumbbellKg = loadSteps('dumbbell', 'metric');
const barbellKg = loadSteps('barbell', 'metric');

const session = (
  date: string,
  reps: number[],
  weight?: number,
  effort?: ExerciseSession['effort'],
): ExerciseSession => ({
  date,
  sets: reps.map((r) => ({ reps: r, weight })),
  effort,
  targetReps: { min: 8, max: 12 },
});

const loaded = (history: ExerciseSession[]): Extract<ProgressionInput, { kind: 'loaded' }> => ({
  kind: 'loaded',
  name: 'Dumbbell Bench Press',
  range: { min: 8, max: 12 },
  steps: dumbbellKg,
  formatLoad: kg,
  history,
  today: TODAY,
  sets: 3,
});

describe('loaded exercises: double progression', () => {
  it('asks for a load without history', () => {
    expect(nextPrescription(loaded([]))).toMatchObject({
      targetReps: { min: 8, max: 12 },
      targetWeight: null,
      reason: null,
    });
  });

  it('goes up one step, reps back to the bottom, only when every set reached the top', () => {
    const up = nextPrescription(loaded([session('2026-11-21', [12, 12, 12], 22)]));
    expect(up).toMatchObject({ targetWeight: 24, targetReps: { min: 8, max: 12 } });
    expect(up.reason).toBe(
      'Dumbbell Bench Press: 24 kg for 8-12, up from 22 kg after 3 × 12 last time.',
    );
  });

  it('keeps the load and aims for one more rep within the range', () => {
    const same = nextPrescription(loaded([session('2026-11-21', [12, 12, 10], 22)]));
    expect(same).toMatchObject({ targetWeight: 22, aimReps: 11 });
    expect(same.reason).toBe(
      'Dumbbell Bench Press: 22 kg again, aim for 11 reps a set (12, 12, 10 last time).',
    );
    // Reaching the bottom of the range is not enough to add weight.
    expect(nextPrescription(loaded([session('2026-11-21', [8, 8, 8], 22)])).targetWeight).toBe(22);
  });

  it('drops about 10% after two sessions below the range, or two rated hard', () => {
    const below = nextPrescription(
      loaded([session('2026-11-21', [7, 6, 6], 22), session('2026-11-18', [8, 7, 6], 22)]),
    );
    expect(below.targetWeight).toBe(20);
    expect(below.reason).toBe(
      'Dumbbell Bench Press: 20 kg for 8-12, down from 22 kg after two sessions below 8 reps.',
    );
    const hard = nextPrescription(
      loaded([
        session('2026-11-21', [9, 9, 9], 22, 'hard'),
        session('2026-11-18', [10, 9, 9], 22, 'hard'),
      ]),
    );
    expect(hard.targetWeight).toBe(20);
    expect(hard.reason).toContain('after two sessions rated hard');
    // Once below the range is not yet a drop.
    expect(
      nextPrescription(
        loaded([session('2026-11-21', [7, 6, 6], 22), session('2026-11-18', [10, 9, 9], 22)]),
      ).targetWeight,
    ).toBe(22);
  });

  it('resumes about 10% lighter after 10 days away', () => {
    const back = nextPrescription(loaded([session('2026-11-10', [12, 12, 12], 30)]));
    // 27 kg does not exist: the nearest dumbbells are 26 and 28, the lighter wins.
    expect(back.targetWeight).toBe(26);
    expect(back.reason).toBe(
      'Dumbbell Bench Press: 26 kg for 8-12, lighter than 30 kg after 14 days away.',
    );
  });

  it('counts a layoff from the last day the member trained, not from the exercise', () => {
    // Bench last done 14 days ago, but the member trained other lifts 3 days ago: no cut.
    const rotated = nextPrescription({
      ...loaded([session('2026-11-10', [12, 12, 12], 30)]),
      lastTrained: '2026-11-21',
    });
    expect(rotated).toMatchObject({ targetWeight: 32 });
    expect(rotated.reason).toContain('up from 30 kg');
    // Nothing at all for 14 days: one cut of about 10%.
    const away = nextPrescription({
      ...loaded([session('2026-11-10', [12, 12, 12], 30)]),
      lastTrained: '2026-11-10',
    });
    expect(away.targetWeight).toBe(26);
  });

  it('changes something after three sessions at one load without a rep gained', () => {
    const history = [
      session('2026-11-21', [10, 9, 9], 22),
      session('2026-11-18', [10, 10, 9], 22),
      session('2026-11-14', [10, 9, 9], 22),
    ];
    // A rack has no smaller step: the range moves down, the reps already done are its top.
    const stall = nextPrescription(loaded(history));
    expect(stall).toMatchObject({ targetWeight: 24, targetReps: { min: 6, max: 8 } });
    expect(stall.reason).toBe(
      'Dumbbell Bench Press: 24 kg for 6-8, heavier for fewer reps: no rep gained in 3 sessions (10, 9, 9 last time) at 22 kg.',
    );
    // Two sessions are not a stall, nor three with a rep gained.
    expect(nextPrescription(loaded(history.slice(0, 2))).targetWeight).toBe(22);
    const gaining = [session('2026-11-21', [10, 10, 9], 22), ...history.slice(1)];
    gaining[2] = session('2026-11-14', [9, 9, 9], 22);
    expect(nextPrescription(loaded(gaining))).toMatchObject({ targetWeight: 22, aimReps: 10 });
  });

  it('keeps the lower range until it stalls too, then builds back about 10% lighter', () => {
    const inLower = (date: string, reps: number[], weight: number): ExerciseSession => ({
      ...session(date, reps, weight),
      targetReps: { min: 6, max: 8 },
    });
    // In 6-8, double progression goes on in 6-8.
    const next = nextPrescription(loaded([inLower('2026-11-21', [8, 8, 8], 24)]));
    expect(next).toMatchObject({ targetWeight: 26, targetReps: { min: 6, max: 8 } });
    const within = nextPrescription(loaded([inLower('2026-11-21', [7, 6, 6], 24)]));
    expect(within).toMatchObject({ targetWeight: 24, targetReps: { min: 6, max: 8 }, aimReps: 7 });
    // A stall in the lower range: about 10% lighter, back in the plan's range.
    const again = nextPrescription(
      loaded([
        inLower('2026-11-21', [7, 6, 6], 24),
        inLower('2026-11-18', [7, 6, 6], 24),
        inLower('2026-11-14', [7, 7, 6], 24),
      ]),
    );
    expect(again).toMatchObject({ targetWeight: 22, targetReps: { min: 8, max: 12 } });
    expect(again.reason).toBe(
      'Dumbbell Bench Press: 22 kg for 8-12, down from 24 kg to build back past it: no rep gained in 3 sessions (7, 6, 6 last time).',
    );
  });

  it('tries a smaller step first where the equipment has one, once', () => {
    const machine = (history: ExerciseSession[]) =>
      nextPrescription({
        ...loaded(history),
        name: 'Leg Press',
        steps: loadSteps('machine', 'metric'),
      });
    const stuck = [
      session('2026-11-21', [9, 9, 9], 55),
      session('2026-11-18', [9, 9, 9], 55),
      session('2026-11-14', [9, 9, 9], 55),
      session('2026-11-11', [12, 12, 12], 50),
    ];
    const smaller = machine(stuck);
    expect(smaller).toMatchObject({ targetWeight: 52.5, targetReps: { min: 8, max: 12 } });
    expect(smaller.reason).toBe(
      'Leg Press: 52.5 kg for 8-12, a smaller step on the way to 55 kg: no rep gained in 3 sessions (3 × 9 last time).',
    );
    // From the smaller step, the next load up is the one the stall was at.
    expect(machine([session('2026-11-24', [12, 12, 12], 52.5), ...stuck]).targetWeight).toBe(55);
    // Stuck at 55 kg again: the smaller step was tried, so the range moves.
    const again = [
      session('2026-12-05', [9, 9, 9], 55),
      session('2026-12-02', [9, 9, 9], 55),
      session('2026-11-28', [9, 9, 9], 55),
      session('2026-11-24', [12, 12, 12], 52.5),
      ...stuck,
    ];
    expect(
      machine(again.map((s) => ({ ...s, date: s.date < TODAY ? s.date : '2026-11-23' }))),
    ).toMatchObject({
      targetWeight: 60,
      targetReps: { min: 6, max: 8 },
    });
  });

  it('reads past a deload week: the load picks up where it was', () => {
    const deload: ExerciseSession = { ...session('2026-11-21', [12, 12], 20), deload: true };
    const before = session('2026-11-14', [12, 12, 10], 22);
    expect(
      nextPrescription({ ...loaded([deload, before]), lastTrained: '2026-11-21' }),
    ).toMatchObject({
      targetWeight: 22,
      aimReps: 11,
    });
  });

  it('never adds weight unless every planned set reached the top (property)', () => {
    const reps = fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 5 });
    const day = fc.integer({ min: 1, max: 30 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`);
    const load = fc.integer({ min: 1, max: 100 }).map((n) => n * 2.5);
    fc.assert(
      fc.property(reps, day, load, (sets, date, weight) => {
        const last = session(date, sets, weight);
        const result = nextPrescription({ ...loaded([last]), steps: barbellKg });
        // A set with nothing recorded does not count.
        const done = sets.filter((r) => r > 0);
        const everyTop = done.length >= 3 && done.every((r) => r >= 12);
        const target = result.targetWeight!;
        if (target > weight) {
          expect(everyTop).toBe(true);
          expect(target - weight).toBe(barbellKg.progress);
        }
        if (everyTop) {
          const away = Date.parse(`${TODAY}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`);
          if (away < 10 * 86_400_000) expect(target).toBe(weight + 2.5);
        }
        // Deterministic.
        expect(nextPrescription({ ...loaded([last]), steps: barbellKg })).toEqual(result);
      }),
      { numRuns: 1000 },
    );
  });

  it('a drop is lighter, on the grid, and about 10% (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 200 }), (n) => {
        const weight = n * 2.5;
        const result = nextPrescription({
          ...loaded([session('2026-11-01', [12, 12, 12], weight)]),
          steps: barbellKg,
        });
        const target = result.targetWeight!;
        expect(target).toBeLessThan(weight);
        expect(target).toBeGreaterThanOrEqual(Math.min(weight - barbellKg.adjust, weight * 0.85));
        expect(Number.isInteger(target / barbellKg.adjust)).toBe(true);
      }),
    );
  });
});

describe('bodyweight and timed exercises', () => {
  const bodyweight = (
    history: ExerciseSession[],
    harderVariant?: string,
  ): Extract<ProgressionInput, { kind: 'bodyweight' }> => ({
    kind: 'bodyweight',
    name: 'Push-ups',
    range: { min: 10, max: 15 },
    history: history.map((s) => ({ ...s, targetReps: s.targetReps && undefined })),
    today: TODAY,
    sets: 3,
    harderVariant,
  });

  it('keeps the range the member reached when a set falls short of its top', () => {
    const reached = nextPrescription({
      ...bodyweight([]),
      range: { min: 8, max: 12 },
      history: [
        {
          date: '2026-11-22',
          sets: [22, 22, 21].map((reps) => ({ reps })),
          targetReps: { min: 18, max: 22 },
        },
      ],
    });
    expect(reached).toMatchObject({ targetReps: { min: 18, max: 22 }, aimReps: 22 });
    expect(reached.reason).toBe('Push-ups: aim for 22 reps a set (22, 22, 21 last time).');
  });

  it('adds reps up to a cap, then suggests the harder variant', () => {
    const up = nextPrescription(bodyweight([session('2026-11-22', [15, 15, 15])]));
    expect(up.targetReps).toEqual({ min: 12, max: 17 });
    expect(up.reason).toBe('Push-ups: 12-17 reps, up from 10-15 after 3 × 15 last time.');

    const atCap: ExerciseSession = {
      date: '2026-11-22',
      sets: [{ reps: 25 }, { reps: 25 }, { reps: 25 }],
      targetReps: { min: 20, max: BODYWEIGHT_REP_CAP },
    };
    const harder = nextPrescription({ ...bodyweight([], 'Decline Push-Up'), history: [atCap] });
    expect(harder.harderVariant).toBe('Decline Push-Up');
    expect(harder.reason).toBe(
      'Push-ups: 3 × 25 last time, the most we add: try Decline Push-Up next.',
    );
  });

  it('never prescribes more than the cap (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 10 }),
        (max, width) => {
          const min = Math.max(1, max - width);
          const sets = [max, max, max].map((reps) => ({ reps }));
          const result = nextPrescription({
            ...bodyweight([]),
            range: { min: 10, max: 15 },
            history: [{ date: '2026-11-22', sets, targetReps: { min, max } }],
          });
          expect(result.targetReps!.max).toBeLessThanOrEqual(Math.max(15, max, BODYWEIGHT_REP_CAP));
        },
      ),
    );
  });

  it('adds 5 seconds to a timed exercise held in full', () => {
    const timed = nextPrescription({
      kind: 'timed',
      name: 'Plank',
      seconds: 30,
      sets: 3,
      today: TODAY,
      history: [{ date: '2026-11-23', sets: [{ seconds: 30 }, { seconds: 30 }, { seconds: 30 }] }],
    });
    expect(timed).toMatchObject({ targetSeconds: 35 });
    expect(timed.reason).toBe('Plank: 35 seconds, up from 30 seconds after 3 × 30 s last time.');
  });
});
