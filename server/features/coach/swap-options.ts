import type { CoachData } from './coach-types.ts';

/**
 * Exercises to swap one for, for both coaches: the same main muscle, the same kind of work (a
 * strength lift for a strength lift: burpees do not replace a press), within the member's
 * equipment and level, best known first. A common name ("squats") without a catalogue entry uses
 * its guide's first muscle.
 */
export async function swapOptions(data: CoachData, named: string, limit = 4) {
  const catalogue = data.exercises.catalogueExercise(named);
  const muscles =
    catalogue?.primaryMuscles ??
    (await data.exerciseGuide(named)).muscles.slice(0, 1).map((m) => m.toLowerCase());
  const name = catalogue?.name ?? named;
  const category = catalogue?.category ?? 'strength';
  // A common name's own forms ("Squats" for "squat") are not an alternative to it.
  const stem = named.toLowerCase().replace(/s$/, '');
  const options =
    muscles.length > 0
      ? (await data.exercisesFor(muscles, 12)).filter(
          (e) =>
            e.category === category &&
            e.name.toLowerCase() !== name.toLowerCase() &&
            !(!catalogue && e.name.toLowerCase().includes(stem)),
        )
      : [];
  return { name, muscles, options: options.slice(0, limit) };
}
