import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  EXERCISE_NOTE_MAX,
  MAX_LOAD_LBS,
  MAX_LOGGED_SETS,
  MAX_SET_REPS,
  MAX_SET_SECONDS,
  SUPERSET_LETTERS,
  WorkoutExercisesSchema,
  type PerformedSet,
  type WorkoutExercise,
} from '#common/schemas/workouts.ts';
import { WorkoutDateSchema, WorkoutDurationSchema } from '#common/schemas/fields.ts';
import type { ImportPreview, ImportResult } from '#common/schemas/imports.ts';
import { exercisesToCanonical } from '#common/training/exercise-units.ts';
import { isWorkingSet } from '#common/training/records.ts';
import { LOAD_TYPES, type LoadType } from '#common/training/loads.ts';
import { type Units, weightToCanonical } from '#common/units.ts';
import type { Db } from '../../db/client.ts';
import { workouts } from '../../db/schema/index.ts';
import {
  findCatalogueExercise,
  findExercise,
  getTrainingPool,
  nameKey,
} from '../exercises/index.ts';
import { ImportFileError, parseImportFile, type ImportedSet, type WeightUnit } from './parse.ts';
import { withThousands } from '#common/thousands.ts';

const SETS_PER_ENTRY = MAX_LOGGED_SETS;
/**
 * Workouts inserted per statement. Each batch is its own short write, and the import yields
 * between batches, so other members' requests run meanwhile (decision 042).
 */
const INSERT_BATCH = 100;

/** Workouts one file may add (about 40 years at 5 a week): past it, import the file in parts. */
export const IMPORT_MAX_WORKOUTS = 10_000;

/** Imports (and previews) per member per hour: each reads up to 8 MB. */
export const IMPORT_LIMITS = {
  import: { max: 10, windowMs: 60 * 60 * 1000 },
  preview: { max: 30, windowMs: 60 * 60 * 1000 },
} as const;

/** Refuses a file with more workouts than one import may add, before anything is written. */
function withinCap<T>(planned: T[]): T[] {
  if (planned.length > IMPORT_MAX_WORKOUTS) {
    throw new ImportFileError(
      `The file has ${withThousands(planned.length)} workouts; one import takes at most ${withThousands(IMPORT_MAX_WORKOUTS)}. Export a shorter period and import it in parts.`,
    );
  }
  return planned;
}

/**
 * A workout's id in the member's history, made from what identifies it in the file: importing
 * the same file again finds the same ids and adds nothing (`workouts.client_id` is unique per
 * member).
 */
function importId(source: string, key: string): string {
  const hex = createHash('sha256').update(`import|${source}|${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** "Bench Press (Barbell)" → the catalogue's "Barbell Bench Press", when it has it. */
/** Common names in Strong and Hevy that the library spells differently. */
const ALIASES: Record<string, string> = {
  'overhead press (barbell)': 'Standing Military Press',
  'overhead press (dumbbell)': 'Dumbbell Shoulder Press',
  'lat pulldown (cable)': 'Wide-Grip Lat Pulldown',
  'lat pulldown (machine)': 'Wide-Grip Lat Pulldown',
  'bent over row (barbell)': 'Bent Over Barbell Row',
  'incline bench press (dumbbell)': 'Incline Dumbbell Press',
  'pull up': 'Pullups',
  'chin up': 'Chin-Up',
  'bicep curl (barbell)': 'Barbell Curl',
  'bicep curl (dumbbell)': 'Dumbbell Bicep Curl',
  'biceps curl (barbell)': 'Barbell Curl',
  'biceps curl (dumbbell)': 'Dumbbell Bicep Curl',
  'hammer curl (dumbbell)': 'Hammer Curls',
  'lateral raise (dumbbell)': 'Side Lateral Raise',
  'lateral raise (cable)': 'Cable Seated Lateral Raise',
  'seated row (cable)': 'Seated Cable Rows',
  'seated cable row - v grip (cable)': 'Seated Cable Rows',
  'seated cable row - bar grip': 'Seated Cable Rows',
  'chest fly (dumbbell)': 'Dumbbell Flyes',
  'chest fly': 'Dumbbell Flyes',
  'arnold press (dumbbell)': 'Arnold Dumbbell Press',
  'front squat (barbell)': 'Front Barbell Squat',
  'squat (barbell)': 'Barbell Squat',
  'deadlift (barbell)': 'Barbell Deadlift',
  'romanian deadlift (barbell)': 'Romanian Deadlift',
  'romanian deadlift (dumbbell)': 'Stiff-Legged Dumbbell Deadlift',
  'bulgarian split squat': 'Split Squat with Dumbbells',
  'bulgarian split squat (dumbbell)': 'Split Squat with Dumbbells',
  'skullcrusher (barbell)': 'EZ-Bar Skullcrusher',
  'skull crusher (barbell)': 'EZ-Bar Skullcrusher',
  'skullcrusher (dumbbell)': 'Lying Dumbbell Tricep Extension',
  'triceps dip': 'Dips - Triceps Version',
  'triceps dip (assisted)': 'Dips - Triceps Version',
  'tricep dip': 'Dips - Triceps Version',
  'triceps pushdown (cable - straight bar)': 'Triceps Pushdown',
  'triceps rope pushdown': 'Triceps Pushdown',
  'dumbbell row': 'One-Arm Dumbbell Row',
  'row (dumbbell)': 'One-Arm Dumbbell Row',
  'bent over one arm row (dumbbell)': 'One-Arm Dumbbell Row',
  'leg press (machine)': 'Leg Press',
  'leg extension (machine)': 'Leg Extensions',
  'lying leg curl (machine)': 'Lying Leg Curls',
  'seated leg curl (machine)': 'Seated Leg Curl',
  'hip thrust (barbell)': 'Barbell Hip Thrust',
  'standing calf raise (machine)': 'Standing Calf Raises',
  'face pull (cable)': 'Face Pull',
  running: 'Running, Treadmill',
  'running (treadmill)': 'Running, Treadmill',
  cycling: 'Bicycling',
  'cycling (indoor)': 'Bicycling, Stationary',
  'rowing (machine)': 'Rowing, Stationary',
  'decline bench press (barbell)': 'Decline Barbell Bench Press',
  'bench press - close grip (barbell)': 'Close-Grip Barbell Bench Press',
  'close grip bench press (barbell)': 'Close-Grip Barbell Bench Press',
  'stiff leg deadlift (barbell)': 'Stiff-Legged Barbell Deadlift',
  'seated overhead press (barbell)': 'Seated Barbell Military Press',
  'military press (barbell)': 'Standing Military Press',
  'pendlay row (barbell)': 'Bent Over Barbell Row',
  't bar row': 'T-Bar Row with Handle',
  'ez bar biceps curl': 'EZ-Bar Curl',
  'reverse curl (barbell)': 'Reverse Barbell Curl',
  'lying triceps extension (barbell)': 'Lying Triceps Press',
  'upright row (barbell)': 'Upright Barbell Row',
  'upright row (dumbbell)': 'Standing Dumbbell Upright Row',
  'decline bench press (dumbbell)': 'Decline Dumbbell Bench Press',
  'incline chest fly (dumbbell)': 'Incline Dumbbell Flyes',
  'seated overhead press (dumbbell)': 'Dumbbell Shoulder Press',
  'front raise (dumbbell)': 'Front Dumbbell Raise',
  'rear delt reverse fly (dumbbell)': 'Reverse Flyes',
  'rear delt reverse fly (machine)': 'Reverse Machine Flyes',
  'incline curl (dumbbell)': 'Incline Dumbbell Curl',
  'triceps extension (dumbbell)': 'Standing Dumbbell Triceps Extension',
  'overhead triceps extension (dumbbell)': 'Standing Dumbbell Triceps Extension',
  'triceps kickback (dumbbell)': 'Tricep Dumbbell Kickback',
  'bent over row (dumbbell)': 'Bent Over Two-Dumbbell Row',
  'walking lunge (dumbbell)': 'Dumbbell Lunges',
  'reverse lunge (dumbbell)': 'Dumbbell Rear Lunge',
  'pullover (dumbbell)': 'Straight-Arm Dumbbell Pullover',
  'farmers walk': "Farmer's Walk",
  "farmer's walk": "Farmer's Walk",
  'lat pulldown - close grip (cable)': 'Close-Grip Front Lat Pulldown',
  'reverse grip lat pulldown (cable)': 'Underhand Cable Pulldowns',
  'straight arm lat pulldown (cable)': 'Straight-Arm Pulldown',
  'seated row (machine)': 'Leverage Iso Row',
  'iso-lateral row (machine)': 'Leverage Iso Row',
  'iso-lateral chest press (machine)': 'Leverage Chest Press',
  'chest press (machine)': 'Machine Bench Press',
  'shoulder press (machine)': 'Machine Shoulder (Military) Press',
  'triceps extension (cable)': 'Cable Rope Overhead Triceps Extension',
  'overhead triceps extension (cable)': 'Cable Rope Overhead Triceps Extension',
  'cable fly crossovers': 'Cable Crossover',
  'chest fly (cable)': 'Cable Crossover',
  'chest fly (machine)': 'Butterfly',
  'bicep curl (cable)': 'Standing Biceps Cable Curl',
  'cable pull through': 'Pull Through',
  'calf press on leg press': 'Calf Press On The Leg Press Machine',
  'hip abduction (machine)': 'Thigh Abductor',
  'hip adduction (machine)': 'Thigh Adductor',
  'back extension': 'Hyperextensions (Back Extensions)',
  'diamond push up': 'Push-Ups - Close Triceps Position',
  'chest dip': 'Dips - Chest Version',
  'side plank': 'Side Bridge',
  'lying leg raise': 'Flat Bench Lying Leg Raise',
  'hanging knee raise': 'Knee/Hip Raise On Parallel Bars',
  'preacher curl (dumbbell)': 'Two-Arm Dumbbell Preacher Curl',
  'standing calf raise (barbell)': 'Standing Barbell Calf Raise',
  'air squat': 'Bodyweight Squat',
  lunge: 'Bodyweight Walking Lunge',
  'walking lunge': 'Bodyweight Walking Lunge',
  'glute bridge': 'Butt Lift (Bridge)',
  'bicycle crunch': 'Air Bike',
  'box jump': 'Front Box Jump',
  'jump squat': 'Freehand Jump Squat',
  'ab wheel': 'Ab Roller',
  'v up': 'Jackknife Sit-Up',
  'toes to bar': 'Hanging Pike',
  'nordic hamstring curl': 'Natural Glute Ham Raise',
  'single leg romanian deadlift (dumbbell)': 'Kettlebell One-Legged Deadlift',
  'kettlebell swing': 'One-Arm Kettlebell Swings',
  'turkish get up': 'Kettlebell Turkish Get-Up (Squat style)',
  'kettlebell snatch': 'One-Arm Kettlebell Snatch',
  'kettlebell clean': 'One-Arm Kettlebell Clean',
  'stair machine': 'Stairmaster',
  'jump rope': 'Rope Jumping',
  walking: 'Walking, Treadmill',
  hiking: 'Trail Running/Walking',
  'battle ropes': 'Battling Ropes',
  'dumbbell fly': 'Dumbbell Flyes',
  'barbell row': 'Bent Over Barbell Row',
  'cable row': 'Seated Cable Rows',
  'leg curl': 'Lying Leg Curls',
  'calf raise': 'Standing Calf Raises',
  'calf raise (dumbbell)': 'Standing Dumbbell Calf Raise',
  'standing calf raise (dumbbell)': 'Standing Dumbbell Calf Raise',
  'woodchopper (cable)': 'Standing Cable Wood Chop',
  'cable woodchopper': 'Standing Cable Wood Chop',
  'cable wood chop': 'Standing Cable Wood Chop',
  shrugs: 'Barbell Shrug',
  deadlifts: 'Barbell Deadlift',
};

let poolByKey: Map<string, { id: string; name: string }> | null = null;

/** The training pool's own names too (the built-in "Burpees", "Jumping Jacks", "Push-ups"). */
function findInPool(name: string) {
  poolByKey ??= new Map(getTrainingPool().map((e) => [nameKey(e.name), e]));
  return poolByKey.get(nameKey(name));
}

/** "Burpee" and "Burpees", "Shrugs" and "Shrug": the library uses either. */
const withPlurals = (name: string) =>
  name.endsWith('s') ? [name, name.slice(0, -1)] : [name, `${name}s`];

/**
 * Names whose words would find a different exercise in the library: left for the member to map
 * (a barbell split squat is not the bodyweight one, an assisted pull-up's load is the assistance).
 */
const NOT_IN_LIBRARY = new Set(['split squat (barbell)', 'assisted pull up', 'assisted pull-up']);

export function matchCatalogue(name: string): { id: string; name: string } | null {
  if (NOT_IN_LIBRARY.has(name.trim().toLowerCase())) return null;
  const key = name.trim().toLowerCase();
  const variants = [(Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined) ?? name];
  const equipment = /^(.*?)\s*\(([^)]+)\)\s*$/.exec(name);
  if (equipment) {
    const [, base, kind] = equipment;
    variants.push(`${kind} ${base}`, base!);
    if (/^bodyweight$/i.test(kind!)) variants.push(base!);
  }
  const tries = variants.flatMap((v) => [v, `${v} - Medium Grip`]);
  for (const variant of tries) {
    const found = findCatalogueExercise(variant);
    if (found) return { id: found.id, name: found.name };
  }
  for (const variant of tries.flatMap(withPlurals)) {
    const found = findCatalogueExercise(variant) ?? findInPool(variant);
    if (found) return { id: found.id, name: found.name };
  }
  return null;
}

/** The equipment other apps write after the name: "Curl (Dumbbell)". */
function loadTypeInName(name: string): LoadType | null {
  const kind = /\(([^)]+)\)\s*$/.exec(name)?.[1]?.toLowerCase() ?? '';
  return (LOAD_TYPES as readonly string[]).includes(kind.replace(/s$/, ''))
    ? (kind.replace(/s$/, '') as LoadType)
    : null;
}

/** The library exercise a file's name is filed under: the member's choice, else the match. */
function catalogueFor(name: string, mapping: ReadonlyMap<string, string | null>) {
  // A Map: a name in a file is any text ("constructor", "__proto__"), never an object's key.
  const chosen = mapping.get(name);
  if (chosen === null) return null;
  if (chosen) return findExercise(chosen) ?? null;
  const match = matchCatalogue(name);
  return match ? (findExercise(match.id) ?? null) : null;
}

interface PlannedWorkout {
  clientId: string;
  title: string;
  date: string;
  durationS: number;
  exercises: WorkoutExercise[];
  names: string[];
}

export interface ImportOptions {
  /** The unit of a file that does not say (Strong's current export); default the member's. */
  weightUnit?: WeightUnit;
  /** Per exercise name in the file: a catalogue id to file it under, or null to keep the name. */
  mapping?: Record<string, string | null>;
}

const METERS = { km: 1000, mi: 1609.344, m: 1 } as const;

const toPounds = (value: number, unit: WeightUnit) =>
  weightToCanonical(value, unit === 'kg' ? 'metric' : 'imperial');

/** Sets → workouts (in pounds), checking each value against the app's limits. */
function planFromSets(
  sets: ImportedSet[],
  source: string,
  unit: WeightUnit,
  mapping: ReadonlyMap<string, string | null>,
): PlannedWorkout[] {
  const byWorkout = new Map<string, ImportedSet[]>();
  for (const set of sets) {
    const list = byWorkout.get(set.workoutKey);
    if (list) list.push(set);
    else byWorkout.set(set.workoutKey, [set]);
  }
  const planned: PlannedWorkout[] = [];
  for (const [key, list] of byWorkout) {
    const entries: WorkoutExercise[] = [];
    // The file's superset ids, as the letters A to E in the order they come.
    const letters = new Map<string, WorkoutExercise['superset']>();
    for (const set of list) {
      const performed: PerformedSet = set.warmup ? { kind: 'warmup' } : {};
      if (set.reps !== null) {
        if (!Number.isInteger(set.reps) || set.reps > MAX_SET_REPS) {
          throw new ImportFileError(
            `Row ${set.line}: ${set.reps} reps is not a whole number up to ${MAX_SET_REPS}.`,
          );
        }
        performed.reps = set.reps;
      }
      if (set.weight !== null && set.weight > 0) {
        const pounds = toPounds(set.weight, set.unit ?? unit);
        if (pounds > MAX_LOAD_LBS) {
          throw new ImportFileError(
            `Row ${set.line}: a weight of ${set.weight} ${set.unit ?? unit} is over the limit of ${unit === 'kg' ? '680 kg' : '1,500 lbs'}.`,
          );
        }
        performed.weight = pounds;
      }
      if (set.seconds !== null && set.seconds > 0) {
        if (set.seconds > MAX_SET_SECONDS) {
          throw new ImportFileError(`Row ${set.line}: ${set.seconds} seconds is over an hour.`);
        }
        performed.seconds = Math.round(set.seconds);
      }
      if (set.rpe !== null) performed.rpe = set.rpe;
      if (set.distance !== null && set.distance > 0) {
        const unitOfFile = set.distanceUnit ?? (unit === 'kg' ? 'km' : 'mi');
        const meters = Math.round(set.distance * METERS[unitOfFile]);
        if (meters > 1_000_000) {
          throw new ImportFileError(
            `Row ${set.line}: a distance of ${set.distance} is over 1,000 km.`,
          );
        }
        performed.meters = meters;
      }
      const catalogue = catalogueFor(set.exercise, mapping);
      const name = catalogue?.name ?? set.exercise.slice(0, 120);
      let entry = entries.at(-1);
      if (!entry || entry.name !== name || (entry.performedSets?.length ?? 0) >= SETS_PER_ENTRY) {
        entry = {
          name,
          rest: '90',
          sets: 1,
          completedSets: 0,
          performedSets: [],
          ...(catalogue ? { exerciseId: catalogue.id } : {}),
        };
        const loadType = catalogue?.loadType ?? loadTypeInName(set.exercise);
        if (loadType) entry.loadType = loadType;
        if (set.supersetId) {
          if (!letters.has(set.supersetId) && letters.size < SUPERSET_LETTERS.length) {
            letters.set(set.supersetId, SUPERSET_LETTERS[letters.size]);
          }
          const letter = letters.get(set.supersetId);
          if (letter) entry.superset = letter;
        }
        entries.push(entry);
      }
      entry.performedSets!.push(performed);
      if (set.note && !entry.note) entry.note = set.note.slice(0, EXERCISE_NOTE_MAX);
      // Warm-ups are kept as such: the sets and the sets done are the working ones.
      entry.sets = Math.max(1, entry.performedSets!.filter(isWorkingSet).length);
      entry.completedSets = entry.performedSets!.filter(isWorkingSet).length;
      // What was lifted, never an invented target: the next workout judges these reps against
      // the range the member trains in now.
      if (performed.seconds !== undefined && performed.reps === undefined) {
        entry.duration = `${performed.seconds} seconds`;
      }
    }
    const first = list[0]!;
    planned.push({
      clientId: importId(source, key),
      title: first.title.slice(0, 100),
      date: first.date,
      durationS: Math.min(first.durationS ?? 0, 24 * 3600),
      exercises: entries.slice(0, 40),
      names: [...new Set(list.map((set) => set.exercise))],
    });
  }
  return planned;
}

function parse(text: string, units: Units, options: ImportOptions) {
  const file = parseImportFile(text);
  const unit: WeightUnit = options.weightUnit ?? (units === 'metric' ? 'kg' : 'lb');
  if (file.format === 'flexcoach') {
    const fileUnits = file.units ?? 'imperial';
    const planned = file.workouts!.map((raw, index): PlannedWorkout => {
      const where = `Workout ${index + 1} of the file`;
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        throw new ImportFileError(`${where} is not a valid FlexCoach workout.`);
      }
      const workout = raw as Record<string, unknown>;
      const exercises = WorkoutExercisesSchema.safeParse(workout.exercises);
      if (!exercises.success) {
        throw new ImportFileError(`${where} is not a valid FlexCoach workout.`);
      }
      // The same rules as a workout logged in the app (POST /api/workouts).
      const date = WorkoutDateSchema.safeParse(workout.date);
      if (!date.success) {
        throw new ImportFileError(
          `${where}: date ${JSON.stringify(workout.date)?.slice(0, 30) ?? 'missing'} ${date.error.issues[0]!.message}.`,
        );
      }
      const duration = WorkoutDurationSchema.safeParse(workout.duration ?? 0);
      if (!duration.success) {
        throw new ImportFileError(`${where}: duration ${duration.error.issues[0]!.message}.`);
      }
      const title = workout.title ?? 'Imported workout';
      if (typeof title !== 'string') {
        throw new ImportFileError(`${where}: title must be text.`);
      }
      const id =
        typeof workout.id === 'string' || typeof workout.id === 'number'
          ? String(workout.id)
          : `${date.data}|${title}`;
      return {
        clientId: importId('flexcoach', id),
        title: title.trim().slice(0, 100) || 'Imported workout',
        date: date.data,
        durationS: duration.data,
        exercises: exercisesToCanonical(exercises.data, fileUnits),
        names: exercises.data.map((exercise) => exercise.name),
      };
    });
    return { format: file.format, unit: null, planned: withinCap(planned), sets: 0 };
  }
  const fileUnit = file.sets.find((set) => set.unit)?.unit ?? null;
  return {
    format: file.format,
    unit: fileUnit ?? unit,
    unitInFile: fileUnit !== null,
    planned: withinCap(
      planFromSets(
        file.sets,
        file.format,
        fileUnit ?? unit,
        new Map(Object.entries(options.mapping ?? {})),
      ),
    ),
    sets: file.sets.length,
  };
}

async function alreadyImported(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ clientId: workouts.clientId })
      .from(workouts)
      .where(and(eq(workouts.userId, userId), inArray(workouts.clientId, ids.slice(i, i + 1000))));
    for (const row of rows) if (row.clientId) found.add(row.clientId);
  }
  return found;
}

/** What an import of `text` would add, without adding anything. */
export async function previewImport(
  db: Db,
  userId: string,
  units: Units,
  text: string,
  options: ImportOptions = {},
): Promise<ImportPreview> {
  const parsed = parse(text, units, options);
  const existing = await alreadyImported(
    db,
    userId,
    parsed.planned.map((workout) => workout.clientId),
  );
  const counts = new Map<string, number>();
  for (const workout of parsed.planned) {
    for (const name of workout.names) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const dates = parsed.planned.map((workout) => workout.date).sort();
  return {
    format: parsed.format,
    workouts: parsed.planned.length,
    newWorkouts: parsed.planned.filter((workout) => !existing.has(workout.clientId)).length,
    sets: parsed.sets,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
    weightUnit: parsed.unit,
    weightUnitInFile: parsed.format === 'flexcoach' || Boolean(parsed.unitInFile),
    exercises: [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([name, workoutCount]) => ({
        name,
        workouts: workoutCount,
        match: matchCatalogue(name),
      })),
  };
}

/**
 * Adds the file's workouts to the member's history, all or nothing (a problem anywhere leaves
 * nothing behind); workouts already imported from the same file are skipped.
 */
export async function runImport(
  db: Db,
  userId: string,
  units: Units,
  text: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  for (const [name, id] of Object.entries(options.mapping ?? {})) {
    if (id !== null && !findExercise(id)) {
      throw new ImportFileError(`"${name}" is mapped to an exercise that is not in the library.`);
    }
  }
  const parsed = parse(text, units, options);
  // Every row was checked above; the writes go in short batches with a pause between them, and
  // a failure takes back what this import added (all or nothing, without holding the database).
  const added: string[] = [];
  try {
    for (let i = 0; i < parsed.planned.length; i += INSERT_BATCH) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      const rows = await db
        .insert(workouts)
        .values(
          parsed.planned.slice(i, i + INSERT_BATCH).map((workout) => ({
            userId,
            title: workout.title,
            exercises: workout.exercises,
            duration: workout.durationS,
            completed: true,
            date: workout.date,
            clientId: workout.clientId,
          })),
        )
        .onConflictDoNothing({ target: [workouts.userId, workouts.clientId] })
        .returning({ clientId: workouts.clientId });
      for (const row of rows) if (row.clientId) added.push(row.clientId);
    }
  } catch (error) {
    for (let i = 0; i < added.length; i += 1000) {
      await db
        .delete(workouts)
        .where(
          and(eq(workouts.userId, userId), inArray(workouts.clientId, added.slice(i, i + 1000))),
        );
    }
    throw error;
  }
  return {
    format: parsed.format,
    workouts: parsed.planned.length,
    added: added.length,
    skipped: parsed.planned.length - added.length,
  };
}
