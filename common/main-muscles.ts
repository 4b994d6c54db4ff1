/*
 * "What did this workout train?": one rule, used by the workout generator (which muscles to rest
 * today) and by Flex (what it tells the member they trained, and what to rest), so the two never
 * disagree.
 */

/** A logged exercise, as far as the rule needs it. */
export interface TrainedExercise {
  name: string;
  exerciseId?: string | null;
  primaryMuscles?: readonly string[] | null;
  category?: string | null;
  completedSets?: number | null;
  skipped?: boolean | null;
}

/** What the catalogue knows of an exercise the log does not describe itself. */
export interface KnownExercise {
  primaryMuscles: readonly string[];
  category?: string;
}

export type ExerciseLookup = (exercise: TrainedExercise) => KnownExercise | undefined;

/** Names compared without case, spaces or punctuation ("Push-ups" = "push ups"). */
const compactName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const lookups = new WeakMap<object, ExerciseLookup>();

/**
 * Looks a logged exercise up in a catalogue: by its catalogue id, else by its name. Built once
 * per catalogue array.
 */
export function catalogueLookup(
  catalogue: readonly (KnownExercise & { id: string; name: string })[],
): ExerciseLookup {
  const cached = lookups.get(catalogue);
  if (cached) return cached;
  const byId = new Map<string, KnownExercise>();
  const byName = new Map<string, KnownExercise>();
  for (const exercise of catalogue) {
    byId.set(exercise.id, exercise);
    const key = compactName(exercise.name);
    if (!byName.has(key)) byName.set(key, exercise);
  }
  const lookup: ExerciseLookup = (exercise) =>
    (exercise.exerciseId ? byId.get(exercise.exerciseId) : undefined) ??
    byName.get(compactName(exercise.name));
  lookups.set(catalogue, lookup);
  return lookup;
}

/** At most this many main muscles per workout. */
export const MAIN_MUSCLES_PER_WORKOUT = 3;
/** Trained exercises up to which a workout counts as short. */
const SHORT_WORKOUT = 3;

/**
 * The main muscles of one workout, most worked first (then by name): the primary muscles (as
 * logged, else as the catalogue knows them) of its trained exercises, counted as below. Skipped
 * exercises, exercises with no completed set and stretches do not count.
 */
export function mainMuscles(
  exercises: readonly TrainedExercise[],
  lookup: ExerciseLookup,
): string[] {
  const counts = new Map<string, number>();
  let trained = 0;
  for (const exercise of exercises) {
    if (exercise.skipped || exercise.completedSets === 0) continue;
    const known =
      exercise.primaryMuscles?.length && exercise.category ? undefined : lookup(exercise);
    const muscles = exercise.primaryMuscles?.length
      ? exercise.primaryMuscles
      : (known?.primaryMuscles ?? []);
    const category = exercise.category ?? known?.category;
    if (category === 'stretching' || muscles.length === 0) continue;
    trained += 1;
    for (const muscle of new Set(muscles.map((m) => m.toLowerCase()))) {
      counts.set(muscle, (counts.get(muscle) ?? 0) + 1);
    }
  }
  // A short workout (up to three exercises) is focused: all it trained counts. A longer one
  // counts the muscles at least two of its exercises (and a fifth of them) worked, so one
  // accessory in a full-body session does not put a muscle to rest.
  const threshold = trained <= SHORT_WORKOUT ? 1 : Math.max(2, Math.ceil(trained * 0.2));
  return [...counts.entries()]
    .filter(([, count]) => count >= threshold)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAIN_MUSCLES_PER_WORKOUT)
    .map(([muscle]) => muscle);
}

/** The main muscles of several workouts (each by the rule above), in order of first mention. */
export function mainMusclesOfWorkouts(
  workouts: readonly { exercises: readonly TrainedExercise[] }[],
  lookup: ExerciseLookup,
): string[] {
  const all = new Set<string>();
  for (const workout of workouts) {
    for (const muscle of mainMuscles(workout.exercises, lookup)) all.add(muscle);
  }
  return [...all];
}
