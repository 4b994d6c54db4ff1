import type { CoachData } from './coach-types.ts';

/**
 * Exercises to swap one for, for both coaches. A library exercise gets what the workout screen's
 * Swap dialog offers (the same rule and order, from `CoachData.swapChoices`). A common name without
 * a library entry ("squats") gets the best known library lifts for its guide's first muscle, but
 * not its own forms.
 */
export async function swapOptions(data: CoachData, named: string, limit = 4) {
  const catalogue = data.exercises.catalogueExercise(named);
  const choices = catalogue ? await data.swapChoices(catalogue.id) : null;
  if (catalogue && choices) {
    return {
      name: catalogue.name,
      muscles: catalogue.primaryMuscles,
      options: choices.slice(0, limit),
    };
  }
  const muscles = (await data.exerciseGuide(named)).muscles.slice(0, 1).map((m) => m.toLowerCase());
  const stem = named.toLowerCase().replace(/s$/, '');
  const options =
    muscles.length > 0
      ? (await data.exercisesFor(muscles, 12)).filter(
          (e) => e.category === 'strength' && !e.name.toLowerCase().includes(stem),
        )
      : [];
  return { name: named, muscles, options: options.slice(0, limit) };
}
