import { describe, expect, it } from 'vitest';
import { candidatesOf, getTrainingPool } from '../../exercises/index.ts';
import { type HistoryWorkout, progressExercise, sessionsByExercise } from './prescription.ts';

const { candidates } = candidatesOf(getTrainingPool());
const bench = candidates.find((c) => c.exercise.name === 'Barbell Bench Press - Medium Grip')!;

const imported = (reps?: string): HistoryWorkout => ({
  date: '2026-11-20',
  completed: true,
  exercises: [
    {
      name: bench.exercise.name,
      exerciseId: bench.exercise.id,
      loadType: 'barbell',
      ...(reps ? { reps } : {}),
      performedSets: [
        { reps: 6, weight: 92.5 },
        { reps: 5, weight: 92.5 },
        { reps: 5, weight: 92.5 },
      ],
    },
  ],
});

describe('progression from imported history', () => {
  it('judges 6 / 5 / 5 at 92.5 kg against the range trained now: no load raised for 8-12', () => {
    // As imports store them now (no target), and as older imports wrote the reps done ("5").
    for (const history of [[imported()], [imported('5')]]) {
      const sessions = sessionsByExercise(history).get(bench.exercise.id)!;
      const next = progressExercise(bench, { reps: '8-12' }, sessions, {
        units: 'metric',
        today: '2026-11-24',
      });
      expect(next.fields).toMatchObject({ targetWeight: 92.5, aimReps: 8 });
      expect(next.note).toBe(
        'Barbell Bench Press - Medium Grip: 92.5 kg again, aim for 8 reps a set (6, 5, 5 last time).',
      );
      expect(next.fields.previousSets).toHaveLength(3);
    }
  });

  it('counts an RPE of 9.5 or 10 on the last set as a set rated hard: twice, about 10% lighter', () => {
    const session = (date: string, rpe: number): HistoryWorkout => ({
      date,
      completed: true,
      exercises: [
        {
          name: bench.exercise.name,
          exerciseId: bench.exercise.id,
          loadType: 'barbell',
          targetReps: { min: 8, max: 12 },
          performedSets: [
            { reps: 10, weight: 80 },
            { reps: 9, weight: 80, rpe },
          ],
        },
      ],
    });
    const next = (history: HistoryWorkout[]) =>
      progressExercise(
        bench,
        { reps: '8-12' },
        sessionsByExercise(history).get(bench.exercise.id)!,
        { units: 'metric', today: '2026-11-24' },
      );
    const hard = next([session('2026-11-21', 10), session('2026-11-18', 9.5)]);
    expect(hard.fields.targetWeight).toBe(72.5);
    expect(hard.note).toMatch(/down from 80 kg after two sessions rated hard\.$/);
    expect(next([session('2026-11-21', 10), session('2026-11-18', 9)]).fields.targetWeight).toBe(
      80,
    );
  });

  it('brings last time’s note on the exercise into the session', () => {
    const history: HistoryWorkout[] = [
      { ...imported(), date: '2026-11-21' },
      {
        ...imported(),
        date: '2026-11-18',
        exercises: [{ ...imported().exercises[0]!, note: 'Older note' }],
      },
    ];
    history[0] = {
      ...history[0]!,
      exercises: [{ ...history[0]!.exercises[0]!, note: 'Left shoulder clicked on the way down' }],
    };
    const next = progressExercise(
      bench,
      { reps: '8-12' },
      sessionsByExercise(history).get(bench.exercise.id)!,
      { units: 'metric', today: '2026-11-24' },
    );
    expect(next.fields.lastNote).toBe('Left shoulder clicked on the way down');
  });
});
