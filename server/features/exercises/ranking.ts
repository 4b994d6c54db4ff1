import type { CatalogueExercise } from '#common/schemas/exercises.ts';

/*
 * How familiar an exercise is to people who train: the generator builds workouts from a core list
 * of well-known movements and keeps the catalogue's rarities (Cocoons, wrist pronations, plate
 * movers...) out unless nothing else fits. Members still find every exercise in the library and
 * can swap one in.
 */

/** Movement families every gym-goer knows, by name. */
const FAMILIES =
  /\b(bench press|press|push-?ups?|pushups|squats?|deadlifts?|rows?|pull-?ups?|pullups|chin-?ups?|pulldown|curls?|extensions?|pushdown|raises?|fly|flyes?|lunges?|step-?ups?|hip thrust|glute bridge|bridge|shrugs?|dips?|crunch(es)?|plank|sit-?ups?|leg press|swings?|clean|thruster|pullover|kickbacks?|good mornings?|face pull|burpees?|jumping jacks|mountain climbers|high knees|jump squat|box jump|skater|russian twist|dead bug|superman|bird dog|leg raises?)\b/i;

/** What makes a catalogue entry an oddity for a generated session. */
const ODDITIES =
  /\b(cocoons?|pronation|supination|iron cross|isometric|suspended|exercise ball|ball|leverage|smith|clock|svend|guillotine|neck|around the worlds|with a twist|plate|chains|zercher|jefferson|sissy|wrist|finger|pinch|roller|bottoms-up|windmill|turkish|tire|sled|yoke|atlas|keg|log|conan|rickshaw|farmer|rocking|jackknife|gironda|one-arm side|jerk|snatch|anderson|pin|rack|board|behind the|overhead squat|pistol|sprint|lying machine)\b/i;

export interface Familiarity {
  /** Higher is more familiar. */
  score: number;
  /** On the core list: the generator picks from these first. */
  core: boolean;
}

/**
 * A familiarity score from the name, the category and the level: well-known names first, then
 * the movement families, minus oddities and long qualified names.
 */
export function familiarityScore(
  exercise: Pick<CatalogueExercise, 'name' | 'category' | 'level'>,
  wellKnown: boolean,
): number {
  const { name } = exercise;
  let score = 0;
  if (wellKnown) score += 100;
  if (FAMILIES.test(name)) score += 30;
  if (ODDITIES.test(name)) score -= 40;
  const words = name.split(/\s+/).length;
  if (words > 3) score -= 4 * (words - 3);
  if (/[()]|\s-\s/.test(name)) score -= 8;
  if (exercise.level === 'beginner') score += 5;
  if (exercise.level === 'advanced') score -= 5;
  if (exercise.category === 'strongman' || exercise.category === 'olympic weightlifting') {
    score -= 20;
  }
  return score;
}

/** Exercises at or above this score are on the core list. */
export const CORE_SCORE = 15;
/**
 * However few exercises of a muscle and equipment pass the score, the best few stay on the core
 * list, so no member is left without a choice for a muscle their gear can train.
 */
export const CORE_PER_GROUP = 3;

/** The familiarity of every exercise of a catalogue, by id. */
export function rankCatalogue(
  exercises: readonly { exercise: CatalogueExercise; wellKnown: boolean }[],
): Map<string, Familiarity> {
  const scored = exercises.map(({ exercise, wellKnown }) => ({
    exercise,
    score: familiarityScore(exercise, wellKnown),
  }));
  const groups = new Map<string, typeof scored>();
  for (const entry of scored) {
    const { primaryMuscles, equipment, category } = entry.exercise;
    const key = `${primaryMuscles[0] ?? ''}|${equipment}|${category === 'stretching' ? 's' : 'm'}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  const result = new Map<string, Familiarity>();
  for (const group of groups.values()) {
    group.sort(
      (a, b) =>
        b.score - a.score ||
        (a.exercise.id < b.exercise.id ? -1 : a.exercise.id > b.exercise.id ? 1 : 0),
    );
    group.forEach(({ exercise, score }, index) => {
      result.set(exercise.id, {
        score,
        core: score >= CORE_SCORE || (index < CORE_PER_GROUP && score >= 0),
      });
    });
  }
  return result;
}
