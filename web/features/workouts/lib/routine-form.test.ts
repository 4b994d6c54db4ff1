import { describe, expect, it } from 'vitest';
import { draftExercise, emptyDay, routineErrorText, type RoutineDraft } from './routine-form.ts';

const squat = { id: 'Barbell_Squat', name: 'Barbell Squat', category: 'strength' };
const curl = { id: 'Barbell_Curl', name: 'Barbell Curl', category: 'strength' };

function draft(): RoutineDraft {
  const dayA = { ...emptyDay('Legs'), exercises: [draftExercise(squat), draftExercise(curl)] };
  return { name: 'Mine', days: [dayA, emptyDay('')] };
}

describe('routineErrorText', () => {
  it('names the day, the exercise and the field the server refused', () => {
    const text = routineErrorText(draft(), [
      { field: 'days.0.exercises.1.sets', message: 'must be at least 1 set' },
      { field: 'days.0.exercises.0.reps.max', message: 'must be at least the lower number' },
      { field: 'days.0.exercises.1.superset', message: 'superset A must have 2 or 3 exercises' },
    ]);
    expect(text).toBe(
      [
        'Legs · Barbell Curl · Sets: must be at least 1 set',
        'Legs · Barbell Squat · Reps to: must be at least the lower number',
        'Legs · Barbell Curl · Superset: superset A must have 2 or 3 exercises',
      ].join('\n'),
    );
  });

  it('names the routine, an unnamed day by its number, and a day without exercises', () => {
    expect(
      routineErrorText(draft(), [
        { field: 'name', message: 'Please enter a routine name' },
        { field: 'days.1.name', message: 'Please name the day' },
        { field: 'days.1.exercises', message: 'a day needs at least one exercise' },
      ]),
    ).toBe(
      [
        'Routine name: Please enter a routine name',
        'Day 2 · Name: Please name the day',
        'Day 2 · Exercises: a day needs at least one exercise',
      ].join('\n'),
    );
  });

  it('gives nothing for an answer without fields, so the page shows the server message', () => {
    expect(routineErrorText(draft(), undefined)).toBeNull();
    expect(routineErrorText(draft(), [])).toBeNull();
    expect(routineErrorText(draft(), [{ nope: 1 }])).toBeNull();
  });
});
