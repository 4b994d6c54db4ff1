import { describe, expect, it } from 'vitest';
import { blockPosition } from '#common/training/block.ts';
import { addDays } from '#common/streaks.ts';
import { getTrainingPool } from '../../exercises/guides.ts';
import { stapleOf } from '../../exercises/staples.ts';
import { type Lifter, logOf, topOfRange } from '../../../test/lifter.ts';
import {
  generateWorkout,
  type GeneratorProfile,
  type GeneratorResult,
  type HistoryWorkout,
} from './generator.ts';

/*
 * A lifter followed for weeks on a fake calendar, through the pure engine: the generator builds
 * each session from the block and the history, the lifter does it, the log goes into the history.
 */

const catalogue = getTrainingPool();
const JOINED = '2026-01-05'; // a Monday
const PROFILE: GeneratorProfile = {
  level: 'intermediate',
  goals: ['build-muscle'],
  equipment: ['full-gym'],
  timeAvailable: 60,
  daysPerWeek: 4,
  units: 'metric',
};
/** Monday, Tuesday, Thursday, Friday. */
const TRAINING_DAYS = [0, 1, 3, 4];

/** Every set at the top of the range, at the load prescribed (20 kg the first time). */
const strong = topOfRange(20);

function session(day: string, history: HistoryWorkout[], userId = 'lifter') {
  const position = blockPosition(JOINED, day, PROFILE.level);
  return generateWorkout(PROFILE, {
    catalogue,
    history,
    seed: `${userId}|${day}|0`,
    today: day,
    block: { position, seed: `${userId}|block-${position.number}` },
  });
}

function follow(weeks: number, lifter: Lifter, skipWeeks: ReadonlySet<number> = new Set()) {
  const history: HistoryWorkout[] = [];
  const sessions: { day: string; workout: GeneratorResult }[] = [];
  for (let week = 0; week < weeks; week++) {
    if (skipWeeks.has(week)) continue;
    for (const offset of TRAINING_DAYS) {
      const day = addDays(JOINED, week * 7 + offset);
      const workout = session(day, history);
      sessions.push({ day, workout });
      history.unshift(logOf(day, workout, lifter, sessions.length));
    }
  }
  return sessions;
}

const mainLift = (w: GeneratorResult) => w.exercises[0]!;

describe('a lifter followed through a block', () => {
  it('keeps each day’s lifts all block long, so the main lifts progress every week', () => {
    const sessions = follow(4, strong);
    // Upper, lower, upper, lower: the same lifts on the same day of the split every week.
    const byDay = new Map<number, string[]>();
    sessions.forEach(({ workout }, i) => {
      const names = workout.exercises.map((e) => e.name);
      const key = i % 4;
      if (byDay.has(key)) expect(names).toEqual(byDay.get(key));
      else byDay.set(key, names);
    });
    // The main lift of each day rises every week the lifter hits the top of its range.
    for (const day of [0, 1]) {
      const loads = sessions
        .filter((_, i) => i % 4 === day)
        .map(({ workout }) => mainLift(workout).targetWeight);
      expect(stapleOf(mainLift(sessions[day]!.workout).name)).toBeDefined();
      expect(loads[0]).toBeNull(); // no history yet: a load to choose
      for (let w = 2; w < loads.length; w++) expect(loads[w]!).toBeGreaterThan(loads[w - 1]!);
    }
    // Not one cut after a perfect session.
    const cuts = sessions.flatMap(({ workout }) =>
      workout.adaptations.filter((line) => /lighter than|down from/.test(line)),
    );
    expect(cuts).toEqual([]);
  });

  it('deloads in the last week: the same lifts, about 40% fewer sets, lighter loads', () => {
    const sessions = follow(5, strong);
    const normal = sessions[12]!.workout; // week 4, the first day (Upper A)
    const deload = sessions[16]!.workout; // week 5, the first day
    expect(deload.block).toMatchObject({ week: 5, weeks: 5, deload: true });
    expect(deload.adaptations[0]).toMatch(/^Deload week \(week 5 of 5\)/);
    expect(deload.exercises.map((e) => e.name)).toEqual(normal.exercises.map((e) => e.name));
    const sets = (w: GeneratorResult) =>
      w.exercises.filter((e) => e.block !== 'cool-down').reduce((sum, e) => sum + e.sets, 0);
    expect(sets(deload) / sets(normal)).toBeGreaterThan(0.5);
    expect(sets(deload) / sets(normal)).toBeLessThan(0.75);
    expect(mainLift(deload).targetWeight!).toBeLessThan(mainLift(normal).targetWeight!);
  });

  it('starts the next block on the same main lifts and rotates accessories', () => {
    const sessions = follow(6, strong);
    const last = sessions[12]!.workout; // block 1, week 4
    const next = sessions[20]!.workout; // block 2, week 1
    expect(next.block).toMatchObject({ number: 2, week: 1 });
    const staples = (w: GeneratorResult) => w.exercises.filter((e) => stapleOf(e.name));
    expect(staples(next).map((e) => e.name)).toEqual(staples(last).map((e) => e.name));
    const others = (w: GeneratorResult) =>
      w.exercises.filter((e) => !stapleOf(e.name) && e.block !== 'cool-down').map((e) => e.name);
    expect(others(next)).not.toEqual(others(last));
  });

  it('changes something after a stall of 3 sessions', () => {
    // The bench press stays at 9 reps at 60 kg, 2 reps fewer per 2.5 kg above it, 2 more below.
    const BENCH = 'Barbell Bench Press - Medium Grip';
    const benchReps = (load: number) => Math.max(1, Math.round(9 - ((load - 60) / 2.5) * 2));
    const stuck: Lifter = (e, i) => {
      if (e.name !== BENCH) return strong(e, i);
      return Array.from({ length: e.sets }, () => ({
        reps: benchReps(e.targetWeight ?? 60),
        weight: e.targetWeight ?? 60,
      }));
    };
    const sessions = follow(4, stuck);
    const lines = sessions.flatMap(({ workout }) =>
      workout.adaptations.filter((l) => l.startsWith(BENCH)),
    );
    // Three sessions at 60 kg and 9 reps: the range (6-10) moves down and the load up, said once.
    const change = lines.filter((l) => l.includes('no rep gained in 3 sessions'));
    expect(change).toEqual([
      `${BENCH}: 62.5 kg for 4-6, heavier for fewer reps: no rep gained in 3 sessions (4 × 9 last time) at 60 kg.`,
    ]);
    // The workout says the new range (kept until it stalls too: progression.test.ts); each set
    // row shows last time's set.
    const benches = sessions
      .map(({ workout }) => workout.exercises.find((e) => e.name === BENCH))
      .filter((e) => e !== undefined);
    const at = benches.findIndex((e) => e.targetWeight === 62.5);
    expect(benches[at]).toMatchObject({ reps: '4-6', targetReps: { min: 4, max: 6 } });
    expect(benches[at]!.previousSets).toEqual(
      Array.from({ length: 4 }, () => ({ reps: 9, weight: 60 })),
    );
  });

  it('resumes after the deload at the loads before it, not from the lighter ones', () => {
    const sessions = follow(6, strong);
    const before = mainLift(sessions[12]!.workout); // week 4, Upper A
    const deload = mainLift(sessions[16]!.workout); // week 5 (deload), Upper A
    const after = mainLift(sessions[20]!.workout); // block 2, week 1, Upper A
    expect(deload.deload).toBe(true);
    expect(deload.targetWeight!).toBeLessThan(before.targetWeight!);
    expect(after.name).toBe(before.name);
    expect(after.targetWeight!).toBeGreaterThan(before.targetWeight!);
  });

  it('brings the deload forward when several lifts stall, and then skips the planned one', () => {
    // Every loaded lift at one rep over the bottom of its range, whatever is asked.
    const flat: Lifter = (e, i) =>
      e.loadType && e.targetReps
        ? Array.from({ length: e.sets }, () => ({
            reps: e.targetReps!.min + 1,
            weight: e.targetWeight ?? 20,
          }))
        : strong(e, i);
    const sessions = follow(5, flat);
    const weeks = [0, 4, 8, 12, 16].map((i) => sessions[i]!.workout.block!);
    expect(weeks.slice(0, 3).map((b) => b.deload)).toEqual([false, false, false]);
    // Three sessions of each lift by the fourth Monday: the fourth week deloads.
    expect(weeks[3]).toMatchObject({ week: 4, deload: true });
    expect(weeks[3]!.stalled!.length).toBeGreaterThanOrEqual(3);
    const line = sessions[12]!.workout.adaptations[0]!;
    expect(line).toMatch(
      /^Deload week \(week 4 of 5\), brought forward: .+ gained no rep in 3 sessions\./,
    );
    // The block's own deload, the week after, is not a second one.
    expect(weeks[4]).toMatchObject({ week: 5, deload: false });
    // After the deload, each stalled lift changes something (a deload is not a session of it).
    const after = sessions[16]!.workout.adaptations.filter((l) => l.includes('no rep gained'));
    expect(after.length).toBeGreaterThan(0);
  });

  it('replaces a main lift that gained nothing over a block by a close variant in the next', () => {
    const BENCH = 'Barbell Bench Press - Medium Grip';
    // 60 kg for 9, whatever is asked, all block long.
    const flatBench: Lifter = (e, i) =>
      e.name === BENCH
        ? Array.from({ length: e.sets }, () => ({ reps: 9, weight: 60 }))
        : strong(e, i);
    const sessions = follow(6, flatBench);
    const last = sessions[12]!.workout; // block 1, week 4, Upper A
    const next = sessions[20]!.workout; // block 2, week 1, Upper A
    expect(mainLift(last).name).toBe(BENCH);
    expect(next.exercises.map((e) => e.name)).not.toContain(BENCH);
    const variant = next.adaptations.find((l) => l.includes(`in place of ${BENCH} this block`));
    expect(variant).toMatch(/gained nothing over the last block/);
    const name = variant!.split(':')[0]!;
    expect(stapleOf(name)).toBe(stapleOf(BENCH));
    // The other main lifts progressed: they stay.
    const others = (w: GeneratorResult) =>
      w.exercises
        .filter((e) => stapleOf(e.name) && e.name !== BENCH && e.name !== name)
        .map((e) => e.name);
    expect(others(next)).toEqual(others(last));
  });

  it('cuts once after a 14-day break, and never for a lift that comes back in the rotation', () => {
    // Week 1 trained, weeks 2 and 3 skipped, week 4 trained (week 5 is the block's deload).
    const sessions = follow(4, strong, new Set([1, 2]));
    const back = sessions[4]!.workout; // the first session after the break
    const cuts = back.adaptations.filter((l) => /lighter than .* after \d+ days away/.test(l));
    expect(cuts.length).toBeGreaterThan(0);
    // The next sessions of that week: no second cut (the lower day's lifts come back after 17
    // days too, but the member trained the day before).
    for (const { workout } of sessions.slice(5, 8)) {
      expect(workout.adaptations.filter((l) => /days away/.test(l))).toEqual([]);
    }
    // Before the break, nothing was cut although lifts came back every 3 to 4 days.
    const before = sessions.slice(0, 4).flatMap(({ workout }) => workout.adaptations);
    expect(before.filter((l) => /days away/.test(l))).toEqual([]);
  });
});
