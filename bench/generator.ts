/**
 * Time to generate one workout (server/features/workouts/generation/generator.ts), in process,
 * with the catalogue already loaded: median and p95 over many generations across varied profiles,
 * with and without history. Run alone with `node --import tsx bench/generator.ts`; `npm run bench`
 * calls `measureGenerator()` and adds the figures to its table and JSON.
 */
import { pathToFileURL } from 'node:url';
import { EQUIPMENT, GOALS, LEVELS, TIME_AVAILABLE_OPTIONS } from '#common/constants.ts';
import { getTrainingPool } from '#server/features/exercises/guides.ts';
import {
  generateWorkout,
  type GeneratorProfile,
  type HistoryWorkout,
} from '#server/features/workouts/generation/generator.ts';

export interface GeneratorFigures {
  generations: number;
  /** Milliseconds to load and normalise the catalogue (once per process). */
  catalogueLoadMs: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Mean exercises per workout, for context. */
  meanExercises: number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A deterministic PRNG, so every run times the same inputs. */
function lcg(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function measureGenerator(generations = 500): GeneratorFigures {
  const loadStarted = performance.now();
  const catalogue = getTrainingPool();
  const catalogueLoadMs = performance.now() - loadStarted;

  const random = lcg(2026);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const today = '2026-03-10';
  const inputs = Array.from({ length: generations }, (_, n) => {
    const profile: GeneratorProfile = {
      level: pick(LEVELS),
      goals: GOALS.filter(() => random() < 0.35).concat(pick(GOALS)),
      equipment: EQUIPMENT.filter(() => random() < 0.3).concat('no-equipment'),
      timeAvailable: pick(TIME_AVAILABLE_OPTIONS),
      daysPerWeek: 1 + Math.floor(random() * 7),
      units: random() < 0.5 ? 'metric' : 'imperial',
    };
    // Half of them with ten logged workouts (sets, reps and loads), the last one yesterday.
    const history: HistoryWorkout[] =
      n % 2 === 0
        ? []
        : Array.from({ length: 10 }, (_, day) => ({
            date: `2026-03-${String(9 - (day % 9)).padStart(2, '0')}`,
            completed: true,
            exercises: Array.from({ length: 6 }, () => {
              const exercise = pick(catalogue);
              const done = random() < 0.5 ? 3 : 2;
              const load = 10 + Math.floor(random() * 20) * 2.5;
              return {
                name: exercise.name,
                exerciseId: exercise.id,
                reps: '8-12',
                sets: 3,
                completedSets: done,
                primaryMuscles: exercise.primaryMuscles,
                // Sets with reps and loads, as a session logs them: the progression engine runs.
                ...(exercise.loadType ? { loadType: exercise.loadType } : {}),
                performedSets: Array.from({ length: done }, () => ({
                  reps: 8 + Math.floor(random() * 5),
                  ...(exercise.loadType ? { weight: load } : {}),
                })),
                ...(random() < 0.2 ? { effort: 'hard' as const } : {}),
              };
            }),
          }));
    return { profile, history, seed: `user-${n}|${today}|${n % 7}` };
  });

  // Warm-up (JIT), not measured.
  for (const input of inputs.slice(0, 50)) {
    generateWorkout(input.profile, { catalogue, history: input.history, seed: input.seed, today });
  }

  const times: number[] = [];
  let exercises = 0;
  for (const input of inputs) {
    const started = performance.now();
    const workout = generateWorkout(input.profile, {
      catalogue,
      history: input.history,
      seed: input.seed,
      today,
    });
    times.push(performance.now() - started);
    exercises += workout.exercises.length;
  }
  times.sort((a, b) => a - b);
  return {
    generations,
    catalogueLoadMs: round(catalogueLoadMs),
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(times[times.length - 1]!),
    meanExercises: Math.round((exercises / generations) * 10) / 10,
  };
}

export function describeGenerator(f: GeneratorFigures): string {
  return `Workout generator (${f.generations} generations, catalogue loaded in ${f.catalogueLoadMs} ms): median ${f.medianMs} ms, p95 ${f.p95Ms} ms, max ${f.maxMs} ms per workout (${f.meanExercises} exercises on average)`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.info(describeGenerator(measureGenerator(Number(process.env.BENCH_GENERATIONS ?? 500))));
}
