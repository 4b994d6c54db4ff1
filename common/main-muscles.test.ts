import { describe, expect, it } from 'vitest';
import {
  catalogueLookup,
  mainMuscles,
  mainMusclesOfWorkouts,
  type TrainedExercise,
} from './main-muscles.ts';

const catalogue = [
  { id: 'c-1', name: 'Barbell Squat', primaryMuscles: ['quadriceps'], category: 'strength' },
  { id: 'c-2', name: 'Romanian Deadlift', primaryMuscles: ['hamstrings'], category: 'strength' },
  { id: 'c-3', name: 'Hamstring Stretch', primaryMuscles: ['hamstrings'], category: 'stretching' },
];
const lookup = catalogueLookup(catalogue);
const ex = (name: string, muscles?: string[], extra: Partial<TrainedExercise> = {}) => ({
  name,
  primaryMuscles: muscles,
  completedSets: 3,
  ...extra,
});

describe('mainMuscles', () => {
  it('counts every muscle of a short (up to three exercises) workout', () => {
    const upper = [ex('Push-ups', ['chest']), ex('Dips', ['triceps']), ex('Pullups', ['lats'])];
    expect(mainMuscles(upper, lookup)).toEqual(['chest', 'lats', 'triceps']);
  });

  it('in a longer workout, keeps the muscles at least two exercises worked, most worked first', () => {
    const fullBody = [
      ex('Squat', ['quadriceps']),
      ex('Lunge', ['quadriceps']),
      ex('Step-up', ['quadriceps', 'glutes']),
      ex('Hip thrust', ['glutes']),
      ex('Curl', ['biceps']),
      ex('Plank', ['abdominals']),
    ];
    expect(mainMuscles(fullBody, lookup)).toEqual(['quadriceps', 'glutes']);
  });

  it('skips skipped exercises, unfinished ones and stretches, and reads the catalogue when the log has no muscles', () => {
    const workout = [
      ex('Barbell Squat'),
      ex('barbell squat!'), // the catalogue by name, ignoring case and punctuation
      ex('Romanian Deadlift', undefined, { exerciseId: 'c-2', skipped: true }),
      ex('Hamstring Stretch'),
      ex('Curl', ['biceps'], { completedSets: 0 }),
    ];
    expect(mainMuscles(workout, lookup)).toEqual(['quadriceps']);
  });

  it('is empty for nothing trained, and never lists more than three', () => {
    expect(mainMuscles([], lookup)).toEqual([]);
    const many = [ex('x', ['f', 'e']), ex('y', ['d', 'c']), ex('z', ['b', 'a', 'c'])];
    expect(mainMuscles(many, lookup)).toEqual(['c', 'a', 'b']);
  });
});

describe('mainMusclesOfWorkouts', () => {
  it('joins the main muscles of each workout, each once', () => {
    const workouts = [
      { exercises: [ex('Push-ups', ['chest'])] },
      { exercises: [ex('Bench', ['chest']), ex('Squat', ['quadriceps'])] },
    ];
    expect(mainMusclesOfWorkouts(workouts, lookup)).toEqual(['chest', 'quadriceps']);
  });
});
